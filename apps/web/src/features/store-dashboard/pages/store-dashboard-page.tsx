import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { formatRupees } from '@dawanow/shared/money';
import type { TStoreDashboard } from '@dawanow/shared/store-dashboard';
import { storeCan } from '@dawanow/shared/store-permissions';
import { CalendarClock, ChevronRight, FileText, PackageMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Countdown } from '@/components/countdown';
import { AcceptingSwitch } from '@/components/store/accepting-switch';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { type TPanelStore, useCurrentStore } from '@/lib/current-store';
import { useStoreLive } from '@/lib/store-live';
import { useStoreDashboard } from '../api';
import { SalesChart } from '../components/sales-chart';

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 0 });

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

function Panel({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id={id} className="flex items-center gap-2 font-semibold text-slate-900">
        {title}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{count}</span>
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function OrderRow({ to, number, children }: { to: string; number: string; children: ReactNode }) {
  return (
    <li aria-label={`Order ${number}`}>
      <Link
        to={to}
        className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg px-2 py-2 hover:bg-slate-50"
      >
        <span className="font-medium text-slate-900">{number}</span>
        <span className="flex items-center gap-2">
          {children}
          <ChevronRight className="h-4 w-4 text-slate-500" aria-hidden="true" />
        </span>
      </Link>
    </li>
  );
}

function AlertLink({ to, icon, label, count }: { to: string; icon: ReactNode; label: string; count: number }) {
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200 hover:ring-brand-600"
    >
      {icon}
      <span className="flex-1 text-sm text-slate-800">{label}</span>
      <span className="text-xl font-bold text-slate-900 tabular-nums">{count}</span>
      <ChevronRight className="h-4 w-4 text-slate-500" aria-hidden="true" />
    </Link>
  );
}

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
        <Panel title="Waiting for you" count={data.waiting.length}>
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
        </Panel>
        <Panel title="Being packed" count={data.active.length}>
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
        </Panel>
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
