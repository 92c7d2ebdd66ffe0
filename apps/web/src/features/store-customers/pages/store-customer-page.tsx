import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { storeCan } from '@dawanow/shared/store-permissions';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { ErrorState } from '@/components/ui/error-state';
import { NotPermitted } from '@/components/ui/not-permitted';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { isOutOfReach } from '@/lib/api-client';
import { useCurrentStore } from '@/lib/current-store';
import { useStoreCustomer } from '../api';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function CustomerForStore({ storeId, customerId }: { storeId: string; customerId: string }) {
  const { t } = useStorePanelText();
  const detail = useStoreCustomer(storeId, customerId);
  if (detail.isPending) {
    return (
      <div role="status" aria-label={t('customers.detail.loading')} className="space-y-4">
        <Skeleton className="h-8 w-48" />
        <SkeletonList count={3} className="h-16 w-full rounded-xl" />
      </div>
    );
  }
  if (detail.isError) {
    return isOutOfReach(detail.error) ? (
      <ErrorState message={t('customers.detail.notHere')} />
    ) : (
      <ErrorState message={t('customers.detail.loadError')} onRetry={() => void detail.refetch()} />
    );
  }
  const { customer, orders } = detail.data;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{customer.name}</h1>
      <p className="text-sm text-slate-700 tabular-nums">{customer.maskedPhone ?? t('customers.detail.noPhone')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure label={t('customers.detail.orders')} value={String(customer.orders)} />
        <Figure label={t('customers.detail.spent')} value={formatRupees(customer.totalSpentPaise)} />
        <Figure label={t('customers.detail.lastOrder')} value={formatIndianDate(customer.lastOrderAt)} />
      </dl>
      <section aria-labelledby="customer-orders" className="mt-6">
        <h2 id="customer-orders" className="font-semibold text-slate-900">
          {t('customers.detail.ordersHere')}
        </h2>
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/store/orders/${order.id}`}
                aria-label={t('customers.detail.order', { number: order.number })}
                className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50"
              >
                <span className="font-medium text-slate-900">{order.number}</span>
                <OrderStatusBadge status={order.status} />
                <span className="text-sm text-slate-700">{formatIndianDateTime(order.placedAt)}</span>
                <span className="ml-auto flex items-center gap-2 text-sm tabular-nums">
                  <span className="text-slate-700">{t('customers.detail.items', { count: order.items })}</span>
                  <span className="font-semibold text-slate-900">{formatRupees(order.totalPaise)}</span>
                  <ChevronRight className="h-4 w-4 text-slate-500" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** /store/customers/:customerId: one customer's orders at this store only (DPDP purpose limitation). */
export function StoreCustomerPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  const { customerId = '' } = useParams();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <Link
        to="/store/customers"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('customers.detail.back')}
      </Link>
      {storeCan(store.role, 'customers') ? (
        <CustomerForStore storeId={store.storeId} customerId={customerId} />
      ) : (
        <NotPermitted message={t('customers.notPermitted')} />
      )}
    </div>
  );
}
