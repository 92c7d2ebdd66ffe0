/**
 * `/admin/inventory`: the master catalogue, recently changed first, found by part of a name, SKU or salt and
 * filtered by schedule, category, status, picture and storage. Search, filters and the column sort live in the
 * address, so a link reproduces the view; the CSV export takes the same filters.
 */
import {
  ADMIN_PRODUCT_IMAGE_FILTERS,
  ADMIN_PRODUCT_STATUSES,
  type TAdminProductSummary,
  type TAdminProductsFilters,
} from '@dawanow/shared/admin-catalog';
import type { TAdminCategorySummary } from '@dawanow/shared/admin-categories';
import { adminCatalogApi } from '@dawanow/shared/api/admin-catalog';
import { formatIndianDate } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { DRUG_SCHEDULES } from '@dawanow/shared/products';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { ProductImage } from '@/components/catalog/product-image';
import { DataTable } from '@/components/data-table/data-table';
import { PagedList } from '@/components/data-table/paged-list';
import { ButtonLink } from '@/components/ui/button';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { apiUrl } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminProducts, useCategoryChoices } from '../api';

const FILTER_KEYS = ['q', 'schedule', 'categoryId', 'status', 'image', 'storage'] as const;
/** Columns a header click sorts by; the list arrives recently changed first. */
const SORTABLE = ['name', 'schedule', 'mrp', 'changed'] as const;
const DEFAULT_SORT: SortingState = [{ id: 'changed', desc: true }];

const productColumns = (t: TAdminPanelT): ColumnDef<TAdminProductSummary>[] => [
  {
    id: 'picture',
    header: t('catalog.columns.picture'),
    enableSorting: false,
    // Without a photo the drawn pack shows, as customers see it; the picture filter finds what still lacks one.
    cell: ({ row }) => (
      <ProductImage src={row.original.imageUrl} pack={row.original} sizes="48px" className="h-12 w-12 rounded" />
    ),
  },
  {
    id: 'name',
    header: t('catalog.columns.name'),
    accessorFn: (product) => product.name.toLocaleLowerCase(),
    cell: ({ row }) => (
      <div>
        <Link to={`/admin/inventory/edit/${row.original.id}`} className="font-medium text-brand-800 underline">
          {row.original.name}
        </Link>
        <p className="text-xs text-slate-600">
          {row.original.compositionLabel || t('catalog.noIngredients')} · {row.original.packLabel}
        </p>
      </div>
    ),
  },
  { id: 'sku', header: t('catalog.columns.sku'), enableSorting: false, cell: ({ row }) => row.original.sku },
  {
    id: 'schedule',
    header: t('catalog.columns.schedule'),
    accessorKey: 'schedule',
    cell: ({ row }) => row.original.schedule,
  },
  {
    id: 'category',
    header: t('catalog.columns.category'),
    enableSorting: false,
    cell: ({ row }) => row.original.categoryName,
  },
  {
    id: 'mrp',
    header: t('catalog.columns.mrp'),
    accessorKey: 'mrpPaise',
    cell: ({ row }) => <span className="tabular-nums">{formatRupees(row.original.mrpPaise)}</span>,
  },
  {
    id: 'status',
    header: t('catalog.columns.status'),
    enableSorting: false,
    cell: ({ row }) => (
      <span className={row.original.isActive ? 'text-emerald-800' : 'font-medium text-slate-600'}>
        {row.original.isActive ? t('catalog.statuses.active') : t('catalog.statuses.inactive')}
        {row.original.storage === 'cold_chain' ? t('catalog.columns.coldChain') : ''}
      </span>
    ),
  },
  {
    id: 'changed',
    header: t('catalog.columns.changed'),
    accessorKey: 'updatedAt',
    cell: ({ row }) => <span className="tabular-nums">{formatIndianDate(row.original.updatedAt)}</span>,
  },
];

function Filters({
  filters,
  categories,
  onApply,
}: {
  filters: TAdminProductsFilters;
  categories: TAdminCategorySummary[];
  onApply: (next: FormData) => void;
}) {
  const { t } = useAdminPanelText();
  return (
    <FilterForm
      label={t('catalog.filters.findProducts')}
      columns={4}
      submitLabel={t('catalog.filters.search')}
      exportHref={apiUrl(adminCatalogApi.exportCsv, { query: filters })}
      search={{ value: filters.q, placeholder: t('catalog.filters.searchPlaceholder') }}
      onApply={onApply}
    >
      <SelectFilter
        label={t('catalog.filters.schedule')}
        name="schedule"
        value={filters.schedule}
        anyLabel={t('catalog.filters.anySchedule')}
        options={DRUG_SCHEDULES.map((schedule) => [schedule, schedule])}
      />
      <SelectFilter
        label={t('catalog.filters.category')}
        name="categoryId"
        value={filters.categoryId}
        anyLabel={t('catalog.filters.anyCategory')}
        options={categories.map((category) => [category.id, category.depth > 0 ? `— ${category.name}` : category.name])}
      />
      <SelectFilter
        label={t('catalog.filters.status')}
        name="status"
        value={filters.status}
        anyLabel={t('catalog.filters.anyStatus')}
        options={ADMIN_PRODUCT_STATUSES.map((status) => [status, t(`catalog.statuses.${status}`)])}
      />
      <SelectFilter
        label={t('catalog.filters.picture')}
        name="image"
        value={filters.image}
        anyLabel={t('catalog.filters.withOrWithout')}
        options={ADMIN_PRODUCT_IMAGE_FILTERS.map((image) => [image, t(`catalog.images.${image}`)])}
      />
      <SelectFilter
        label={t('catalog.filters.storage')}
        name="storage"
        value={filters.storage}
        anyLabel={t('catalog.filters.anyStorage')}
        options={[
          ['room', t('catalog.form.room')],
          ['cold_chain', t('catalog.filters.coldChain')],
        ]}
      />
    </FilterForm>
  );
}

export function AdminProductsPage() {
  const { t } = useAdminPanelText();
  const columns = useMemo(() => productColumns(t), [t]);
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, {
    columns: SORTABLE,
    fallback: DEFAULT_SORT,
  });
  const list = useAdminProducts(filters as TAdminProductsFilters);
  const categories = useCategoryChoices().data?.categories;
  const products = list.data?.pages.flatMap((page) => page.products) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader title={t('catalog.productsPage.catalogue')} description={t('catalog.productsPage.everyProductInThe')}>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin/inventory/add">{t('catalog.productsPage.addProduct')}</ButtonLink>
          <ButtonLink to="/admin/inventory/import" variant="outline">
            {t('catalog.productsPage.importCsv')}
          </ButtonLink>
          <ButtonLink to="/admin/inventory/requests" variant="outline">
            {t('catalog.productsPage.storeRequests')}
          </ButtonLink>
        </div>
      </PageHeader>
      {/* Remounted when the address changes its filters (the back button, a shared link) */}
      {/* and once the categories arrive, so a category in the address shows as chosen */}
      <Filters
        key={`${formKey}|${categories ? 'categories' : ''}`}
        filters={filters as TAdminProductsFilters}
        categories={categories ?? []}
        onApply={apply}
      />
      <PagedList
        query={list}
        count={products.length}
        noun={t('catalog.productsPage.noun')}
        empty={t('catalog.productsPage.noProductMatchesThis')}
        note={t('catalog.productsPage.sortingOrdersTheProducts')}
      >
        <DataTable
          rows={products}
          columns={columns}
          rowId={(product) => product.id}
          caption={t('catalog.productsPage.products')}
          sorting={sorting}
          onSort={sortBy}
        />
      </PagedList>
    </div>
  );
}
