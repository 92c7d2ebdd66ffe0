import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderSummary } from '@dawanow/shared/orders/customer';
import { ChevronRight, MapPinned, Package, Store } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Pagination } from '@/components/catalog/pagination';
import { ProductImage } from '@/components/catalog/product-image';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { type TOrdersT, useOrdersText } from '@/components/orders/text';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { currentLocale } from '@/lib/i18n/i18n';
import { useOrderLoader, useOrders } from '../api';
import { LIVE_STATUSES } from '../order-stages';
import { ReorderButton } from './reorder-button';

function itemsLine(order: TOrderSummary, t: TOrdersT): string {
  const more = order.itemCount - order.itemNames.length;
  const names = order.itemNames.join(', ');
  return more > 0 ? t('list.andMore', { names, count: more }) : names;
}

function OrderRow({ order }: { order: TOrderSummary }) {
  const loadOrder = useOrderLoader();
  const { t } = useOrdersText();
  return (
    <li aria-label={t('list.order', { number: order.number })} className="rounded-xl bg-white ring-1 ring-slate-200">
      <Link
        to={`/orders/${order.id}`}
        className="flex items-start gap-3 rounded-t-xl p-4 hover:bg-slate-50"
        aria-label={t('list.rowLabel', {
          number: order.number,
          status: t(`status.${order.status}`),
          total: formatRupees(order.totalPaise),
        })}
      >
        {order.firstItemPack && (
          <ProductImage src={null} pack={order.firstItemPack} alt="" className="h-12 w-16 shrink-0 rounded-md" />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{order.number}</span>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-sm text-slate-700">
            <time dateTime={order.placedAt}>{formatIndianDateTime(order.placedAt, currentLocale())}</time>
            {' · '}
            {t('list.items', { count: order.itemCount })}
          </p>
          <p className="line-clamp-2 text-sm text-slate-800">{itemsLine(order, t)}</p>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <Store className="h-4 w-4 shrink-0" aria-hidden="true" /> {order.storeName}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <span className="font-semibold tabular-nums">{formatRupees(order.totalPaise)}</span>
          <ChevronRight className="h-5 w-5 text-slate-500" aria-hidden="true" />
        </div>
      </Link>
      <div className="flex justify-end gap-2 border-t border-slate-100 px-4 py-2">
        {LIVE_STATUSES.includes(order.status) && (
          <ButtonLink to={`/orders/${order.id}`} size="md" aria-label={t('list.trackLabel', { number: order.number })}>
            <MapPinned className="h-4 w-4" aria-hidden="true" /> {t('list.track')}
          </ButtonLink>
        )}
        <ReorderButton orderNumber={order.number} loadItems={async () => (await loadOrder(order.id)).items} />
      </div>
    </li>
  );
}

/** The profile's Orders tab: the customer's orders, newest first, one page at a time. */
export function OrdersList() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const orders = useOrders(page);
  const { t } = useOrdersText();

  if (orders.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className="space-y-3">
        <SkeletonList count={3} className="h-36 w-full rounded-xl" />
      </div>
    );
  }
  if (orders.isError) {
    return <ErrorState message={t('list.loadFailed')} onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <Package className="h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="font-medium">{t('list.emptyTitle')}</p>
        <p className="text-sm text-slate-700">{t('list.emptyBody')}</p>
        <ButtonLink to="/medicines" size="sm">
          {t('list.browse')}
        </ButtonLink>
      </div>
    );
  }
  const pageCount = Math.ceil(orders.data.total / orders.data.pageSize);
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="sr-only">
        {t('list.heading')}
      </h2>
      <ul className="space-y-3" aria-busy={orders.isPlaceholderData}>
        {orders.data.orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => (n === 1 ? pathname : `${pathname}?page=${n}`)} />
    </section>
  );
}
