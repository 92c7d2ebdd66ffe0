import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import type { TStoreOrderSummary } from '@dawanow/shared/orders/store';
import { AlertTriangle } from 'lucide-react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Countdown } from '@/components/countdown';

type TTimers = Pick<TStoreOrderSummary, 'status' | 'offerExpiresAt' | 'fulfilmentDueAt' | 'slaMissed'>;

/**
 * The clock that matters for an order right now: the acceptance window while it is offered to the
 * store, then the partner agreement's 15 minutes to hand it over (SPEC §9).
 */
export function OrderTimers({ order, onOfferExpired }: { order: TTimers; onOfferExpired?: () => void }) {
  const { t } = useStorePanelText();
  if (order.status === 'placed' && order.offerExpiresAt) {
    return (
      <Countdown
        deadline={order.offerExpiresAt}
        label={t('orders.timers.acceptWithin')}
        expiredText={t('orders.timers.offerExpired')}
        onExpire={onOfferExpired}
      />
    );
  }
  if (order.slaMissed) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-lg bg-red-100 px-2 py-1 text-sm font-semibold text-red-800">
        <AlertTriangle className="h-4 w-4" aria-hidden="true" /> {t('orders.timers.slaMissed')}
      </p>
    );
  }
  if ((order.status === 'processing' || order.status === 'packed') && order.fulfilmentDueAt) {
    return (
      <Countdown
        deadline={order.fulfilmentDueAt}
        label={t('orders.timers.handOverWithin', { minutes: FULFILMENT_SLA_MINUTES })}
        expiredText={t('orders.timers.slaMissed')}
      />
    );
  }
  return null;
}
