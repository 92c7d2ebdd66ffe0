import { describe, expect, it } from 'vitest';
import { addDays, currentIndianMonth, defaultValidUntil } from './review-dates';

describe('review dates', () => {
  it('counts validity 180 days from the issue date, across month and year ends', () => {
    expect(defaultValidUntil('2026-11-20')).toBe('2027-05-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('opens the register on the Indian month, which starts 5½ hours before the UTC one', () => {
    // 1 December 2026, 00:30 in India is still 30 November in UTC.
    expect(currentIndianMonth(new Date('2026-11-30T19:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(currentIndianMonth(new Date('2026-11-15T06:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-15' });
  });
});
