import { storeOrdersApi } from '@dawanow/shared/api/store-orders';
import { formatIndianDateTime, formatIndianTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { DELIVERY_MODE_LABELS } from '@dawanow/shared/orders/delivery-options';
import type { TStoreOrderDetail } from '@dawanow/shared/orders/store';
import type { TStoreCourier } from '@dawanow/shared/orders/tracking';
import { ArrowLeft, MapPin, Phone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { RxBadge } from '@/components/catalog/rx-badge';
import { BillSummary } from '@/components/orders/bill-summary';
import { OrderAddress } from '@/components/orders/order-address';
import { OrderItemsTable } from '@/components/orders/order-items-table';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { SectionCard } from '@/components/orders/section-card';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { apiUrl, isOutOfReach } from '@/lib/api-client';
import { useCurrentStore } from '@/lib/current-store';
import { useMe } from '@/lib/session';
import { useStoreLive } from '@/lib/store-live';
import { toast } from '@/lib/toast';
import { useStoreOrder, useUpdateOrderStatus } from '../api';
import { AcceptOrderButton } from '../components/accept-order-button';
import { DeliverOrderButton } from '../components/deliver-order-button';
import { DispatchOrderButton } from '../components/dispatch-order-button';
import { RefundDecision } from '../components/refund-decision';
import { RejectOrderButton } from '../components/reject-order-button';
import { ShareLocation } from '../components/share-location';
import { OrderTimers } from '../components/sla-status';

/** Who took the order out, with their number (the store's to see), and the sharing switch on their own phone. */
function CourierDetails({
  storeId,
  order,
  courier,
}: {
  storeId: string;
  order: TStoreOrderDetail;
  courier: TStoreCourier;
}) {
  const { t } = useStorePanelText();
  const myId = useMe().data?.user.id;
  const isMine = courier.memberUserId !== null && courier.memberUserId === myId;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      <p>
        <span className="font-medium text-slate-900">{t('orders.detail.delivering', { name: courier.name })}</span> ·{' '}
        {t('orders.detail.since', { time: formatIndianTime(courier.dispatchedAt) })}
      </p>
      {courier.phone && (
        <a href={`tel:${courier.phone}`} className="inline-flex min-h-11 items-center gap-2 text-brand-800 underline">
          <Phone className="h-4 w-4" aria-hidden="true" /> {courier.phone}
        </a>
      )}
      {isMine && <ShareLocation storeId={storeId} orderId={order.id} />}
    </div>
  );
}

function StatusButton({
  storeId,
  orderId,
  next,
  children,
}: {
  storeId: string;
  orderId: string;
  next: 'packed';
  children: ReactNode;
}) {
  const { t } = useStorePanelText();
  const update = useUpdateOrderStatus(storeId, orderId);
  return (
    <Button
      size="lg"
      className="w-full sm:w-auto"
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { status: next },
          { onError: (error) => toast.error(t('orders.detail.statusFailed'), { description: error.message }) },
        )
      }
    >
      {children}
    </Button>
  );
}

/** The next step of ARCHITECTURE §4's state machine that the store takes, as one obvious button. */
function OrderActions({ storeId, order }: { storeId: string; order: TStoreOrderDetail }) {
  const { t } = useStorePanelText();
  const navigate = useNavigate();
  const [hasOfferExpired, setHasOfferExpired] = useState(false);
  switch (order.status) {
    case 'placed':
      return (
        <div className="space-y-3">
          <OrderTimers order={order} onOfferExpired={() => setHasOfferExpired(true)} />
          <div className="flex gap-2">
            <AcceptOrderButton
              storeId={storeId}
              orderId={order.id}
              orderNumber={order.number}
              disabled={hasOfferExpired}
            />
            <RejectOrderButton
              storeId={storeId}
              orderId={order.id}
              orderNumber={order.number}
              onRejected={() => void navigate('/store/orders')}
            />
          </div>
        </div>
      );
    case 'processing':
      return (
        <StatusButton storeId={storeId} orderId={order.id} next="packed">
          {t('orders.detail.markPacked')}
        </StatusButton>
      );
    case 'packed':
      return <DispatchOrderButton storeId={storeId} orderId={order.id} />;
    case 'out_for_delivery':
      return (
        <div className="space-y-4">
          {order.courier && <CourierDetails storeId={storeId} order={order} courier={order.courier} />}
          <DeliverOrderButton storeId={storeId} orderId={order.id} />
        </div>
      );
    case 'refund_requested':
    case 'refund_approved':
      return <RefundDecision storeId={storeId} order={order} />;
    case 'pending_payment':
    case 'payment_failed':
    case 'delivered':
    case 'cancelled':
    case 'refunded':
    case 'refund_rejected':
      return null;
  }
}

function StoreOrder({ storeId, order }: { storeId: string; order: TStoreOrderDetail }) {
  const { t } = useStorePanelText();
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${order.address.latitude},${order.address.longitude}`;
  return (
    <>
      <div className="mb-4 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {t('orders.detail.title', { number: order.number })}
        </h1>
        <p
          aria-live="polite"
          data-testid="order-status"
          className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
        >
          <span className="sr-only">{t('orders.detail.status')}</span>
          <OrderStatusBadge status={order.status} className="text-sm" />
          {order.rxRequired && <RxBadge />}
          <span>
            <Trans
              t={t}
              i18nKey="orders.detail.placed"
              values={{
                date: formatIndianDateTime(order.placedAt),
                mode: DELIVERY_MODE_LABELS[order.deliveryMode].title,
              }}
              components={{ time: <time dateTime={order.placedAt} /> }}
            />
            {order.scheduledFor && t('orders.detail.scheduledFor', { date: formatIndianDateTime(order.scheduledFor) })}
          </span>
        </p>
        {order.status !== 'placed' && <OrderTimers order={order} />}
      </div>

      <div className="grid gap-4 md:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          <SectionCard title={t('orders.detail.nextStep')} className="ring-2 ring-brand-200">
            <OrderActions storeId={storeId} order={order} />
            {order.status === 'cancelled' && order.cancelReason && (
              <p className="text-sm text-slate-700">{t('orders.detail.cancelled', { reason: order.cancelReason })}</p>
            )}
          </SectionCard>
          {order.refund && (
            <SectionCard title={t('orders.detail.refund.title')}>
              <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
                <dt className="font-medium">{t('orders.detail.refund.reason')}</dt>
                <dd>{order.refund.reason}</dd>
                <dt className="font-medium">{t('orders.detail.refund.details')}</dt>
                <dd>{order.refund.details ?? t('orders.detail.refund.noDetails')}</dd>
                <dt className="font-medium">{t('orders.detail.refund.photo')}</dt>
                <dd>
                  {order.refund.hasPhoto ? (
                    <a
                      className="font-medium text-brand-700 underline"
                      href={apiUrl(storeOrdersApi.refundPhoto, { params: { storeId, orderId: order.id } })}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t('orders.detail.refund.viewPhoto')}
                    </a>
                  ) : (
                    t('orders.detail.refund.noPhoto')
                  )}
                </dd>
                <dt className="font-medium">{t('orders.detail.refund.reported')}</dt>
                <dd>{formatIndianDateTime(order.refund.requestedAt)}</dd>
              </dl>
            </SectionCard>
          )}
          <SectionCard title={t('orders.detail.items', { count: order.itemCount })}>
            <OrderItemsTable items={order.items} />
          </SectionCard>
          {order.rxRequired && (
            <SectionCard title={t('orders.detail.prescriptionTitle')}>
              <p className="text-sm text-slate-800">{t(`orders.detail.prescription.${order.prescriptionStatus}`)}</p>
            </SectionCard>
          )}
          <SectionCard title={t('orders.detail.timeline')}>
            <OrderTimeline events={order.events} />
          </SectionCard>
        </div>
        <div className="space-y-4">
          <SectionCard title={t('orders.detail.customer')}>
            <p className="text-sm font-medium">{order.customerName}</p>
            {order.customerPhone && (
              <a
                href={`tel:${order.customerPhone}`}
                className="inline-flex min-h-11 items-center gap-2 text-sm text-brand-800 underline"
              >
                <Phone className="h-4 w-4" aria-hidden="true" /> {order.customerPhone}
              </a>
            )}
            <div className="mt-2">
              <OrderAddress address={order.address} />
            </div>
            <a
              href={mapsUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-2 text-sm text-brand-800 underline"
            >
              <MapPin className="h-4 w-4" aria-hidden="true" /> {t('orders.detail.openMaps')}
            </a>
            {order.notes && (
              <p className="mt-2 text-sm text-slate-700">{t('orders.detail.note', { note: order.notes })}</p>
            )}
          </SectionCard>
          <SectionCard title={t('orders.detail.bill')}>
            <BillSummary bill={order.bill} />
            <p className="mt-2 text-sm font-medium text-slate-900">
              {order.paymentMethod === 'cod'
                ? t('orders.detail.collectCash', { amount: formatRupees(order.totalPaise) })
                : order.payment.paidAt
                  ? t('orders.detail.paidOnlineAt', { date: formatIndianDateTime(order.payment.paidAt) })
                  : t('orders.detail.paidOnline')}
            </p>
          </SectionCard>
        </div>
      </div>
    </>
  );
}

function OrderForStore({ storeId, orderId }: { storeId: string; orderId: string }) {
  const { t } = useStorePanelText();
  const isLive = useStoreLive();
  const order = useStoreOrder(storeId, orderId, isLive);
  if (order.isPending) {
    return (
      <div role="status" aria-label={t('orders.detail.loading')} className="space-y-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-56 w-full rounded-xl" />
      </div>
    );
  }
  if (order.isError) {
    // An order another store took (or an id from elsewhere) is not this store's to open.
    return isOutOfReach(order.error) ? (
      <ErrorState message={t('orders.detail.notYours')} />
    ) : (
      <ErrorState message={t('orders.detail.loadError')} onRetry={() => void order.refetch()} />
    );
  }
  return <StoreOrder storeId={storeId} order={order.data} />;
}

/** /store/orders/:orderId: everything needed to pack, hand over and settle one order. */
export function StoreOrderPage() {
  const { t } = useStorePanelText();
  const { orderId = '' } = useParams();
  const { store } = useCurrentStore();
  if (!store) return null;
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to="/store/orders"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('orders.detail.back')}
      </Link>
      <OrderForStore storeId={store.storeId} orderId={orderId} />
    </div>
  );
}
