import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { notificationTime } from './notification-time';
import { useInboxText } from './text';

/** How a kind of notification looks: its icon, its word for screen readers and its colours. */
export type TNotificationLook = { icon: LucideIcon; label: string; tone: string };

/**
 * One notification in a list (the store panel's centre, a person's inbox): a button that marks it read and opens
 * what it is about.
 */
export function NotificationRow({
  notification,
  look,
  now,
  onOpen,
}: {
  notification: { title: string; body: string; createdAt: string; readAt: string | null };
  look: TNotificationLook;
  now: Date;
  onOpen: () => void;
}) {
  const { t } = useInboxText();
  const Icon = look.icon;
  const isUnread = notification.readAt === null;
  const detailsId = useId();
  return (
    <li>
      <button
        type="button"
        // The name says what and whether it is new; the text and time follow as its description.
        aria-label={t(isUnread ? 'list.rowLabelUnread' : 'list.rowLabel', {
          kind: look.label,
          title: notification.title,
        })}
        aria-describedby={detailsId}
        onClick={onOpen}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          isUnread && 'bg-brand-50/40',
        )}
      >
        <span className={cn('mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full', look.tone)}>
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-start justify-between gap-2">
            <span className={cn('text-sm text-slate-900', isUnread ? 'font-semibold' : 'font-medium')}>
              {notification.title}
            </span>
            {isUnread && <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />}
          </span>
          <span id={detailsId}>
            {notification.body && (
              // A reviewer's notes come as lines; they stay lines
              <span className="mt-0.5 block text-sm break-words whitespace-pre-line text-slate-700">
                {notification.body}
              </span>
            )}{' '}
            <time dateTime={notification.createdAt} className="mt-1 block text-xs text-slate-600">
              {notificationTime(notification.createdAt, now, t)}
            </time>
          </span>
        </span>
      </button>
    </li>
  );
}
