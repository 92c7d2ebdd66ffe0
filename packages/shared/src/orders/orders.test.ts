import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN, type TWeeklyHours, WEEKDAYS } from '../opening-hours';
import { computeBill } from './bill';
import { deliveryFeePaise, deliverySlots, isExpressAvailable } from './delivery-options';
import { ZOrderSettingsForm } from './settings';
import {
  canTransition,
  formatOrderNumber,
  isCustomerCancellable,
  ORDER_ACTORS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  refundDeadline,
  type TOrderStatus,
} from './status';

describe('the order state machine', () => {
  // Every allowed move, as ARCHITECTURE §4 draws it; anything else must be refused.
  const allowed: [TOrderStatus, TOrderStatus, string[]][] = [
    ['pending_payment', 'placed', ['gateway']],
    ['pending_payment', 'payment_failed', ['gateway']],
    ['pending_payment', 'cancelled', ['customer', 'system', 'admin']],
    ['payment_failed', 'pending_payment', ['customer']],
    ['payment_failed', 'placed', ['gateway']],
    ['payment_failed', 'cancelled', ['customer', 'system', 'admin']],
    ['placed', 'processing', ['store', 'admin']],
    ['placed', 'cancelled', ['customer', 'system', 'admin']],
    ['processing', 'packed', ['store', 'admin']],
    // An administrator hands an accepted order to another pharmacy
    ['processing', 'placed', ['admin']],
    ['processing', 'cancelled', ['admin']],
    ['packed', 'out_for_delivery', ['store', 'admin']],
    ['packed', 'cancelled', ['admin']],
    ['out_for_delivery', 'delivered', ['store', 'admin']],
    ['out_for_delivery', 'cancelled', ['admin']],
    ['delivered', 'refund_requested', ['customer']],
    ['refund_requested', 'refund_approved', ['store', 'admin']],
    ['refund_requested', 'refund_rejected', ['store', 'admin']],
    ['refund_approved', 'refunded', ['store', 'admin']],
  ];

  it('allows exactly the listed transitions, each only to its actors', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ORDER_ACTORS) {
          const expected = allowed.some(([f, t, actors]) => f === from && t === to && actors.includes(actor));
          expect(canTransition(from, to, actor), `${from} → ${to} by ${actor}`).toBe(expected);
        }
      }
    }
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('never lets a paid order go back to a payment state, and ends in terminal states', () => {
    for (const from of ['placed', 'processing', 'packed', 'out_for_delivery', 'delivered'] as const) {
      for (const actor of ORDER_ACTORS) {
        expect(canTransition(from, 'pending_payment', actor)).toBe(false);
        expect(canTransition(from, 'payment_failed', actor)).toBe(false);
      }
    }
    for (const terminal of ['cancelled', 'refunded', 'refund_rejected'] as const) {
      expect(ORDER_TRANSITIONS[terminal]).toEqual({});
    }
  });

  it('lets the customer cancel only until processing (SPEC §4)', () => {
    expect(ORDER_STATUSES.filter(isCustomerCancellable)).toEqual(['pending_payment', 'payment_failed', 'placed']);
  });
});

describe('the bill', () => {
  it('adds MRP, price, discount, fee and the GST inside each line per rate', () => {
    const bill = computeBill(
      [
        { unitPricePaise: 2700, mrpPaise: 3000, quantity: 2, gstRate: 12 },
        { unitPricePaise: 11000, mrpPaise: 11950, quantity: 1, gstRate: 5 },
      ],
      2500,
      'intra_state',
    );
    expect(bill).toMatchObject({
      mrpTotalPaise: 17950,
      itemsTotalPaise: 16400,
      discountPaise: 1550,
      deliveryFeePaise: 2500,
      totalPaise: 18900,
    });
    // ₹54 at 12%: ₹48.21 + ₹5.79 GST (CGST ₹2.89, SGST ₹2.90); ₹110 at 5%: ₹104.76 + ₹5.24; fee ₹25 at 18%
    expect(bill.taxes).toEqual([
      { ratePercent: 5, taxablePaise: 10476, cgstPaise: 262, sgstPaise: 262, igstPaise: 0, forDelivery: false },
      { ratePercent: 12, taxablePaise: 4821, cgstPaise: 289, sgstPaise: 290, igstPaise: 0, forDelivery: false },
      { ratePercent: 18, taxablePaise: 2119, cgstPaise: 190, sgstPaise: 191, igstPaise: 0, forDelivery: true },
    ]);
    const taxed = bill.taxes.reduce((sum, row) => sum + row.taxablePaise + row.cgstPaise + row.sgstPaise, 0);
    expect(taxed).toBe(bill.totalPaise);
  });

  it('charges IGST between states', () => {
    const [row] = computeBill(
      [{ unitPricePaise: 1120, mrpPaise: 1200, quantity: 1, gstRate: 12 }],
      0,
      'inter_state',
    ).taxes;
    expect(row).toEqual({
      ratePercent: 12,
      taxablePaise: 1000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 120,
      forDelivery: false,
    });
  });

  it('delivers free from ₹499 on standard, and charges express always', () => {
    expect(deliveryFeePaise('standard', 49_899)).toBe(2500);
    expect(deliveryFeePaise('standard', 49_900)).toBe(0);
    expect(deliveryFeePaise('scheduled', 10_000)).toBe(2500);
    expect(deliveryFeePaise('express', 99_900)).toBe(4900);
  });
});

describe('delivery options', () => {
  it('offers express only within 3 km', () => {
    expect(isExpressAvailable(3)).toBe(true);
    expect(isExpressAvailable(3.01)).toBe(false);
    expect(isExpressAvailable(null)).toBe(false);
  });

  it('offers one-hour slots today and tomorrow inside store hours, an hour ahead at the earliest', () => {
    const nineToNine = Object.fromEntries(
      WEEKDAYS.map((day) => [day, [{ open: '09:00', close: '21:00' }]]),
    ) as TWeeklyHours;
    // 18:10 in India on a Saturday
    const slots = deliverySlots(nineToNine, new Date('2026-11-21T12:40:00Z'));
    expect(slots[0]?.label).toBe('Today, 8:00 PM - 9:00 PM');
    expect(slots[1]?.label).toBe('Tomorrow, 9:00 AM - 10:00 AM');
    expect(slots.at(-1)?.label).toBe('Tomorrow, 8:00 PM - 9:00 PM');
    expect(slots).toHaveLength(13);
    expect(deliverySlots(ALWAYS_OPEN, new Date('2026-11-21T12:40:00Z'))[0]?.start).toBe('2026-11-21T14:30:00.000Z');
  });

  it('names the hours around midnight and noon as a clock in India reads them', () => {
    const labels = deliverySlots(ALWAYS_OPEN, new Date('2026-11-21T12:40:00Z')).map((slot) => slot.label);
    expect(labels).toContain('Today, 11:00 PM - 12:00 AM');
    expect(labels).toContain('Tomorrow, 12:00 AM - 1:00 AM');
    expect(labels).toContain('Tomorrow, 11:00 AM - 12:00 PM');
    expect(labels).toContain('Tomorrow, 12:00 PM - 1:00 PM');
  });
});

describe('order numbers and deadlines', () => {
  it('numbers orders DN-YYMM-NNNNNN in Indian time', () => {
    expect(formatOrderNumber(123, new Date('2026-11-21T10:00:00Z'))).toBe('DN-2611-000123');
    // 31 Dec 20:00 UTC is already 1 Jan in India
    expect(formatOrderNumber(7, new Date('2026-12-31T20:00:00Z'))).toBe('DN-2701-000007');
  });

  it('accepts refund reports for 24 hours after delivery', () => {
    expect(refundDeadline(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });
});

describe('the order settings form', () => {
  it('turns whole rupees into paise and keeps the window in seconds', () => {
    expect(ZOrderSettingsForm.parse({ acceptanceWindowSeconds: '180', codLimitRupees: '2000' })).toEqual({
      acceptanceWindowSeconds: 180,
      codLimitPaise: 2_000_00,
    });
  });

  it('says what is wrong with a window or limit out of range', () => {
    const result = ZOrderSettingsForm.safeParse({ acceptanceWindowSeconds: '5', codLimitRupees: '60000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['At least 10 seconds', 'At most ₹50,000']);
    expect(
      ZOrderSettingsForm.safeParse({ acceptanceWindowSeconds: '90.5', codLimitRupees: 'abc' }).error?.issues.map(
        (issue) => issue.message,
      ),
    ).toEqual(['Enter whole seconds', 'Enter an amount in rupees']);
  });
});
