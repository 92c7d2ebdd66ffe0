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
import { Link } from 'react-router';
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
import { STORE_STATUS_LABELS, StoreStatusBadge } from '../components/store-status-badge';

const FILTER_KEYS = ['q', 'city', 'status'] as const;
const SORTABLE = ['name', 'orders', 'sla', 'licence'] as const;

const columns: ColumnDef<TAdminStoreRow>[] = [
  {
    id: 'name',
    header: 'Pharmacy',
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
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <StoreStatusBadge status={row.original.status} isAcceptingOrders={row.original.isAcceptingOrders} />
    ),
  },
  {
    id: 'rating',
    header: 'Rating',
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{row.original.rating?.toFixed(1) ?? '—'}</span>,
  },
  {
    id: 'orders',
    header: 'Orders (7 days)',
    accessorKey: 'orders7d',
    cell: ({ row }) => <span className="tabular-nums">{row.original.orders7d.toLocaleString('en-IN')}</span>,
  },
  {
    id: 'sla',
    header: 'Packed on time',
    accessorFn: (store) => store.slaPercent ?? -1,
    cell: ({ row }) => (
      <span className="tabular-nums">{row.original.slaPercent === null ? '—' : `${row.original.slaPercent}%`}</span>
    ),
  },
  {
    id: 'licence',
    header: 'Licence until',
    accessorKey: 'licenceValidUntil',
    cell: ({ row }) => {
      const until = row.original.licenceValidUntil;
      return licenceEndsSoon(until, indianToday()) ? (
        <span className="font-medium text-red-800">{formatIndianDate(until)} — renew</span>
      ) : (
        formatIndianDate(until)
      );
    },
  },
];

export function AdminStoresPage() {
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, {
    columns: SORTABLE,
    fallback: [],
  });
  const list = useAdminStores(filters as TAdminStoreFilters);
  const stores = list.data?.pages.flatMap((page) => page.stores) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader title="Stores" description="Partner pharmacies: their standing, how they are doing, their licences.">
        <ButtonLink to="/admin/stores/add" className="w-fit">
          <Plus className="h-4 w-4" aria-hidden="true" /> Add pharmacy
        </ButtonLink>
      </PageHeader>
      <FilterForm
        key={formKey}
        label="Find pharmacies"
        columns={3}
        submitLabel="Search"
        exportHref={apiUrl(adminStoresApi.exportCsv, { query: filters as TAdminStoreFilters })}
        search={{ label: 'Name', value: filters.q, placeholder: 'Part of the name', isNarrow: true }}
        onApply={apply}
      >
        <CityFilter value={filters.city} />
        <SelectFilter
          label="Status"
          name="status"
          value={filters.status}
          anyLabel="Any status"
          options={ZStoreStatus.options.map((status) => [status, STORE_STATUS_LABELS[status]])}
        />
      </FilterForm>
      <PagedList
        query={list}
        count={stores.length}
        noun="pharmacies"
        empty="No pharmacy matches this search."
        note="Sorting orders the pharmacies shown; the list comes newest first."
      >
        <DataTable
          rows={stores}
          columns={columns}
          rowId={(store) => store.id}
          caption="Pharmacies"
          sorting={sorting}
          onSort={sortBy}
        />
      </PagedList>
    </div>
  );
}
