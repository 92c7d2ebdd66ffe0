import type { TNotificationKind, TStoreNotification } from '@dawanow/shared/store-notifications';
import { ArrowRightLeft, CalendarClock, FileText, Landmark, PackageMinus, ShoppingBag, Users } from 'lucide-react';
import { NotificationRow, type TNotificationLook } from '@/components/notifications/notification-row';

const KINDS: Record<TNotificationKind, TNotificationLook> = {
  new_order: { icon: ShoppingBag, label: 'New order', tone: 'bg-brand-50 text-brand-700' },
  order_reassigned: { icon: ArrowRightLeft, label: 'Order moved away', tone: 'bg-slate-100 text-slate-700' },
  prescription_to_review: { icon: FileText, label: 'Prescription', tone: 'bg-sky-50 text-sky-700' },
  low_stock: { icon: PackageMinus, label: 'Low stock', tone: 'bg-amber-50 text-amber-800' },
  batch_expiring: { icon: CalendarClock, label: 'Expiring batch', tone: 'bg-red-50 text-red-700' },
  team_change: { icon: Users, label: 'Team', tone: 'bg-violet-50 text-violet-700' },
  money: { icon: Landmark, label: 'Money', tone: 'bg-emerald-50 text-emerald-800' },
};

/** One of the store's notifications: a button that marks it read and opens what it is about. */
export function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: TStoreNotification;
  now: Date;
  onOpen: (notification: TStoreNotification) => void;
}) {
  return (
    <NotificationRow
      notification={notification}
      look={KINDS[notification.kind]}
      now={now}
      onOpen={() => onOpen(notification)}
    />
  );
}
