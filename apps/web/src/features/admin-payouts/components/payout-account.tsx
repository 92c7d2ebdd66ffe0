import type { TRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { BankVerificationBadge } from '@/components/payouts/payout-labels';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { usePayoutAccount } from '../api';

/** What the administrator types into the bank's transfer form, in its order; codes (not names) in a fixed-width font. */
function transferFields(
  t: TAdminPanelT,
  details: TRefundBankDetails,
): { label: string; value: string; isCode: boolean }[] {
  return details.method === 'bank'
    ? [
        { label: t('payouts.account.holder'), value: details.accountHolder, isCode: false },
        { label: t('payouts.account.number'), value: details.accountNumber, isCode: true },
        { label: t('payouts.account.ifsc'), value: details.ifsc, isCode: true },
      ]
    : [{ label: t('payouts.account.upi'), value: details.upiId, isCode: true }];
}

/**
 * A value to copy into the bank's form: selected whole by one tap (where the clipboard is not available, as on a
 * plain-http address), and copied by its button where it is.
 */
function CopyValue({ label, value, isCode }: { label: string; value: string; isCode: boolean }) {
  const { t } = useAdminPanelText();
  // `navigator.clipboard` is missing outside a secure context: the chain turns that into the same refusal.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(value))
      .then(
        () => toast.success(t('payouts.copyValue.copied', { label })),
        () => toast.error(t('payouts.copyValue.notCopied', { label: label.toLowerCase() })),
      );
  return (
    <span className="flex items-baseline justify-between gap-2">
      <span className={cn('min-w-0 break-words select-all', isCode && 'font-mono')}>{value}</span>
      <Button
        variant="ghost"
        size="sm"
        className="-my-1 h-7 shrink-0 px-2"
        aria-label={t('payouts.copyValue.copyLabel', { label: label.toLowerCase() })}
        onClick={copy}
      >
        <Copy className="h-4 w-4" aria-hidden="true" /> {t('payouts.copyValue.copy')}
      </Button>
    </span>
  );
}

/**
 * The pharmacy's payout account in full, for a transfer made by hand: read only when asked, as each reading goes
 * into the audit log under the administrator's name.
 */
export function PayoutAccount({ payoutId }: { payoutId: string }) {
  const { t } = useAdminPanelText();
  const account = usePayoutAccount();
  if (!account.data) {
    return (
      <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <p>{t('payouts.payoutAccount.openingTheFullAccount')}</p>
        {account.error && (
          <p role="alert" className="text-red-700">
            {account.error.message}
          </p>
        )}
        <Button variant="outline" disabled={account.isPending} onClick={() => account.mutate(payoutId)}>
          {account.isPending ? t('payouts.payoutAccount.opening') : t('payouts.payoutAccount.show')}
        </Button>
      </div>
    );
  }
  const { details, verification, verifiedName } = account.data;
  return (
    <section
      aria-label={t('payouts.payoutAccount.accountToTransferTo')}
      className="space-y-2 rounded-lg bg-slate-50 p-3"
    >
      <Facts
        rows={[
          ...transferFields(t, details).map((field): [string, ReactNode] => [
            field.label,
            <CopyValue key={field.label} {...field} />,
          ]),
          [
            t('payouts.payoutAccount.bankCheck'),
            <span key="check" className="flex flex-wrap items-center gap-2">
              <BankVerificationBadge verification={verification} />
              {verifiedName && <span>{t('payouts.payoutAccount.nameAtTheBank', { name: verifiedName })}</span>}
            </span>,
          ],
        ]}
      />
      <p className="text-xs text-slate-600">{t('payouts.payoutAccount.openingTheseDetailsWas')}</p>
    </section>
  );
}
