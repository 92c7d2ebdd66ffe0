import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TAdminPayout } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { moneyColumn } from '@/components/data-table/money-column';
import { BankVerificationBadge, payoutStatusColumn } from '@/components/payouts/payout-labels';
import { Button } from '@/components/ui/button';

/** Only a scheduled payout can be approved (sent through the provider). */
export const isApprovable = (payout: TAdminPayout) => payout.status === 'scheduled';
/** A transfer made by hand is recorded with its UTR until it is paid. */
const canRecordUtr = (payout: TAdminPayout) =>
  payout.provider === 'manual' && (payout.status === 'scheduled' || payout.status === 'processing');
/** A transfer under way, or one the bank returned after paying. */
const canMarkFailed = (payout: TAdminPayout) => payout.status === 'processing' || payout.status === 'paid';

const isHeld = (payout: TAdminPayout) => payout.holdUntil !== null && Date.parse(payout.holdUntil) > Date.now();

/** The pharmacy a row belongs to, with its city: payouts and the reconciliation alike. */
export function pharmacyColumn<TRow extends { storeName: string; city: string }>(): ColumnDef<TRow> {
  return {
    id: 'store',
    header: 'Pharmacy',
    cell: ({ row }) => (
      <>
        <span className="block font-medium">{row.original.storeName}</span>
        <span className="block text-xs text-slate-600">{row.original.city}</span>
      </>
    ),
  };
}

const checkboxClasses = 'h-5 w-5 accent-brand-700';

export function PayoutsTable({
  payouts,
  selected,
  onSelect,
  onRecordUtr,
  onMarkFailed,
}: {
  payouts: TAdminPayout[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], isSelected: boolean) => void;
  onRecordUtr: (payout: TAdminPayout) => void;
  onMarkFailed: (payout: TAdminPayout) => void;
}) {
  const approvable = payouts.filter(isApprovable);
  const isAllSelected = approvable.length > 0 && approvable.every((payout) => selected.has(payout.id));
  const columns: ColumnDef<TAdminPayout>[] = [
    {
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          aria-label="Choose every scheduled payout shown"
          className={checkboxClasses}
          disabled={approvable.length === 0}
          checked={isAllSelected}
          onChange={(event) =>
            onSelect(
              approvable.map((payout) => payout.id),
              event.target.checked,
            )
          }
        />
      ),
      cell: ({ row }) =>
        isApprovable(row.original) && (
          <input
            type="checkbox"
            aria-label={`Choose the payout to ${row.original.storeName}`}
            className={checkboxClasses}
            checked={selected.has(row.original.id)}
            onChange={(event) => onSelect([row.original.id], event.target.checked)}
          />
        ),
    },
    pharmacyColumn(),
    {
      id: 'settlementDate',
      header: 'Settlement',
      cell: ({ row }) => (
        <>
          <span className="block whitespace-nowrap">{formatIndianDate(row.original.settlementDate)}</span>
          <span className="block text-xs whitespace-nowrap text-slate-600">
            Delivered before {formatIndianDate(row.original.deliveredBefore)}
          </span>
        </>
      ),
    },
    moneyColumn('amountPaise', 'Amount'),
    payoutStatusColumn(),
    {
      id: 'bank',
      header: 'Bank account',
      cell: ({ row }) =>
        row.original.bankVerification ? (
          <BankVerificationBadge verification={row.original.bankVerification} />
        ) : (
          <span className="text-xs font-semibold text-red-800">No account</span>
        ),
    },
    {
      id: 'hold',
      header: 'Hold',
      cell: ({ row }) =>
        isHeld(row.original) && row.original.holdUntil ? (
          <span className="text-xs whitespace-nowrap text-amber-800">
            Until {formatIndianDateTime(row.original.holdUntil)}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'utr',
      header: 'UTR',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.utr ?? '—'}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          {canRecordUtr(row.original) && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Record UTR for ${row.original.storeName}`}
              onClick={() => onRecordUtr(row.original)}
            >
              Record UTR
            </Button>
          )}
          {canMarkFailed(row.original) && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Mark the payout to ${row.original.storeName} failed`}
              onClick={() => onMarkFailed(row.original)}
            >
              Mark failed
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      rows={payouts}
      columns={columns}
      rowId={(payout) => payout.id}
      caption="Payouts"
      minWidth="min-w-[64rem]"
    />
  );
}
