import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { formatRupees } from '@dawanow/shared/money';
import type { TStoreDashboard } from '@dawanow/shared/store-dashboard';
import { storeCan } from '@dawanow/shared/store-permissions';
import { CalendarClock, FileText, PackageMinus } from 'lucide-react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Countdown } from '@/components/countdown';
import { AlertLink, DashboardPanel, OrderRow, Stat } from '@/components/dashboard/dashboard-parts';
import { AcceptingSwitch } from '@/components/store/accepting-switch';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { type TPanelStore, useCurrentStore } from '@/lib/current-store';
import { useStoreLive } from '@/lib/store-live';
import { useStoreDashboard } from '../api';
import { SalesChart } from '../components/sales-chart';

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 0 });

const rate = (value: number | null) => (value === null ? '—' : percent.format(value));

function Dashboard({ data, store }: { data: TStoreDashboard; store: TPanelStore }) {
  const { t } = useStorePanelText();
  const { today, partner, inventory } = data;
  return (
    <div className="space-y-5">
      <AcceptingSwitch
        storeId={store.storeId}
        isAccepting={data.store.isAcceptingOrders}
        canChange={storeCan(store.role, 'prices')}
      />

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('dashboard.stats.ordersToday')} value={String(today.orders)} />
        <Stat label={t('dashboard.stats.salesToday')} value={formatRupees(today.salesPaise)} />
        <Stat
          label={t('dashboard.stats.averageOrder')}
          value={today.averageOrderPaise === null ? '—' : formatRupees(today.averageOrderPaise)}
        />
        <Stat
          label={t('dashboard.stats.accepted')}
          value={rate(partner.acceptanceRate)}
          hint={t('dashboard.stats.packedInTime', {
            minutes: FULFILMENT_SLA_MINUTES,
            rate: rate(partner.packedInTimeRate),
          })}
        />
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardPanel title={t('dashboard.waiting.title')} count={data.waiting.length}>
          {data.waiting.length === 0 ? (
            <p className="text-sm text-slate-700">{t('dashboard.waiting.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.waiting.map((order) => (
                <OrderRow key={order.id} to={`/store/orders/${order.id}`} number={order.number}>
                  <span className="text-sm text-slate-700 tabular-nums">{formatRupees(order.totalPaise)}</span>
                  <Countdown
                    deadline={order.offerExpiresAt}
                    label={t('dashboard.waiting.acceptWithin')}
                    expiredText={t('dashboard.waiting.timeUp')}
                  />
                </OrderRow>
              ))}
            </ul>
          )}
        </DashboardPanel>
        <DashboardPanel title={t('dashboard.packing.title')} count={data.active.length}>
          {data.active.length === 0 ? (
            <p className="text-sm text-slate-700">{t('dashboard.packing.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.active.map((order) => (
                <OrderRow key={order.id} to={`/store/orders/${order.id}`} number={order.number}>
                  <Countdown
                    deadline={order.packBy}
                    label={t('dashboard.packing.packWithin', { minutes: FULFILMENT_SLA_MINUTES })}
                    expiredText={t('dashboard.packing.over', { minutes: FULFILMENT_SLA_MINUTES })}
                  />
                </OrderRow>
              ))}
            </ul>
          )}
        </DashboardPanel>
      </div>

      <div className="grid gap-3 sm:grid-cols-3">
        <AlertLink
          to="/store/prescriptions"
          icon={<FileText className="h-6 w-6 text-brand-700" aria-hidden="true" />}
          label={t('dashboard.alerts.prescriptions')}
          count={data.prescriptionsWaiting}
        />
        <AlertLink
          to="/store/inventory?filter=low-stock"
          icon={<PackageMinus className="h-6 w-6 text-amber-700" aria-hidden="true" />}
          label={t('dashboard.alerts.lowStock')}
          count={inventory.lowStock}
        />
        <AlertLink
          to="/store/inventory?filter=near-expiry"
          icon={<CalendarClock className="h-6 w-6 text-red-700" aria-hidden="true" />}
          label={t('dashboard.alerts.nearExpiry')}
          count={inventory.nearExpiry}
        />
      </div>

      <SalesChart days={data.salesByDay} />
    </div>
  );
}

function DashboardForStore({ store }: { store: TPanelStore }) {
  const { t } = useStorePanelText();
  const dashboard = useStoreDashboard(store.storeId, useStoreLive());
  if (dashboard.isPending) {
    return (
      <div role="status" aria-label={t('dashboard.loading')} className="space-y-4">
        <Skeleton className="h-14 w-full rounded-xl" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <SkeletonList count={4} className="h-24 rounded-xl" />
        </div>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (dashboard.isError) {
    return <ErrorState message={t('dashboard.loadError')} onRetry={() => void dashboard.refetch()} />;
  }
  return <Dashboard data={dashboard.data} store={store} />;
}

/** /store/dashboard: the pharmacy's day at a glance, live from the order stream. */
export function StoreDashboardPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-slate-900">{t('dashboard.title')}</h1>
      <p className="mb-4 text-sm text-slate-700">{t('dashboard.intro', { store: store.storeName })}</p>
      <DashboardForStore store={store} />
    </div>
  );
}
