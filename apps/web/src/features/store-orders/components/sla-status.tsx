import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import type { TStoreOrderSummary } from '@dawanow/shared/orders/store';
import { AlertTriangle } from 'lucide-react';
import { Countdown } from '@/components/countdown';

type TTimers = Pick<TStoreOrderSummary, 'status' | 'offerExpiresAt' | 'fulfilmentDueAt' | 'slaMissed'>;

/**
 * The clock that matters for an order right now: the acceptance window while it is offered to the
 * store, then the partner agreement's 15 minutes to hand it over (SPEC §9).
 */
export function OrderTimers({ order, onOfferExpired }: { order: TTimers; onOfferExpired?: () => void }) {
  if (order.status === 'placed' && order.offerExpiresAt) {
    return (
      <Countdown
        deadline={order.offerExpiresAt}
        label="Accept within"
        expiredText="Time is up: the order is going to the next store"
        onExpire={onOfferExpired}
      />
    );
  }
  if (order.slaMissed) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-lg bg-red-100 px-2 py-1 text-sm font-semibold text-red-800">
        <AlertTriangle className="h-4 w-4" aria-hidden="true" /> SLA missed
      </p>
    );
  }
  if ((order.status === 'processing' || order.status === 'packed') && order.fulfilmentDueAt) {
    return (
      <Countdown
        deadline={order.fulfilmentDueAt}
        label={`Hand over within (${FULFILMENT_SLA_MINUTES} min SLA)`}
        expiredText="SLA missed"
      />
    );
  }
  return null;
}
