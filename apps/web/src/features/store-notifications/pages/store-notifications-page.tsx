import { NOTIFICATION_ORDERS, type TStoreNotification } from '@dawanow/shared/store-notifications';
import { BellOff } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Pagination } from '@/components/catalog/pagination';
import {
  MarkAllReadButton,
  MarkReadFailed,
  NotificationsEmpty,
  NotificationsLoading,
} from '@/components/notifications/notification-list-states';
import { UnreadTabs } from '@/components/notifications/unread-tabs';
import { DevicePushSwitch } from '@/components/push/device-push-switch';
import { ErrorState } from '@/components/ui/error-state';
import { useCurrentStore } from '@/lib/current-store';
import { useStoreLive } from '@/lib/store-live';
import {
  type TNotificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useStoreNotifications,
} from '../api';
import { NotificationItem } from '../components/notification-item';

type TOrder = TNotificationsQuery['order'];

/** The page's state lives in its address, so a reload or the back button keeps the filter, order and page. */
function readQuery(params: URLSearchParams): TNotificationsQuery {
  const order = NOTIFICATION_ORDERS.find((option) => option === params.get('order')) ?? 'newest';
  return {
    unread: params.get('filter') === 'unread' ? 'true' : 'false',
    order,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

function addressOf(query: TNotificationsQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.unread === 'true') params.set('filter', 'unread');
  if (query.order !== 'newest') params.set('order', query.order);
  if (page > 1) params.set('page', String(page));
  return `?${params}`;
}

/** Only the panel's own paths are followed; anything else in a link stays unopened. */
const isPanelPath = (link: string | null): link is string => !!link && link.startsWith('/store/');

function NotificationsForStore({ storeId }: { storeId: string }) {
  const { t } = useStorePanelText();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = readQuery(searchParams);
  const notifications = useStoreNotifications(storeId, query, useStoreLive());
  const markRead = useMarkNotificationRead(storeId);
  const markAll = useMarkAllNotificationsRead(storeId);
  // One clock per render (the list refreshes at least every minute), so every row's "5 min ago" agrees.
  const now = new Date();
  const unread = notifications.data?.unread ?? 0;

  const open = (notification: TStoreNotification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    if (isPanelPath(notification.link)) void navigate(notification.link);
  };
  const onlyUnread = query.unread === 'true';

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <UnreadTabs
          isUnreadOnly={onlyUnread}
          unread={unread}
          panelId="notifications-panel"
          onChange={(isUnreadTab) => void navigate(addressOf({ ...query, unread: isUnreadTab ? 'true' : 'false' }))}
        />
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span className="sr-only sm:not-sr-only">{t('notifications.show')}</span>
            <select
              value={query.order}
              onChange={(event) => void navigate(addressOf({ ...query, order: event.target.value as TOrder }))}
              className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              aria-label={t('notifications.orderLabel')}
            >
              {NOTIFICATION_ORDERS.map((option) => (
                <option key={option} value={option}>
                  {t(`notifications.orders.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <MarkAllReadButton unread={unread} isPending={markAll.isPending} onClick={() => markAll.mutate()} />
        </div>
      </div>
      {markAll.isError && <MarkReadFailed />}

      <div
        id="notifications-panel"
        role="tabpanel"
        aria-label={onlyUnread ? t('notifications.unread') : t('notifications.all')}
        className="mt-4"
      >
        {notifications.isPending ? (
          <NotificationsLoading rows={4} />
        ) : notifications.isError ? (
          <ErrorState message={t('notifications.loadError')} onRetry={() => void notifications.refetch()} />
        ) : notifications.data.notifications.length === 0 ? (
          <NotificationsEmpty icon={BellOff} isUnreadOnly={onlyUnread} whenNone={t('notifications.none')} />
        ) : (
          <>
            <ul
              aria-label={t('notifications.list')}
              aria-busy={notifications.isPlaceholderData}
              className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
            >
              {notifications.data.notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} now={now} onOpen={open} />
              ))}
            </ul>
            <Pagination
              page={query.page}
              pageCount={Math.ceil(notifications.data.total / notifications.data.pageSize)}
              hrefFor={(page) => addressOf(query, page)}
            />
          </>
        )}
      </div>
    </>
  );
}

/** /store/notifications: what needs the member's attention at this pharmacy, newest first, live. */
export function StoreNotificationsPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-slate-900">{t('notifications.title')}</h1>
      <p className="mb-4 text-sm text-slate-700">{t('notifications.intro', { store: store.storeName })}</p>
      <div className="mb-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <DevicePushSwitch
          scope={{ storeId: store.storeId }}
          label={t('notifications.push')}
          description={t('notifications.pushDescription', { store: store.storeName })}
        />
      </div>
      <NotificationsForStore storeId={store.storeId} />
    </div>
  );
}
