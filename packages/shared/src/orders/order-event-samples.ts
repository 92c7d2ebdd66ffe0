/**
 * A message of every order event code, in each variant its sentences have, for tests: the web's wording of each
 * (English word for word as the API writes it, and Hindi) and migration 0047's reading of the English back.
 */
import type { TOrderEventMessage } from './order-event-messages';

export type TWrittenOrderEvent = Exclude<TOrderEventMessage, { code: 'other' }>;

const from = 'Apollo Pharmacy MG Road';
const store = 'MedPlus Indiranagar';

export const ORDER_EVENT_SAMPLES: TWrittenOrderEvent[] = [
  { code: 'awaiting_payment', values: { minutes: 15 } },
  { code: 'order_placed', values: { store } },
  { code: 'order_placed', values: { store: null } },
  { code: 'payment_received', values: { method: 'upi' } },
  { code: 'payment_received', values: { method: null } },
  { code: 'payment_failed', values: { reason: null } },
  { code: 'payment_failed', values: { reason: 'The bank declined the payment.' } },
  { code: 'payment_retried', values: {} },
  { code: 'late_payment_refunded', values: {} },
  { code: 'extra_payment_refunded', values: {} },
  { code: 'accepted', values: { store } },
  { code: 'store_declined', values: { store, reason: 'Items out of stock' } },
  { code: 'sent_to_next', values: { store, from, why: 'declined', reason: 'Too many orders right now' } },
  { code: 'sent_to_next', values: { store, from, why: 'not_taking_orders', reason: null } },
  { code: 'sent_to_next', values: { store, from, why: 'no_answer', reason: null } },
  { code: 'moved_by_support', values: { store, reason: 'The first pharmacy asked us to move it' } },
  {
    code: 'standard_delivery',
    values: { store, distanceKm: 6.4, minutes: 65, money: 'refund', differencePaise: 2500, totalPaise: 51_250 },
  },
  {
    code: 'standard_delivery',
    values: { store, distanceKm: 0.8, minutes: 40, money: 'cash', differencePaise: 2500, totalPaise: 51_250 },
  },
  {
    code: 'standard_delivery',
    values: { store, distanceKm: 6.4, minutes: 60, money: 'none', differencePaise: 0, totalPaise: 51_250 },
  },
  { code: 'packed', values: {} },
  { code: 'out_for_delivery', values: {} },
  { code: 'delivered', values: { cashCollected: true } },
  { code: 'delivered', values: { cashCollected: false } },
  { code: 'cancelled_by_customer', values: { reason: 'Ordered by mistake', refunding: false } },
  { code: 'cancelled_by_customer', values: { reason: 'Found it cheaper elsewhere', refunding: true } },
  { code: 'cancelled_by_support', values: { reason: 'Duplicate order', refunding: true } },
  { code: 'cancelled_by_support', values: { reason: 'Duplicate order. Customer asked by phone', refunding: true } },
  { code: 'cancelled_unpaid', values: { minutes: 15, refunding: false } },
  { code: 'cancelled_no_pharmacy', values: { from, why: 'declined', reason: 'Store closing', refunding: true } },
  { code: 'cancelled_no_pharmacy', values: { from, why: 'no_answer', reason: null, refunding: false } },
  { code: 'refund_requested', values: { reason: 'Damaged in transit' } },
  { code: 'refund_approved', values: { note: null } },
  { code: 'refund_approved', values: { note: 'Our rider picks it up tomorrow.' } },
  { code: 'refund_declined', values: { note: null } },
  { code: 'refunded', values: { note: null, paidInCash: true } },
  { code: 'refunded', values: { note: null, paidInCash: false } },
  { code: 'bank_details_requested', values: { amountPaise: 1_23_456_50 } },
  { code: 'bank_details_requested', values: { amountPaise: 13_300 } },
  { code: 'bank_details_received', values: { destination: 'UPI ID ending @okaxis' } },
  { code: 'bank_refund_sent', values: { amountPaise: 51_250, reference: 'UTR123456' } },
  { code: 'prescription_attached', values: {} },
  {
    code: 'rx_items_removed',
    values: { medicines: ['Azithral 500', 'Augmentin 625 Duo'], refundPaise: 34_000, totalPaise: 9_000 },
  },
  { code: 'rx_items_removed', values: { medicines: ['Azithral 500'], refundPaise: null, totalPaise: 9_000 } },
  { code: 'code_replaced', values: { tries: 5 } },
  { code: 'prescription_verified', values: {} },
  { code: 'prescription_rejected', values: { reason: 'Not a valid prescription' } },
  { code: 'prescription_unclear', values: { note: 'The dose is cut off at the bottom.' } },
  { code: 'prescription_review_again', values: {} },
];
