import type { TRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { BankVerificationBadge } from '@/components/payouts/payout-labels';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import { cn } from '@/lib/cn';
import { usePayoutAccount } from '../api';

/** What the administrator types into the bank's transfer form, in its order; codes (not names) in a fixed-width font. */
function transferFields(details: TRefundBankDetails): { label: string; value: string; isCode: boolean }[] {
  return details.method === 'bank'
    ? [
        { label: 'Account holder', value: details.accountHolder, isCode: false },
        { label: 'Account number', value: details.accountNumber, isCode: true },
        { label: 'IFSC', value: details.ifsc, isCode: true },
      ]
    : [{ label: 'UPI ID', value: details.upiId, isCode: true }];
}

/**
 * A value to copy into the bank's form: selected whole by one tap (where the clipboard is not available, as on a
 * plain-http address), and copied by its button where it is.
 */
function CopyValue({ label, value, isCode }: { label: string; value: string; isCode: boolean }) {
  // `navigator.clipboard` is missing outside a secure context: the chain turns that into the same refusal.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(value))
      .then(
        () => toast.success(`${label} copied`),
        () => toast.error(`Could not copy: select the ${label.toLowerCase()} and copy it`),
      );
  return (
    <span className="flex items-baseline justify-between gap-2">
      <span className={cn('min-w-0 break-words select-all', isCode && 'font-mono')}>{value}</span>
      <Button
        variant="ghost"
        size="sm"
        className="-my-1 h-7 shrink-0 px-2"
        aria-label={`Copy ${label.toLowerCase()}`}
        onClick={copy}
      >
        <Copy className="h-4 w-4" aria-hidden="true" /> Copy
      </Button>
    </span>
  );
}

/**
 * The pharmacy's payout account in full, for a transfer made by hand: read only when asked, as each reading goes
 * into the audit log under the administrator's name.
 */
export function PayoutAccount({ payoutId }: { payoutId: string }) {
  const account = usePayoutAccount();
  if (!account.data) {
    return (
      <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <p>Opening the full account details is recorded in the audit log.</p>
        {account.error && (
          <p role="alert" className="text-red-700">
            {account.error.message}
          </p>
        )}
        <Button variant="outline" disabled={account.isPending} onClick={() => account.mutate(payoutId)}>
          {account.isPending ? 'Opening…' : 'Show account to transfer'}
        </Button>
      </div>
    );
  }
  const { details, verification, verifiedName } = account.data;
  return (
    <section aria-label="Account to transfer to" className="space-y-2 rounded-lg bg-slate-50 p-3">
      <Facts
        rows={[
          ...transferFields(details).map((field): [string, ReactNode] => [
            field.label,
            <CopyValue key={field.label} {...field} />,
          ]),
          [
            'Bank check',
            <span key="check" className="flex flex-wrap items-center gap-2">
              <BankVerificationBadge verification={verification} />
              {verifiedName && <span>Name at the bank: {verifiedName}</span>}
            </span>,
          ],
        ]}
      />
      <p className="text-xs text-slate-600">Opening these details was recorded in the audit log.</p>
    </section>
  );
}
