/**
 * `/admin/stores`: every partner pharmacy, newest first, by name, city and status, with its last 7 days (orders,
 * packed on time) and licence expiry. Filters and sort live in the address; CSV takes the same filters.
 */
import { licenceEndsSoon, type TAdminStoreFilters, type TAdminStoreRow } from '@dawanow/shared/admin-stores';
import { adminStoresApi } from '@dawanow/shared/api/admin-stores';
import { formatIndianDate, indianToday } from '@dawanow/shared/dates';
import { ZStoreStatus } from '@dawanow/shared/stores';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { CityFilter } from '@/components/admin/store-picker';
import { DataTable } from '@/components/data-table/data-table';
import { PagedList } from '@/components/data-table/paged-list';
import { ButtonLink } from '@/components/ui/button';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { apiUrl } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminStores } from '../api';
import { StoreStatusBadge } from '../components/store-status-badge';

const FILTER_KEYS = ['q', 'city', 'status'] as const;
const SORTABLE = ['name', 'orders', 'sla', 'licence'] as const;

const storeColumns = (t: TAdminPanelT): ColumnDef<TAdminStoreRow>[] => [
  {
    id: 'name',
    header: t('stores.columns.name'),
    accessorFn: (store) => store.name.toLocaleLowerCase(),
    cell: ({ row }) => (
      <>
        <Link to={`/admin/stores/${row.original.id}`} className="font-medium text-brand-800 underline">
          {row.original.name}
        </Link>
        <span className="block text-xs text-slate-600">{row.original.city}</span>
      </>
    ),
  },
  {
    id: 'status',
    header: t('stores.columns.status'),
    enableSorting: false,
    cell: ({ row }) => (
      <StoreStatusBadge status={row.original.status} isAcceptingOrders={row.original.isAcceptingOrders} />
    ),
  },
  {
    id: 'rating',
    header: t('stores.columns.rating'),
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{row.original.rating?.toFixed(1) ?? '—'}</span>,
  },
  {
    id: 'orders',
    header: t('stores.columns.orders'),
    accessorKey: 'orders7d',
    cell: ({ row }) => <span className="tabular-nums">{row.original.orders7d.toLocaleString('en-IN')}</span>,
  },
  {
    id: 'sla',
    header: t('stores.columns.sla'),
    accessorFn: (store) => store.slaPercent ?? -1,
    cell: ({ row }) => (
      <span className="tabular-nums">{row.original.slaPercent === null ? '—' : `${row.original.slaPercent}%`}</span>
    ),
  },
  {
    id: 'licence',
    header: t('stores.columns.licence'),
    accessorKey: 'licenceValidUntil',
    cell: ({ row }) => {
      const until = row.original.licenceValidUntil;
      return licenceEndsSoon(until, indianToday()) ? (
        <span className="font-medium text-red-800">{t('stores.columns.renew', { date: formatIndianDate(until) })}</span>
      ) : (
        formatIndianDate(until)
      );
    },
  },
];

export function AdminStoresPage() {
  const { t } = useAdminPanelText();
  const columns = useMemo(() => storeColumns(t), [t]);
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, {
    columns: SORTABLE,
    fallback: [],
  });
  const list = useAdminStores(filters as TAdminStoreFilters);
  const stores = list.data?.pages.flatMap((page) => page.stores) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('stores.storesPage.stores')}
        description={t('stores.storesPage.partnerPharmaciesTheirStanding')}
      >
        <ButtonLink to="/admin/stores/add" className="w-fit">
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('stores.storesPage.addPharmacy')}
        </ButtonLink>
      </PageHeader>
      <FilterForm
        key={formKey}
        label={t('stores.storesPage.findPharmacies')}
        columns={3}
        submitLabel={t('stores.storesPage.search')}
        exportHref={apiUrl(adminStoresApi.exportCsv, { query: filters as TAdminStoreFilters })}
        search={{
          label: t('stores.storesPage.searchLabel'),
          value: filters.q,
          placeholder: t('stores.storesPage.searchPlaceholder'),
          isNarrow: true,
        }}
        onApply={apply}
      >
        <CityFilter value={filters.city} />
        <SelectFilter
          label={t('stores.storesPage.status')}
          name="status"
          value={filters.status}
          anyLabel={t('stores.storesPage.anyStatus')}
          options={ZStoreStatus.options.map((status) => [status, t(`stores.statuses.${status}`)])}
        />
      </FilterForm>
      <PagedList
        query={list}
        count={stores.length}
        noun={t('stores.storesPage.noun')}
        empty={t('stores.storesPage.noPharmacyMatchesThis')}
        note={t('stores.storesPage.sortingOrdersThePharmacies')}
      >
        <DataTable
          rows={stores}
          columns={columns}
          rowId={(store) => store.id}
          caption={t('stores.storesPage.pharmacies')}
          sorting={sorting}
          onSort={sortBy}
        />
      </PagedList>
    </div>
  );
}
