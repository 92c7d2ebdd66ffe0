import type { TNotificationKind, TStoreNotification } from '@dawanow/shared/store-notifications';
import { ArrowRightLeft, CalendarClock, FileText, Landmark, PackageMinus, ShoppingBag, Users } from 'lucide-react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { NotificationRow, type TNotificationLook } from '@/components/notifications/notification-row';

/** Each kind's icon and colour; its label is in the panel's words */
const KINDS: Record<TNotificationKind, Omit<TNotificationLook, 'label'>> = {
  new_order: { icon: ShoppingBag, tone: 'bg-brand-50 text-brand-700' },
  order_reassigned: { icon: ArrowRightLeft, tone: 'bg-slate-100 text-slate-700' },
  prescription_to_review: { icon: FileText, tone: 'bg-sky-50 text-sky-700' },
  low_stock: { icon: PackageMinus, tone: 'bg-amber-50 text-amber-800' },
  batch_expiring: { icon: CalendarClock, tone: 'bg-red-50 text-red-700' },
  team_change: { icon: Users, tone: 'bg-violet-50 text-violet-700' },
  money: { icon: Landmark, tone: 'bg-emerald-50 text-emerald-800' },
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
  const { t } = useStorePanelText();
  return (
    <NotificationRow
      notification={notification}
      look={{ ...KINDS[notification.kind], label: t(`notifications.kinds.${notification.kind}`) }}
      now={now}
      onOpen={() => onOpen(notification)}
    />
  );
}
