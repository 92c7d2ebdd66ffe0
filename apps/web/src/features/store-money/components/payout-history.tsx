import { formatIndianDate } from '@dawanow/shared/dates';
import type { TPayout } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { moneyColumn } from '@/components/data-table/money-column';
import { payoutStatusColumn } from '@/components/payouts/payout-labels';
import { payoutStatementUrl } from '../api';
import { FileLinks } from './file-links';

// The amount and its state come right after the day, where a phone shows them without scrolling sideways.
function columnsFor(storeId: string): ColumnDef<TPayout>[] {
  return [
    {
      id: 'settlementDate',
      header: 'Settled on',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatIndianDate(row.original.settlementDate)}</span>,
    },
    moneyColumn('amountPaise', 'Amount'),
    payoutStatusColumn(),
    {
      id: 'period',
      header: 'Orders delivered before',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatIndianDate(row.original.deliveredBefore)}</span>,
    },
    { id: 'destination', header: 'Paid to', cell: ({ row }) => row.original.destination ?? '—' },
    {
      id: 'statement',
      header: 'Statement',
      cell: ({ row }) => (
        <FileLinks
          size="sm"
          what={`the statement of ${formatIndianDate(row.original.settlementDate)}`}
          urlOf={(format) => payoutStatementUrl(storeId, row.original.id, format)}
        />
      ),
    },
  ];
}

/** Every payout, newest first: when, for which orders, how much, where it stands and its bank reference. */
export function PayoutHistory({ storeId, payouts }: { storeId: string; payouts: TPayout[] }) {
  return (
    <DataTable
      rows={payouts}
      columns={columnsFor(storeId)}
      rowId={(payout) => payout.id}
      caption="Payout history"
      minWidth="min-w-[56rem]"
    />
  );
}
