/** How a payout's state and a payout account's check read, alike on the store's and the administrators' screens. */
import type { TBankVerification, TPayout, TPayoutStatus } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import { usePanelText } from '@/components/panel-text';
import { cn } from '@/lib/cn';

/** Amber waits, blue moves, green is done, red stopped (as an order's badge). */
const STATUS_TONES: Record<TPayoutStatus, string> = {
  scheduled: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  paid: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-800',
  reversed: 'bg-red-100 text-red-800',
};

const badgeClasses = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

export function PayoutStatusBadge({ status }: { status: TPayoutStatus }) {
  const { t } = usePanelText();
  return <span className={cn(badgeClasses, STATUS_TONES[status])}>{t(`payouts.statuses.${status}`)}</span>;
}

function UtrLine({ utr }: { utr: string }) {
  const { t } = usePanelText();
  return (
    <span className="text-xs whitespace-nowrap text-slate-700">
      {t('payouts.utr')} <span className="font-mono select-all">{utr}</span>
    </span>
  );
}

function StatusHeader() {
  const { t } = usePanelText();
  return t('payouts.status');
}

/**
 * A payout table's status column: the badge, the bank's reference (UTR) that proves it paid, and why the bank
 * refused or returned it. The UTR sits under its state rather than in a column of its own, which keeps the
 * tables narrow enough for a phone to show the amount and its state without scrolling.
 */
export function payoutStatusColumn<TRow extends Pick<TPayout, 'status' | 'failureReason' | 'utr'>>(): ColumnDef<TRow> {
  return {
    id: 'status',
    header: () => <StatusHeader />,
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <PayoutStatusBadge status={row.original.status} />
        {row.original.utr && <UtrLine utr={row.original.utr} />}
        {row.original.failureReason && <span className="text-xs text-red-800">{row.original.failureReason}</span>}
      </span>
    ),
  };
}

const VERIFICATION_TONES: Record<TBankVerification, string> = {
  unverified: 'bg-amber-100 text-amber-900',
  verified: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-800',
};

export function BankVerificationBadge({ verification }: { verification: TBankVerification }) {
  const { t } = usePanelText();
  return (
    <span className={cn(badgeClasses, VERIFICATION_TONES[verification])}>
      {t(`payouts.bankVerification.${verification}`)}
    </span>
  );
}
