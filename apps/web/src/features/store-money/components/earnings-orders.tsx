import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TEarningsOrder } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { DataTable } from '@/components/data-table/data-table';
import { moneyColumn } from '@/components/data-table/money-column';
import { PayoutStatusBadge } from '@/components/payouts/payout-labels';

/** Where an order's money stands: waiting for its settlement day, held by a dispute, or paid out (and how). */
function Settlement({ settlement }: { settlement: TEarningsOrder['settlement'] }) {
  const { t } = useStorePanelText();
  switch (settlement.state) {
    case 'pending':
      return (
        <>
          <span className="block font-medium">{t('money.orders.pending')}</span>
          <span className="block text-xs whitespace-nowrap text-slate-600">
            {t('money.orders.settlesOn', { date: formatIndianDate(settlement.settlesOn) })}
          </span>
        </>
      );
    case 'held':
      return (
        <>
          <span className="block font-medium text-amber-800">{t('money.orders.held')}</span>
          <span className="block text-xs text-slate-600">{settlement.reason}</span>
        </>
      );
    case 'settled':
      return (
        <span className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap">
            {t('money.orders.settled', { date: formatIndianDate(settlement.settlementDate) })}
          </span>
          <PayoutStatusBadge status={settlement.status} />
        </span>
      );
  }
}

const columnsOf = (t: TFunction<'store-panel'>): ColumnDef<TEarningsOrder>[] => [
  {
    // The delivery time under the number keeps the money columns within a phone's first screen.
    id: 'order',
    header: t('money.orders.columns.order'),
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
    header: t('money.orders.columns.payment'),
    cell: ({ row }) => (row.original.paymentMethod === 'cod' ? t('money.orders.cash') : t('money.orders.online')),
  },
  moneyColumn('salesPaise', t('money.orders.columns.sale')),
  moneyColumn('commissionPaise', t('money.orders.columns.commission')),
  moneyColumn('commissionGstPaise', t('money.orders.columns.gst')),
  moneyColumn('tcsPaise', t('money.orders.columns.tcs')),
  moneyColumn('tdsPaise', t('money.orders.columns.tds')),
  moneyColumn('refundsPaise', t('money.orders.columns.refund')),
  moneyColumn('cashCollectedPaise', t('money.orders.columns.cash')),
  moneyColumn('netPaise', t('money.orders.columns.net')),
  {
    id: 'settlement',
    header: t('money.orders.columns.settlement'),
    cell: ({ row }) => <Settlement settlement={row.original.settlement} />,
  },
];

/** Each delivered order with its deductions, newest first, as the server pages them. */
export function EarningsOrdersTable({ orders }: { orders: TEarningsOrder[] }) {
  const { t } = useStorePanelText();
  return (
    <DataTable
      rows={orders}
      columns={columnsOf(t)}
      rowId={(order) => order.orderId}
      caption={t('money.orders.caption')}
      minWidth="min-w-[64rem]"
    />
  );
}
