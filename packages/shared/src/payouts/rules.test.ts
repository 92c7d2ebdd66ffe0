import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBillLine } from '../orders/bill';
import {
  deliveredBeforeDate,
  deliveredEntries,
  ENTRY_GROUP,
  nextSettlementDate,
  orderMoney,
  payoutAmount,
  refundEntries,
  shareOf,
  type TLedgerAmount,
  tcsOn,
} from './rules';

const sum = (entries: readonly TLedgerAmount[]) => entries.reduce((total, entry) => total + entry.amountPaise, 0);

const line = fc.record({
  unitPricePaise: fc.integer({ min: 1, max: 500_000 }),
  mrpPaise: fc.integer({ min: 1, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  gstRate: fc.constantFrom(0, 5, 12, 18, 28),
}) as fc.Arbitrary<TBillLine>;

const order = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  deliveryFeePaise: fc.constantFrom(0, 2500, 4900),
  supply: fc.constantFrom('intra_state' as const, 'inter_state' as const),
  panGiven: fc.boolean(),
  paidInCash: fc.boolean(),
  // A share of what was paid that comes back: none, all, or a part
  refundShare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0.0001, max: 1, noNaN: true })),
});

describe('the money of a delivered order', () => {
  it('charges 10% commission on the items without GST, 18% GST on it, 0.5% TCS and 0.1% TDS on the taxable value', () => {
    // ₹112 of a 12% medicine (₹100 + ₹12 GST) and ₹25 delivery (₹21.19 + 18% GST), within one state
    const money = orderMoney({
      lines: [{ unitPricePaise: 11_200, mrpPaise: 12_000, quantity: 1, gstRate: 12 }],
      deliveryFeePaise: 2500,
      supply: 'intra_state',
      panGiven: true,
    });
    expect(money).toMatchObject({
      totalPaise: 13_700,
      itemsTaxablePaise: 10_000,
      taxablePaise: 12_119,
      commissionPaise: 1000,
      commissionGstPaise: 180,
      tcs: { cgstPaise: 30, sgstPaise: 30, igstPaise: 0 },
      tcsPaise: 60,
      tdsPaise: 12,
    });
    expect(deliveredEntries(money, false)).toEqual([
      { kind: 'sale', amountPaise: 13_700 },
      { kind: 'commission', amountPaise: -1000, basePaise: 10_000 },
      { kind: 'commission_gst', amountPaise: -180, basePaise: 1000 },
      { kind: 'tcs', amountPaise: -60, basePaise: 12_119 },
      { kind: 'tds', amountPaise: -12, basePaise: 12_119 },
    ]);
  });

  it('withholds 5% TDS from a store that gave no PAN, and TCS as IGST across states', () => {
    const money = orderMoney({
      lines: [{ unitPricePaise: 10_500, mrpPaise: 10_500, quantity: 2, gstRate: 5 }],
      deliveryFeePaise: 0,
      supply: 'inter_state',
      panGiven: false,
    });
    expect(money.taxablePaise).toBe(20_000);
    expect(money.tdsPaise).toBe(1000);
    expect(money.tcs).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 100 });
  });

  it('leaves a cash order owing its deductions: the store already holds the money', () => {
    const money = orderMoney({
      lines: [{ unitPricePaise: 11_200, mrpPaise: 12_000, quantity: 1, gstRate: 12 }],
      deliveryFeePaise: 2500,
      supply: 'intra_state',
      panGiven: true,
    });
    expect(sum(deliveredEntries(money, true))).toBe(-(1000 + 180 + 60 + 12));
  });

  it('reverses every deduction on a full refund, and a proportion on a part refund', () => {
    const money = orderMoney({
      lines: [{ unitPricePaise: 11_200, mrpPaise: 12_000, quantity: 2, gstRate: 12 }],
      deliveryFeePaise: 0,
      supply: 'intra_state',
      panGiven: true,
    });
    const full = refundEntries(money, money.totalPaise);
    expect(sum([...deliveredEntries(money, false), ...full])).toBe(0);
    const half = refundEntries(money, money.totalPaise / 2);
    expect(half.find((entry) => entry.kind === 'commission_reversal')?.amountPaise).toBe(money.commissionPaise / 2);
    expect(() => refundEntries(money, 0)).toThrow(RangeError);
    expect(() => refundEntries(money, money.totalPaise + 1)).toThrow(RangeError);
  });

  it('holds the ledger invariant for any order, payment and refund: nothing is lost to rounding', () => {
    fc.assert(
      fc.property(order, (input) => {
        const money = orderMoney(input);
        const refundPaise = Math.min(money.totalPaise, Math.round(money.totalPaise * input.refundShare));
        const entries = [
          ...deliveredEntries(money, input.paidInCash),
          ...(refundPaise > 0 ? refundEntries(money, refundPaise) : []),
        ];
        const by = (group: string) => sum(entries.filter((entry) => ENTRY_GROUP[entry.kind] === group));
        // What the store ends with: its balance, plus the cash it took at the door
        const storeNet = sum(entries) - by('cash');
        const marketplace = -(by('commission') + by('commissionGst') + by('tcs') + by('tds'));
        expect(storeNet + marketplace).toBe(money.totalPaise - refundPaise);
        // Reversals never give back more than was taken, and a full refund gives back all of it
        for (const group of ['commission', 'commissionGst', 'tcs', 'tds']) {
          expect(by(group)).toBeLessThanOrEqual(0);
          if (refundPaise === money.totalPaise) expect(by(group)).toBe(0);
        }
        expect(money.tcsPaise).toBe(money.tcs.cgstPaise + money.tcs.sgstPaise + money.tcs.igstPaise);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a coupon the marketplace funds (issue 17)', () => {
  it('pays the store as if there were none: commission on the undiscounted items, cash as the customer paid', () => {
    const lines: TBillLine[] = [{ unitPricePaise: 11_200, mrpPaise: 12_000, quantity: 1, gstRate: 12 }];
    const plain = orderMoney({ lines, deliveryFeePaise: 2500, supply: 'intra_state', panGiven: true });
    const withCoupon = orderMoney({
      lines: lines.map((item) => ({ ...item, couponDiscountPaise: 5000 })),
      deliveryFeePaise: 2500,
      supply: 'intra_state',
      panGiven: true,
    });
    expect(withCoupon).toEqual({ ...plain, customerPaidPaise: 8700, couponDiscountPaise: 5000 });
    expect(sum(deliveredEntries(withCoupon, false))).toBe(sum(deliveredEntries(plain, false)));
    // Paid in cash: the store took ₹87 at the door and is owed the ₹50 the marketplace funds, less its deductions
    expect(sum(deliveredEntries(withCoupon, true))).toBe(5000 - (1000 + 180 + 60 + 12));
    expect(() => refundEntries(withCoupon, 8701)).toThrow(RangeError);
  });

  it('balances for any order, coupon and refund: the store keeps its undiscounted sale, the marketplace funds the coupon', () => {
    fc.assert(
      fc.property(order, fc.double({ min: 0, max: 0.9, noNaN: true }), (input, couponShare) => {
        const lines = input.lines.map((item) => ({
          ...item,
          couponDiscountPaise: Math.floor(item.unitPricePaise * item.quantity * couponShare),
        }));
        const plain = orderMoney(input);
        const money = orderMoney({ ...input, lines });
        const paid = money.customerPaidPaise;
        const refundPaise = Math.min(paid, Math.round(paid * input.refundShare));
        const delivered = deliveredEntries(money, input.paidInCash);
        const refund = refundPaise > 0 ? refundEntries(money, refundPaise) : [];
        const entries = [...delivered, ...refund];
        const by = (group: string) => sum(entries.filter((entry) => ENTRY_GROUP[entry.kind] === group));
        const storeNet = sum(entries) - by('cash');
        const deductions = -(by('commission') + by('commissionGst') + by('tcs') + by('tds'));
        // The coupon the marketplace still funds: all of it, less what a refund's reversed sale gives back
        const funded = money.couponDiscountPaise - (-by('refunds') - refundPaise);
        expect(storeNet + deductions - funded).toBe(paid - refundPaise);
        // Until a refund, the store nets exactly what it would have without the coupon
        expect(sum(delivered) - by('cash')).toBe(sum(deliveredEntries(plain, false)));
        if (refundPaise === paid) expect(storeNet).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('rounding', () => {
  it('rounds a share to the nearest paisa, halves away from zero, exactly even past 2^53', () => {
    expect(shareOf(5, 1, 10)).toBe(1);
    expect(shareOf(4, 1, 10)).toBe(0);
    expect(shareOf(-5, 1, 10)).toBe(-1);
    expect(shareOf(12_119, 25, 10_000)).toBe(30);
    expect(shareOf(9_000_000_000, 9_000_000_000, 9_000_000_001)).toBe(8_999_999_999);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        (amount, n, d) => {
          const share = shareOf(amount, n, d);
          // Within half a paisa of the exact value
          expect(Math.abs(share * d - amount * n)).toBeLessThanOrEqual(d / 2 + 1e-6 * amount * n);
        },
      ),
    );
  });

  it('splits TCS within a state into equal CGST and SGST halves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (taxable) => {
        const split = tcsOn(taxable, 'intra_state');
        expect(split.cgstPaise).toBe(split.sgstPaise);
        expect(split.igstPaise).toBe(0);
      }),
    );
  });
});

describe('settlement', () => {
  it('never pays a negative amount: a store that owes carries it forward', () => {
    expect(payoutAmount(-5000)).toBe(0);
    expect(payoutAmount(0)).toBe(0);
    expect(payoutAmount(12_345)).toBe(12_345);
  });

  it('settles on Tuesdays, for orders delivered at least 7 days before', () => {
    expect(nextSettlementDate('2026-11-24')).toBe('2026-11-24'); // a Tuesday
    expect(nextSettlementDate('2026-11-25')).toBe('2026-12-01');
    expect(nextSettlementDate('2026-11-30')).toBe('2026-12-01');
    expect(deliveredBeforeDate('2026-12-01')).toBe('2026-11-24');
  });
});
