/**
 * What an order event says, as a code and the values its sentences need (issue 19). The API stores the code with
 * each event (order_events.code, code_values) and sends it; the web words it in the reader's language
 * (locales/{en,hi}/orders.json, `timeline.events`). Amounts travel in paise; names, reasons chosen from the shared
 * lists and people's own notes travel as written. `orderEventEnglish` is the English the API still writes beside the
 * code (title and note), which the store and admin alerts quote and the web's English repeats word for word.
 */
import { z } from 'zod';
import { formatDeliveryMinutes, formatDistance } from '../delivery';
import { formatRupees } from '../money';

const none = z.object({});
const store = z.string();
const paise = z.int();
/** Whether the cancelled order's online payment is being returned */
const refunding = z.boolean();

/** Why an order left a pharmacy for the next one: it declined (with its reason), was paused, or did not answer */
export const ZMoveAwayWhy = z.object({
  from: store,
  why: z.enum(['declined', 'not_taking_orders', 'no_answer']),
  /** The pharmacy's reason when it declined (REJECT_REASONS), else null */
  reason: z.string().nullable(),
});
export type TMoveAwayWhy = z.infer<typeof ZMoveAwayWhy>;

export const ZOrderEventMessage = z.discriminatedUnion('code', [
  z.object({ code: z.literal('awaiting_payment'), values: z.object({ minutes: z.int() }) }),
  /** A cash order sent to its pharmacy; `store` is null on events that did not name it */
  z.object({ code: z.literal('order_placed'), values: z.object({ store: store.nullable() }) }),
  /** `method` as the gateway names it (upi, card…), null when it did not say */
  z.object({ code: z.literal('payment_received'), values: z.object({ method: z.string().nullable() }) }),
  /** `reason` as the gateway wrote it, null when it gave none */
  z.object({ code: z.literal('payment_failed'), values: z.object({ reason: z.string().nullable() }) }),
  z.object({ code: z.literal('payment_retried'), values: none }),
  z.object({ code: z.literal('late_payment_refunded'), values: none }),
  z.object({ code: z.literal('extra_payment_refunded'), values: none }),
  z.object({ code: z.literal('accepted'), values: z.object({ store }) }),
  z.object({ code: z.literal('store_declined'), values: z.object({ store, reason: z.string() }) }),
  z.object({ code: z.literal('sent_to_next'), values: ZMoveAwayWhy.extend({ store }) }),
  /** `reason` in the support person's words */
  z.object({ code: z.literal('moved_by_support'), values: z.object({ store, reason: z.string() }) }),
  /**
   * An express order now served from too far for express: the new estimate, and what happens to the fee
   * difference (refunded online, paid less in cash, or nothing when there was none to return)
   */
  z.object({
    code: z.literal('standard_delivery'),
    values: z.object({
      store,
      distanceKm: z.number(),
      minutes: z.int(),
      money: z.enum(['refund', 'cash', 'none']),
      differencePaise: paise,
      totalPaise: paise,
    }),
  }),
  z.object({ code: z.literal('packed'), values: none }),
  z.object({ code: z.literal('out_for_delivery'), values: none }),
  z.object({ code: z.literal('delivered'), values: z.object({ cashCollected: z.boolean() }) }),
  /** `reason` from CANCEL_REASONS */
  z.object({ code: z.literal('cancelled_by_customer'), values: z.object({ reason: z.string(), refunding }) }),
  /** `reason` in the support person's words */
  z.object({ code: z.literal('cancelled_by_support'), values: z.object({ reason: z.string(), refunding }) }),
  z.object({ code: z.literal('cancelled_unpaid'), values: z.object({ minutes: z.int(), refunding }) }),
  z.object({ code: z.literal('cancelled_no_pharmacy'), values: ZMoveAwayWhy.extend({ refunding }) }),
  /** `reason` from REFUND_REASONS */
  z.object({ code: z.literal('refund_requested'), values: z.object({ reason: z.string() }) }),
  /** `note` is the pharmacy's own, null when it wrote none */
  z.object({ code: z.literal('refund_approved'), values: z.object({ note: z.string().nullable() }) }),
  z.object({ code: z.literal('refund_declined'), values: z.object({ note: z.string().nullable() }) }),
  z.object({ code: z.literal('refunded'), values: z.object({ note: z.string().nullable(), paidInCash: z.boolean() }) }),
  z.object({ code: z.literal('bank_details_requested'), values: z.object({ amountPaise: paise }) }),
  /** `destination` masked (the last digits of an account, or the UPI ID's handle) */
  z.object({ code: z.literal('bank_details_received'), values: z.object({ destination: z.string() }) }),
  z.object({ code: z.literal('bank_refund_sent'), values: z.object({ amountPaise: paise, reference: z.string() }) }),
  z.object({ code: z.literal('prescription_attached'), values: none }),
  /** `refundPaise` when an online payment gets the difference back, else null and the new total says what is due */
  z.object({
    code: z.literal('rx_items_removed'),
    values: z.object({ medicines: z.array(z.string()), refundPaise: paise.nullable(), totalPaise: paise }),
  }),
  z.object({ code: z.literal('code_replaced'), values: z.object({ tries: z.int() }) }),
  z.object({ code: z.literal('prescription_verified'), values: none }),
  /** `reason` from REJECTION_REASONS */
  z.object({ code: z.literal('prescription_rejected'), values: z.object({ reason: z.string() }) }),
  /** `note` in the pharmacist's words */
  z.object({ code: z.literal('prescription_unclear'), values: z.object({ note: z.string() }) }),
  z.object({ code: z.literal('prescription_review_again'), values: none }),
  /**
   * An event from before the codes whose English could not be read back, or a code newer than the page (ZOrderEvent
   * catches it): the page shows the stored English title and note.
   */
  z.object({ code: z.literal('other'), values: none }),
]);
export type TOrderEventMessage = z.infer<typeof ZOrderEventMessage>;
export type TOrderEventCode = TOrderEventMessage['code'];

const REFUNDING = 'Your payment is being refunded to the original method.';

function moveAwayWhy({ from, why, reason }: TMoveAwayWhy): string {
  switch (why) {
    case 'declined':
      return `${from} could not take it (${(reason ?? '').toLowerCase()}).`;
    case 'not_taking_orders':
      return `${from} is not taking orders now.`;
    case 'no_answer':
      return `${from} did not answer in time.`;
  }
}

/** A cancellation's note: its reason, and the refund when the order was paid online (no full stop without one). */
function cancelled(title: string, reason: string, isRefunding: boolean) {
  return { title, note: isRefunding ? `${reason}. ${REFUNDING}` : reason };
}

/**
 * The English title and note of an event. `other` has none of its own (its English is what was stored), so it is
 * not accepted here.
 */
export function orderEventEnglish(message: Exclude<TOrderEventMessage, { code: 'other' }>): {
  title: string;
  note: string | null;
} {
  switch (message.code) {
    case 'awaiting_payment':
      return {
        title: 'Order created — waiting for payment',
        note: `Pay within ${message.values.minutes} minutes to confirm it.`,
      };
    case 'order_placed':
      return {
        title: 'Order placed',
        note: message.values.store === null ? null : `Cash on delivery. Sent to ${message.values.store}.`,
      };
    case 'payment_received':
      return {
        title: 'Payment received — order placed',
        note: message.values.method ? `Paid by ${message.values.method.toUpperCase()}` : null,
      };
    case 'payment_failed':
      return {
        title: 'Payment failed',
        note: message.values.reason ?? 'The payment did not go through. You can try again.',
      };
    case 'payment_retried':
      return { title: 'Trying the payment again', note: null };
    case 'late_payment_refunded':
      return {
        title: 'Late payment refunded',
        note: 'A payment arrived after the order was cancelled; it is being refunded to the original method.',
      };
    case 'extra_payment_refunded':
      return {
        title: 'Extra payment refunded',
        note: 'This order was already paid; the second payment is being refunded to the original method.',
      };
    case 'accepted':
      return { title: `Accepted by ${message.values.store}`, note: 'The pharmacy is preparing your order.' };
    case 'store_declined':
      return { title: `${message.values.store} could not take the order`, note: message.values.reason };
    case 'sent_to_next':
      return {
        title: `Sent to ${message.values.store}`,
        note: `${moveAwayWhy(message.values)} The order went to the next nearest pharmacy with everything in stock.`,
      };
    case 'moved_by_support':
      return { title: `Moved to ${message.values.store} by DawaNow support`, note: message.values.reason };
    case 'standard_delivery': {
      const { store, distanceKm, minutes, money, differencePaise, totalPaise } = message.values;
      const moneyText =
        money === 'refund'
          ? ` The ${formatRupees(differencePaise)} difference in the delivery fee is being refunded to your original payment method.`
          : money === 'cash'
            ? ` You pay ${formatRupees(differencePaise)} less at the door: ${formatRupees(totalPaise)}.`
            : '';
      return {
        title: 'Changed to standard delivery',
        note: `${store} is ${formatDistance(distanceKm)} away, too far for express delivery. Your order now arrives in about ${formatDeliveryMinutes(minutes)} after the pharmacy accepts it.${moneyText}`,
      };
    }
    case 'packed':
      return { title: 'Packed and checked by the pharmacist', note: null };
    case 'out_for_delivery':
      return { title: 'Out for delivery', note: 'Keep your 4-digit delivery code ready.' };
    case 'delivered':
      return { title: 'Delivered', note: message.values.cashCollected ? 'Cash collected at the door.' : null };
    case 'cancelled_by_customer':
      return cancelled('Cancelled by you', message.values.reason, message.values.refunding);
    case 'cancelled_by_support':
      return cancelled('Cancelled by DawaNow support', message.values.reason, message.values.refunding);
    case 'cancelled_unpaid':
      return cancelled(
        'Cancelled: payment not received',
        `Payment was not completed within ${message.values.minutes} minutes`,
        message.values.refunding,
      );
    case 'cancelled_no_pharmacy':
      return cancelled(
        'Cancelled: no pharmacy could take the order',
        `${moveAwayWhy(message.values)} No other pharmacy near you has every item in stock right now`,
        message.values.refunding,
      );
    case 'refund_requested':
      return {
        title: 'Refund requested',
        note: `${message.values.reason}. The pharmacy reviews it; if approved, the item is picked up and checked.`,
      };
    case 'refund_approved':
      return {
        title: 'Refund approved — pickup arranged',
        note: message.values.note ?? 'The item is picked up and checked before the money is returned.',
      };
    case 'refund_declined':
      return {
        title: 'Refund declined',
        note: message.values.note ?? 'The item does not qualify for a refund under the returns policy.',
      };
    case 'refunded':
      return {
        title: 'Refunded',
        note:
          message.values.note ??
          (message.values.paidInCash
            ? 'The item was checked. You paid in cash, so the money comes back by bank transfer.'
            : 'The item was checked and the money is on its way to the original payment method.'),
      };
    case 'bank_details_requested':
      return {
        title: 'Share your bank details for the refund',
        note: `You paid in cash, so ${formatRupees(message.values.amountPaise)} comes back by bank transfer. Add a bank account or UPI ID on this page.`,
      };
    case 'bank_details_received':
      return { title: 'Bank details received', note: `The refund goes to ${message.values.destination}.` };
    case 'bank_refund_sent':
      return {
        title: 'Refund sent to your bank',
        note: `${formatRupees(message.values.amountPaise)} was transferred. Bank reference ${message.values.reference}.`,
      };
    case 'prescription_attached':
      return {
        title: 'New prescription attached',
        note: 'The pharmacist checks it before preparing the order.',
      };
    case 'rx_items_removed': {
      const { medicines, refundPaise, totalPaise } = message.values;
      const names = medicines.join(', ');
      return {
        title: 'Items needing a prescription removed',
        note:
          refundPaise === null
            ? `${names} removed. The new total is ${formatRupees(totalPaise)}.`
            : `${names} removed. ${formatRupees(refundPaise)} is being refunded to the original method.`,
      };
    }
    case 'code_replaced':
      return {
        title: `Delivery code replaced after ${message.values.tries} wrong tries`,
        note: 'A new code is on this page. Share it only with the delivery person at your door.',
      };
    case 'prescription_verified':
      return { title: 'Prescription verified by the pharmacist', note: null };
    case 'prescription_rejected':
      return {
        title: `Prescription rejected: ${message.values.reason.toLowerCase()}`,
        note: 'Upload a new prescription for this order, remove the medicines that need one, or cancel it.',
      };
    case 'prescription_unclear':
      return { title: 'The pharmacist needs a clearer copy of the prescription', note: message.values.note };
    case 'prescription_review_again':
      return { title: 'The pharmacist is reviewing the prescription again', note: null };
  }
}
