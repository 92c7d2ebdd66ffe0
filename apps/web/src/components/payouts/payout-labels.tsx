/** How a payout's state and a payout account's check read, alike on the store's and the administrators' screens. */
import {
  PAYOUT_STATUS_LABELS,
  type TBankVerification,
  type TPayout,
  type TPayoutStatus,
} from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import { cn } from '@/lib/cn';

/** "1 payout", "3 payouts" */
export const payoutCount = (count: number) => `${count} ${count === 1 ? 'payout' : 'payouts'}`;

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
  return <span className={cn(badgeClasses, STATUS_TONES[status])}>{PAYOUT_STATUS_LABELS[status]}</span>;
}

/**
 * A payout table's status column: the badge, the bank's reference (UTR) that proves it paid, and why the bank
 * refused or returned it. The UTR sits under its state rather than in a column of its own, which keeps the
 * tables narrow enough for a phone to show the amount and its state without scrolling.
 */
export function payoutStatusColumn<TRow extends Pick<TPayout, 'status' | 'failureReason' | 'utr'>>(): ColumnDef<TRow> {
  return {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <PayoutStatusBadge status={row.original.status} />
        {row.original.utr && (
          <span className="text-xs whitespace-nowrap text-slate-700">
            UTR <span className="font-mono select-all">{row.original.utr}</span>
          </span>
        )}
        {row.original.failureReason && <span className="text-xs text-red-800">{row.original.failureReason}</span>}
      </span>
    ),
  };
}

const BANK_VERIFICATION_LABELS: Record<TBankVerification, string> = {
  unverified: 'Not verified yet',
  verified: 'Verified',
  failed: 'Verification failed',
};

const VERIFICATION_TONES: Record<TBankVerification, string> = {
  unverified: 'bg-amber-100 text-amber-900',
  verified: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-800',
};

export function BankVerificationBadge({ verification }: { verification: TBankVerification }) {
  return (
    <span className={cn(badgeClasses, VERIFICATION_TONES[verification])}>{BANK_VERIFICATION_LABELS[verification]}</span>
  );
}
