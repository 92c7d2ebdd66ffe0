import { formatIndianDateTime } from '@dawanow/shared/dates';
import { type TBankAccountChange, type TBankAccountView, ZBankAccountChange } from '@dawanow/shared/payouts/payouts';
import { BANK_CHANGE_HOLD_HOURS } from '@dawanow/shared/payouts/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { type FieldError, type Path, type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { BankDetailsFields, type TBankField } from '@/components/payments/bank-details-fields';
import { BankVerificationBadge } from '@/components/payouts/payout-labels';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import { FormActions } from '@/components/ui/form-actions';
import { PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
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
  const { t } = useStorePanelText();
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
        toast.success(t('money.bank.changed'), {
          description: account.holdUntil
            ? t('money.bank.heldUntil', { date: formatIndianDateTime(account.holdUntil) })
            : t('money.bank.ownerTold'),
        });
        onDone();
      },
      (error: Error) => showRefusal(error, setError),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('money.bank.formLabel')} className="space-y-4">
      <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
        <AlertTriangle className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
        {t('money.bank.holdWarning', { hours: BANK_CHANGE_HOLD_HOURS })}
      </p>
      <BankDetailsFields
        legend={t('money.bank.sendTo')}
        name="payout-method"
        method={watch('details.method')}
        onMethodChange={(method) => {
          setValue('details.method', method);
          clearErrors('details');
        }}
        field={(name) => ({ error: detailErrors?.[name]?.message, ...register(`details.${name}`) })}
      />
      <PasswordField
        label={t('money.bank.password')}
        autoComplete="current-password"
        hint={t('money.bank.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormActions
        error={errors.root?.message}
        onCancel={onDone}
        submitLabel={t('money.bank.submit')}
        pendingLabel={t('money.bank.pending')}
        isPending={change.isPending}
      />
    </form>
  );
}

/** What the bank said of the account: the name it holds, or why the check failed. */
function verificationOf(t: TFunction<'store-panel'>, account: TBankAccountView) {
  return (
    <span className="flex flex-col items-start gap-1">
      <BankVerificationBadge verification={account.verification} />
      {account.verification === 'verified' && account.verifiedName && (
        <span>{t('money.bank.verifiedName', { name: account.verifiedName })}</span>
      )}
      {account.verification === 'failed' && account.verificationNote && <span>{account.verificationNote}</span>}
    </span>
  );
}

/** Where payouts go (masked), whether the bank confirmed it, and the form that changes it. */
export function BankAccount({ storeId, account }: { storeId: string; account: TBankAccountView | null }) {
  const { t } = useStorePanelText();
  const [isChanging, setIsChanging] = useState(false);
  const isHeld = account?.holdUntil ? Date.parse(account.holdUntil) > Date.now() : false;
  return (
    <div className="space-y-4">
      {account ? (
        <Facts
          rows={[
            [t('money.bank.paysTo'), account.destination],
            ...(account.holderName ? [[t('money.bank.holder'), account.holderName] as [string, string]] : []),
            [t('money.bank.check'), verificationOf(t, account)],
            [t('money.bank.changedAt'), formatIndianDateTime(account.changedAt)],
            ...(isHeld && account.holdUntil
              ? [[t('money.bank.heldTill'), formatIndianDateTime(account.holdUntil)] as [string, string]]
              : []),
          ]}
        />
      ) : (
        <p className="text-sm text-slate-700">{t('money.bank.none')}</p>
      )}
      {isChanging ? (
        <ChangeAccountForm storeId={storeId} onDone={() => setIsChanging(false)} />
      ) : (
        <Button variant="outline" onClick={() => setIsChanging(true)}>
          {account ? t('money.bank.change') : t('money.bank.add')}
        </Button>
      )}
    </div>
  );
}
