import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { SCHEDULE_SLOT_MINUTES } from '@dawanow/shared/orders/delivery-options';
import { ArrowLeft, CalendarClock, FileText, Phone } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ProductImage } from '@/components/catalog/product-image';
import { productPath } from '@/components/catalog/product-path';
import { RxBadge } from '@/components/catalog/rx-badge';
import { BillSummary } from '@/components/orders/bill-summary';
import { cancelledBecause } from '@/components/orders/event-text';
import { OrderAddress } from '@/components/orders/order-address';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { SectionCard } from '@/components/orders/section-card';
import { type TOrdersT, useOrdersText } from '@/components/orders/text';
import { TestPaymentNotice } from '@/components/payments/test-payment-notice';
import { OrderRefillCard } from '@/components/refill-reminders/order-refill-card';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isOutOfReach } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n/i18n';
import { serverNow } from '@/lib/server-clock';
import { useMe } from '@/lib/session';
import { useOrder } from '../api';
import { CancelOrderButton } from '../components/cancel-order-dialog';
import { DeliveryOtpCard } from '../components/delivery-otp-card';
import { OrderPrescription } from '../components/order-prescription';
import { OrderRefunds, refundHeadline } from '../components/order-refunds';
import { OrderTracking } from '../components/order-tracking';
import { OrderUpdatesCard } from '../components/order-updates-card';
import { PayNowBanner, paymentSummary } from '../components/payment-details';
import { RateOrder } from '../components/rate-order';
import { RefundProgress } from '../components/refund-progress';
import { RefundRequestForm } from '../components/refund-request-form';
import { ReorderButton } from '../components/reorder-button';
import { DELIVERY_CODE_STATUSES, HANDED_OVER_STATUSES, LIVE_STATUSES } from '../order-stages';
import { refundTimeFor } from '../refund-time';

function slotLabel(start: string): string {
  const end = new Date(Date.parse(start) + SCHEDULE_SLOT_MINUTES * 60_000);
  const locale = currentLocale();
  return `${formatIndianDateTime(start, locale)} – ${formatIndianDateTime(end, locale).split(', ').at(-1)}`;
}

function CancelledNote({ order }: { order: TOrderDetail }) {
  const { t } = useOrdersText();
  const isRefunding = order.payment.status === 'refund_pending' || order.payment.status === 'refunded';
  const reason = cancelledBecause(order, t);
  return (
    <div className="rounded-xl border border-slate-300 bg-slate-100 p-4 text-sm text-slate-800">
      <p className="font-semibold text-slate-900">{t('detail.cancelled.title')}</p>
      {reason && <p>{t('detail.cancelled.reason', { reason })}</p>}
      {isRefunding && (
        <p className="mt-1">
          {t('detail.cancelled.refund', {
            headline: refundHeadline(order.payment, t),
            amount: formatRupees(order.totalPaise),
          })}
          {order.payment.status === 'refund_pending' && ` ${refundTimeFor(order.payment, t)}.`}
        </p>
      )}
    </div>
  );
}

function ItemsList({ order }: { order: TOrderDetail }) {
  return (
    <ul className="divide-y divide-slate-100">
      {order.items.map((item) => (
        <li key={item.productId} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
          {/* Order lines keep no photo address: the drawn pack (brand, strength, form) stands in. */}
          <ProductImage src={null} pack={item} alt="" className="h-12 w-16 shrink-0 rounded-md" />
          <div className="min-w-0 flex-1 text-sm">
            <Link to={productPath(item)} className="font-medium text-slate-900 hover:underline">
              {item.name}
            </Link>
            <p className="text-slate-700">
              {item.packLabel} · {item.quantity} × {formatRupees(item.unitPricePaise)}
            </p>
          </div>
          <span className="shrink-0 text-sm font-medium tabular-nums">{formatRupees(item.lineTotalPaise)}</span>
        </li>
      ))}
    </ul>
  );
}

function StoreDetails({ store }: { store: TOrderDetail['store'] }) {
  const { t } = useOrdersText();
  return (
    <div className="space-y-1 text-sm text-slate-800">
      <p className="font-medium text-slate-900">{store.name}</p>
      <p>{store.address}</p>
      <a href={`tel:${store.phone}`} className="inline-flex min-h-11 items-center gap-2 text-brand-800 underline">
        <Phone className="h-4 w-4" aria-hidden="true" /> {store.phone}
      </a>
      <p>{t('detail.gstin', { gstin: store.gstin })}</p>
      <p>{t('detail.drugLicence', { licence: store.drugLicence })}</p>
    </div>
  );
}

function OrderDetail({ order }: { order: TOrderDetail }) {
  const isRefundable =
    order.status === 'delivered' && order.refundableUntil !== null && Date.parse(order.refundableUntil) > serverNow();
  const me = useMe();
  const { t } = useOrdersText();
  return (
    <>
      <PageHeader
        title={t('detail.title', { number: order.number })}
        description={
          <Trans
            t={t}
            i18nKey="detail.placed"
            values={{ date: formatIndianDateTime(order.placedAt, currentLocale()), store: order.storeName }}
            components={{ time: <time dateTime={order.placedAt} /> }}
          />
        }
      >
        <p aria-live="polite" data-testid="order-status" className="flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('detail.statusLabel')}</span>
          <OrderStatusBadge status={order.status} className="text-sm" />
          {order.rxRequired && <RxBadge />}
        </p>
      </PageHeader>

      <div className="grid gap-4 md:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          <PayNowBanner order={order} />
          {/* Issue 19: asked once an order is placed and under way, never on a first visit */}
          {me.data && LIVE_STATUSES.includes(order.status) && <OrderUpdatesCard userId={me.data.user.id} />}
          {LIVE_STATUSES.includes(order.status) && <OrderTracking order={order} />}
          {order.deliveryOtp && DELIVERY_CODE_STATUSES.includes(order.status) && (
            <DeliveryOtpCard otp={order.deliveryOtp} />
          )}
          {order.status === 'cancelled' && <CancelledNote order={order} />}
          {order.scheduledFor && (
            <p className="flex items-center gap-2 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
              <CalendarClock className="h-5 w-5 text-brand-700" aria-hidden="true" />
              {t('detail.scheduled', { slot: slotLabel(order.scheduledFor) })}
            </p>
          )}
          <SectionCard title={t('detail.statusSection')}>
            <OrderTimeline events={order.events} />
            {order.canCancel && (
              <div className="mt-4 border-t border-slate-100 pt-4">
                <CancelOrderButton orderId={order.id} isPaid={order.payment.status === 'paid'} />
              </div>
            )}
          </SectionCard>
          {(order.refund || isRefundable) && (
            <SectionCard title={t('detail.refundSection')}>
              {order.refund ? <RefundProgress order={order} /> : <RefundRequestForm order={order} />}
            </SectionCard>
          )}
          <RateOrder order={order} />
          {order.rxRequired && (
            <SectionCard title={t('detail.prescriptionSection')}>
              <OrderPrescription order={order} />
            </SectionCard>
          )}
          <SectionCard title={t('detail.itemsSection', { count: order.itemCount })}>
            <ItemsList order={order} />
          </SectionCard>
          <OrderRefillCard orderId={order.id} storeName={order.storeName} />
        </div>

        <div className="space-y-4">
          <SectionCard title={t('detail.billSection')}>
            <BillSummary bill={order.bill} />
            {HANDED_OVER_STATUSES.includes(order.status) && (
              <ButtonLink to={`/orders/${order.id}/invoice`} variant="outline" className="mt-3 w-full">
                <FileText className="h-4 w-4" aria-hidden="true" /> {t('detail.taxInvoice')}
              </ButtonLink>
            )}
          </SectionCard>
          <SectionCard title={t('detail.paymentSection')}>
            <p className="text-sm text-slate-800">{paymentSummary(order, t)}</p>
            <OrderRefunds payment={order.payment} />
            {order.payment.provider === 'sandbox' && (
              <p className="mt-2">
                <TestPaymentNotice variant="badge" />
              </p>
            )}
          </SectionCard>
          <SectionCard title={t('detail.addressSection')}>
            <OrderAddress address={order.address} />
            {order.notes && <p className="mt-2 text-sm text-slate-700">{t('detail.note', { note: order.notes })}</p>}
          </SectionCard>
          <SectionCard title={t('detail.pharmacySection')}>
            <StoreDetails store={order.store} />
          </SectionCard>
          <ReorderButton orderNumber={order.number} loadItems={async () => order.items} />
        </div>
      </div>
    </>
  );
}

function DetailSkeleton({ t }: { t: TOrdersT }) {
  return (
    <div role="status" aria-label={t('detail.loading')} className="space-y-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-5 w-48" />
      <div className="grid gap-4 md:grid-cols-[1fr_20rem]">
        <Skeleton className="h-72 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** /orders/:orderId and /profile/orders/:orderId: one order, live. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const { t } = useOrdersText();

  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to="/profile/orders"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('detail.myOrders')}
      </Link>
      {order.isPending ? (
        <DetailSkeleton t={t} />
      ) : order.isError ? (
        isOutOfReach(order.error) ? (
          <ErrorState message={t('detail.notFound')} />
        ) : (
          <ErrorState message={t('detail.loadFailed')} onRetry={() => void order.refetch()} />
        )
      ) : (
        <OrderDetail order={order.data} />
      )}
    </div>
  );
}
