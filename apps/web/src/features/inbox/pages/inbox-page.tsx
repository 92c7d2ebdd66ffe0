import type { TUserNotification, TUserNotificationKind } from '@dawanow/shared/user-notifications';
import { BadgeCheck, CircleX, FilePen, FileSearch, Inbox, Pill, Store } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  MarkAllReadButton,
  MarkReadFailed,
  NotificationsEmpty,
  NotificationsLoading,
} from '@/components/notifications/notification-list-states';
import { NotificationRow, type TNotificationLook } from '@/components/notifications/notification-row';
import { useInboxText } from '@/components/notifications/text';
import { UnreadTabs } from '@/components/notifications/unread-tabs';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { useInbox, useMarkAllInboxRead, useMarkInboxRead } from '../api';

type TKindLook = Omit<TNotificationLook, 'label'> & { label: `kinds.${'partnerApplication' | 'refillReminder'}` };

/** Each kind's look; `label` (what screen readers hear first) is a key of the inbox strings */
const KINDS: Record<TUserNotificationKind, TKindLook> = {
  application_received: { icon: Store, label: 'kinds.partnerApplication', tone: 'bg-slate-100 text-slate-700' },
  application_under_review: { icon: FileSearch, label: 'kinds.partnerApplication', tone: 'bg-sky-50 text-sky-700' },
  application_changes_requested: {
    icon: FilePen,
    label: 'kinds.partnerApplication',
    tone: 'bg-amber-50 text-amber-800',
  },
  application_approved: { icon: BadgeCheck, label: 'kinds.partnerApplication', tone: 'bg-emerald-50 text-emerald-800' },
  application_rejected: { icon: CircleX, label: 'kinds.partnerApplication', tone: 'bg-red-50 text-red-700' },
  refill_due: { icon: Pill, label: 'kinds.refillReminder', tone: 'bg-brand-50 text-brand-800' },
};

/** Only paths inside the site are followed; anything else in a link stays unopened. */
const isInAppPath = (link: string | null): link is string => !!link && /^\/(?![/\\])/.test(link);

/** /account/notifications: a signed-in person's own messages, newest first; the filter lives in the address. */
export function InboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useInboxText();
  const isUnreadOnly = searchParams.get('filter') === 'unread';
  const inbox = useInbox(isUnreadOnly);
  const markRead = useMarkInboxRead();
  const markAll = useMarkAllInboxRead();
  // One clock per render, so every row's "5 min ago" agrees.
  const now = new Date();
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  const notifications = inbox.data?.pages.flatMap((page) => page.notifications) ?? [];

  const open = (notification: TUserNotification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    if (isInAppPath(notification.link)) void navigate(notification.link);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <UnreadTabs
          isUnreadOnly={isUnreadOnly}
          unread={unread}
          panelId="inbox-panel"
          onChange={(isUnreadTab) => setSearchParams(isUnreadTab ? { filter: 'unread' } : {})}
        />
        <MarkAllReadButton unread={unread} isPending={markAll.isPending} onClick={() => markAll.mutate()} />
      </div>
      {(markAll.isError || markRead.isError) && <MarkReadFailed />}

      <div
        id="inbox-panel"
        role="tabpanel"
        aria-label={isUnreadOnly ? t('list.unread') : t('list.all')}
        className="mt-4"
      >
        {inbox.isPending ? (
          <NotificationsLoading rows={3} />
        ) : !inbox.data ? (
          <ErrorState message={t('page.loadFailed')} onRetry={() => void inbox.refetch()} />
        ) : notifications.length === 0 ? (
          <NotificationsEmpty icon={Inbox} isUnreadOnly={isUnreadOnly} whenNone={t('page.empty')} />
        ) : (
          <>
            <ul
              aria-label={t('page.list')}
              className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
            >
              {notifications.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  look={{ ...KINDS[notification.kind], label: t(KINDS[notification.kind].label) }}
                  now={now}
                  onOpen={() => open(notification)}
                />
              ))}
            </ul>
            {inbox.isFetchNextPageError && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {t('page.olderFailed')}
              </p>
            )}
            {inbox.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void inbox.fetchNextPage()}
                  disabled={inbox.isFetchingNextPage}
                >
                  {inbox.isFetchingNextPage ? t('page.loading') : t('page.showOlder')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
