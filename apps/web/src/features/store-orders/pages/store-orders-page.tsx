import { STORE_ORDER_VIEWS } from '@dawanow/shared/orders/store';
import { Inbox, Radio } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Pagination } from '@/components/catalog/pagination';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCurrentStore } from '@/lib/current-store';
import { useStoreLive } from '@/lib/store-live';
import { type TStoreOrderView, useStoreOrders } from '../api';
import { StoreOrderCard } from '../components/store-order-card';

function readView(value: string | null): TStoreOrderView {
  return STORE_ORDER_VIEWS.find((view) => view === value) ?? 'incoming';
}

function OrdersForStore({ storeId }: { storeId: string }) {
  const { t } = useStorePanelText();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams.get('view'));
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const isLive = useStoreLive();
  // The panel rings and announces new offers; this tab only counts them (the same cached list).
  const incomingCount = useStoreOrders(storeId, 'incoming', 1, isLive).data?.total ?? 0;
  const orders = useStoreOrders(storeId, view, page, isLive);

  const hrefFor = (n: number) => (n === 1 ? `?view=${view}` : `?view=${view}&page=${n}`);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label={t('orders.list.tabsLabel')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {STORE_ORDER_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={view === option}
              aria-controls="store-orders-panel"
              onClick={() => setSearchParams({ view: option })}
              className={cn(
                'h-11 rounded-lg px-4 text-sm font-medium',
                view === option ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {t(`orders.list.views.${option}`)}{' '}
              {option === 'incoming' && incomingCount > 0 && (
                // A space before the number keeps the tab's name "Incoming 2" for screen readers.
                <span className="ml-1.5 rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {incomingCount}
                </span>
              )}
            </button>
          ))}
        </div>
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <Radio className={cn('h-4 w-4', isLive ? 'text-brand-700' : 'text-slate-400')} aria-hidden="true" />
          {isLive ? t('orders.list.live') : t('orders.list.polling')}
        </p>
      </div>

      <div id="store-orders-panel" role="tabpanel" aria-label={t(`orders.list.views.${view}`)} className="mt-4">
        {orders.isPending ? (
          <div role="status" aria-label={t('orders.list.loading')} className="space-y-3">
            <SkeletonList count={3} className="h-40 w-full rounded-xl" />
          </div>
        ) : orders.isError ? (
          <ErrorState message={t('orders.list.loadError')} onRetry={() => void orders.refetch()} />
        ) : orders.data.orders.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <Inbox className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="text-sm text-slate-700">{t(`orders.list.empty.${view}`)}</p>
          </div>
        ) : (
          <>
            <ul className="grid gap-3 lg:grid-cols-2" aria-busy={orders.isPlaceholderData}>
              {orders.data.orders.map((order) => (
                <StoreOrderCard
                  key={order.id}
                  storeId={storeId}
                  order={order}
                  // The server moves the order on by itself; read the list again to let it go.
                  onOfferExpired={() => void orders.refetch()}
                />
              ))}
            </ul>
            <Pagination page={page} pageCount={Math.ceil(orders.data.total / orders.data.pageSize)} hrefFor={hrefFor} />
          </>
        )}
      </div>
    </>
  );
}

/** /store/orders: the counter screen — incoming offers with their timers, orders in hand, and history. */
export function StoreOrdersPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('orders.list.title')}</h1>
      <OrdersForStore storeId={store.storeId} />
    </div>
  );
}
