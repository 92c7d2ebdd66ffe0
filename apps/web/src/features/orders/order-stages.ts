import type { TOrderStatus } from '@dawanow/shared/orders/status';

/** The order reached the customer: it has a tax invoice, and cash on delivery was collected. */
export const HANDED_OVER_STATUSES: readonly TOrderStatus[] = [
  'delivered',
  'refund_requested',
  'refund_approved',
  'refunded',
  'refund_rejected',
];

/** The code is only useful once a rider can be at the door; before that it would just invite phishing calls. */
export const DELIVERY_CODE_STATUSES: readonly TOrderStatus[] = ['processing', 'packed', 'out_for_delivery'];

/** An order on its way to the customer: the order page tracks it, the list offers "Track". */
export const LIVE_STATUSES: readonly TOrderStatus[] = ['placed', 'processing', 'packed', 'out_for_delivery'];

type TStepKey = 'accepts' | 'packed' | 'outForDelivery' | 'delivered' | 'deliveredWithCode';

/** What is still to happen after each live status, in the customer's words (keys of `tracking.steps`). */
export const STEPS_TO_COME: Partial<Record<TOrderStatus, readonly TStepKey[]>> = {
  placed: ['accepts', 'packed', 'outForDelivery', 'delivered'],
  processing: ['packed', 'outForDelivery', 'delivered'],
  packed: ['outForDelivery', 'delivered'],
  out_for_delivery: ['deliveredWithCode'],
};
