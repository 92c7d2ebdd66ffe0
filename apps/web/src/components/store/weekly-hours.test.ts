import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import '@/lib/i18n/common-text';
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
  const t = i18n.getFixedT('en', 'common');
  it('reads the week out, days in a row with the same hours on one line', () => {
    const day = [{ open: '08:00', close: '22:00' }];
    expect(weeklyHoursRows(ALWAYS_OPEN, t)).toEqual([['Every day', '24 hours']]);
    expect(weeklyHoursRows({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }, t)).toEqual([
      ['Every day', '8:00 AM - 10:00 PM'],
    ]);
    expect(
      weeklyHoursRows(
        {
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
        },
        t,
      ),
    ).toEqual([
      ['Monday – Tuesday', '8:00 AM - 10:00 PM'],
      ['Wednesday', 'Closed'],
      ['Thursday – Friday', '8:00 AM - 10:00 PM'],
      ['Saturday', '9:00 AM - 1:00 PM, 5:00 PM - 9:00 PM'],
      ['Sunday', 'Closed'],
    ]);
  });

  it('names the days in Hindi for a Hindi reader', async () => {
    await i18n.loadLanguages('hi');
    const day = [{ open: '08:00', close: '22:00' }];
    expect(
      weeklyHoursRows(
        { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
        i18n.getFixedT('hi', 'common'),
      ),
    ).toEqual([
      ['सोमवार – शुक्रवार', '8:00 AM - 10:00 PM'],
      ['शनिवार – रविवार', 'बंद'],
    ]);
  });
});
