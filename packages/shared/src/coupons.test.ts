import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  couponProblemText,
  couponRefusal,
  couponSharesAfterRemoval,
  couponStatus,
  couponSummary,
  lineDiscountCap,
  type TCouponContext,
  type TCouponLine,
  type TCouponRules,
  ZCouponInput,
} from './coupons';
import { computeBill } from './orders/bill';
import type { TGstRate } from './products';

const CATEGORY = '11111111-1111-4111-8111-111111111111';
const STORE = '22222222-2222-4222-8222-222222222222';

const dawa10: TCouponRules & { isActive: boolean } = {
  code: 'DAWA10',
  title: '10% off',
  description: null,
  kind: 'percent',
  percentOff: 10,
  amountOffPaise: null,
  maxDiscountPaise: 100_00,
  minOrderPaise: 299_00,
  isFirstOrderOnly: false,
  perUserLimit: 3,
  totalLimit: null,
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  scope: 'platform',
  storeId: null,
  categoryId: null,
  isActive: true,
};

const otc = (unitPricePaise: number, quantity = 1, extra: Partial<TCouponLine> = {}): TCouponLine => ({
  unitPricePaise,
  mrpPaise: unitPricePaise,
  quantity,
  isRx: false,
  unitCostPaise: null,
  categoryId: null,
  ...extra,
});

const context = (lines: TCouponLine[], extra: Partial<TCouponContext> = {}): TCouponContext => ({
  today: '2026-11-27',
  storeId: STORE,
  itemsTotalPaise: lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0),
  lines,
  hasEarlierOrders: false,
  usesByCustomer: 0,
  usesByAll: 0,
  ...extra,
});

describe('coupon terms', () => {
  it('reads as a customer expects', () => {
    expect(couponSummary(dawa10)).toBe('10% off up to ₹100 on orders above ₹299');
    expect(
      couponSummary({
        kind: 'flat',
        percentOff: null,
        amountOffPaise: 50_00,
        maxDiscountPaise: null,
        minOrderPaise: 0,
      }),
    ).toBe('₹50 off');
  });

  it('refuses an admin coupon that could make an order free, or names the wrong scope', () => {
    const result = ZCouponInput.safeParse({
      ...dawa10,
      kind: 'flat',
      percentOff: null,
      maxDiscountPaise: null,
      amountOffPaise: 300_00,
      scope: 'store',
      validUntil: '2026-10-01',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'The minimum order must be more than the amount off',
        'The last day cannot be before the first',
        'Choose the pharmacy',
      ]),
    );
    expect(ZCouponInput.parse({ ...dawa10, code: ' dawa10 ' }).code).toBe('DAWA10');
  });
});

describe('which carts a coupon fits', () => {
  /** The refusal as the API words it for an order placed with the coupon */
  const refusal = (...args: Parameters<typeof couponRefusal>) => {
    const problem = couponRefusal(...args);
    return problem && couponProblemText(problem);
  };

  it('names every refusal with the values its sentence needs', () => {
    const cart = [otc(400_00)];
    expect(couponRefusal(dawa10, context(cart))).toBeNull();
    expect(couponRefusal(dawa10, context([otc(100_00)]))).toEqual({
      code: 'below_min_order',
      values: { coupon: 'DAWA10', shortfallPaise: 199_00 },
    });
    expect(couponRefusal(dawa10, context(cart, { today: '2026-10-31' }))).toEqual({
      code: 'not_started',
      values: { coupon: 'DAWA10', validFrom: '2026-11-01' },
    });
    expect(couponRefusal({ ...dawa10, perUserLimit: 3 }, context(cart, { usesByCustomer: 3 }))).toEqual({
      code: 'used_up',
      values: { coupon: 'DAWA10', count: 3 },
    });
  });

  it('explains every refusal in words', () => {
    const cart = [otc(400_00)];
    expect(refusal({ ...dawa10, isActive: false }, context(cart))).toBe('DAWA10 is paused and cannot be used now.');
    expect(refusal(dawa10, context(cart, { today: '2027-01-01' }))).toBe('DAWA10 has expired.');
    expect(refusal(dawa10, context(cart, { today: '2026-10-31' }))).toBe('DAWA10 can be used from 01/11/2026.');
    expect(refusal(dawa10, context([otc(100_00)]))).toBe('Add items worth ₹199 more to use DAWA10.');
    expect(refusal({ ...dawa10, scope: 'store', storeId: CATEGORY }, context(cart))).toBe(
      'DAWA10 is not valid at this pharmacy.',
    );
    expect(refusal({ ...dawa10, scope: 'category', categoryId: CATEGORY }, context(cart))).toBe(
      'DAWA10 applies to medicines not in your cart.',
    );
    expect(refusal({ ...dawa10, isFirstOrderOnly: true }, context(cart, { hasEarlierOrders: true }))).toBe(
      'DAWA10 is for your first order only.',
    );
    expect(refusal({ ...dawa10, perUserLimit: 1 }, context(cart, { usesByCustomer: 1 }))).toBe(
      'You have already used DAWA10.',
    );
    expect(refusal({ ...dawa10, perUserLimit: 3 }, context(cart, { usesByCustomer: 3 }))).toBe(
      'You have used DAWA10 3 times already.',
    );
    expect(refusal({ ...dawa10, totalLimit: 5 }, context(cart, { usesByAll: 5 }))).toBe('DAWA10 has been fully used.');
  });
});

describe('the discount', () => {
  it('takes 10% up to the cap, on the lines in scope only', () => {
    expect(couponDiscount(dawa10, [otc(400_00)]).discountPaise).toBe(40_00);
    expect(couponDiscount(dawa10, [otc(4000_00)]).discountPaise).toBe(100_00);
    const janAushadhi = { ...dawa10, scope: 'category' as const, categoryId: CATEGORY, maxDiscountPaise: null };
    const split = couponDiscount(janAushadhi, [otc(100_00), otc(200_00, 1, { categoryId: CATEGORY })]);
    expect(split).toEqual({ discountPaise: 20_00, lineDiscountsPaise: [0, 20_00] });
  });

  it('never takes an Rx medicine below what the store paid, or 84% of MRP when it did not record it', () => {
    const known = otc(100_00, 2, { isRx: true, unitCostPaise: 95_00 });
    expect(lineDiscountCap(known)).toBe(10_00);
    const unknown = otc(100_00, 1, { isRx: true, mrpPaise: 110_00 });
    expect(lineDiscountCap(unknown)).toBe(100_00 - 92_40);
    const flat = { ...dawa10, kind: 'flat' as const, percentOff: null, maxDiscountPaise: null, amountOffPaise: 50_00 };
    expect(couponDiscount(flat, [known]).discountPaise).toBe(10_00);
    expect(
      couponRefusal({ ...flat, minOrderPaise: 0 }, context([otc(100_00, 1, { isRx: true, unitCostPaise: 100_00 })])),
    ).toEqual({ code: 'no_discount', values: { coupon: 'DAWA10' } });
  });

  const rate = fc.constantFrom<TGstRate>(0, 5, 12, 18, 28);
  const line = fc
    .record({
      unitPricePaise: fc.integer({ min: 1, max: 200_000 }),
      markup: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      isRx: fc.boolean(),
      cost: fc.option(fc.integer({ min: 1, max: 250_000 })),
      inCategory: fc.boolean(),
      gstRate: rate,
    })
    .map((raw) => ({
      unitPricePaise: raw.unitPricePaise,
      mrpPaise: raw.unitPricePaise + raw.markup,
      quantity: raw.quantity,
      isRx: raw.isRx,
      unitCostPaise: raw.cost,
      categoryId: raw.inCategory ? CATEGORY : null,
      gstRate: raw.gstRate,
    }));
  const coupon = fc.record({
    kind: fc.constantFrom('percent' as const, 'flat' as const),
    percent: fc.integer({ min: 1, max: 90 }),
    amount: fc.integer({ min: 1, max: 500_000 }),
    cap: fc.option(fc.integer({ min: 1, max: 500_000 })),
    scope: fc.constantFrom('platform' as const, 'category' as const),
  });

  it('is whole paise, within what the lines may lose, shared exactly, with GST on what is left', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        coupon,
        fc.constantFrom(0, 2500),
        (lines, raw, fee) => {
          const terms = {
            kind: raw.kind,
            percentOff: raw.kind === 'percent' ? raw.percent : null,
            amountOffPaise: raw.kind === 'flat' ? raw.amount : null,
            maxDiscountPaise: raw.kind === 'percent' ? raw.cap : null,
            minOrderPaise: 0,
            scope: raw.scope,
            storeId: null,
            categoryId: raw.scope === 'category' ? CATEGORY : null,
          };
          const { discountPaise, lineDiscountsPaise } = couponDiscount(terms, lines);
          expect(Number.isSafeInteger(discountPaise)).toBe(true);
          expect(lineDiscountsPaise.reduce((sum, share) => sum + share, 0)).toBe(discountPaise);
          const eligible = lines
            .filter((item) => raw.scope === 'platform' || item.categoryId === CATEGORY)
            .reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
          expect(discountPaise).toBeLessThanOrEqual(eligible);
          if (raw.kind === 'flat') expect(discountPaise).toBeLessThanOrEqual(raw.amount);
          lines.forEach((item, index) => {
            const share = lineDiscountsPaise[index] ?? 0;
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(lineDiscountCap(item));
            // Prices stay at or under MRP; an Rx line never goes under its cost
            expect(item.unitPricePaise * item.quantity - share).toBeLessThanOrEqual(item.mrpPaise * item.quantity);
            if (item.isRx && item.unitCostPaise !== null && share > 0) {
              expect(item.unitPricePaise * item.quantity - share).toBeGreaterThanOrEqual(
                item.unitCostPaise * item.quantity,
              );
            }
          });
          const bill = computeBill(
            lines.map((item, index) => ({ ...item, couponDiscountPaise: lineDiscountsPaise[index] ?? 0 })),
            fee,
            'intra_state',
          );
          expect(bill.couponDiscountPaise).toBe(discountPaise);
          expect(bill.totalPaise).toBeGreaterThanOrEqual(0);
          expect(bill.totalPaise).toBe(bill.itemsTotalPaise - discountPaise + fee);
          // The invoice's rows add up to what the customer pays: GST recomputed on the discounted value
          const taxed = bill.taxes.reduce(
            (sum, row) => sum + row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise,
            0,
          );
          expect(taxed).toBe(bill.totalPaise);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('lines leaving an order that has a coupon', () => {
  const line = (unitPricePaise: number, couponDiscountPaise: number, quantity = 1) => ({
    unitPricePaise,
    quantity,
    couponDiscountPaise,
  });

  it('leaves the kept lines their shares while they still reach the minimum order', () => {
    expect(couponSharesAfterRemoval(299_00, [line(200_00, 30_00), line(150_00, 20_00)], [line(400_00, 10_00)])).toEqual(
      [30_00, 20_00],
    );
  });

  it('below the minimum takes the shares back out of what the removed lines paid, never raising the total', () => {
    // ₹100 off ₹500: the Rx strip (₹450, ₹72 above cost) took ₹54.55, the OTC line (₹60) ₹45.45
    const otcLine = line(60_00, 45_45);
    const rx = line(450_00, 54_55);
    // The removed strip paid ₹395.45, more than the ₹45.45 the kept line no longer earns: it loses all of it
    expect(couponSharesAfterRemoval(500_00, [otcLine], [rx])).toEqual([0]);
    // A cheap removed line (₹50, paid ₹43.22) covers only part of the ₹93.22: ₹50 stays, the total does not move
    expect(couponSharesAfterRemoval(150_00, [line(110_00, 93_22), line(10_00, 0)], [line(50_00, 6_78)])).toEqual([
      50_00, 0,
    ]);
  });
});

describe('where a coupon stands', () => {
  it('is scheduled before its first day, active to its last, then expired, and paused when an admin says so', () => {
    const days = { validFrom: '2026-12-01', validUntil: '2026-12-31' };
    expect(couponStatus({ ...days, isActive: true }, '2026-11-30')).toBe('scheduled');
    expect(couponStatus({ ...days, isActive: true }, '2026-12-01')).toBe('active');
    expect(couponStatus({ ...days, isActive: true }, '2026-12-31')).toBe('active');
    expect(couponStatus({ ...days, isActive: false }, '2026-11-30')).toBe('paused');
    expect(couponStatus({ ...days, isActive: false }, '2027-01-01')).toBe('expired');
  });
});
