import type { TStoreStatus } from '@dawanow/shared/stores';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { cn } from '@/lib/cn';

const tones: Record<TStoreStatus, string> = {
  active: 'bg-brand-100 text-brand-900',
  paused: 'bg-amber-100 text-amber-900',
  suspended: 'bg-red-100 text-red-800',
};

/** A pharmacy's standing with the platform; "not taking orders" is its own switch, shown beside it. */
export function StoreStatusBadge({ status, isAcceptingOrders }: { status: TStoreStatus; isAcceptingOrders: boolean }) {
  const { t } = useAdminPanelText();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', tones[status])}>
        {t(`stores.statuses.${status}`)}
      </span>
      {status === 'active' && !isAcceptingOrders && (
        <span className="text-xs text-slate-600">{t('stores.storeStatusBadge.notTakingOrders')}</span>
      )}
    </span>
  );
}
