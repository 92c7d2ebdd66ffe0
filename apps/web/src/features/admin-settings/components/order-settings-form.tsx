import { type TOrderSettings, ZOrderSettingsForm } from '@dawanow/shared/orders/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveOrderSettings } from '../api';

type TFormValues = z.input<typeof ZOrderSettingsForm>;

/** How long a pharmacy has to accept an order before it moves on, and the most an order may be paid in cash. */
export function OrderSettingsForm({ settings }: { settings: TOrderSettings }) {
  const { t } = useAdminPanelText();
  const save = useSaveOrderSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TFormValues, unknown, TOrderSettings>({
    resolver: zodResolver(ZOrderSettingsForm),
    defaultValues: {
      acceptanceWindowSeconds: settings.acceptanceWindowSeconds,
      codLimitRupees: settings.codLimitPaise / 100,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset({ acceptanceWindowSeconds: saved.acceptanceWindowSeconds, codLimitRupees: saved.codLimitPaise / 100 });
      toast.success(t('settings.orderSettingsForm.orderSettingsSaved'), {
        description: t('settings.orderSettingsForm.newOrdersFollowThem'),
      });
    } catch (error) {
      toast.error(t('settings.orderSettingsForm.orderSettingsNotSaved'), {
        description: error instanceof ApiError ? error.message : t('settings.orderSettings.tryAgain'),
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('settings.orderSettingsForm.orderSettings')}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('settings.orderSettingsForm.storeAcceptanceWindowSeconds')}
          type="number"
          inputMode="numeric"
          min={10}
          max={3600}
          hint={t('settings.orderSettingsForm.anOrderNotAccepted')}
          error={errors.acceptanceWindowSeconds?.message}
          {...register('acceptanceWindowSeconds')}
        />
        <InputField
          label={t('settings.orderSettingsForm.cashOnDeliveryLimit')}
          type="number"
          inputMode="numeric"
          min={0}
          hint={t('settings.orderSettingsForm.ordersAboveThisTotal')}
          error={errors.codLimitRupees?.message}
          {...register('codLimitRupees')}
        />
      </div>
      <Button type="submit" disabled={save.isPending || !isDirty}>
        {save.isPending ? t('settings.orderSettings.saving') : t('settings.orderSettings.save')}
      </Button>
    </form>
  );
}
