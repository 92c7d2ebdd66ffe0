import type { TAdminDashboard } from '@dawanow/shared/admin-dashboard';
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { formatIndianDate, formatIndianTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { Banknote, CircleAlert, FileText, RotateCcw, UserPlus } from 'lucide-react';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { AlertLink, DashboardPanel, OrderRow, Stat } from '@/components/dashboard/dashboard-parts';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { i18n } from '@/lib/i18n/i18n';
import { ADMIN_DASHBOARD_REFRESH_MS, useAdminDashboard } from '../api';

/** "+12% on last Wednesday", or what there is to say when last week had nothing to compare with. */
export function comparedWithLastWeek(today: number, lastWeek: number, weekday: string): string {
  const t = i18n.getFixedT(null, 'admin-panel');
  if (lastWeek === 0) {
    return today === 0 ? t('dashboard.compared.noneEither', { weekday }) : t('dashboard.compared.none', { weekday });
  }
  const change = Math.round(((today - lastWeek) / lastWeek) * 100);
  if (change === 0) return t('dashboard.compared.same', { weekday });
  return t('dashboard.compared.change', { change: `${change > 0 ? '+' : '−'}${Math.abs(change)}`, weekday });
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
  const { t } = useAdminPanelText();
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
          {t('dashboard.lateOrders.theOldestOfAre', { shown: late.orders.length, total: late.count })}
        </p>
      )}
    </DashboardPanel>
  );
}

/** The queues an administrator works through, each linking to its list. */
const queuesOf = (t: TAdminPanelT, data: TAdminDashboard) => [
  {
    to: '/admin/prescriptions',
    Icon: FileText,
    tone: 'text-brand-700',
    label: t('dashboard.queues.prescriptions'),
    count: data.prescriptionsWaiting,
  },
  {
    to: '/admin/orders?status=refund_requested',
    Icon: RotateCcw,
    tone: 'text-amber-700',
    label: t('dashboard.queues.refundRequests'),
    count: data.refundRequests,
  },
  {
    to: '/admin/orders?cashRefund=details_received',
    Icon: Banknote,
    tone: 'text-amber-700',
    label: t('dashboard.queues.cashRefunds'),
    count: data.cashRefundsToPay,
  },
  {
    to: '/admin/orders?refundStatus=failed',
    Icon: CircleAlert,
    tone: 'text-red-700',
    label: t('dashboard.queues.failedRefunds'),
    count: data.refundsFailed,
  },
  {
    to: '/admin/store-applications',
    Icon: UserPlus,
    tone: 'text-brand-700',
    label: t('dashboard.queues.storeApplications'),
    count: data.storeApplicationsWaiting,
  },
];

function Dashboard({ data }: { data: TAdminDashboard }) {
  const { t } = useAdminPanelText();
  const { today, stores } = data;
  const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'Asia/Kolkata' }).format(
    new Date(data.asOf),
  );
  const average = today.orders === 0 ? '—' : formatRupees(Math.round(today.gmvPaise / today.orders));
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label={t('dashboard.dashboard.gmvToday')}
          value={formatRupees(today.gmvPaise)}
          hint={comparedWithLastWeek(today.gmvPaise, today.sameTimeLastWeek.gmvPaise, weekday)}
        />
        <Stat
          label={t('dashboard.dashboard.ordersToday')}
          value={today.orders.toLocaleString('en-IN')}
          hint={comparedWithLastWeek(today.orders, today.sameTimeLastWeek.orders, weekday)}
        />
        <Stat label={t('dashboard.dashboard.averageOrderToday')} value={average} />
        <Stat
          label={t('dashboard.dashboard.storesOnlineNow')}
          value={stores.online.toLocaleString('en-IN')}
          hint={t('dashboard.dashboard.storesHint', {
            closed: stores.closedNow,
            paused: stores.paused,
            suspended: stores.suspended,
          })}
        />
      </dl>

      <section aria-labelledby="open-orders" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="open-orders" className="font-semibold text-slate-900">
          {t('dashboard.dashboard.openOrdersByState')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {data.openOrders.map((row) => (
            <div key={row.status} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-700">{t(`labels.orderStatuses.${row.status}`)}</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">{row.count.toLocaleString('en-IN')}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <LateOrders
          title={t('dashboard.dashboard.waitingPastTheAcceptance')}
          late={data.pastAcceptanceWindow}
          empty={t('dashboard.dashboard.everyOfferIsWithin')}
          dueLabel={t('dashboard.dashboard.windowEnded')}
        />
        <LateOrders
          title={t('dashboard.dashboard.notPacked', { minutes: FULFILMENT_SLA_MINUTES })}
          late={data.slaBreaches}
          empty={t('dashboard.dashboard.noAcceptedOrderIs')}
          dueLabel={t('dashboard.dashboard.due')}
        />
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {queuesOf(t, data).map(({ to, Icon, tone, label, count }) => (
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
        {t('dashboard.dashboard.asOfIstRefreshes', {
          date: formatIndianDate(data.asOf),
          time: formatIndianTime(data.asOf),
          seconds: ADMIN_DASHBOARD_REFRESH_MS / 1000,
        })}
      </p>
    </div>
  );
}

/** /admin/dashboard: the marketplace's status now, for the operations desk. */
export function AdminDashboardPage() {
  const { t } = useAdminPanelText();
  const dashboard = useAdminDashboard();
  return (
    <div>
      <PageHeader
        title={t('dashboard.dashboardPage.adminDashboard')}
        description={t('dashboard.dashboardPage.theMarketplaceNowCounted')}
      />
      {dashboard.isPending ? (
        <div role="status" aria-label={t('dashboard.dashboardPage.loadingTheDashboard')} className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <SkeletonList count={4} className="h-24 rounded-xl" />
          </div>
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : dashboard.isError ? (
        <ErrorState message={t('dashboard.dashboardPage.weCouldNotLoad')} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Dashboard data={dashboard.data} />
      )}
    </div>
  );
}
