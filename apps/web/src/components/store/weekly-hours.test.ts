import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import { describe, expect, it } from 'vitest';
import { hoursForm, weeklyHoursOf, ZHoursForm } from './weekly-hours';

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
