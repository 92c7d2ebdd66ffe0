import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN, hoursLabel, indianClock, isOpenAt, type TWeeklyHours } from './opening-hours';

const dayShop: TWeeklyHours = {
  mon: [{ open: '08:00', close: '22:00' }],
  tue: [{ open: '08:00', close: '22:00' }],
  wed: [{ open: '08:00', close: '22:00' }],
  thu: [{ open: '08:00', close: '22:00' }],
  fri: [{ open: '08:00', close: '22:00' }],
  sat: [{ open: '08:00', close: '22:00' }],
  sun: [],
};
const lateShop: TWeeklyHours = { ...dayShop, fri: [{ open: '18:00', close: '02:00' }] };

// 2026-11-20 is a Friday. 02:30 UTC = 08:00 IST.
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

describe('opening hours in India Standard Time', () => {
  it('reads the Indian weekday and minute whatever the UTC date', () => {
    expect(indianClock(new Date('2026-11-20T20:00:00Z'))).toEqual({ day: 'sat', minute: 90 });
  });

  it('is open from opening time until just before closing time', () => {
    expect(isOpenAt(dayShop, ist('2026-11-20T07:59'))).toBe(false);
    expect(isOpenAt(dayShop, ist('2026-11-20T08:00'))).toBe(true);
    expect(isOpenAt(dayShop, ist('2026-11-20T21:59'))).toBe(true);
    expect(isOpenAt(dayShop, ist('2026-11-20T22:00'))).toBe(false);
  });

  it('is closed on a day without openings', () => {
    expect(isOpenAt(dayShop, ist('2026-11-22T12:00'))).toBe(false);
    expect(hoursLabel(dayShop, ist('2026-11-22T12:00'))).toBe('Closed today');
  });

  it('handles openings past midnight', () => {
    expect(isOpenAt(lateShop, ist('2026-11-20T23:30'))).toBe(true);
    expect(isOpenAt(lateShop, ist('2026-11-21T01:30'))).toBe(true);
    expect(isOpenAt(lateShop, ist('2026-11-21T02:30'))).toBe(false);
  });

  it('labels hours the way the store list shows them', () => {
    expect(hoursLabel(dayShop, ist('2026-11-20T12:00'))).toBe('8:00 AM - 10:00 PM');
    expect(hoursLabel(ALWAYS_OPEN, ist('2026-11-20T12:00'))).toBe('24 Hours');
    expect(isOpenAt(ALWAYS_OPEN, ist('2026-11-22T03:00'))).toBe(true);
  });
});
