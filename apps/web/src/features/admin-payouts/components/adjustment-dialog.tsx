import { formatRupees } from '@dawanow/shared/money';
import { ZAdjustment } from '@dawanow/shared/payouts/payouts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { StorePicker } from '@/components/admin/store-picker';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { ZSignedRupees } from '@/lib/rupees-input';
import { toast } from '@/lib/toast';
import { useAdjust } from '../api';

const REASON_MAX = 300;

/** The form as typed (a pharmacy by name, rupees as text), checked into the request's own rules. */
const ZAdjustmentForm = z.object({
  store: z
    .object({ name: z.string(), storeId: z.union([z.string(), z.undefined()]) })
    .transform((store) => store.storeId ?? '')
    .pipe(ZAdjustment.shape.storeId),
  amount: ZSignedRupees.pipe(ZAdjustment.shape.amountPaise),
  reason: ZAdjustment.shape.reason,
});
type TForm = z.input<typeof ZAdjustmentForm>;

function AdjustmentForm({ onClose }: { onClose: () => void }) {
  const { t } = useAdminPanelText();
  const adjust = useAdjust();
  // One key for this opening of the form: sent again (a double click, a retry), it adds the entry once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TForm, unknown, z.output<typeof ZAdjustmentForm>>({
    resolver: zodResolver(ZAdjustmentForm),
    defaultValues: { store: { name: '', storeId: undefined }, amount: '', reason: '' },
  });
  const onSubmit = handleSubmit(({ store, amount, reason }) =>
    adjust.mutateAsync({ storeId: store, amountPaise: amount, reason, requestKey }).then(
      () => {
        toast.success(t('payouts.adjustment.added', { amount: formatRupees(amount) }));
        onClose();
      },
      (error: Error) => setError('root', { message: error.message }),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Controller
        control={control}
        name="store"
        render={({ field, fieldState }) => (
          <StorePicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <InputField
        label={t('payouts.adjustmentForm.amount')}
        autoComplete="off"
        hint={t('payouts.adjustmentForm.inThePharmacyS')}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextareaField
        label={t('payouts.adjustmentForm.reason')}
        hint={t('payouts.adjustmentForm.thePharmacyReadsIt')}
        maxLength={REASON_MAX}
        className="min-h-24"
        error={errors.reason?.message}
        {...register('reason')}
      />
      <FormActions
        error={errors.root?.message}
        onCancel={onClose}
        submitLabel={t('payouts.adjustmentForm.addAdjustment')}
        pendingLabel={t('payouts.adjustmentForm.adding')}
        isPending={adjust.isPending}
      />
    </form>
  );
}

/** A signed correction of one pharmacy's balance, with the reason it reads (audited). */
export function AdjustmentButton() {
  const { t } = useAdminPanelText();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        {t('payouts.adjustmentButton.addAdjustment')}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('payouts.adjustmentButton.adjustAPharmacyS')}
        description={t('payouts.adjustmentButton.theEntryGoesInto')}
      >
        <AdjustmentForm onClose={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}
