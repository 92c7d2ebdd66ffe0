import type { TCouponStatus } from '@dawanow/shared/coupons';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { cn } from '@/lib/cn';

const tones: Record<TCouponStatus, string> = {
  active: 'bg-brand-100 text-brand-900',
  scheduled: 'bg-sky-100 text-sky-900',
  paused: 'bg-amber-100 text-amber-900',
  expired: 'bg-slate-200 text-slate-800',
};

/** Where a coupon stands today (`couponStatus`): running, not begun, paused by an admin, or past its last day. */
export function CouponStatusBadge({ status }: { status: TCouponStatus }) {
  const { t } = useAdminPanelText();
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', tones[status])}>
      {t(`coupons.statuses.${status}`)}
    </span>
  );
}
