import type { TAdminDashboard } from '@dawanow/shared/admin-dashboard';
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { formatIndianDate, formatIndianTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { ORDER_STATUS_LABELS } from '@dawanow/shared/orders/status';
import { Banknote, CircleAlert, FileText, RotateCcw, UserPlus } from 'lucide-react';
import { AlertLink, DashboardPanel, OrderRow, Stat } from '@/components/dashboard/dashboard-parts';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { ADMIN_DASHBOARD_REFRESH_MS, useAdminDashboard } from '../api';

/** "+12% on last Wednesday", or what there is to say when last week had nothing to compare with. */
export function comparedWithLastWeek(today: number, lastWeek: number, weekday: string): string {
  if (lastWeek === 0) return today === 0 ? `None last ${weekday} either` : `None by this time last ${weekday}`;
  const change = Math.round(((today - lastWeek) / lastWeek) * 100);
  if (change === 0) return `Same as last ${weekday} by this time`;
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}% on last ${weekday} by this time`;
}

function LateOrders({
  title,
  late,
  empty,
  dueLabel,
}: {
  title: string;
  late: TAdminDashboard['slaBreaches'];
  empty: string;
  dueLabel: string;
}) {
  return (
    <DashboardPanel title={title} count={late.count}>
      {late.count === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {late.orders.map((order) => (
            <OrderRow key={order.id} to={`/admin/orders/${order.id}`} number={order.number}>
              <span className="text-sm text-slate-700">{order.storeName}</span>
              <span className="text-sm font-medium text-red-800 tabular-nums">
                {dueLabel} {formatIndianTime(order.dueAt)}
              </span>
            </OrderRow>
          ))}
        </ul>
      )}
      {late.count > late.orders.length && (
        <p className="mt-2 text-xs text-slate-600">
          The {late.orders.length} oldest of {late.count} are shown.
        </p>
      )}
    </DashboardPanel>
  );
}

/** The queues an administrator works through, each linking to its list. */
const queuesOf = (data: TAdminDashboard) => [
  {
    to: '/admin/prescriptions',
    Icon: FileText,
    tone: 'text-brand-700',
    label: 'Prescriptions waiting for review',
    count: data.prescriptionsWaiting,
  },
  {
    to: '/admin/orders?status=refund_requested',
    Icon: RotateCcw,
    tone: 'text-amber-700',
    label: 'Refund requests to decide',
    count: data.refundRequests,
  },
  {
    to: '/admin/orders?cashRefund=details_received',
    Icon: Banknote,
    tone: 'text-amber-700',
    label: 'Cash refunds to transfer',
    count: data.cashRefundsToPay,
  },
  {
    to: '/admin/orders?refundStatus=failed',
    Icon: CircleAlert,
    tone: 'text-red-700',
    label: 'Refunds the gateway failed',
    count: data.refundsFailed,
  },
  {
    to: '/admin/store-applications',
    Icon: UserPlus,
    tone: 'text-brand-700',
    label: 'Store applications to review',
    count: data.storeApplicationsWaiting,
  },
];

function Dashboard({ data }: { data: TAdminDashboard }) {
  const { today, stores } = data;
  const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'Asia/Kolkata' }).format(
    new Date(data.asOf),
  );
  const average = today.orders === 0 ? '—' : formatRupees(Math.round(today.gmvPaise / today.orders));
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="GMV today"
          value={formatRupees(today.gmvPaise)}
          hint={comparedWithLastWeek(today.gmvPaise, today.sameTimeLastWeek.gmvPaise, weekday)}
        />
        <Stat
          label="Orders today"
          value={today.orders.toLocaleString('en-IN')}
          hint={comparedWithLastWeek(today.orders, today.sameTimeLastWeek.orders, weekday)}
        />
        <Stat label="Average order today" value={average} />
        <Stat
          label="Stores online now"
          value={stores.online.toLocaleString('en-IN')}
          hint={`${stores.closedNow} closed by their hours · ${stores.paused} paused · ${stores.suspended} suspended`}
        />
      </dl>

      <section aria-labelledby="open-orders" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="open-orders" className="font-semibold text-slate-900">
          Open orders by state
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {data.openOrders.map((row) => (
            <div key={row.status} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-700">{ORDER_STATUS_LABELS[row.status]}</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">{row.count.toLocaleString('en-IN')}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <LateOrders
          title="Waiting past the acceptance window"
          late={data.pastAcceptanceWindow}
          empty="Every offer is within its window."
          dueLabel="Window ended"
        />
        <LateOrders
          title={`Not packed within ${FULFILMENT_SLA_MINUTES} minutes`}
          late={data.slaBreaches}
          empty="No accepted order is past its packing time."
          dueLabel="Due"
        />
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {queuesOf(data).map(({ to, Icon, tone, label, count }) => (
          <AlertLink
            key={to}
            to={to}
            icon={<Icon className={`h-6 w-6 ${tone}`} aria-hidden="true" />}
            label={label}
            count={count}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600">
        As of {formatIndianDate(data.asOf)}, {formatIndianTime(data.asOf)} IST · refreshes every{' '}
        {ADMIN_DASHBOARD_REFRESH_MS / 1000} seconds
      </p>
    </div>
  );
}

/** /admin/dashboard: the marketplace's status now, for the operations desk. */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <div>
      <PageHeader title="Admin dashboard" description="The marketplace now, counted in Indian time." />
      {dashboard.isPending ? (
        <div role="status" aria-label="Loading the dashboard" className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <SkeletonList count={4} className="h-24 rounded-xl" />
          </div>
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : dashboard.isError ? (
        <ErrorState message="We could not load the dashboard." onRetry={() => void dashboard.refetch()} />
      ) : (
        <Dashboard data={dashboard.data} />
      )}
    </div>
  );
}
