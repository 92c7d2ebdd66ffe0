import type { TOrderEvent } from '@dawanow/shared/orders/customer';
import { currentLanguage } from '@/lib/i18n/i18n';
import type english from '@/locales/en/orders.json';
import type { TOrdersT } from './text';

type TEventKey = `timeline.events.${keyof (typeof english)['timeline']['events']}`;

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

export function eventTitle(event: Pick<TOrderEvent, 'title' | 'status'>, t: TOrdersT): string {
  // English readers see exactly what the API wrote
  if (currentLanguage() === 'en') return event.title;
  for (const [pattern, key] of EVENT_TITLES) {
    const match = pattern.exec(event.title);
    if (!match) continue;
    const { name, count } = match.groups ?? {};
    return t(key, { name, count: count === undefined ? undefined : Number(count) });
  }
  return t(`status.${event.status}`);
}
