import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { formatRupees } from '@dawanow/shared/money';
import type { TStoreDashboard } from '@dawanow/shared/store-dashboard';
import { storeCan } from '@dawanow/shared/store-permissions';
import { CalendarClock, FileText, PackageMinus } from 'lucide-react';
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
  const { today, partner, inventory } = data;
  return (
    <div className="space-y-5">
      <AcceptingSwitch
        storeId={store.storeId}
        isAccepting={data.store.isAcceptingOrders}
        canChange={storeCan(store.role, 'prices')}
      />

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Orders today" value={String(today.orders)} />
        <Stat label="Sales today" value={formatRupees(today.salesPaise)} />
        <Stat
          label="Average order"
          value={today.averageOrderPaise === null ? '—' : formatRupees(today.averageOrderPaise)}
        />
        <Stat
          label="Accepted, last 7 days"
          value={rate(partner.acceptanceRate)}
          hint={`Packed within ${FULFILMENT_SLA_MINUTES} min: ${rate(partner.packedInTimeRate)}`}
        />
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardPanel title="Waiting for you" count={data.waiting.length}>
          {data.waiting.length === 0 ? (
            <p className="text-sm text-slate-700">No orders waiting. New orders appear here at once.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.waiting.map((order) => (
                <OrderRow key={order.id} to={`/store/orders/${order.id}`} number={order.number}>
                  <span className="text-sm text-slate-700 tabular-nums">{formatRupees(order.totalPaise)}</span>
                  <Countdown deadline={order.offerExpiresAt} label="Accept within" expiredText="Time is up" />
                </OrderRow>
              ))}
            </ul>
          )}
        </DashboardPanel>
        <DashboardPanel title="Being packed" count={data.active.length}>
          {data.active.length === 0 ? (
            <p className="text-sm text-slate-700">No accepted orders waiting to be packed.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.active.map((order) => (
                <OrderRow key={order.id} to={`/store/orders/${order.id}`} number={order.number}>
                  <Countdown
                    deadline={order.packBy}
                    label={`Pack within (${FULFILMENT_SLA_MINUTES} min)`}
                    expiredText={`Over ${FULFILMENT_SLA_MINUTES} minutes`}
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
          label="Prescriptions to review"
          count={data.prescriptionsWaiting}
        />
        <AlertLink
          to="/store/inventory?filter=low-stock"
          icon={<PackageMinus className="h-6 w-6 text-amber-700" aria-hidden="true" />}
          label="Low on stock"
          count={inventory.lowStock}
        />
        <AlertLink
          to="/store/inventory?filter=near-expiry"
          icon={<CalendarClock className="h-6 w-6 text-red-700" aria-hidden="true" />}
          label="Expiring within 3 months"
          count={inventory.nearExpiry}
        />
      </div>

      <SalesChart days={data.salesByDay} />
    </div>
  );
}

function DashboardForStore({ store }: { store: TPanelStore }) {
  const dashboard = useStoreDashboard(store.storeId, useStoreLive());
  if (dashboard.isPending) {
    return (
      <div role="status" aria-label="Loading the dashboard" className="space-y-4">
        <Skeleton className="h-14 w-full rounded-xl" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <SkeletonList count={4} className="h-24 rounded-xl" />
        </div>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (dashboard.isError) {
    return <ErrorState message="We could not load your dashboard." onRetry={() => void dashboard.refetch()} />;
  }
  return <Dashboard data={dashboard.data} store={store} />;
}

/** /store/dashboard: the pharmacy's day at a glance, live from the order stream. */
export function StoreDashboardPage() {
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      <p className="mb-4 text-sm text-slate-700">Today at {store.storeName}, counted in Indian time.</p>
      <DashboardForStore store={store} />
    </div>
  );
}
