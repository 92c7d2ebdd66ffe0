import { describe, expect, it } from 'vitest';
import { currentIndianYear, formatIndianDate, formatIndianDateTime } from './dates';

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
});
