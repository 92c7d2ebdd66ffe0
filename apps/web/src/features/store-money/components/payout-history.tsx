import { formatIndianDate } from '@dawanow/shared/dates';
import type { TPayout } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { DataTable } from '@/components/data-table/data-table';
import { moneyColumn } from '@/components/data-table/money-column';
import { payoutStatusColumn } from '@/components/payouts/payout-labels';
import { payoutStatementUrl } from '../api';
import { FileLinks } from './file-links';

// The amount and its state come right after the day, where a phone shows them without scrolling sideways.
function columnsFor(t: TFunction<'store-panel'>, storeId: string): ColumnDef<TPayout>[] {
  return [
    {
      id: 'settlementDate',
      header: t('money.payoutHistory.settledOn'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatIndianDate(row.original.settlementDate)}</span>,
    },
    moneyColumn('amountPaise', t('money.payoutHistory.amount')),
    payoutStatusColumn(),
    {
      id: 'period',
      header: t('money.payoutHistory.period'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatIndianDate(row.original.deliveredBefore)}</span>,
    },
    { id: 'destination', header: t('money.payoutHistory.paidTo'), cell: ({ row }) => row.original.destination ?? '—' },
    {
      id: 'statement',
      header: t('money.payoutHistory.statement'),
      cell: ({ row }) => (
        <FileLinks
          size="sm"
          what={t('money.payoutHistory.statementOf', { date: formatIndianDate(row.original.settlementDate) })}
          urlOf={(format) => payoutStatementUrl(storeId, row.original.id, format)}
        />
      ),
    },
  ];
}

/** Every payout, newest first: when, for which orders, how much, where it stands and its bank reference. */
export function PayoutHistory({ storeId, payouts }: { storeId: string; payouts: TPayout[] }) {
  const { t } = useStorePanelText();
  return (
    <DataTable
      rows={payouts}
      columns={columnsFor(t, storeId)}
      rowId={(payout) => payout.id}
      caption={t('money.payoutHistory.caption')}
      minWidth="min-w-[56rem]"
    />
  );
}
