/**
 * `/admin/orders`: every order on the platform, newest first, found by order number, the customer's mobile
 * number or e-mail, and filtered by state, pharmacy (by name), city, payment, failed refunds and Indian days.
 * Filters and sort live in the address; the CSV export takes the same filters. Pages load on "Show more" (keyset
 * pages).
 */
import type { TAdminOrderFilters, TAdminOrderRow } from '@dawanow/shared/admin-orders';
import { adminOrdersApi } from '@dawanow/shared/api/admin-orders';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@dawanow/shared/orders/payment';
import { ORDER_STATUSES } from '@dawanow/shared/orders/status';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { CityFilter, useStoreFilter } from '@/components/admin/store-picker';
import { RxBadge } from '@/components/catalog/rx-badge';
import { DataTable } from '@/components/data-table/data-table';
import { PagedList } from '@/components/data-table/paged-list';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { FilterForm } from '@/components/ui/filter-form';
import { InputField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { apiUrl } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminOrders } from '../api';

/** `store` is the chosen pharmacy's name, kept beside its id so the field can show it; only the id is sent. */
const FILTER_KEYS = [
  'q',
  'status',
  'storeId',
  'store',
  'city',
  'paymentMethod',
  'paymentStatus',
  'refundStatus',
  'from',
  'to',
] as const;
/** "Placed" sorts on the server (the list's own order); the others order the orders shown. */
const SORTABLE = ['placed', 'customer', 'store', 'total'] as const;

const orderColumns = (t: TAdminPanelT): ColumnDef<TAdminOrderRow>[] => [
  {
    id: 'number',
    header: t('orders.columns.order'),
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <Link
          to={`/admin/orders/${row.original.id}`}
          className="font-medium whitespace-nowrap text-brand-800 underline"
        >
          {row.original.number}
        </Link>
        {row.original.rxRequired && <RxBadge />}
      </span>
    ),
  },
  {
    id: 'placed',
    header: t('orders.columns.placed'),
    accessorKey: 'placedAt',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">{formatIndianDateTime(row.original.placedAt)}</span>
    ),
  },
  {
    id: 'customer',
    header: t('orders.columns.customer'),
    accessorFn: (order) => order.customerName.toLocaleLowerCase(),
    cell: ({ row }) => (
      <>
        <span className="block">{row.original.customerName}</span>
        <span className="block text-xs text-slate-600 tabular-nums">{row.original.customerPhone ?? '—'}</span>
      </>
    ),
  },
  {
    id: 'store',
    header: t('orders.columns.store'),
    accessorFn: (order) => order.storeName.toLocaleLowerCase(),
    cell: ({ row }) => (
      <>
        <span className="block">{row.original.storeName}</span>
        <span className="block text-xs text-slate-600">{row.original.storeCity}</span>
      </>
    ),
  },
  {
    id: 'state',
    header: t('orders.columns.state'),
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <OrderStatusBadge status={row.original.status} />
        <span className="mt-1 block text-xs text-slate-600">
          {t(`labels.deliveryModes.${row.original.deliveryMode}`)}
        </span>
      </>
    ),
  },
  {
    id: 'payment',
    header: t('orders.columns.payment'),
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <span className="block">{t(`labels.paymentMethods.${row.original.paymentMethod}`)}</span>
        <span className="block text-xs text-slate-600">
          {t(`labels.paymentStatuses.${row.original.paymentStatus}`)}
        </span>
      </>
    ),
  },
  {
    id: 'total',
    header: t('orders.columns.total'),
    accessorKey: 'totalPaise',
    cell: ({ row }) => <span className="tabular-nums">{formatRupees(row.original.totalPaise)}</span>,
  },
];

function Filters({
  filters,
  onApply,
}: {
  filters: Partial<Record<(typeof FILTER_KEYS)[number], string>>;
  onApply: (form: FormData) => void;
}) {
  const { t } = useAdminPanelText();
  const store = useStoreFilter(filters, onApply);
  return (
    <FilterForm
      label={t('orders.filters.findOrders')}
      columns={4}
      submitLabel={t('orders.filters.search')}
      exportHref={apiUrl(adminOrdersApi.exportCsv, { query: serverFilters(filters, 'newest') })}
      search={{ value: filters.q, placeholder: t('orders.filters.searchPlaceholder') }}
      onApply={store.onApply}
    >
      <SelectFilter
        label={t('orders.filters.state')}
        name="status"
        value={filters.status}
        anyLabel={t('orders.filters.anyState')}
        options={ORDER_STATUSES.map((status) => [status, t(`labels.orderStatuses.${status}`)])}
      />
      <div>{store.picker}</div>
      <CityFilter value={filters.city} />
      <SelectFilter
        label={t('orders.filters.payment')}
        name="paymentMethod"
        value={filters.paymentMethod}
        anyLabel={t('orders.filters.anyMethod')}
        options={PAYMENT_METHODS.map((method) => [method, t(`labels.paymentMethods.${method}`)])}
      />
      <SelectFilter
        label={t('orders.filters.paymentState')}
        name="paymentStatus"
        value={filters.paymentStatus}
        anyLabel={t('orders.filters.anyPaymentState')}
        options={PAYMENT_STATUSES.map((status) => [status, t(`labels.paymentStatuses.${status}`)])}
      />
      <SelectFilter
        label={t('orders.filters.refund')}
        name="refundStatus"
        value={filters.refundStatus}
        anyLabel={t('orders.filters.anyRefund')}
        options={[['failed', t('labels.refundStatuses.failed')]]}
      />
      <div className="grid grid-cols-2 gap-3">
        <InputField label={t('orders.filters.fromIst')} name="from" type="date" defaultValue={filters.from ?? ''} />
        <InputField label={t('orders.filters.toIst')} name="to" type="date" defaultValue={filters.to ?? ''} />
      </div>
    </FilterForm>
  );
}

/** What the server filters by: the address's filters without the pharmacy's display name. */
function serverFilters(
  { store: _name, ...filters }: Partial<Record<(typeof FILTER_KEYS)[number], string>>,
  sort: 'newest' | 'oldest',
): TAdminOrderFilters {
  return { ...filters, sort } as TAdminOrderFilters;
}

export function AdminOrdersPage() {
  const { t } = useAdminPanelText();
  const columns = useMemo(() => orderColumns(t), [t]);
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, {
    columns: SORTABLE,
    fallback: [{ id: 'placed', desc: true }],
  });
  const [sortedBy] = sorting;
  const isServerSort = sortedBy?.id === 'placed';
  const list = useAdminOrders(serverFilters(filters, isServerSort && !sortedBy.desc ? 'oldest' : 'newest'));
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader title={t('orders.ordersPage.allOrders')} description={t('orders.ordersPage.everyOrderOnDawanow')} />
      {/* Remounted when the address changes its filters (the back button, a shared link) */}
      <Filters key={formKey} filters={filters} onApply={apply} />
      <PagedList
        query={list}
        count={orders.length}
        noun={t('orders.ordersPage.noun')}
        empty={t('orders.ordersPage.noOrderMatchesThis')}
        note={t('orders.ordersPage.placedSortsEveryOrder')}
      >
        <DataTable
          rows={orders}
          columns={columns}
          rowId={(order) => order.id}
          caption={t('orders.ordersPage.orders')}
          sorting={sorting}
          onSort={sortBy}
          isSortedByServer={isServerSort}
          minWidth="min-w-[60rem]"
        />
      </PagedList>
    </div>
  );
}
