import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TEarningsOrder } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { moneyColumn } from '@/components/data-table/money-column';
import { PayoutStatusBadge } from '@/components/payouts/payout-labels';

/** Where an order's money stands: waiting for its settlement day, held by a dispute, or paid out (and how). */
function Settlement({ settlement }: { settlement: TEarningsOrder['settlement'] }) {
  switch (settlement.state) {
    case 'pending':
      return (
        <>
          <span className="block font-medium">Pending</span>
          <span className="block text-xs whitespace-nowrap text-slate-600">
            Settles on {formatIndianDate(settlement.settlesOn)}
          </span>
        </>
      );
    case 'held':
      return (
        <>
          <span className="block font-medium text-amber-800">Held</span>
          <span className="block text-xs text-slate-600">{settlement.reason}</span>
        </>
      );
    case 'settled':
      return (
        <span className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap">Settled {formatIndianDate(settlement.settlementDate)}</span>
          <PayoutStatusBadge status={settlement.status} />
        </span>
      );
  }
}

const columns: ColumnDef<TEarningsOrder>[] = [
  {
    // The delivery time under the number keeps the money columns within a phone's first screen.
    id: 'order',
    header: 'Order, delivered (IST)',
    cell: ({ row }) => (
      <>
        <Link
          to={`/store/orders/${row.original.orderId}`}
          className="block font-medium whitespace-nowrap text-brand-800 underline"
        >
          {row.original.orderNumber}
        </Link>
        <span className="block text-xs whitespace-nowrap text-slate-600 tabular-nums">
          {row.original.deliveredAt ? formatIndianDateTime(row.original.deliveredAt) : '—'}
        </span>
      </>
    ),
  },
  {
    id: 'payment',
    header: 'Paid',
    cell: ({ row }) => (row.original.paymentMethod === 'cod' ? 'Cash' : 'Online'),
  },
  moneyColumn('salesPaise', 'Sale'),
  moneyColumn('commissionPaise', 'Commission'),
  moneyColumn('commissionGstPaise', 'GST'),
  moneyColumn('tcsPaise', 'TCS'),
  moneyColumn('tdsPaise', 'TDS'),
  moneyColumn('refundsPaise', 'Refund'),
  moneyColumn('cashCollectedPaise', 'Cash collected'),
  moneyColumn('netPaise', 'Net'),
  { id: 'settlement', header: 'Settlement', cell: ({ row }) => <Settlement settlement={row.original.settlement} /> },
];

/** Each delivered order with its deductions, newest first, as the server pages them. */
export function EarningsOrdersTable({ orders }: { orders: TEarningsOrder[] }) {
  return (
    <DataTable
      rows={orders}
      columns={columns}
      rowId={(order) => order.orderId}
      caption="Delivered orders and their deductions"
      minWidth="min-w-[64rem]"
    />
  );
}
