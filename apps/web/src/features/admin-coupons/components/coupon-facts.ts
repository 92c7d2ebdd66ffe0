import type { TAdminCoupon, TCouponScope } from '@dawanow/shared/coupons';
import { formatDayMonthYear } from '@dawanow/shared/dates';

export const COUPON_SCOPE_LABELS: Record<TCouponScope, string> = {
  platform: 'Every pharmacy',
  store: 'One pharmacy',
  category: 'One category',
};

/** "Every pharmacy", "Apollo Pharmacy Indiranagar", "Category: Pain relief". */
export function couponScopeLabel(coupon: Pick<TAdminCoupon, 'scope' | 'storeName' | 'categoryName'>): string {
  if (coupon.scope === 'store' && coupon.storeName) return coupon.storeName;
  if (coupon.scope === 'category' && coupon.categoryName) return `Category: ${coupon.categoryName}`;
  return COUPON_SCOPE_LABELS[coupon.scope];
}

/** "01/12/2026 – 31/12/2026": Indian days, both included, written as the form takes them. */
export function couponValidity(coupon: Pick<TAdminCoupon, 'validFrom' | 'validUntil'>): string {
  return `${formatDayMonthYear(coupon.validFrom)} – ${formatDayMonthYear(coupon.validUntil)}`;
}

/** "12 uses", "12 of 500 uses". */
export function couponUses(coupon: Pick<TAdminCoupon, 'uses' | 'totalLimit'>): string {
  const uses = coupon.uses.toLocaleString('en-IN');
  return coupon.totalLimit === null
    ? `${uses} use${coupon.uses === 1 ? '' : 's'}`
    : `${uses} of ${coupon.totalLimit.toLocaleString('en-IN')} uses`;
}
