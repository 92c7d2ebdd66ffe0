import type { TNotificationKind, TStoreNotification } from '@dawanow/shared/store-notifications';
import {
  ArrowRightLeft,
  CalendarClock,
  FileText,
  Landmark,
  type LucideIcon,
  PackageMinus,
  ShoppingBag,
  Users,
} from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { notificationTime } from '../notification-time';

const KINDS: Record<TNotificationKind, { icon: LucideIcon; label: string; tone: string }> = {
  new_order: { icon: ShoppingBag, label: 'New order', tone: 'bg-brand-50 text-brand-700' },
  order_reassigned: { icon: ArrowRightLeft, label: 'Order moved away', tone: 'bg-slate-100 text-slate-700' },
  prescription_to_review: { icon: FileText, label: 'Prescription', tone: 'bg-sky-50 text-sky-700' },
  low_stock: { icon: PackageMinus, label: 'Low stock', tone: 'bg-amber-50 text-amber-800' },
  batch_expiring: { icon: CalendarClock, label: 'Expiring batch', tone: 'bg-red-50 text-red-700' },
  team_change: { icon: Users, label: 'Team', tone: 'bg-violet-50 text-violet-700' },
  money: { icon: Landmark, label: 'Money', tone: 'bg-emerald-50 text-emerald-800' },
};

/** One notification: a button that marks it read and opens what it is about. */
export function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: TStoreNotification;
  now: Date;
  onOpen: (notification: TStoreNotification) => void;
}) {
  const kind = KINDS[notification.kind];
  const Icon = kind.icon;
  const isUnread = notification.readAt === null;
  const detailsId = useId();
  return (
    <li>
      <button
        type="button"
        // The name says what and whether it is new; the text and time follow as its description.
        aria-label={`${kind.label}: ${notification.title}${isUnread ? ' (unread)' : ''}`}
        aria-describedby={detailsId}
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          isUnread && 'bg-brand-50/40',
        )}
      >
        <span className={cn('mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full', kind.tone)}>
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
              <span className="mt-0.5 block text-sm break-words text-slate-700">{notification.body}</span>
            )}{' '}
            <time dateTime={notification.createdAt} className="mt-1 block text-xs text-slate-600">
              {notificationTime(notification.createdAt, now)}
            </time>
          </span>
        </span>
      </button>
    </li>
  );
}
