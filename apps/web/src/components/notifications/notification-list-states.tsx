/** The pieces every notification list shows around its rows: marking all read, loading, and nothing to show. */
import { CheckCheck, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SkeletonList } from '@/components/ui/skeleton';
import { useInboxText } from './text';

export function MarkAllReadButton({
  unread,
  isPending,
  onClick,
}: {
  unread: number;
  isPending: boolean;
  onClick: () => void;
}) {
  const { t } = useInboxText();
  return (
    <Button
      variant="outline"
      onClick={onClick}
      disabled={unread === 0 || isPending}
      // Nothing left to mark: the button says so by fading, not only by refusing the tap.
      className="disabled:opacity-50"
    >
      <CheckCheck className="h-4 w-4" aria-hidden="true" /> {t('list.markAllRead')}
    </Button>
  );
}

export function MarkReadFailed() {
  const { t } = useInboxText();
  return (
    <p role="alert" className="mt-3 text-sm text-red-700">
      {t('list.markReadFailed')}
    </p>
  );
}

export function NotificationsLoading({ rows }: { rows: number }) {
  const { t } = useInboxText();
  return (
    <div role="status" aria-label={t('list.loading')} className="space-y-2">
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
  const { t } = useInboxText();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <Icon className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="text-sm text-slate-700">{isUnreadOnly ? t('list.caughtUp') : whenNone}</p>
    </div>
  );
}
