/**
 * Why a coupon does not apply, in the reader's language (issue 19): the quote names the reason with a code and the
 * values its sentence needs. The English is the API's own (couponProblemText in packages/shared/src/coupons.ts).
 */
import type { TCouponProblem } from '@dawanow/shared/coupons';
import { formatDayMonthYear } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { useCouponsText } from './text';

type TCouponsT = ReturnType<typeof useCouponsText>['t'];

/** The words for coupon problems, for the language on screen (the checkout's refusal when an order is placed). */
export function useCouponProblemText(): (problem: TCouponProblem) => string {
  const { t } = useCouponsText();
  return (problem) => couponProblemWords(t, problem);
}

export function couponProblemWords(t: TCouponsT, problem: TCouponProblem): string {
  switch (problem.code) {
    case 'not_started':
      // "01/11/2026", as the API's English writes it: the numerals read the same in Hindi
      return t('problems.not_started', {
        coupon: problem.values.coupon,
        date: formatDayMonthYear(problem.values.validFrom),
      });
    case 'below_min_order':
      return t('problems.below_min_order', {
        coupon: problem.values.coupon,
        amount: formatRupees(problem.values.shortfallPaise),
      });
    case 'used_up':
      return t('problems.used_up', { coupon: problem.values.coupon, count: problem.values.count });
    case 'unknown':
    case 'paused':
    case 'expired':
    case 'other_store':
    case 'not_in_cart':
    case 'first_order_only':
    case 'fully_used':
    case 'no_discount':
      return t(`problems.${problem.code}`, { coupon: problem.values.coupon });
    case 'other':
      return t('problems.other');
  }
}
