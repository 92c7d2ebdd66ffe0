/**
 * A pharmacy's weekly opening hours as a form edits them (India time): one row per day with up to four openings,
 * "24 hours" and "Closed" shortcuts. The form holds day rows with slots and checks them with the API's rules;
 * `weeklyHoursOf` turns them back into what the API takes. Any form with a `days` field of this shape uses it;
 * `weeklyHoursRows` reads them out on a record's screen.
 */
import { isAlwaysOpen, slotsLabel, type TWeekday, type TWeeklyHours, WEEKDAYS } from '@dawanow/shared/opening-hours';
import { ZStoreHoursUpdate } from '@dawanow/shared/store-settings';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCommonText } from '@/lib/i18n/common-text';
import { currentLocale } from '@/lib/i18n/i18n';

type TCommonT = ReturnType<typeof useCommonText>['t'];

export type THoursForm = { days: { day: TWeekday; slots: { open: string; close: string }[] }[] };

// A time input cannot show 24:00: midnight at the end of the day is typed as 00:00.
const toInput = (clock: string) => (clock === '24:00' ? '00:00' : clock);
const fromInput = (clock: string) => (clock === '00:00' ? '24:00' : clock);

export function hoursForm(hours: TWeeklyHours): THoursForm {
  return {
    days: WEEKDAYS.map((day) => ({
      day,
      slots: hours[day].map((slot) => ({ open: slot.open, close: toInput(slot.close) })),
    })),
  };
}

export function weeklyHoursOf(form: THoursForm): TWeeklyHours {
  return Object.fromEntries(
    form.days.map(({ day, slots }) => [day, slots.map((slot) => ({ open: slot.open, close: fromInput(slot.close) }))]),
  ) as TWeeklyHours;
}

/** The hours form checked with the API's rules; a day's problem is shown on that day. */
export const ZHoursForm = z
  .object({
    days: z.array(
      z.object({ day: z.enum(WEEKDAYS), slots: z.array(z.object({ open: z.string(), close: z.string() })) }),
    ),
  })
  .transform((form, ctx) => {
    const checked = ZStoreHoursUpdate.safeParse({ weeklyHours: weeklyHoursOf(form) });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const index = WEEKDAYS.indexOf(issue.path[1] as TWeekday);
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['days', Math.max(index, 0), 'slots'] });
      }
      return z.NEVER;
    }
    return checked.data;
  });

/**
 * The week's hours to read (not edit): days in a row with the same hours share a line ("Monday – Saturday"),
 * and a pharmacy that never closes is "Every day, 24 hours". `t` is the common words' (the partner's application
 * on the customer site shows them as well as both panels).
 */
export function weeklyHoursRows(hours: TWeeklyHours, t: TCommonT): [string, string][] {
  if (isAlwaysOpen(hours)) return [[t('weeklyHours.everyDay'), t('weeklyHours.allDay')]];
  const runs: { from: TWeekday; to: TWeekday; label: string }[] = [];
  for (const day of WEEKDAYS) {
    const label = slotsLabel(hours[day]) || t('weeklyHours.closed');
    const last = runs.at(-1);
    if (last?.label === label) last.to = day;
    else runs.push({ from: day, to: day, label });
  }
  if (runs.length === 1) return [[t('weeklyHours.everyDay'), runs[0]?.label ?? '']];
  const dayName = (day: TWeekday) => t(`weeklyHours.days.${day}`);
  return runs.map(({ from, to, label }) => [
    from === to ? dayName(from) : t('weeklyHours.dayRange', { from: dayName(from), to: dayName(to) }),
    label,
  ]);
}

const MAX_SLOTS = 4;
const timeInput =
  'h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-base aria-invalid:border-red-600';

function DayRow({
  index,
  day,
  control,
  register,
  errors,
}: {
  index: number;
  day: TWeekday;
  control: Control<THoursForm>;
  register: UseFormRegister<THoursForm>;
  errors: FieldErrors<THoursForm>;
}) {
  const { t } = useCommonText();
  const slots = useFieldArray({ control, name: `days.${index}.slots` });
  const values = useWatch({ control, name: `days.${index}.slots` });
  // Midnight to midnight reads "12:00 AM to 12:00 AM" in time inputs: say what it means instead.
  const isAllDay = values?.length === 1 && values[0]?.open === '00:00' && values[0]?.close === '00:00';
  const error = errors.days?.[index]?.slots?.message ?? errors.days?.[index]?.slots?.root?.message;
  const name = t(`weeklyHours.days.${day}`);
  const nameId = useId();
  return (
    // Its words follow the reader's language, also inside a panel marked English; the legend sits beside the
    // day's buttons rather than first in the fieldset, so it names the group by its id
    <fieldset lang={currentLocale()} aria-labelledby={nameId} className="border-b border-slate-100 py-3 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend id={nameId} className="font-medium text-slate-900">
          {name}
        </legend>
        <div className="flex gap-1">
          {isAllDay ? (
            <Button size="sm" variant="ghost" onClick={() => slots.replace([{ open: '09:00', close: '21:00' }])}>
              {t('weeklyHours.setHours')}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => slots.replace([{ open: '00:00', close: '00:00' }])}>
              {t('weeklyHours.allDay')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => slots.replace([])} disabled={slots.fields.length === 0}>
            {t('weeklyHours.closed')}
          </Button>
        </div>
      </div>
      {slots.fields.length === 0 && <p className="mt-1 text-sm text-slate-600">{t('weeklyHours.closedAllDay')}</p>}
      {isAllDay && <p className="mt-1 text-sm text-slate-700">{t('weeklyHours.openAllDay')}</p>}
      <ul className={cn('mt-2 space-y-2', isAllDay && 'hidden')}>
        {slots.fields.map((field, slot) => (
          <li key={field.id} className="grid grid-cols-[1fr_auto_1fr_auto] items-center gap-2">
            <input
              type="time"
              aria-label={t('weeklyHours.opensAt', { day: name, number: slot + 1 })}
              aria-invalid={error ? true : undefined}
              className={timeInput}
              {...register(`days.${index}.slots.${slot}.open`)}
            />
            <span className="text-sm text-slate-600">{t('weeklyHours.to')}</span>
            <input
              type="time"
              aria-label={t('weeklyHours.closesAt', { day: name, number: slot + 1 })}
              aria-invalid={error ? true : undefined}
              className={timeInput}
              {...register(`days.${index}.slots.${slot}.close`)}
            />
            <Button
              size="icon"
              variant="ghost"
              aria-label={t('weeklyHours.remove', { day: name, number: slot + 1 })}
              onClick={() => slots.remove(slot)}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
      {slots.fields.length < MAX_SLOTS && !isAllDay && (
        <Button
          size="sm"
          variant="ghost"
          className="mt-1"
          onClick={() => slots.append({ open: '09:00', close: '21:00' })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('weeklyHours.add')}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * Every day's row. `control`, `register` and `errors` are the enclosing form's: its `days` field has the shape
 * of `THoursForm`, so the rows address `days.<n>.slots` whatever else the form holds.
 */
export function WeeklyHoursFields<TForm extends FieldValues & THoursForm, TOutput>({
  control,
  register,
  errors,
}: {
  control: Control<TForm, unknown, TOutput>;
  register: UseFormRegister<TForm>;
  errors: FieldErrors<TForm>;
}) {
  return (
    <>
      {WEEKDAYS.map((day, index) => (
        <DayRow
          key={day}
          index={index}
          day={day}
          // The rows only touch `days`, which both forms hold alike
          control={control as unknown as Control<THoursForm>}
          register={register as unknown as UseFormRegister<THoursForm>}
          errors={errors as FieldErrors<THoursForm>}
        />
      ))}
    </>
  );
}
