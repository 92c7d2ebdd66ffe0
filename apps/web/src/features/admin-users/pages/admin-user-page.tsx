/**
 * `/admin/users/:userId`: what the platform holds about one account — profile, counts, latest orders, store
 * memberships and sessions — with suspension and the platform admin role, each changed with a reason.
 */
import type { TAdminUserDetail } from '@dawanow/shared/admin-users';
import { isPhoneAccountEmail } from '@dawanow/shared/auth';
import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { DashboardPanel, OrderRow, Stat } from '@/components/dashboard/dashboard-parts';
import { ColumnHeads } from '@/components/ui/column-heads';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { isRefusal } from '@/lib/api-client';
import { useMe } from '@/lib/session';
import { useAdminUser } from '../api';
import { AccountActions } from '../components/account-actions';
import { RoleLabel, StatusBadge } from '../components/user-labels';

const SESSION_COLUMNS = ['signedIn', 'renewed', 'ip', 'browser'] as const;

function Sessions({ sessions }: { sessions: TAdminUserDetail['sessions'] }) {
  const { t } = useAdminPanelText();
  return (
    <DashboardPanel title={t('users.sessions.signIns')} count={sessions.length}>
      {sessions.length === 0 ? (
        <p className="text-sm text-slate-700">{t('users.sessions.noSessionOnRecord')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t('users.sessions.sessionsNewestFirst')}</caption>
            <ColumnHeads columns={SESSION_COLUMNS.map((column) => t(`users.sessionColumns.${column}`))} />
            <tbody className="divide-y divide-slate-100">
              {sessions.map((session) => (
                <tr key={session.createdAt} className="align-top">
                  <td className="py-2 pr-4 whitespace-nowrap tabular-nums">
                    {formatIndianDateTime(session.createdAt)}
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap tabular-nums">
                    {formatIndianDateTime(session.lastSeenAt)}
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs">{session.ipAddress ?? '—'}</td>
                  <td className="py-2 text-xs break-all text-slate-700">{session.userAgent ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-2 text-xs text-slate-600">{t('users.sessions.aSessionIsRenewed')}</p>
    </DashboardPanel>
  );
}

function UserDetail({ detail, isYou, history }: { detail: TAdminUserDetail; isYou: boolean; history: ReactNode }) {
  const { t } = useAdminPanelText();
  const { user, orders } = detail;
  return (
    <div className="space-y-5">
      <PageHeader
        title={user.name}
        description={isPhoneAccountEmail(user.email) ? t('users.userDetail.mobileSignIn') : user.email}
      >
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge suspendedAt={user.suspendedAt} />
          <RoleLabel user={user} />
        </div>
      </PageHeader>

      {user.suspendedAt && (
        <div role="note" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">
            {t('users.userDetail.suspendedOn', { dateTime: formatIndianDateTime(user.suspendedAt) })}
          </p>
          <p className="mt-1 whitespace-pre-line">{user.suspensionReason}</p>
        </div>
      )}

      <AccountActions detail={detail} isYou={isYou} />

      <dl aria-label={t('users.userDetail.profile')} className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {[
          [t('users.columns.phone'), user.phone ?? '—'],
          [
            t('users.columns.email'),
            user.isEmailVerified ? t('users.userDetail.verified') : t('users.userDetail.notVerified'),
          ],
          [t('users.columns.joined'), formatIndianDateTime(user.createdAt)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-words text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <dl className="grid grid-cols-2 gap-3">
        <Stat label={t('users.userDetail.savedAddresses')} value={detail.addressCount.toLocaleString('en-IN')} />
        <Stat label={t('users.userDetail.prescriptions')} value={detail.prescriptionCount.toLocaleString('en-IN')} />
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardPanel title={t('users.userDetail.orders')} count={orders.count}>
          {orders.latest.length === 0 ? (
            <p className="text-sm text-slate-700">{t('users.userDetail.noOrdersYet')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {orders.latest.map((order) => (
                <OrderRow key={order.id} to={`/admin/orders/${order.id}`} number={order.number}>
                  <span className="text-sm text-slate-700">{t(`labels.orderStatuses.${order.status}`)}</span>
                  <span className="text-sm tabular-nums">{formatRupees(order.totalPaise)}</span>
                  <span className="text-xs text-slate-600 tabular-nums">{formatIndianDate(order.createdAt)}</span>
                </OrderRow>
              ))}
            </ul>
          )}
          {orders.count > orders.latest.length && (
            <p className="mt-2 text-xs text-slate-600">
              {t('users.userDetail.theLatestOfAre', { shown: orders.latest.length, total: orders.count })}
            </p>
          )}
        </DashboardPanel>

        <DashboardPanel title={t('users.userDetail.storeMemberships')} count={detail.stores.length}>
          {detail.stores.length === 0 ? (
            <p className="text-sm text-slate-700">{t('users.userDetail.notAMemberOf')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {detail.stores.map((store) => (
                <li key={store.storeId} className="flex min-h-11 items-center justify-between gap-2 py-2">
                  <Link to={`/admin/stores/${store.storeId}`} className="font-medium text-brand-800 underline">
                    {store.storeName}
                  </Link>
                  <span className="text-sm text-slate-700">{t(`labels.storeMemberRoles.${store.role}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </DashboardPanel>
      </div>

      <Sessions sessions={detail.sessions} />
      {history}
    </div>
  );
}

/** `history` is the account's own change history (the audit feature's, composed by the route). */
export function AdminUserPage({ userId, history }: { userId: string; history: ReactNode }) {
  const { t } = useAdminPanelText();
  const query = useAdminUser(userId);
  const me = useMe().data;
  return (
    <div className="space-y-4">
      <Link to="/admin/users" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('users.userPage.allUsers')}
      </Link>
      {query.isPending ? (
        <div role="status" aria-label={t('users.userPage.loadingTheUser')} className="space-y-2">
          <SkeletonList count={4} className="h-16 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          message={isRefusal(query.error) ? query.error.message : t('users.userPage.loadError')}
          onRetry={isRefusal(query.error) ? undefined : () => void query.refetch()}
        />
      ) : (
        <UserDetail detail={query.data} isYou={me?.user.id === query.data.user.id} history={history} />
      )}
    </div>
  );
}
