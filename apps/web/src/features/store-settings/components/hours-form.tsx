import type { TStoreSettings } from '@dawanow/shared/store-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { hoursForm, type THoursForm, WeeklyHoursFields, ZHoursForm } from '@/components/store/weekly-hours';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { saveFailedDescription } from './settings-card';

/** Weekly hours in India time; 00:00 as a closing time means midnight, and a close before the open runs past it. */
export function HoursForm({
  settings,
  onSave,
}: {
  settings: TStoreSettings;
  onSave: (hours: z.output<typeof ZHoursForm>) => Promise<TStoreSettings>;
}) {
  const { t } = useStorePanelText();
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
      toast.success(t('settings.hours.saved'));
    } catch (error) {
      toast.error(t('settings.hours.failed'), { description: saveFailedDescription(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.hours.label')}>
      <WeeklyHoursFields control={control} register={register} errors={errors} />
      <Button type="submit" className="mt-3" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? t('settings.hours.pending') : t('settings.hours.submit')}
      </Button>
    </form>
  );
}
