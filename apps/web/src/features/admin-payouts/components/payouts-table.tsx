import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TAdminPayout } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { DataTable } from '@/components/data-table/data-table';
import { moneyColumn } from '@/components/data-table/money-column';
import { BankVerificationBadge, payoutStatusColumn } from '@/components/payouts/payout-labels';
import { Button } from '@/components/ui/button';

/**
 * What a row allows is the server's answer (`actions`), not a guess from its status: a scheduled payout on hold or
 * without an account cannot be sent, and a manual transfer's UTR is recorded only once it is approved.
 */
export const isApprovable = (payout: TAdminPayout) => payout.actions.approve;

const isHeld = (payout: TAdminPayout) => payout.holdUntil !== null && Date.parse(payout.holdUntil) > Date.now();

/** The pharmacy a row belongs to, with its city: payouts and the reconciliation alike. */
export function pharmacyColumn<TRow extends { storeName: string; city: string }>(t: TAdminPanelT): ColumnDef<TRow> {
  return {
    id: 'store',
    header: t('payouts.columns.pharmacy'),
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
  const { t } = useAdminPanelText();
  const approvable = payouts.filter(isApprovable);
  const isAllSelected = approvable.length > 0 && approvable.every((payout) => selected.has(payout.id));
  const columns: ColumnDef<TAdminPayout>[] = [
    {
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          aria-label={t('payouts.payoutsTable.chooseEveryPayoutReady')}
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
            aria-label={t('payouts.payoutsTable.choose', { store: row.original.storeName })}
            className={checkboxClasses}
            checked={selected.has(row.original.id)}
            onChange={(event) => onSelect([row.original.id], event.target.checked)}
          />
        ),
    },
    pharmacyColumn(t),
    // The amount and its state first, where a phone shows them without scrolling sideways.
    moneyColumn('amountPaise', t('payouts.columns.amount')),
    payoutStatusColumn(),
    {
      id: 'settlementDate',
      header: t('payouts.columns.settlement'),
      cell: ({ row }) => (
        <>
          <span className="block whitespace-nowrap">{formatIndianDate(row.original.settlementDate)}</span>
          <span className="block text-xs text-slate-600">
            {t('payouts.payoutsTable.deliveredBefore', { date: formatIndianDate(row.original.deliveredBefore) })}
          </span>
        </>
      ),
    },
    {
      id: 'bank',
      header: t('payouts.columns.bank'),
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          {row.original.bankVerification ? (
            <BankVerificationBadge verification={row.original.bankVerification} />
          ) : (
            <span className="text-xs font-semibold text-red-800">{t('payouts.payoutsTable.noAccount')}</span>
          )}
          {isHeld(row.original) && row.original.holdUntil && (
            <span className="text-xs text-amber-800">
              {t('payouts.payoutsTable.onHoldUntil', { dateTime: formatIndianDateTime(row.original.holdUntil) })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('payouts.columns.actions'),
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1 whitespace-nowrap">
          {row.original.actions.markPaid && (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('payouts.payoutsTable.recordUtrFor', { store: row.original.storeName })}
              onClick={() => onRecordUtr(row.original)}
            >
              {t('payouts.payoutsTable.recordUtr')}
            </Button>
          )}
          {row.original.actions.markFailed && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('payouts.payoutsTable.markFailedFor', { store: row.original.storeName })}
              onClick={() => onMarkFailed(row.original)}
            >
              {t('payouts.payoutsTable.markFailed')}
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
      caption={t('payouts.payoutsTable.payouts')}
      minWidth="min-w-[56rem]"
    />
  );
}
