import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentIndianYear,
  formatIndianDate,
  formatIndianDateTime,
  INDIA_TIME_ZONE,
  indianToday,
  indianWallClock,
  parseDayMonthYear,
} from './dates';

describe('Indian dates', () => {
  it('formats in Asia/Kolkata, not the machine time zone', () => {
    // 20:00 UTC on 31 Oct is 01:30 on 1 Nov in India
    expect(formatIndianDate('2026-10-31T20:00:00Z')).toBe('1 November 2026');
    expect(formatIndianDateTime('2026-10-31T20:00:00Z')).toMatch(/^1 Nov 2026, 1:30\s?am$/i);
  });

  it('takes the year from Indian time at New Year', () => {
    expect(currentIndianYear(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
    expect(currentIndianYear(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
  });

  it("reads India's wall clock by arithmetic exactly as the time-zone database does, for any instant since 1970", () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2199, 11, 31) }), (ms) => {
        const parts = Object.fromEntries(zone.formatToParts(ms).map((part) => [part.type, part.value]));
        const wall = indianWallClock(ms);
        expect(indianToday(new Date(ms))).toBe(`${parts.year}-${parts.month}-${parts.day}`);
        expect(currentIndianYear(new Date(ms))).toBe(Number(parts.year));
        expect([wall.getUTCHours(), wall.getUTCMinutes()]).toEqual([Number(parts.hour), Number(parts.minute)]);
        expect(wall.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })).toBe(parts.weekday);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('parseDayMonthYear', () => {
  it('reads day, month and year in the Indian order', () => {
    expect(parseDayMonthYear('21/11/2026')).toBe('2026-11-21');
    expect(parseDayMonthYear(' 1-2-2026 ')).toBe('2026-02-01');
    expect(parseDayMonthYear('05.06.2025')).toBe('2025-06-05');
  });

  it('refuses what is not a day of the calendar or not written that way', () => {
    for (const text of [
      '31/02/2026',
      '00/01/2026',
      '12/13/2026',
      '2026-11-21',
      '21/11/26',
      '',
      '21/11/2026x',
      '١/١/٢٠٢٦',
    ]) {
      expect(parseDayMonthYear(text)).toBeNull();
    }
  });
});
