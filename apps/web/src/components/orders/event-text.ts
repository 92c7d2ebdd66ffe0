/**
 * An order event in the reader's language (issue 19): the API names what happened with a code and the values its
 * sentences need (packages/shared/src/orders/order-event-messages.ts), and the words are here, from `orders.json`
 * (`timeline.events`). The English is word for word what the API writes beside the code. Names, reasons typed by a
 * person and the gateway's own words are shown as given; an event the page cannot word (`other`) shows the English
 * the API stored.
 */
import { formatDistance } from '@dawanow/shared/delivery';
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail, TOrderEvent } from '@dawanow/shared/orders/customer';
import type { TMoveAwayWhy, TOrderEventMessage } from '@dawanow/shared/orders/order-event-messages';
import type { TFunction } from 'i18next';
import { durationText } from '@/lib/delivery-promise';
import { currentLanguage } from '@/lib/i18n/i18n';
import { reasonText } from './reasons';
import type { TOrdersT } from './text';

/** Words left in English on a Hindi page carry `lang`, for screen readers reading the page in Hindi */
export type TEventWords = { title: string; note: string | null; titleLang?: 'en-IN'; noteLang?: 'en-IN' };

/** The English the API stored, marked as English for a reader of another language */
function asStored(event: Pick<TOrderEvent, 'title' | 'note'>, isEnglish: boolean): TEventWords {
  return isEnglish
    ? { title: event.title, note: event.note }
    : { title: event.title, note: event.note, titleLang: 'en-IN', noteLang: event.note ? 'en-IN' : undefined };
}

function whyText(t: TOrdersT, { from, why, reason }: TMoveAwayWhy): string {
  // The reason sits inside a sentence, so it loses its capital (Hindi has none to lose)
  if (why === 'declined')
    return t('timeline.why.declined', { from, reason: reasonText(reason ?? '', t).toLowerCase() });
  return t(`timeline.why.${why}`, { from });
}

function cancelNote(t: TOrdersT, reason: string, isRefunding: boolean): string {
  return isRefunding ? t('timeline.cancelRefunding', { reason }) : reason;
}

/** The events that cancel an order */
const CANCELLATIONS = [
  'cancelled_by_customer',
  'cancelled_by_support',
  'cancelled_unpaid',
  'cancelled_no_pharmacy',
] as const satisfies TOrderEventMessage['code'][];
type TCancellation = Extract<TOrderEventMessage, { code: (typeof CANCELLATIONS)[number] }>;

/** Why an order was cancelled, from its cancellation event */
function cancellationReason(message: TCancellation, t: TOrdersT): string {
  switch (message.code) {
    // The customer's reason is from the list; support's is in its own words and stays as written
    case 'cancelled_by_customer':
    case 'cancelled_by_support':
      return reasonText(message.values.reason, t);
    case 'cancelled_unpaid':
      return t('timeline.events.cancelled_unpaid.reason', { minutes: message.values.minutes });
    case 'cancelled_no_pharmacy':
      return t('timeline.events.cancelled_no_pharmacy.reason', { why: whyText(t, message.values) });
  }
}

/**
 * Why an order was cancelled, in the reader's words: from its cancellation event, whose code the page words; the
 * order's own `cancelReason` is the API's English, shown (through the reason lists) only for an event of old.
 */
export function cancelledBecause(order: Pick<TOrderDetail, 'events' | 'cancelReason'>, t: TOrdersT): string | null {
  const cancellation = order.events
    .map((event) => event.message)
    .findLast((message): message is TCancellation => (CANCELLATIONS as readonly string[]).includes(message.code));
  if (cancellation) return cancellationReason(cancellation, t);
  return order.cancelReason === null ? null : reasonText(order.cancelReason, t);
}

export function eventWords(
  event: Pick<TOrderEvent, 'title' | 'note' | 'message'>,
  t: TOrdersT,
  tCommon: TFunction<'common'>,
): TEventWords {
  const isEnglish = currentLanguage() === 'en';
  const { message } = event;
  switch (message.code) {
    case 'awaiting_payment':
      return {
        title: t('timeline.events.awaiting_payment.title'),
        note: t('timeline.events.awaiting_payment.note', { minutes: message.values.minutes }),
      };
    case 'order_placed':
      return {
        title: t('timeline.events.order_placed.title'),
        note:
          message.values.store === null
            ? null
            : t('timeline.events.order_placed.note', { store: message.values.store }),
      };
    case 'payment_received':
      return {
        title: t('timeline.events.payment_received.title'),
        note: message.values.method
          ? t('timeline.events.payment_received.note', { method: message.values.method.toUpperCase() })
          : null,
      };
    case 'payment_failed':
      return message.values.reason === null
        ? { title: t('timeline.events.payment_failed.title'), note: t('timeline.events.payment_failed.note') }
        : {
            title: t('timeline.events.payment_failed.title'),
            // The gateway's own words
            note: message.values.reason,
            noteLang: isEnglish ? undefined : 'en-IN',
          };
    case 'payment_retried':
    case 'packed':
    case 'prescription_verified':
    case 'prescription_review_again':
      return { title: t(`timeline.events.${message.code}.title`), note: null };
    case 'late_payment_refunded':
    case 'extra_payment_refunded':
    case 'out_for_delivery':
    case 'prescription_attached':
      return { title: t(`timeline.events.${message.code}.title`), note: t(`timeline.events.${message.code}.note`) };
    case 'accepted':
      return {
        title: t('timeline.events.accepted.title', { store: message.values.store }),
        note: t('timeline.events.accepted.note'),
      };
    case 'store_declined':
      return {
        title: t('timeline.events.store_declined.title', { store: message.values.store }),
        note: reasonText(message.values.reason, t),
      };
    case 'sent_to_next':
      return {
        title: t('timeline.events.sent_to_next.title', { store: message.values.store }),
        note: t('timeline.events.sent_to_next.note', { why: whyText(t, message.values) }),
      };
    case 'moved_by_support':
      return {
        title: t('timeline.events.moved_by_support.title', { store: message.values.store }),
        note: message.values.reason,
      };
    case 'standard_delivery': {
      const { store, distanceKm, minutes, money, differencePaise, totalPaise } = message.values;
      const moved = t('timeline.events.standard_delivery.note', {
        store,
        distance: formatDistance(distanceKm),
        time: durationText(tCommon, minutes),
      });
      const amount = formatRupees(differencePaise);
      const paid =
        money === 'refund'
          ? t('timeline.events.standard_delivery.refund', { amount })
          : money === 'cash'
            ? t('timeline.events.standard_delivery.cash', { amount, total: formatRupees(totalPaise) })
            : null;
      return { title: t('timeline.events.standard_delivery.title'), note: paid ? `${moved} ${paid}` : moved };
    }
    case 'delivered':
      return {
        title: t('timeline.events.delivered.title'),
        note: message.values.cashCollected ? t('timeline.events.delivered.note') : null,
      };
    case 'cancelled_by_customer':
    case 'cancelled_by_support':
    case 'cancelled_unpaid':
    case 'cancelled_no_pharmacy':
      return {
        title: t(`timeline.events.${message.code}.title`),
        note: cancelNote(t, cancellationReason(message, t), message.values.refunding),
      };
    case 'refund_requested':
      return {
        title: t('timeline.events.refund_requested.title'),
        note: t('timeline.events.refund_requested.note', { reason: reasonText(message.values.reason, t) }),
      };
    case 'refund_approved':
    case 'refund_declined':
      return {
        title: t(`timeline.events.${message.code}.title`),
        // The pharmacy's own note, as it wrote it
        note: message.values.note ?? t(`timeline.events.${message.code}.note`),
      };
    case 'refunded':
      return {
        title: t('timeline.events.refunded.title'),
        note:
          message.values.note ??
          t(message.values.paidInCash ? 'timeline.events.refunded.cash' : 'timeline.events.refunded.online'),
      };
    case 'bank_details_requested':
      return {
        title: t('timeline.events.bank_details_requested.title'),
        note: t('timeline.events.bank_details_requested.note', { amount: formatRupees(message.values.amountPaise) }),
      };
    case 'bank_details_received':
      return {
        title: t('timeline.events.bank_details_received.title'),
        note: t('timeline.events.bank_details_received.note', { destination: message.values.destination }),
      };
    case 'bank_refund_sent':
      return {
        title: t('timeline.events.bank_refund_sent.title'),
        note: t('timeline.events.bank_refund_sent.note', {
          amount: formatRupees(message.values.amountPaise),
          reference: message.values.reference,
        }),
      };
    case 'rx_items_removed': {
      const { medicines, refundPaise, totalPaise } = message.values;
      // Medicine names stay as they are, joined as the API joins them
      const names = medicines.join(', ');
      return {
        title: t('timeline.events.rx_items_removed.title'),
        note:
          refundPaise === null
            ? t('timeline.events.rx_items_removed.total', { medicines: names, total: formatRupees(totalPaise) })
            : t('timeline.events.rx_items_removed.refund', { medicines: names, amount: formatRupees(refundPaise) }),
      };
    }
    case 'code_replaced':
      return {
        title: t('timeline.events.code_replaced.title', { tries: message.values.tries }),
        note: t('timeline.events.code_replaced.note'),
      };
    case 'prescription_rejected':
      return {
        title: t('timeline.events.prescription_rejected.title', {
          reason: reasonText(message.values.reason, t).toLowerCase(),
        }),
        note: t('timeline.events.prescription_rejected.note'),
      };
    case 'prescription_unclear':
      return { title: t('timeline.events.prescription_unclear.title'), note: message.values.note };
    case 'other':
      return asStored(event, isEnglish);
  }
}
