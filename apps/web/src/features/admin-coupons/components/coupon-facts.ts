import type { TAdminCoupon } from '@dawanow/shared/coupons';
import { formatDayMonthYear } from '@dawanow/shared/dates';
import type { TAdminPanelT } from '@/app/layouts/admin-panel/text';

/** "Every pharmacy", "Apollo Pharmacy Indiranagar", "Category: Pain relief". */
export function couponScopeLabel(
  t: TAdminPanelT,
  coupon: Pick<TAdminCoupon, 'scope' | 'storeName' | 'categoryName'>,
): string {
  if (coupon.scope === 'store' && coupon.storeName) return coupon.storeName;
  if (coupon.scope === 'category' && coupon.categoryName) {
    return t('coupons.scopes.inCategory', { name: coupon.categoryName });
  }
  return t(`coupons.scopes.${coupon.scope}`);
}

/** "01/12/2026 – 31/12/2026": Indian days, both included, written as the form takes them. */
export function couponValidity(coupon: Pick<TAdminCoupon, 'validFrom' | 'validUntil'>): string {
  return `${formatDayMonthYear(coupon.validFrom)} – ${formatDayMonthYear(coupon.validUntil)}`;
}

/** "12 uses", "12 of 500 uses". */
export function couponUses(t: TAdminPanelT, coupon: Pick<TAdminCoupon, 'uses' | 'totalLimit'>): string {
  return coupon.totalLimit === null
    ? t('coupons.uses.count', { count: coupon.uses })
    : t('coupons.uses.ofLimit', { count: coupon.uses, limit: coupon.totalLimit });
}
