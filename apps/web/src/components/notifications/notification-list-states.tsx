/** The pieces every notification list shows around its rows: marking all read, loading, and nothing to show. */
import { CheckCheck, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SkeletonList } from '@/components/ui/skeleton';

export function MarkAllReadButton({
  unread,
  isPending,
  onClick,
}: {
  unread: number;
  isPending: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outline"
      onClick={onClick}
      disabled={unread === 0 || isPending}
      // Nothing left to mark: the button says so by fading, not only by refusing the tap.
      className="disabled:opacity-50"
    >
      <CheckCheck className="h-4 w-4" aria-hidden="true" /> Mark all read
    </Button>
  );
}

export function MarkReadFailed() {
  return (
    <p role="alert" className="mt-3 text-sm text-red-700">
      We could not mark your notifications read. Check your connection and try again.
    </p>
  );
}

export function NotificationsLoading({ rows }: { rows: number }) {
  return (
    <div role="status" aria-label="Loading notifications" className="space-y-2">
      <SkeletonList count={rows} className="h-20 w-full rounded-xl" />
    </div>
  );
}

/** No notifications, or none unread ("all caught up"); `whenNone` says what will come here. */
export function NotificationsEmpty({
  icon: Icon,
  isUnreadOnly,
  whenNone,
}: {
  icon: LucideIcon;
  isUnreadOnly: boolean;
  whenNone: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <Icon className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="text-sm text-slate-700">{isUnreadOnly ? 'You are all caught up: nothing unread.' : whenNone}</p>
    </div>
  );
}
