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
import { Link } from 'react-router';
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

const STATUS_LABELS: Record<(typeof ADMIN_PRODUCT_STATUSES)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
};
const IMAGE_LABELS: Record<(typeof ADMIN_PRODUCT_IMAGE_FILTERS)[number], string> = {
  with: 'With a picture',
  without: 'Without a picture',
};

const columns: ColumnDef<TAdminProductSummary>[] = [
  {
    id: 'picture',
    header: 'Picture',
    enableSorting: false,
    // Without a photo the drawn pack shows, as customers see it; the picture filter finds what still lacks one.
    cell: ({ row }) => (
      <ProductImage src={row.original.imageUrl} pack={row.original} sizes="48px" className="h-12 w-12 rounded" />
    ),
  },
  {
    id: 'name',
    header: 'Name',
    accessorFn: (product) => product.name.toLocaleLowerCase(),
    cell: ({ row }) => (
      <div>
        <Link to={`/admin/inventory/edit/${row.original.id}`} className="font-medium text-brand-800 underline">
          {row.original.name}
        </Link>
        <p className="text-xs text-slate-600">
          {row.original.compositionLabel || 'No active ingredients'} · {row.original.packLabel}
        </p>
      </div>
    ),
  },
  { id: 'sku', header: 'SKU', enableSorting: false, cell: ({ row }) => row.original.sku },
  { id: 'schedule', header: 'Schedule', accessorKey: 'schedule', cell: ({ row }) => row.original.schedule },
  {
    id: 'category',
    header: 'Category',
    enableSorting: false,
    cell: ({ row }) => row.original.categoryName,
  },
  {
    id: 'mrp',
    header: 'MRP',
    accessorKey: 'mrpPaise',
    cell: ({ row }) => <span className="tabular-nums">{formatRupees(row.original.mrpPaise)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <span className={row.original.isActive ? 'text-emerald-800' : 'font-medium text-slate-600'}>
        {row.original.isActive ? 'Active' : 'Inactive'}
        {row.original.storage === 'cold_chain' ? ' · cold chain' : ''}
      </span>
    ),
  },
  {
    id: 'changed',
    header: 'Changed',
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
  return (
    <FilterForm
      label="Find products"
      columns={4}
      submitLabel="Search"
      exportHref={apiUrl(adminCatalogApi.exportCsv, { query: filters })}
      search={{ value: filters.q, placeholder: 'Part of a name, SKU or salt' }}
      onApply={onApply}
    >
      <SelectFilter
        label="Schedule"
        name="schedule"
        value={filters.schedule}
        anyLabel="Any schedule"
        options={DRUG_SCHEDULES.map((schedule) => [schedule, schedule])}
      />
      <SelectFilter
        label="Category"
        name="categoryId"
        value={filters.categoryId}
        anyLabel="Any category"
        options={categories.map((category) => [category.id, category.depth > 0 ? `— ${category.name}` : category.name])}
      />
      <SelectFilter
        label="Status"
        name="status"
        value={filters.status}
        anyLabel="Any status"
        options={ADMIN_PRODUCT_STATUSES.map((status) => [status, STATUS_LABELS[status]])}
      />
      <SelectFilter
        label="Picture"
        name="image"
        value={filters.image}
        anyLabel="With or without"
        options={ADMIN_PRODUCT_IMAGE_FILTERS.map((image) => [image, IMAGE_LABELS[image]])}
      />
      <SelectFilter
        label="Storage"
        name="storage"
        value={filters.storage}
        anyLabel="Any storage"
        options={[
          ['room', 'Room temperature'],
          ['cold_chain', 'Cold chain'],
        ]}
      />
    </FilterForm>
  );
}

export function AdminProductsPage() {
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, {
    columns: SORTABLE,
    fallback: DEFAULT_SORT,
  });
  const list = useAdminProducts(filters as TAdminProductsFilters);
  const categories = useCategoryChoices().data?.categories;
  const products = list.data?.pages.flatMap((page) => page.products) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader title="Catalogue" description="Every product in the master catalogue, sold or not.">
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin/inventory/add">Add product</ButtonLink>
          <ButtonLink to="/admin/inventory/import" variant="outline">
            Import CSV
          </ButtonLink>
          <ButtonLink to="/admin/inventory/requests" variant="outline">
            Store requests
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
        noun="products"
        empty="No product matches this search."
        note="Sorting orders the products shown."
      >
        <DataTable
          rows={products}
          columns={columns}
          rowId={(product) => product.id}
          caption="Products"
          sorting={sorting}
          onSort={sortBy}
        />
      </PagedList>
    </div>
  );
}
