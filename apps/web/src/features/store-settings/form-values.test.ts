import { describe, expect, it } from 'vitest';
import { closureFormDefaults, indianInputs, indianInstant, ZClosureForm, ZMinOrderForm } from './form-values';

describe('closure form', () => {
  it('reads dates and times as India time, whatever zone the browser is in', () => {
    expect(indianInstant('2026-11-08', '18:30')).toBe('2026-11-08T18:30:00+05:30');
    // 20:00 UTC is 1:30 am the next day in India.
    expect(indianInputs(new Date('2026-11-08T20:00:00Z'))).toEqual({ date: '2026-11-09', time: '01:30' });
  });

  it('starts from now and opens again at 9 am tomorrow by default', () => {
    expect(closureFormDefaults(new Date('2026-11-08T12:00:00Z'))).toEqual({
      fromDate: '2026-11-08',
      fromTime: '17:30',
      toDate: '2026-11-09',
      toTime: '09:00',
      reason: '',
    });
  });

  it("shows the API's rules beside the form's own inputs", () => {
    const base = { fromDate: '2026-11-10', fromTime: '09:00', toDate: '2026-11-09', toTime: '09:00', reason: 'Diwali' };
    const before = ZClosureForm.safeParse(base);
    expect(before.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['toDate', 'The store must open again after the closure starts'],
    ]);
    const blank = ZClosureForm.safeParse({ ...base, toDate: '2026-11-11', reason: ' ' });
    expect(blank.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reason']);
    expect(ZClosureForm.parse({ ...base, toDate: '2026-11-11' })).toEqual({
      startsAt: '2026-11-10T09:00:00+05:30',
      endsAt: '2026-11-11T09:00:00+05:30',
      reason: 'Diwali',
    });
  });
});

describe('minimum order form', () => {
  it('takes whole rupees up to ₹1,000 and sends paise', () => {
    expect(ZMinOrderForm.parse({ rupees: ' 150 ' })).toEqual({ minOrderValuePaise: 15_000 });
    expect(ZMinOrderForm.parse({ rupees: '0' })).toEqual({ minOrderValuePaise: 0 });
    expect(ZMinOrderForm.safeParse({ rupees: '99.50' }).success).toBe(false);
    expect(ZMinOrderForm.safeParse({ rupees: '-5' }).success).toBe(false);
    expect(ZMinOrderForm.safeParse({ rupees: '1001' }).success).toBe(false);
  });
});
