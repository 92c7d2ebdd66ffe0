import { formatIndianDateTime } from '@dawanow/shared/dates';
import { type TBankAccountChange, type TBankAccountView, ZBankAccountChange } from '@dawanow/shared/payouts/payouts';
import { BANK_CHANGE_HOLD_HOURS } from '@dawanow/shared/payouts/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { type FieldError, type Path, type UseFormSetError, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { BankDetailsFields, type TBankField } from '@/components/payments/bank-details-fields';
import { BankVerificationBadge } from '@/components/payouts/payout-labels';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import { FormActions } from '@/components/ui/form-actions';
import { PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useChangeBankAccount } from '../api';

type TForm = z.input<typeof ZBankAccountChange>;

const EMPTY: TForm = { details: { method: 'bank', accountHolder: '', accountNumber: '', ifsc: '' }, password: '' };
const FIELDS = new Set<string>([
  'password',
  ...['method', 'accountHolder', 'accountNumber', 'ifsc', 'upiId'].map((name) => `details.${name}`),
]);

/**
 * The server's refusal where it belongs: a wrong password under the password, a field the server's check names
 * (`details: [{ path: 'body.details.ifsc', … }]`) under that field, anything else (too many tries) above the buttons.
 */
function showRefusal(error: Error, setError: UseFormSetError<TForm>) {
  if (error instanceof ApiError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN')) {
    setError('password', { message: error.message });
    return;
  }
  const issues = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
  let isShown = false;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const name = typeof issue.path === 'string' ? issue.path.replace(/^body\./, '') : '';
    if (FIELDS.has(name) && typeof issue.message === 'string') {
      setError(name as Path<TForm>, { message: issue.message });
      isShown = true;
    }
  }
  if (!isShown) setError('root', { message: error.message });
}

function ChangeAccountForm({ storeId, onDone }: { storeId: string; onDone: () => void }) {
  const change = useChangeBankAccount(storeId);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TForm, unknown, TBankAccountChange>({ resolver: zodResolver(ZBankAccountChange), defaultValues: EMPTY });
  // The union's two shapes have different fields: read the errors by the field's name alone.
  const detailErrors = errors.details as Partial<Record<TBankField, FieldError>> | undefined;

  const onSubmit = handleSubmit((body) =>
    change.mutateAsync(body).then(
      (account) => {
        toast.success('Payout account changed', {
          description: account.holdUntil
            ? `Payouts wait until ${formatIndianDateTime(account.holdUntil)}. The owner has been told.`
            : 'The owner has been told.',
        });
        onDone();
      },
      (error: Error) => showRefusal(error, setError),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change payout account" className="space-y-4">
      <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
        <AlertTriangle className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
        Changing the account holds your next payout for {BANK_CHANGE_HOLD_HOURS} hours, and we tell the pharmacy’s
        owner. This protects you if someone else gets into your account.
      </p>
      <BankDetailsFields
        legend="Send payouts to"
        name="payout-method"
        method={watch('details.method')}
        onMethodChange={(method) => {
          setValue('details.method', method);
          clearErrors('details');
        }}
        field={(name) => ({ error: detailErrors?.[name]?.message, ...register(`details.${name}`) })}
      />
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        hint="To confirm it is you"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormActions
        error={errors.root?.message}
        onCancel={onDone}
        submitLabel="Change payout account"
        pendingLabel="Changing…"
        isPending={change.isPending}
      />
    </form>
  );
}

/** What the bank said of the account: the name it holds, or why the check failed. */
function verificationOf(account: TBankAccountView) {
  return (
    <span className="flex flex-col items-start gap-1">
      <BankVerificationBadge verification={account.verification} />
      {account.verification === 'verified' && account.verifiedName && (
        <span>The bank’s name for it: {account.verifiedName}</span>
      )}
      {account.verification === 'failed' && account.verificationNote && <span>{account.verificationNote}</span>}
    </span>
  );
}

/** Where payouts go (masked), whether the bank confirmed it, and the form that changes it. */
export function BankAccount({ storeId, account }: { storeId: string; account: TBankAccountView | null }) {
  const [isChanging, setIsChanging] = useState(false);
  const isHeld = account?.holdUntil ? Date.parse(account.holdUntil) > Date.now() : false;
  return (
    <div className="space-y-4">
      {account ? (
        <Facts
          rows={[
            ['Pays to', account.destination],
            ...(account.holderName ? [['Account holder', account.holderName] as [string, string]] : []),
            ['Bank check', verificationOf(account)],
            ['Changed', formatIndianDateTime(account.changedAt)],
            ...(isHeld && account.holdUntil
              ? [['Payouts held until', formatIndianDateTime(account.holdUntil)] as [string, string]]
              : []),
          ]}
        />
      ) : (
        <p className="text-sm text-slate-700">No payout account yet: add one to receive your payouts.</p>
      )}
      {isChanging ? (
        <ChangeAccountForm storeId={storeId} onDone={() => setIsChanging(false)} />
      ) : (
        <Button variant="outline" onClick={() => setIsChanging(true)}>
          {account ? 'Change payout account' : 'Add payout account'}
        </Button>
      )}
    </div>
  );
}
