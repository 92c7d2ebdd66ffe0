import { describe, expect, it } from 'vitest';
import { normaliseIndianPhone } from './india';
import { ALWAYS_OPEN, closureAt, isStoreOpenAt } from './opening-hours';
import { deliverySlots } from './orders/delivery-options';
import { closureTimingProblem, minOrderShortfall, ZNewClosure, ZStoreHoursUpdate } from './store-settings';

const at = (iso: string) => new Date(iso);
const diwali = { startsAt: at('2026-11-08T18:30:00Z'), endsAt: at('2026-11-09T18:30:00Z'), reason: 'Diwali' };

describe('holiday closures', () => {
  it('closes a store from the start of a closure until (not including) its end', () => {
    expect(closureAt([diwali], at('2026-11-08T18:29:59Z'))).toBeNull();
    expect(closureAt([diwali], at('2026-11-08T18:30:00Z'))).toBe(diwali);
    expect(closureAt([diwali], at('2026-11-09T18:30:00Z'))).toBeNull();
    expect(isStoreOpenAt(ALWAYS_OPEN, [diwali], at('2026-11-09T06:00:00Z'))).toBe(false);
    expect(isStoreOpenAt(ALWAYS_OPEN, [diwali], at('2026-11-10T06:00:00Z'))).toBe(true);
  });

  it('offers no delivery slot that touches a closure', () => {
    const now = at('2026-11-08T12:00:00Z'); // 5:30 pm in India
    const slots = deliverySlots(ALWAYS_OPEN, now, [diwali]);
    expect(slots.length).toBeGreaterThan(0);
    expect(
      slots.every((slot) => slot.end <= '2026-11-08T18:30:00.000Z' || slot.start >= '2026-11-09T18:30:00.000Z'),
    ).toBe(true);
  });

  it('refuses a closure in the past (beyond a few minutes), ending before it starts, or over 60 days', () => {
    const now = at('2026-11-08T12:00:00Z');
    expect(closureTimingProblem({ startsAt: '2026-11-08T11:50:00Z' }, now)).toBeNull();
    expect(closureTimingProblem({ startsAt: '2026-11-08T11:00:00Z' }, now)).toMatch(/past/);
    const base = { startsAt: '2026-11-10T00:00:00+05:30', reason: 'Stock-take' };
    expect(ZNewClosure.safeParse({ ...base, endsAt: '2026-11-09T00:00:00+05:30' }).success).toBe(false);
    expect(ZNewClosure.safeParse({ ...base, endsAt: '2027-01-09T00:00:00+05:30' }).success).toBe(true);
    expect(ZNewClosure.safeParse({ ...base, endsAt: '2027-01-10T00:00:00+05:30' }).success).toBe(false);
  });
});

describe('minimum order', () => {
  it('says how much more a basket needs', () => {
    expect(minOrderShortfall(20_000, 15_050)).toBe(4_950);
    expect(minOrderShortfall(20_000, 20_000)).toBe(0);
    expect(minOrderShortfall(0, 100)).toBe(0);
  });
});

describe('store phone and hours', () => {
  it('takes a landline with its STD code as well as a mobile', () => {
    expect(normaliseIndianPhone('080 4123 4567')).toBe('+918041234567');
    expect(normaliseIndianPhone('+91 98765 43210')).toBe('+919876543210');
    expect(normaliseIndianPhone('0123')).toBeNull();
  });

  it('refuses openings that overlap on one day, and accepts one running past midnight', () => {
    const week = { ...ALWAYS_OPEN, fri: [{ open: '20:00', close: '02:00' }] };
    expect(ZStoreHoursUpdate.safeParse({ weeklyHours: week }).success).toBe(true);
    const overlapping = {
      ...ALWAYS_OPEN,
      mon: [
        { open: '09:00', close: '13:00' },
        { open: '12:30', close: '18:00' },
      ],
    };
    expect(ZStoreHoursUpdate.safeParse({ weeklyHours: overlapping }).success).toBe(false);
  });
});
