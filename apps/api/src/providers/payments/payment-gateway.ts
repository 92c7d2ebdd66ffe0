/**
 * Payment gateways behind one interface (ARCHITECTURE §2 "payments"): the embedded sandbox by
 * default, Razorpay when its keys are configured. Cash on delivery needs no gateway at all.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { optionalText } from '@dawanow/shared/text';
import { z } from 'zod';

/** A gateway event in our terms, whichever gateway sent it. */
export type PaymentEvent = {
  eventId: string;
  type: 'payment.captured' | 'payment.failed';
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  /** card, upi, netbanking… */
  method: string | null;
  failureReason: string | null;
};

/** A refund as the gateway reports it: its id there and where it stands. */
export type GatewayRefund = {
  providerRefundId: string;
  status: 'pending' | 'processed' | 'failed';
};

/** A gateway's event about a refund it processed or could not process. */
export type RefundEvent = {
  eventId: string;
  type: 'refund.processed' | 'refund.failed';
  providerRefundId: string;
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
};

export type GatewayEvent = PaymentEvent | RefundEvent;

export const isRefundEvent = (event: GatewayEvent): event is RefundEvent => event.type.startsWith('refund.');

/** The gateway refused a refund request (nothing was refunded); the message is its reason. */
export class RefundRefused extends Error {}

export type PaymentGateway = {
  readonly name: 'sandbox' | 'razorpay';
  /** Opens a gateway order for one payment attempt. */
  createOrder(input: {
    paymentId: string;
    orderNumber: string;
    amountPaise: number;
  }): Promise<{ providerOrderId: string }>;
  /** Where the customer's browser goes to pay. */
  checkoutPath(paymentId: string): string;
  /**
   * Checks the signature over the raw body and reads the event; null for events we do not act on.
   * Throws SignatureError when the signature does not match.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent | null;
  /** The key a browser checkout script is opened with (gateways with a client-side checkout only). */
  readonly publicKey?: string;
  /** Checks the browser checkout's callback signature (gateways with a client-side checkout only). */
  verifyCallback?(callback: RazorpayCallback): boolean;
  /**
   * Asks the gateway to return money to the customer's original method. The same idempotency key names the same
   * refund, so asking again after an answer was lost never refunds twice. Throws RefundRefused when the gateway
   * refuses; any other error leaves the outcome unknown (ask again with the same key).
   */
  refund(input: { providerPaymentId: string; amountPaise: number; idempotencyKey: string }): Promise<GatewayRefund>;
  /** Where a refund stands now. */
  fetchRefund(providerRefundId: string): Promise<GatewayRefund>;
};

export type RazorpayCallback = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

export class SignatureError extends Error {}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expectedHex: string, received: string | string[] | undefined): boolean {
  if (typeof received !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(received, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The fields of a gateway event as we store them. A signed event is trusted about money, not about
 * its text: ids, currency and method must look like a gateway's, and a failure reason is plain text,
 * so a malformed event is refused (400) rather than failing the database write (500, retried forever).
 */
export const gatewayEventFields = {
  id: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'Not a gateway id'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Not a currency code'),
  method: z.string().regex(/^[a-z_]{1,20}$/, 'Not a payment method'),
  failureReason: optionalText({ label: 'The failure reason', max: 300, isMultiline: true }),
};
