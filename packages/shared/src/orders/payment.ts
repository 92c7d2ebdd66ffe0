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

export const ZOrderPayment = z.object({
  method: ZPaymentMethod,
  provider: ZPaymentProvider,
  status: ZPaymentStatus,
  /** Where to pay (hosted checkout) while payment is pending */
  payUrl: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** SPEC §9 refund time for this method, once a refund is under way */
  refundTime: z.string().nullable(),
});

export const ZPaymentRetryResponse = z.object({ redirectTo: z.string() });

export const ZSandboxCheckout = z.object({
  paymentId: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  merchant: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
});
export type TSandboxCheckout = z.infer<typeof ZSandboxCheckout>;
