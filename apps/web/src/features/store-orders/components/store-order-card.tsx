import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { DELIVERY_MODE_LABELS } from '@dawanow/shared/orders/delivery-options';
import type { TStoreOrderSummary } from '@dawanow/shared/orders/store';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { RxBadge } from '@/components/catalog/rx-badge';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { AcceptOrderButton } from './accept-order-button';
import { RejectOrderButton } from './reject-order-button';
import { OrderTimers } from './sla-status';

/** One order in the store's lists: what a pharmacist needs to decide in seconds, with the actions at hand. */
export function StoreOrderCard({
  storeId,
  order,
  onOfferExpired,
}: {
  storeId: string;
  order: TStoreOrderSummary;
  onOfferExpired: () => void;
}) {
  const { t } = useStorePanelText();
  const [hasOfferExpired, setHasOfferExpired] = useState(false);
  const isIncoming = order.status === 'placed';
  return (
    <li
      aria-label={t('orders.card.label', { number: order.number })}
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{order.number}</span>
            <OrderStatusBadge status={order.status} />
            {order.rxRequired && <RxBadge />}
          </p>
          <p className="text-sm text-slate-700">
            {order.customerName} · <time dateTime={order.placedAt}>{formatIndianDateTime(order.placedAt)}</time>
          </p>
        </div>
        <OrderTimers
          order={order}
          onOfferExpired={() => {
            setHasOfferExpired(true);
            onOfferExpired();
          }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-semibold tabular-nums">{formatRupees(order.totalPaise)}</span> ·{' '}
        {t('orders.card.items', { count: order.itemCount })} · {DELIVERY_MODE_LABELS[order.deliveryMode].title} ·{' '}
        {order.paymentMethod === 'cod' ? t('orders.card.cod') : t('orders.card.paidOnline')}
      </p>
      <p className="line-clamp-1 text-sm text-slate-700">{order.itemNames.join(', ')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {isIncoming && (
          <>
            <AcceptOrderButton
              storeId={storeId}
              orderId={order.id}
              orderNumber={order.number}
              disabled={hasOfferExpired}
            />
            <RejectOrderButton storeId={storeId} orderId={order.id} orderNumber={order.number} />
          </>
        )}
        <Link
          to={`/store/orders/${order.id}`}
          className="inline-flex h-11 flex-1 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:bg-slate-50"
        >
          {t('orders.card.open')}{' '}
          <span className="sr-only">{t('orders.accept.orderName', { number: order.number })}</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}
