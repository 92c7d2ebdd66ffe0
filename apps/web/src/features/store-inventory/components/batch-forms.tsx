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
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormActions } from '@/components/ui/form-actions';
import { InputField, TextareaField } from '@/components/ui/form-field';
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
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <InputField
        label="Batch number"
        hint="As printed on the pack, e.g. DL24117"
        autoComplete="off"
        error={errors.batchNumber?.message}
        {...register('batchNumber')}
      />
      <InputField label="Expiry date" type="date" error={errors.expiryDate?.message} {...register('expiryDate')} />
      <InputField
        label="Units received"
        type="number"
        inputMode="numeric"
        min={1}
        error={errors.quantity?.message}
        {...register('quantity', { valueAsNumber: true })}
      />
      <InputField
        label="Purchase price per unit (₹, optional)"
        inputMode="decimal"
        hint="For your margins; never shown to customers"
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
          toast.success(`Received ${batch.quantity} units of batch ${batch.batchNumber}`);
          reset();
          onDone();
        },
        onError: (error) => setError('root', { message: error.message }),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">Receive stock</h3>
      <BatchFields register={register} errors={errors} />
      <FormActions
        error={errors.root?.message}
        onCancel={onDone}
        submitLabel="Add to stock"
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
          toast.success(`Batch ${batch.batchNumber} now holds ${parsed.data.quantity} units`);
          onDone();
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3">
      <InputField
        label={`Units counted (recorded: ${batch.quantity})`}
        type="number"
        inputMode="numeric"
        min={0}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={errors.quantity}
      />
      <TextareaField
        label="Why does the count differ?"
        className="min-h-20"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      <FormActions error={errors.form} onCancel={onDone} submitLabel="Save count" isPending={correct.isPending} />
    </form>
  );
}

export function WriteOffForm({ storeId, batch, onDone }: { storeId: string; batch: TBatch; onDone: () => void }) {
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
          toast.success(`Wrote off ${parsed.data.quantity} units of batch ${batch.batchNumber}`);
          onDone();
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3 rounded-lg bg-red-50/60 p-3">
      <InputField
        label={`Units to write off (of ${batch.quantity})`}
        type="number"
        inputMode="numeric"
        min={1}
        max={batch.quantity}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={errors.quantity}
      />
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-800">Why</legend>
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
        label="Note (optional)"
        hint="e.g. the recall notice number"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <FormActions
        error={errors.form}
        onCancel={onDone}
        submitLabel="Write off"
        isPending={writeOff.isPending}
        isDestructive
      />
    </form>
  );
}
