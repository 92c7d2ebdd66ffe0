import { storeApplicationsApi } from '@dawanow/shared/api/store-applications';
import type { TMyStoreApplication } from '@dawanow/shared/store-application-steps';
import { type TBankStep, ZBankStep } from '@dawanow/shared/store-application-steps';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BankDetailsFields, type TBankField } from '@/components/payments/bank-details-fields';
import { useSaveStep } from '../api';
import { showStepRefusal } from '../step-refusal';
import { StepActions } from './step-actions';

const EMPTY: TBankStep = { method: 'bank', accountHolder: '', accountNumber: '', ifsc: '' };

/**
 * Step 5: where payouts go (the money issue's fields and rules). A saved account is never shown back, only its
 * masked form; typing a new one replaces it.
 */
export function BankStep({
  saved,
  onDone,
  onBack,
}: {
  saved: TMyStoreApplication['bankAccount'];
  onDone: () => void;
  onBack: () => void;
}) {
  const save = useSaveStep(storeApplicationsApi.saveBankAccount);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TBankStep, unknown, z.output<typeof ZBankStep>>({
    resolver: zodResolver(ZBankStep),
    defaultValues: EMPTY,
  });
  // The union's two shapes have different fields: read the errors by the field's name alone.
  const fieldErrors = errors as Partial<Record<TBankField, FieldError>>;
  const onSubmit = handleSubmit(async (details) => {
    try {
      await save.mutateAsync(details);
      onDone();
    } catch (error) {
      showStepRefusal(error as Error, setError);
    }
  });
  return (
    <div className="space-y-4">
      {saved && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100">
          <p className="text-sm text-slate-800">
            Payouts go to <span className="font-semibold">{saved.destination}</span>
            {saved.holderName && <> ({saved.holderName})</>}
          </p>
          <button type="button" onClick={onDone} className="min-h-11 text-sm font-medium text-brand-800 underline">
            Keep it and continue
          </button>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Bank account" className="space-y-4">
        <p className="flex gap-2 text-sm text-slate-700">
          <Lock className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          Kept sealed: after saving, only the last 4 digits are shown, to you and to us.
        </p>
        <BankDetailsFields
          legend={saved ? 'Or send payouts to another account' : 'Send payouts to'}
          name="application-payout-method"
          method={watch('method')}
          onMethodChange={(method) => {
            setValue('method', method);
            clearErrors();
          }}
          field={(name) => ({ error: fieldErrors[name]?.message, ...register(name) })}
        />
        <StepActions error={errors.root?.message} onBack={onBack} isPending={save.isPending} />
      </form>
    </div>
  );
}
