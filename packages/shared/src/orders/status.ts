/** The order lifecycle (ARCHITECTURE §4): states, who may move an order between them, and the clocks that follow from them. */

import { z } from 'zod';
import { FULFILMENT_SLA_MINUTES, REFUND_REPORT_WINDOW_HOURS } from '../constants';
import { indianToday } from '../dates';

export const ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'placed',
  'processing',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refund_requested',
  'refund_approved',
  'refunded',
  'refund_rejected',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** Who moves an order: the customer, the store's staff, the payment gateway, our timers, or an administrator. */
export const ORDER_ACTORS = ['customer', 'store', 'gateway', 'system', 'admin'] as const;
export type TOrderActor = (typeof ORDER_ACTORS)[number];

/**
 * Every allowed transition and who may make it. A paid order never goes back to a payment state;
 * a store can only cancel by rejecting (which reassigns); an administrator can stop an order that
 * is already with a pharmacy. Anything not listed is refused.
 */
export const ORDER_TRANSITIONS: Record<TOrderStatus, Partial<Record<TOrderStatus, readonly TOrderActor[]>>> = {
  pending_payment: {
    placed: ['gateway'],
    payment_failed: ['gateway'],
    cancelled: ['customer', 'system', 'admin'],
  },
  payment_failed: {
    // A retry opens a new attempt; a gateway can also report a late success of an earlier attempt.
    pending_payment: ['customer'],
    placed: ['gateway'],
    cancelled: ['customer', 'system', 'admin'],
  },
  placed: { processing: ['store', 'admin'], cancelled: ['customer', 'system', 'admin'] },
  // An administrator may hand an accepted order to another pharmacy (it starts again as placed there).
  processing: { packed: ['store', 'admin'], placed: ['admin'], cancelled: ['admin'] },
  packed: { out_for_delivery: ['store', 'admin'], cancelled: ['admin'] },
  out_for_delivery: { delivered: ['store', 'admin'], cancelled: ['admin'] },
  delivered: { refund_requested: ['customer'] },
  cancelled: {},
  refund_requested: { refund_approved: ['store', 'admin'], refund_rejected: ['store', 'admin'] },
  refund_approved: { refunded: ['store', 'admin'] },
  refunded: {},
  refund_rejected: {},
};

export function canTransition(from: TOrderStatus, to: TOrderStatus, actor: TOrderActor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** SPEC §4: a customer can cancel until the order is marked Processing. */
export function isCustomerCancellable(status: TOrderStatus): boolean {
  return canTransition(status, 'cancelled', 'customer');
}

/** Orders still being worked on: a store or the customer is waiting on something. */
export const ACTIVE_ORDER_STATUSES = [
  'placed',
  'processing',
  'packed',
  'out_for_delivery',
] as const satisfies TOrderStatus[];

export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  placed: 'Placed',
  processing: 'Processing',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refund_requested: 'Refund requested',
  refund_approved: 'Refund approved — pickup',
  refunded: 'Refunded',
  refund_rejected: 'Refund declined',
};

/** "DN-2611-000123": DawaNow, year and month in India, then a running number. */
export function formatOrderNumber(sequence: number, placedAt: Date): string {
  const [year, month] = indianToday(placedAt).split('-') as [string, string];
  return `DN-${year.slice(2)}${month}-${String(sequence).padStart(6, '0')}`;
}

/** The latest moment a delivered order can be reported for a refund (SPEC §4: within 24 hours). */
export function refundDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + REFUND_REPORT_WINDOW_HOURS * 60 * 60_000);
}

/** When a store that accepted at `acceptedAt` should have handed the order over (partner agreement: 15 min). */
export function fulfilmentDueAt(acceptedAt: Date): Date {
  return new Date(acceptedAt.getTime() + FULFILMENT_SLA_MINUTES * 60_000);
}

/** What an order stream (Server-Sent Events) sends: the order changed; read it again. */
export const ZOrderChange = z.object({ orderId: z.uuid(), status: ZOrderStatus, storeId: z.uuid() });
export type TOrderChange = z.infer<typeof ZOrderChange>;
