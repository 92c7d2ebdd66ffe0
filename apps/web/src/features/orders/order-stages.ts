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
