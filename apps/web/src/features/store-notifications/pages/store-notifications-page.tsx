import { NOTIFICATION_ORDERS, type TStoreNotification } from '@dawanow/shared/store-notifications';
import { BellOff, CheckCheck } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Pagination } from '@/components/catalog/pagination';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
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
const ORDER_LABELS: Record<TOrder, string> = { newest: 'Newest first', unread_first: 'Unread first' };

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
        <div role="tablist" aria-label="Which notifications" className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {[false, true].map((isUnreadTab) => (
            <button
              key={String(isUnreadTab)}
              type="button"
              role="tab"
              aria-selected={onlyUnread === isUnreadTab}
              aria-controls="notifications-panel"
              onClick={() => void navigate(addressOf({ ...query, unread: isUnreadTab ? 'true' : 'false' }))}
              className={cn(
                'h-11 rounded-lg px-4 text-sm font-medium',
                onlyUnread === isUnreadTab
                  ? 'bg-white text-brand-800 shadow-sm'
                  : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {isUnreadTab ? 'Unread' : 'All'}{' '}
              {isUnreadTab && unread > 0 && (
                // A space before the number keeps the tab's name "Unread 2" for screen readers.
                <span className="ml-1.5 rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {unread}
                </span>
              )}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span className="sr-only sm:not-sr-only">Show</span>
            <select
              value={query.order}
              onChange={(event) => void navigate(addressOf({ ...query, order: event.target.value as TOrder }))}
              className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              aria-label="Order of notifications"
            >
              {NOTIFICATION_ORDERS.map((option) => (
                <option key={option} value={option}>
                  {ORDER_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="outline"
            onClick={() => markAll.mutate()}
            disabled={unread === 0 || markAll.isPending}
            // Nothing left to mark: the button says so by fading, not only by refusing the tap.
            className="disabled:opacity-50"
          >
            <CheckCheck className="h-4 w-4" aria-hidden="true" /> Mark all read
          </Button>
        </div>
      </div>
      {markAll.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          We could not mark your notifications read. Check your connection and try again.
        </p>
      )}

      <div id="notifications-panel" role="tabpanel" aria-label={onlyUnread ? 'Unread' : 'All'} className="mt-4">
        {notifications.isPending ? (
          <div role="status" aria-label="Loading notifications" className="space-y-2">
            <SkeletonList count={4} className="h-20 w-full rounded-xl" />
          </div>
        ) : notifications.isError ? (
          <ErrorState message="We could not load your notifications." onRetry={() => void notifications.refetch()} />
        ) : notifications.data.notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <BellOff className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="text-sm text-slate-700">
              {onlyUnread
                ? 'You are all caught up: nothing unread.'
                : 'No notifications yet. New orders, stock alerts and team changes will appear here.'}
            </p>
          </div>
        ) : (
          <>
            <ul
              aria-label="Notifications"
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
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-slate-900">Notifications</h1>
      <p className="mb-4 text-sm text-slate-700">
        New orders, prescriptions, stock and team news at {store.storeName}.
      </p>
      <NotificationsForStore storeId={store.storeId} />
    </div>
  );
}
