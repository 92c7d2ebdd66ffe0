/**
 * `/admin/orders/:orderId`: one order's whole record — timeline, every pharmacy it was offered to, payment
 * attempts and refunds, prescription, invoice, customer and pharmacy — with the interventions an administrator
 * can make now and the order's change history (composed by the route).
 */
import type { TAdminOrderDetail } from '@dawanow/shared/admin-orders';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { DELIVERY_MODE_LABELS } from '@dawanow/shared/orders/delivery-options';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from '@dawanow/shared/orders/payment';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RecordPage } from '@/components/admin/record-page';
import { RxBadge } from '@/components/catalog/rx-badge';
import { BillSummary } from '@/components/orders/bill-summary';
import { OrderAddress } from '@/components/orders/order-address';
import { OrderItemsTable } from '@/components/orders/order-items-table';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { SectionCard } from '@/components/orders/section-card';
import { Facts } from '@/components/ui/facts';
import { cn } from '@/lib/cn';
import { useAdminOrder } from '../api';
import { OrderInterventions } from '../components/order-interventions';

const OFFER_OUTCOMES: Record<TAdminOrderDetail['offers'][number]['outcome'], string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  rejected: 'Declined',
  expired: 'No answer in time',
  withdrawn: 'Withdrawn',
};

const PRESCRIPTION_LABELS: Record<TAdminOrderDetail['prescriptionStatus'], string> = {
  not_needed: 'Not needed',
  missing: 'Missing: the customer has not attached one',
  pending: 'Waiting for the pharmacist’s check',
  approved: 'Approved',
  rejected: 'Rejected',
  clarification_requested: 'Clearer copy asked for',
};

function Offers({ order }: { order: TAdminOrderDetail }) {
  return (
    <ol className="space-y-2 text-sm">
      {order.offers.map((offer) => (
        <li key={`${offer.storeId}-${offer.offeredAt}`} className="rounded-lg bg-slate-50 p-2">
          <span className="font-medium text-slate-900">{offer.storeName}</span> · {OFFER_OUTCOMES[offer.outcome]}
          <span className="block text-xs text-slate-700">
            Offered {formatIndianDateTime(offer.offeredAt)}
            {offer.decidedAt && `, answered ${formatIndianDateTime(offer.decidedAt)}`}
            {offer.reason && ` — ${offer.reason}`}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Payments({ order }: { order: TAdminOrderDetail }) {
  if (order.payments.length === 0) {
    return (
      <p className="text-sm text-slate-800">
        {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {PAYMENT_STATUS_LABELS[order.payment.status]}
      </p>
    );
  }
  return (
    <ul className="space-y-2 text-sm">
      {order.payments.map((payment) => (
        <li key={payment.id} className="rounded-lg bg-slate-50 p-2">
          <span className="font-medium">{formatRupees(payment.amountPaise)}</span> · {payment.status.replace('_', ' ')}{' '}
          · {payment.provider}
          {payment.methodDetail && ` (${payment.methodDetail})`}
          <span className="block font-mono text-xs break-all text-slate-700">
            {payment.providerPaymentId ?? payment.providerOrderId}
          </span>
          <span className="block text-xs text-slate-700">
            {formatIndianDateTime(payment.createdAt)}
            {payment.failureReason && ` — ${payment.failureReason}`}
          </span>
          {payment.refunds.map((refund) => (
            <span key={refund.id} className="mt-1 block text-xs text-slate-800">
              {refund.kind === 'full' ? 'Refund' : 'Part refund'} {formatRupees(refund.amountPaise)} ·{' '}
              <span className={cn('font-medium', refund.status === 'failed' && 'text-red-700')}>
                {REFUND_STATUS_LABELS[refund.status]}
              </span>
              {refund.refundedAt && ` ${formatIndianDateTime(refund.refundedAt)}`} · {refund.reason}
              <span className="block text-slate-700">
                {refund.attempts} {refund.attempts === 1 ? 'attempt' : 'attempts'}
                {refund.providerRefundId && (
                  <>
                    {' · '}
                    <span className="font-mono break-all">{refund.providerRefundId}</span>
                  </>
                )}
                {refund.failureReason && ` · last failure: ${refund.failureReason}`}
              </span>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

function AdminOrder({ order, history }: { order: TAdminOrderDetail; history: ReactNode }) {
  return (
    <>
      <div className="mb-4 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Order {order.number}</h1>
        <p data-testid="order-status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="sr-only">Status:</span>
          <OrderStatusBadge status={order.status} className="text-sm" />
          {order.rxRequired && <RxBadge />}
          <span>
            Placed <time dateTime={order.placedAt}>{formatIndianDateTime(order.placedAt)}</time> ·{' '}
            {DELIVERY_MODE_LABELS[order.deliveryMode].title}
            {order.scheduledFor && `, for ${formatIndianDateTime(order.scheduledFor)}`} ·{' '}
            {formatRupees(order.totalPaise)}
          </span>
        </p>
        {order.cancelReason && <p className="text-sm text-slate-800">Cancelled: {order.cancelReason}</p>}
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <SectionCard title="Step in" className="ring-2 ring-brand-200">
            <OrderInterventions order={order} />
            <div className="mt-4">{history}</div>
          </SectionCard>
          {order.refund && (
            <SectionCard title="Refund request">
              <Facts
                rows={[
                  ['Reason', order.refund.reason],
                  ['Details', order.refund.details ?? 'None given'],
                  ['Reported', formatIndianDateTime(order.refund.requestedAt)],
                  ['Decision note', order.refund.decisionNote ?? '—'],
                  [
                    'Cash refund',
                    order.refund.cashRefund
                      ? `${formatRupees(order.refund.cashRefund.amountPaise)} · ${order.refund.cashRefund.status.replace('_', ' ')}${order.refund.cashRefund.reference ? ` · UTR ${order.refund.cashRefund.reference}` : ''}`
                      : '—',
                  ],
                ]}
              />
            </SectionCard>
          )}
          <SectionCard title={`Items (${order.itemCount})`}>
            <OrderItemsTable items={order.items} />
          </SectionCard>
          <SectionCard title="Timeline">
            <OrderTimeline events={order.events} />
          </SectionCard>
          <SectionCard title="Pharmacies offered">
            <Offers order={order} />
          </SectionCard>
        </div>
        <div className="space-y-4">
          <SectionCard title="Customer">
            <Facts
              rows={[
                [
                  'Name',
                  order.customer.userId ? (
                    <Link
                      key="customer"
                      to={`/admin/users/${order.customer.userId}`}
                      className="text-brand-800 underline"
                    >
                      {order.customerName}
                    </Link>
                  ) : (
                    `${order.customerName} (account erased)`
                  ),
                ],
                ['Phone', order.customerPhone ?? '—'],
                ['E-mail', order.customer.email ?? '—'],
              ]}
            />
            <div className="mt-2">
              <OrderAddress address={order.address} />
            </div>
            {order.notes && <p className="mt-2 text-sm text-slate-700">Note: {order.notes}</p>}
          </SectionCard>
          <SectionCard title="Pharmacy">
            <Facts
              rows={[
                [
                  'Name',
                  <Link key="store" to={`/admin/stores/${order.storeId}`} className="text-brand-800 underline">
                    {order.store.name}
                  </Link>,
                ],
                ['Phone', order.store.phone],
                ['Pharmacist', order.store.pharmacistName],
                [
                  'Packing',
                  order.fulfilmentDueAt
                    ? `due ${formatIndianDateTime(order.fulfilmentDueAt)}${order.slaMissed ? ' — late' : ''}`
                    : '—',
                ],
              ]}
            />
          </SectionCard>
          {order.courier && (
            <SectionCard title="Delivery">
              <Facts
                rows={[
                  ['Delivered by', order.courier.name],
                  ['Phone', order.courier.phone ?? '—'],
                  ['Out since', formatIndianDateTime(order.courier.dispatchedAt)],
                ]}
              />
            </SectionCard>
          )}
          <SectionCard title="Payment">
            <Payments order={order} />
          </SectionCard>
          <SectionCard title="Bill and invoice">
            <BillSummary bill={order.bill} />
            <p className="mt-2 text-sm text-slate-800">
              Invoice {order.invoiceNumber}
              {order.status === 'delivered' || order.status.startsWith('refund') ? '' : ' (issued on delivery)'}
            </p>
          </SectionCard>
          {order.rxRequired && (
            <SectionCard title="Prescription">
              <p className="text-sm text-slate-800">{PRESCRIPTION_LABELS[order.prescriptionStatus]}</p>
              {order.prescriptionId && (
                <Link
                  to={`/admin/prescriptions?open=${order.prescriptionId}`}
                  className="text-sm text-brand-800 underline"
                >
                  Open in prescriptions
                </Link>
              )}
            </SectionCard>
          )}
        </div>
      </div>
    </>
  );
}

/** The order with its change history (`history`, given by the route so that features stay apart). */
export function AdminOrderPage({ orderId, history }: { orderId: string; history: ReactNode }) {
  return (
    <RecordPage back={{ to: '/admin/orders', label: 'All orders' }} query={useAdminOrder(orderId)} noun="order">
      {(order) => <AdminOrder order={order} history={history} />}
    </RecordPage>
  );
}
