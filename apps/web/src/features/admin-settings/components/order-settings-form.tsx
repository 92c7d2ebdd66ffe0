import { type TOrderSettings, ZOrderSettingsForm } from '@dawanow/shared/orders/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useSaveOrderSettings } from '../api';

type TFormValues = z.input<typeof ZOrderSettingsForm>;

/** How long a pharmacy has to accept an order before it moves on, and the most an order may be paid in cash. */
export function OrderSettingsForm({ settings }: { settings: TOrderSettings }) {
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
      toast.success('Order settings saved', { description: 'New orders follow them within a few seconds.' });
    } catch (error) {
      toast.error('Order settings not saved', {
        description: error instanceof ApiError ? error.message : 'Please try again in a moment.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Order settings" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Store acceptance window (seconds)"
          type="number"
          inputMode="numeric"
          min={10}
          max={3600}
          hint="An order not accepted in this time goes to the next nearest pharmacy. Usual: 180 (3 minutes)."
          error={errors.acceptanceWindowSeconds?.message}
          {...register('acceptanceWindowSeconds')}
        />
        <InputField
          label="Cash on delivery limit (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Orders above this total must be paid online. 0 turns cash on delivery off."
          error={errors.codLimitRupees?.message}
          {...register('codLimitRupees')}
        />
      </div>
      <Button type="submit" disabled={save.isPending || !isDirty}>
        {save.isPending ? 'Saving…' : 'Save order settings'}
      </Button>
    </form>
  );
}
