import { couponProblemText, type TCouponProblem } from '@dawanow/shared/coupons';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { couponProblemWords } from './problem-text';
import { useCouponsText } from './text';

const coupon = 'DAWA10';
const EVERY_PROBLEM: TCouponProblem[] = [
  { code: 'unknown', values: { coupon } },
  { code: 'paused', values: { coupon } },
  { code: 'not_started', values: { coupon, validFrom: '2026-11-01' } },
  { code: 'expired', values: { coupon } },
  { code: 'other_store', values: { coupon } },
  { code: 'not_in_cart', values: { coupon } },
  { code: 'below_min_order', values: { coupon, shortfallPaise: 1_234_50 } },
  { code: 'first_order_only', values: { coupon } },
  { code: 'used_up', values: { coupon, count: 1 } },
  { code: 'used_up', values: { coupon, count: 3 } },
  { code: 'fully_used', values: { coupon } },
  { code: 'no_discount', values: { coupon } },
  { code: 'other', values: {} },
];

describe('a coupon refusal in English', () => {
  // The API's refusals when an order is placed and the checkout's field say the same words
  it.each(EVERY_PROBLEM)('reads as the API writes it: $code', (problem) => {
    const { t } = renderHook(() => useCouponsText()).result.current;
    expect(couponProblemWords(t, problem)).toBe(couponProblemText(problem));
  });
});
