import type { TWeekday } from '@dawanow/shared/opening-hours';
import type { TStoreSettings } from '@dawanow/shared/store-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { hoursForm, type THoursForm, ZHoursForm } from '../form-values';
import { saveFailedDescription } from './settings-card';

const DAY_NAMES: Record<TWeekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const MAX_SLOTS = 4;
type THoursOutput = z.output<typeof ZHoursForm>;
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
  control: Control<THoursForm, unknown, THoursOutput>;
  register: UseFormRegister<THoursForm>;
  errors: FieldErrors<THoursForm>;
}) {
  const slots = useFieldArray({ control, name: `days.${index}.slots` });
  const values = useWatch({ control, name: `days.${index}.slots` });
  // Midnight to midnight reads "12:00 AM to 12:00 AM" in time inputs: say what it means instead.
  const isAllDay = values?.length === 1 && values[0]?.open === '00:00' && values[0]?.close === '00:00';
  const error = errors.days?.[index]?.slots?.message ?? errors.days?.[index]?.slots?.root?.message;
  const name = DAY_NAMES[day];
  return (
    <fieldset className="border-b border-slate-100 py-3 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="font-medium text-slate-900">{name}</legend>
        <div className="flex gap-1">
          {isAllDay ? (
            <Button size="sm" variant="ghost" onClick={() => slots.replace([{ open: '09:00', close: '21:00' }])}>
              Set hours
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => slots.replace([{ open: '00:00', close: '00:00' }])}>
              24 hours
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => slots.replace([])} disabled={slots.fields.length === 0}>
            Closed
          </Button>
        </div>
      </div>
      {slots.fields.length === 0 && <p className="mt-1 text-sm text-slate-600">Closed all day</p>}
      {isAllDay && <p className="mt-1 text-sm text-slate-700">Open 24 hours</p>}
      <ul className={cn('mt-2 space-y-2', isAllDay && 'hidden')}>
        {slots.fields.map((field, slot) => (
          <li key={field.id} className="grid grid-cols-[1fr_auto_1fr_auto] items-center gap-2">
            <input
              type="time"
              aria-label={`${name} opening ${slot + 1} opens at`}
              aria-invalid={error ? true : undefined}
              className={timeInput}
              {...register(`days.${index}.slots.${slot}.open`)}
            />
            <span className="text-sm text-slate-600">to</span>
            <input
              type="time"
              aria-label={`${name} opening ${slot + 1} closes at`}
              aria-invalid={error ? true : undefined}
              className={timeInput}
              {...register(`days.${index}.slots.${slot}.close`)}
            />
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Remove ${name} opening ${slot + 1}`}
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
          <Plus className="h-4 w-4" aria-hidden="true" /> Add opening
        </Button>
      )}
    </fieldset>
  );
}

/** Weekly hours in India time; 00:00 as a closing time means midnight, and a close before the open runs past it. */
export function HoursForm({
  settings,
  onSave,
}: {
  settings: TStoreSettings;
  onSave: (hours: z.output<typeof ZHoursForm>) => Promise<TStoreSettings>;
}) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<THoursForm, unknown, z.output<typeof ZHoursForm>>({
    resolver: zodResolver(ZHoursForm),
    defaultValues: hoursForm(settings.weeklyHours),
  });

  const onSubmit = handleSubmit(async (hours) => {
    try {
      const saved = await onSave(hours);
      reset(hoursForm(saved.weeklyHours));
      toast.success('Opening hours saved');
    } catch (error) {
      toast.error('Opening hours not saved', { description: saveFailedDescription(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Opening hours">
      {hoursForm(settings.weeklyHours).days.map(({ day }, index) => (
        <DayRow key={day} index={index} day={day} control={control} register={register} errors={errors} />
      ))}
      <Button type="submit" className="mt-3" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving…' : 'Save opening hours'}
      </Button>
    </form>
  );
}
