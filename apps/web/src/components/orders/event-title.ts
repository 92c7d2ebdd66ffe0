import type { TOrderEvent } from '@dawanow/shared/orders/customer';
import { currentLanguage } from '@/lib/i18n/i18n';
import type english from '@/locales/en/orders.json';
import type { TOrdersT } from './text';

type TEventKey = `timeline.events.${keyof (typeof english)['timeline']['events']}`;
type TNoteKey = `timeline.notes.${keyof (typeof english)['timeline']['notes']}`;

/**
 * The API writes an order event's title in English (the store and admin panels read it as is). For a Hindi reader
 * the titles it writes are recognised here; one not listed falls back to its status in Hindi.
 */
const EVENT_TITLES: readonly [RegExp, TEventKey][] = [
  [/^Order placed$/, 'timeline.events.orderPlaced'],
  [/^Order created — waiting for payment$/, 'timeline.events.awaitingPayment'],
  [/^Cancelled by you$/, 'timeline.events.cancelledByYou'],
  [/^Refund requested$/, 'timeline.events.refundRequested'],
  [/^New prescription attached$/, 'timeline.events.prescriptionAttached'],
  [/^Items needing a prescription removed$/, 'timeline.events.rxItemsRemoved'],
  [/^Trying the payment again$/, 'timeline.events.paymentRetried'],
  [/^Refund approved — pickup arranged$/, 'timeline.events.refundApproved'],
  [/^Refund declined$/, 'timeline.events.refundDeclined'],
  [/^Refunded$/, 'timeline.events.refunded'],
  [/^Accepted by (?<name>.+)$/, 'timeline.events.acceptedBy'],
  [/^(?<name>.+) could not take the order$/, 'timeline.events.storeDeclined'],
  [/^Packed and checked by the pharmacist$/, 'timeline.events.packed'],
  [/^Out for delivery$/, 'timeline.events.outForDelivery'],
  [/^Delivered$/, 'timeline.events.delivered'],
  [/^Cancelled: no pharmacy could take the order$/, 'timeline.events.noPharmacy'],
  [/^Cancelled by DawaNow support$/, 'timeline.events.cancelledBySupport'],
  [/^Moved to (?<name>.+) by DawaNow support$/, 'timeline.events.movedBySupport'],
  [/^Sent to (?<name>.+)$/, 'timeline.events.sentTo'],
  [/^Changed to standard delivery$/, 'timeline.events.standardDelivery'],
  [/^Delivery code replaced after (?<count>\d+) wrong tries$/, 'timeline.events.codeReplaced'],
];

/** The notes the API writes on a customer's usual journey; any other note stays as written */
const EVENT_NOTES: readonly [RegExp, TNoteKey][] = [
  [/^Cash on delivery\. Sent to (?<name>.+)\.$/, 'timeline.notes.codSentTo'],
  [/^Pay within (?<count>\d+) minutes to confirm it\.$/, 'timeline.notes.payWithin'],
  [/^The pharmacy is preparing your order\.$/, 'timeline.notes.preparing'],
  [/^The pharmacist checks it before preparing the order\.$/, 'timeline.notes.pharmacistChecks'],
  [/^A new code is on this page\. Share it only with the delivery person at your door\.$/, 'timeline.notes.newCode'],
];

function recognised<K extends string>(text: string, patterns: readonly [RegExp, K][], t: TOrdersT): string | undefined {
  for (const [pattern, key] of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const { name, count } = match.groups ?? {};
    return t(key as never, { name, count: count === undefined ? undefined : Number(count) });
  }
  return undefined;
}

/** An event's note in the reader's language where it is one the API writes often; otherwise as written (English) */
export function eventNote(note: string, t: TOrdersT): { text: string; lang?: 'en-IN' } {
  if (currentLanguage() === 'en') return { text: note };
  const text = recognised(note, EVENT_NOTES, t);
  // A note left in English is marked so, for screen readers reading the page in Hindi
  return text === undefined ? { text: note, lang: 'en-IN' } : { text };
}

export function eventTitle(event: Pick<TOrderEvent, 'title' | 'status'>, t: TOrdersT): string {
  // English readers see exactly what the API wrote
  if (currentLanguage() === 'en') return event.title;
  return recognised(event.title, EVENT_TITLES, t) ?? t(`status.${event.status}`);
}
