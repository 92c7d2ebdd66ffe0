/** How an order is paid: methods, providers, payment states and the gateway's hand-off payloads. */
import { z } from 'zod';

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay', 'cod'] as const;
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

/** SPEC §9 refund times per payment method. */
export const REFUND_TIMES = {
  card: 'Card: 5-7 business days',
  upi: 'UPI: 1-3 business days',
  netbanking: 'Net banking: 3-5 business days',
  cod: 'Cash on delivery: by bank transfer, after we ask for your bank details',
} as const;

export const ZSandboxOutcome = z.object({ outcome: z.enum(['success', 'failure']) });

export const PAYMENT_STATUSES = ['not_required', 'pending', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const PAYMENT_STATUS_LABELS: Record<TPaymentStatus, string> = {
  not_required: 'Nothing to pay',
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  refund_pending: 'Refund in progress',
  refunded: 'Refunded',
};

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  online: 'Online',
  cod: 'Cash on delivery',
};

/**
 * Where a refund to the original method stands at the gateway: on its way (sent, or about to be), retrying after
 * the gateway refused or failed it, failed after every automatic attempt (an administrator steps in), or refunded.
 */
export const REFUND_STATUSES = ['pending', 'retrying', 'failed', 'refunded'] as const;
export const ZRefundStatus = z.enum(REFUND_STATUSES);
export type TRefundStatus = z.infer<typeof ZRefundStatus>;

export const REFUND_STATUS_LABELS: Record<TRefundStatus, string> = {
  pending: 'On its way',
  retrying: 'Failed, being sent again',
  failed: 'Failed: needs an administrator',
  refunded: 'Refunded',
};

/** The whole payment (what was left of it) or a part of it, e.g. items removed from the order. */
export const REFUND_KINDS = ['full', 'part'] as const;
export const ZRefundKind = z.enum(REFUND_KINDS);
export type TRefundKind = z.infer<typeof ZRefundKind>;

/**
 * A refund as the customer reads it: on its way (with the method's SPEC §9 time), refunded (with the date), or
 * delayed — the gateway failed it and DawaNow is retrying or looking into it.
 */
export const CUSTOMER_REFUND_STATES = ['pending', 'delayed', 'refunded'] as const;
export const ZOrderRefund = z.object({
  amountPaise: z.int(),
  kind: ZRefundKind,
  reason: z.string(),
  state: z.enum(CUSTOMER_REFUND_STATES),
  requestedAt: z.iso.datetime({ offset: true }),
  refundedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TOrderRefund = z.infer<typeof ZOrderRefund>;

export const ZOrderPayment = z.object({
  method: ZPaymentMethod,
  provider: ZPaymentProvider,
  status: ZPaymentStatus,
  /** Where to pay (hosted checkout) while payment is pending */
  payUrl: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** SPEC §9 refund time for this method, once a refund is under way */
  refundTime: z.string().nullable(),
  /** Every refund to the original method, oldest first */
  refunds: z.array(ZOrderRefund),
});

export const ZPaymentRetryResponse = z.object({ redirectTo: z.string() });

export const ZSandboxCheckout = z.object({
  paymentId: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  amountPaise: z.int(),
  currency: z.literal('INR'),
  merchant: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
});
export type TSandboxCheckout = z.infer<typeof ZSandboxCheckout>;
