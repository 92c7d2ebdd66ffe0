import {
  type TBatch,
  WRITE_OFF_CAUSE_LABELS,
  WRITE_OFF_CAUSES,
  ZBatchCorrection,
  ZWriteOff,
} from '@dawanow/shared/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { FormActions } from '@/components/ui/form-actions';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useCorrectBatch, useReceiveBatch, useWriteOffBatch } from '../api';
import { type TReceiptFormInput, ZReceiptForm } from './form-schemas';

/** The fields of a batch as received, shared by receiving stock and putting a product on the shelf. */
export function BatchFields({
  register,
  errors,
}: {
  register: UseFormRegister<TReceiptFormInput>;
  errors: Partial<Record<keyof TReceiptFormInput, { message?: string }>>;
}) {
  const { t } = useStorePanelText();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <InputField
        label={t('inventory.batchForm.batchNumber')}
        hint={t('inventory.batchForm.batchHint')}
        autoComplete="off"
        error={errors.batchNumber?.message}
        {...register('batchNumber')}
      />
      <InputField
        label={t('inventory.batchForm.expiry')}
        type="date"
        error={errors.expiryDate?.message}
        {...register('expiryDate')}
      />
      <InputField
        label={t('inventory.batchForm.units')}
        type="number"
        inputMode="numeric"
        min={1}
        error={errors.quantity?.message}
        {...register('quantity', { valueAsNumber: true })}
      />
      <InputField
        label={t('inventory.batchForm.purchasePrice')}
        inputMode="decimal"
        hint={t('inventory.batchForm.purchaseHint')}
        error={errors.purchasePrice?.message}
        {...register('purchasePrice')}
      />
    </div>
  );
}

export function ReceiveForm({
  storeId,
  productId,
  onDone,
}: {
  storeId: string;
  productId: string;
  onDone: () => void;
}) {
  const { t } = useStorePanelText();
  const receive = useReceiveBatch(storeId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TReceiptFormInput, unknown, z.output<typeof ZReceiptForm>>({
    resolver: zodResolver(ZReceiptForm),
    defaultValues: { batchNumber: '', expiryDate: '', purchasePrice: '' },
  });
  const onSubmit = handleSubmit(({ purchasePrice, ...batch }) =>
    receive.mutate(
      { productId, ...batch, purchasePricePaise: purchasePrice },
      {
        onSuccess: () => {
          toast.success(t('inventory.batchForm.received', { count: batch.quantity, number: batch.batchNumber }));
          reset();
          onDone();
        },
        onError: (error) => setError('root', { message: error.message }),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{t('inventory.batchForm.receive')}</h3>
      <BatchFields register={register} errors={errors} />
      <FormActions
        error={errors.root?.message}
        onCancel={onDone}
        submitLabel={t('inventory.batchForm.submit')}
        isPending={receive.isPending}
      />
    </form>
  );
}

/** First message for each field of a failed parse. */
function messagesOf(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    messages[field] ??= issue.message;
  }
  return messages;
}

export function CorrectForm({ storeId, batch, onDone }: { storeId: string; batch: TBatch; onDone: () => void }) {
  const { t } = useStorePanelText();
  const correct = useCorrectBatch(storeId);
  const [quantity, setQuantity] = useState(String(batch.quantity));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZBatchCorrection.safeParse({ expectedQuantity: batch.quantity, quantity: Number(quantity), reason });
    if (!parsed.success) {
      setErrors(messagesOf(parsed.error));
      return;
    }
    correct.mutate(
      { batchId: batch.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(t('inventory.batchForm.corrected', { number: batch.batchNumber, count: parsed.data.quantity }));
          onDone();
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3">
      <InputField
        label={t('inventory.batchForm.counted', { count: batch.quantity })}
        type="number"
        inputMode="numeric"
        min={0}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={errors.quantity}
      />
      <TextareaField
        label={t('inventory.batchForm.why')}
        className="min-h-20"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      <FormActions
        error={errors.form}
        onCancel={onDone}
        submitLabel={t('inventory.batchForm.saveCount')}
        isPending={correct.isPending}
      />
    </form>
  );
}

export function WriteOffForm({ storeId, batch, onDone }: { storeId: string; batch: TBatch; onDone: () => void }) {
  const { t } = useStorePanelText();
  const writeOff = useWriteOffBatch(storeId);
  const [quantity, setQuantity] = useState(String(batch.quantity));
  const [cause, setCause] = useState<(typeof WRITE_OFF_CAUSES)[number]>(
    batch.state === 'expired' ? 'expired' : 'damaged',
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZWriteOff.safeParse({ quantity: Number(quantity), cause, note });
    if (!parsed.success) {
      setErrors(messagesOf(parsed.error));
      return;
    }
    writeOff.mutate(
      { batchId: batch.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(
            t('inventory.batchForm.writtenOff', { count: parsed.data.quantity, number: batch.batchNumber }),
          );
          onDone();
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3 rounded-lg bg-red-50/60 p-3">
      <InputField
        label={t('inventory.batchForm.writeOffUnits', { count: batch.quantity })}
        type="number"
        inputMode="numeric"
        min={1}
        max={batch.quantity}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={errors.quantity}
      />
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-800">{t('inventory.batchForm.cause')}</legend>
        {WRITE_OFF_CAUSES.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`cause-${batch.id}`}
              value={option}
              checked={cause === option}
              onChange={() => setCause(option)}
              className="h-4 w-4 accent-brand-700"
            />
            {WRITE_OFF_CAUSE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <InputField
        label={t('inventory.batchForm.note')}
        hint={t('inventory.batchForm.noteHint')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <FormActions
        error={errors.form}
        onCancel={onDone}
        submitLabel={t('inventory.batchForm.writeOff')}
        isPending={writeOff.isPending}
        isDestructive
      />
    </form>
  );
}
