import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import { describe, expect, it } from 'vitest';
import { hoursForm, weeklyHoursOf, weeklyHoursRows, ZHoursForm } from './weekly-hours';

describe('hours form', () => {
  it('shows midnight as 00:00 in the time inputs and sends it back as 24:00', () => {
    const form = hoursForm(ALWAYS_OPEN);
    expect(form.days[0]).toEqual({ day: 'mon', slots: [{ open: '00:00', close: '00:00' }] });
    expect(weeklyHoursOf(form)).toEqual(ALWAYS_OPEN);
  });

  it('puts an overlap on the day it happens', () => {
    const form = hoursForm(ALWAYS_OPEN);
    form.days[2] = {
      day: 'wed',
      slots: [
        { open: '09:00', close: '14:00' },
        { open: '13:00', close: '18:00' },
      ],
    };
    const checked = ZHoursForm.safeParse(form);
    expect(checked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['days.2.slots', 'Openings on one day must not overlap'],
    ]);
  });
});

describe('weeklyHoursRows', () => {
  it('reads the week out, days in a row with the same hours on one line', () => {
    const day = [{ open: '08:00', close: '22:00' }];
    expect(weeklyHoursRows(ALWAYS_OPEN)).toEqual([['Every day', '24 hours']]);
    expect(weeklyHoursRows({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day })).toEqual([
      ['Every day', '8:00 AM - 10:00 PM'],
    ]);
    expect(
      weeklyHoursRows({
        mon: day,
        tue: day,
        wed: [],
        thu: day,
        fri: day,
        sat: [
          { open: '09:00', close: '13:00' },
          { open: '17:00', close: '21:00' },
        ],
        sun: [],
      }),
    ).toEqual([
      ['Monday – Tuesday', '8:00 AM - 10:00 PM'],
      ['Wednesday', 'Closed'],
      ['Thursday – Friday', '8:00 AM - 10:00 PM'],
      ['Saturday', '9:00 AM - 1:00 PM, 5:00 PM - 9:00 PM'],
      ['Sunday', 'Closed'],
    ]);
  });
});
