import { formatRupees } from '@dawanow/shared/money';
import { MAX_MIN_ORDER_PAISE, type TStoreSettings } from '@dawanow/shared/store-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useUpdateMinOrder } from '../api';
import { ZMinOrderForm } from '../form-values';
import { saveFailedDescription } from './settings-card';

export function MinOrderForm({ settings }: { settings: TStoreSettings }) {
  const { t } = useStorePanelText();
  const update = useUpdateMinOrder(settings.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof ZMinOrderForm>, unknown, z.output<typeof ZMinOrderForm>>({
    resolver: zodResolver(ZMinOrderForm),
    defaultValues: { rupees: String(settings.minOrderValuePaise / 100) },
  });

  const onSubmit = handleSubmit(async (value) => {
    try {
      const saved = await update.mutateAsync(value);
      reset({ rupees: String(saved.minOrderValuePaise / 100) });
      toast.success(
        saved.minOrderValuePaise === 0
          ? t('settings.minOrder.none')
          : t('settings.minOrder.set', { amount: formatRupees(saved.minOrderValuePaise) }),
      );
    } catch (error) {
      toast.error(t('settings.minOrder.failed'), { description: saveFailedDescription(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.minOrder.label')} className="space-y-4">
      <InputField
        label={t('settings.minOrder.field')}
        inputMode="numeric"
        hint={t('settings.minOrder.hint', { max: formatRupees(MAX_MIN_ORDER_PAISE) })}
        error={errors.rupees?.message}
        className="max-w-40"
        {...register('rupees')}
      />
      <Button type="submit" disabled={update.isPending || !isDirty}>
        {update.isPending ? t('settings.minOrder.pending') : t('settings.minOrder.submit')}
      </Button>
    </form>
  );
}
