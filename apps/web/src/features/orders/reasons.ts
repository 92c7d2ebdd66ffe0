/**
 * The reasons a customer picks from (packages/shared): the API takes and stores them in English, so the web sends
 * the English and shows the reader's words for it. A reason added in shared fails the type check here until it has
 * its words in `cancelReasons` / `refundReasons`.
 */
import type { CANCEL_REASONS, REFUND_REASONS } from '@dawanow/shared/orders/customer';
import type { TOrdersT } from '@/components/orders/text';

type TCancelReason = (typeof CANCEL_REASONS)[number];
type TRefundReason = (typeof REFUND_REASONS)[number];

const CANCEL_KEYS = {
  'Ordered by mistake': 'cancelReasons.mistake',
  'Found it cheaper elsewhere': 'cancelReasons.cheaper',
  'Delivery is taking too long': 'cancelReasons.slow',
  'Want to change items or address': 'cancelReasons.change',
  'Doctor changed the prescription': 'cancelReasons.doctor',
  Other: 'cancelReasons.other',
} as const satisfies Record<TCancelReason, string>;

const REFUND_KEYS = {
  'Damaged in transit': 'refundReasons.damaged',
  'Wrong item delivered': 'refundReasons.wrongItem',
  'Expired or near expiry': 'refundReasons.expired',
  'Item missing': 'refundReasons.missing',
  'Unopened non-medicine item (7-day return)': 'refundReasons.unopened',
} as const satisfies Record<TRefundReason, string>;

const KEYS: Record<string, (typeof CANCEL_KEYS)[TCancelReason] | (typeof REFUND_KEYS)[TRefundReason]> = {
  ...CANCEL_KEYS,
  ...REFUND_KEYS,
};

/** A stored cancel or refund reason in the reader's words; one the list does not know stays as written. */
export function reasonText(reason: string, t: TOrdersT): string {
  const key = Object.hasOwn(KEYS, reason) ? KEYS[reason] : undefined;
  return key ? t(key) : reason;
}

/** The choices of a reason list as the reader reads them, and the reason the API takes for a choice. */
export function reasonChoices<TReason extends string>(reasons: readonly TReason[], t: TOrdersT) {
  const labels = reasons.map((reason) => reasonText(reason, t));
  return {
    labels,
    reasonOf: (label: string): TReason => {
      const reason = reasons[labels.indexOf(label)];
      // The list shows only `labels`, so a choice always has its reason
      if (reason === undefined) throw new Error(`Not a reason on the list: ${label}`);
      return reason;
    },
  };
}
