/**
 * `/admin/orders/:orderId`: one order's whole record — timeline, every pharmacy it was offered to, payment
 * attempts and refunds, prescription, invoice, customer and pharmacy — with the interventions an administrator
 * can make now and the order's change history (composed by the route).
 */
import type { TAdminOrderDetail } from '@dawanow/shared/admin-orders';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
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

function Offers({ order }: { order: TAdminOrderDetail }) {
  const { t } = useAdminPanelText();
  return (
    <ol className="space-y-2 text-sm">
      {order.offers.map((offer) => (
        <li key={`${offer.storeId}-${offer.offeredAt}`} className="rounded-lg bg-slate-50 p-2">
          <span className="font-medium text-slate-900">{offer.storeName}</span> ·{' '}
          {t(`orders.offerOutcomes.${offer.outcome}`)}
          <span className="block text-xs text-slate-700">
            {t('orders.offers.offered', { dateTime: formatIndianDateTime(offer.offeredAt) })}
            {offer.decidedAt && t('orders.offers.answered', { dateTime: formatIndianDateTime(offer.decidedAt) })}
            {offer.reason && ` — ${offer.reason}`}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Payments({ order }: { order: TAdminOrderDetail }) {
  const { t } = useAdminPanelText();
  if (order.payments.length === 0) {
    return (
      <p className="text-sm text-slate-800">
        {t(`labels.paymentMethods.${order.paymentMethod}`)} · {t(`labels.paymentStatuses.${order.payment.status}`)}
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
              {t(refund.kind === 'full' ? 'orders.payments.refund' : 'orders.payments.partRefund', {
                amount: formatRupees(refund.amountPaise),
              })}{' '}
              <span className={cn('font-medium', refund.status === 'failed' && 'text-red-700')}>
                {t(`labels.refundStatuses.${refund.status}`)}
              </span>
              {refund.refundedAt && ` ${formatIndianDateTime(refund.refundedAt)}`} · {refund.reason}
              <span className="block text-slate-700">
                {t('orders.payments.attempts', { count: refund.attempts })}
                {refund.providerRefundId && (
                  <>
                    {' · '}
                    <span className="font-mono break-all">{refund.providerRefundId}</span>
                  </>
                )}
                {refund.failureReason && t('orders.payments.lastFailure', { reason: refund.failureReason })}
              </span>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

function AdminOrder({ order, history }: { order: TAdminOrderDetail; history: ReactNode }) {
  const { t } = useAdminPanelText();
  return (
    <>
      <div className="mb-4 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {t('orders.order.title', { number: order.number })}
        </h1>
        <p data-testid="order-status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="sr-only">{t('orders.order.status')}</span>
          <OrderStatusBadge status={order.status} className="text-sm" />
          {order.rxRequired && <RxBadge />}
          <span>
            <Trans
              t={t}
              i18nKey={order.scheduledFor ? 'orders.order.placedScheduled' : 'orders.order.placed'}
              values={{
                placed: formatIndianDateTime(order.placedAt),
                mode: t(`labels.deliveryModes.${order.deliveryMode}`),
                scheduled: order.scheduledFor && formatIndianDateTime(order.scheduledFor),
                total: formatRupees(order.totalPaise),
              }}
              components={{ time: <time dateTime={order.placedAt} /> }}
            />
          </span>
        </p>
        {order.cancelReason && (
          <p className="text-sm text-slate-800">{t('orders.order.cancelled', { reason: order.cancelReason })}</p>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <SectionCard title={t('orders.order.stepIn')} className="ring-2 ring-brand-200">
            <OrderInterventions order={order} />
            <div className="mt-4">{history}</div>
          </SectionCard>
          {order.refund && (
            <SectionCard title={t('orders.order.refundRequest')}>
              <Facts
                rows={[
                  [t('orders.refundFacts.reason'), order.refund.reason],
                  [t('orders.refundFacts.details'), order.refund.details ?? t('orders.refundFacts.noneGiven')],
                  [t('orders.refundFacts.reported'), formatIndianDateTime(order.refund.requestedAt)],
                  [t('orders.refundFacts.decisionNote'), order.refund.decisionNote ?? '—'],
                  [
                    t('orders.refundFacts.cashRefund'),
                    order.refund.cashRefund
                      ? `${formatRupees(order.refund.cashRefund.amountPaise)} · ${t(`orders.refundFacts.cashRefundStatuses.${order.refund.cashRefund.status}`)}${order.refund.cashRefund.reference ? t('orders.refundFacts.utr', { utr: order.refund.cashRefund.reference }) : ''}`
                      : '—',
                  ],
                ]}
              />
            </SectionCard>
          )}
          <SectionCard title={t('orders.order.items', { count: order.itemCount })}>
            <OrderItemsTable items={order.items} />
          </SectionCard>
          <SectionCard title={t('orders.order.timeline')}>
            <OrderTimeline events={order.events} />
          </SectionCard>
          <SectionCard title={t('orders.order.pharmaciesOffered')}>
            <Offers order={order} />
          </SectionCard>
        </div>
        <div className="space-y-4">
          <SectionCard title={t('orders.order.customer')}>
            <Facts
              rows={[
                [
                  t('orders.facts.name'),
                  order.customer.userId ? (
                    <Link
                      key="customer"
                      to={`/admin/users/${order.customer.userId}`}
                      className="text-brand-800 underline"
                    >
                      {order.customerName}
                    </Link>
                  ) : (
                    t('orders.facts.erased', { name: order.customerName })
                  ),
                ],
                [t('orders.facts.phone'), order.customerPhone ?? '—'],
                [t('orders.facts.email'), order.customer.email ?? '—'],
              ]}
            />
            <div className="mt-2">
              <OrderAddress address={order.address} />
            </div>
            {order.notes && (
              <p className="mt-2 text-sm text-slate-700">{t('orders.order.note', { note: order.notes })}</p>
            )}
          </SectionCard>
          <SectionCard title={t('orders.order.pharmacy')}>
            <Facts
              rows={[
                [
                  t('orders.facts.name'),
                  <Link key="store" to={`/admin/stores/${order.storeId}`} className="text-brand-800 underline">
                    {order.store.name}
                  </Link>,
                ],
                [t('orders.facts.phone'), order.store.phone],
                [t('orders.facts.pharmacist'), order.store.pharmacistName],
                [
                  t('orders.facts.packing'),
                  order.fulfilmentDueAt
                    ? t(order.slaMissed ? 'orders.facts.dueLate' : 'orders.facts.due', {
                        dateTime: formatIndianDateTime(order.fulfilmentDueAt),
                      })
                    : '—',
                ],
              ]}
            />
          </SectionCard>
          {order.courier && (
            <SectionCard title={t('orders.order.delivery')}>
              <Facts
                rows={[
                  [t('orders.facts.deliveredBy'), order.courier.name],
                  [t('orders.facts.phone'), order.courier.phone ?? '—'],
                  [t('orders.facts.outSince'), formatIndianDateTime(order.courier.dispatchedAt)],
                ]}
              />
            </SectionCard>
          )}
          <SectionCard title={t('orders.order.payment')}>
            <Payments order={order} />
          </SectionCard>
          <SectionCard title={t('orders.order.billAndInvoice')}>
            <BillSummary bill={order.bill} />
            <p className="mt-2 text-sm text-slate-800">
              {order.status === 'delivered' || order.status.startsWith('refund')
                ? t('orders.order.invoice', { number: order.invoiceNumber })
                : t('orders.order.invoiceLater', { number: order.invoiceNumber })}
            </p>
          </SectionCard>
          {order.rxRequired && (
            <SectionCard title={t('orders.order.prescription')}>
              <p className="text-sm text-slate-800">{t(`orders.prescriptionStates.${order.prescriptionStatus}`)}</p>
              {order.prescriptionId && (
                <Link
                  to={`/admin/prescriptions?open=${order.prescriptionId}`}
                  className="text-sm text-brand-800 underline"
                >
                  {t('orders.order.openInPrescriptions')}
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
  const { t } = useAdminPanelText();
  return (
    <RecordPage
      back={{ to: '/admin/orders', label: t('orders.orderPage.back') }}
      query={useAdminOrder(orderId)}
      noun={t('orders.orderPage.noun')}
    >
      {(order) => <AdminOrder order={order} history={history} />}
    </RecordPage>
  );
}
