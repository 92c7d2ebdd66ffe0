/**
 * The reasons a customer, a pharmacy or a pharmacist picks from (packages/shared): the API takes and stores them in
 * English, so the web sends the English and shows the reader's words for it. A reason added in shared fails the type
 * check here until it has its words in `cancelReasons`, `refundReasons`, `storeRejectReasons` or `rxRejectionReasons`.
 */
import type { CANCEL_REASONS, REFUND_REASONS } from '@dawanow/shared/orders/customer';
import type { REJECT_REASONS } from '@dawanow/shared/orders/store';
import type { REJECTION_REASONS } from '@dawanow/shared/prescriptions';
import type { TOrdersT } from './text';

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

/** A pharmacy's reasons for declining an order, as the customer's timeline names them */
const STORE_REJECT_KEYS = {
  'Items out of stock': 'storeRejectReasons.itemsOutOfStock',
  'Store closing': 'storeRejectReasons.storeClosing',
  'Too many orders right now': 'storeRejectReasons.tooManyOrders',
  'Cannot deliver to this address': 'storeRejectReasons.cannotDeliver',
  'Prescription problem': 'storeRejectReasons.prescriptionProblem',
} as const satisfies Record<(typeof REJECT_REASONS)[number], string>;

/** A pharmacist's reasons for rejecting a prescription, as the customer's timeline names them */
const RX_REJECTION_KEYS = {
  Illegible: 'rxRejectionReasons.illegible',
  Expired: 'rxRejectionReasons.expired',
  'Not a valid prescription': 'rxRejectionReasons.notValid',
  'Drug not prescribed': 'rxRejectionReasons.drugNotPrescribed',
  'Doctor details missing': 'rxRejectionReasons.doctorMissing',
  'Patient details missing': 'rxRejectionReasons.patientMissing',
} as const satisfies Record<(typeof REJECTION_REASONS)[number], string>;

type TReasonKey =
  | (typeof CANCEL_KEYS)[TCancelReason]
  | (typeof REFUND_KEYS)[TRefundReason]
  | (typeof STORE_REJECT_KEYS)[keyof typeof STORE_REJECT_KEYS]
  | (typeof RX_REJECTION_KEYS)[keyof typeof RX_REJECTION_KEYS];

// The lists share no reason ("Expired" is only the prescription's), so one look-up serves them all
const KEYS: Record<string, TReasonKey> = {
  ...CANCEL_KEYS,
  ...REFUND_KEYS,
  ...STORE_REJECT_KEYS,
  ...RX_REJECTION_KEYS,
};

/** A stored reason from one of the lists in the reader's words; one the list does not know stays as written. */
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
