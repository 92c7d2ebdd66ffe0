/**
 * Razorpay (https://razorpay.com/docs): orders and refunds through its REST API, the checkout callback's
 * signature over "order_id|payment_id" with the key secret, and webhooks signed over the raw body with the
 * webhook secret and identified by the x-razorpay-event-id header (for deduplication).
 */
import { z } from 'zod';
import { createRazorpayApi, RazorpayApiError } from '../razorpay-api';
import {
  type GatewayEvent,
  type GatewayRefund,
  gatewayEventFields,
  hmacHex,
  type PaymentGateway,
  type RazorpayCallback,
  RefundRefused,
  SignatureError,
  signatureMatches,
} from './payment-gateway';

export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };

const ZRazorpayPayment = z.object({
  id: gatewayEventFields.id,
  order_id: gatewayEventFields.id,
  amount: z.int(),
  currency: gatewayEventFields.currency,
  method: gatewayEventFields.method.nullable().optional(),
  error_description: gatewayEventFields.failureReason,
});

const ZRazorpayRefund = z.object({
  id: gatewayEventFields.id,
  payment_id: gatewayEventFields.id,
  amount: z.int(),
  currency: gatewayEventFields.currency,
  status: z.enum(['pending', 'processed', 'failed']),
});

const ZWebhookEvent = z.object({ event: z.string() });
const ZPaymentWebhook = z.object({ payload: z.object({ payment: z.object({ entity: ZRazorpayPayment }) }) });
const ZRefundWebhook = z.object({ payload: z.object({ refund: z.object({ entity: ZRazorpayRefund }) }) });

const refundOf = (refund: z.infer<typeof ZRazorpayRefund>): GatewayRefund => ({
  providerRefundId: refund.id,
  status: refund.status,
});

/** The checkout callback: Razorpay signs "order_id|payment_id" with the key secret. */
export function razorpayCallbackValid(keySecret: string, callback: RazorpayCallback): boolean {
  const expected = hmacHex(keySecret, `${callback.razorpay_order_id}|${callback.razorpay_payment_id}`);
  return signatureMatches(expected, callback.razorpay_signature);
}

export function createRazorpayGateway(keys: RazorpayKeys): PaymentGateway {
  const call = createRazorpayApi(keys);
  return {
    name: 'razorpay',
    publicKey: keys.keyId,
    verifyCallback: (callback) => razorpayCallbackValid(keys.keySecret, callback),
    async createOrder({ paymentId, orderNumber, amountPaise }) {
      const order = await call(
        {
          method: 'POST',
          path: '/orders',
          body: { amount: amountPaise, currency: 'INR', receipt: orderNumber, notes: { payment_id: paymentId } },
        },
        z.object({ id: gatewayEventFields.id }),
      );
      return { providerOrderId: order.id };
    },
    checkoutPath: (paymentId) => `/api/payments/razorpay/${paymentId}/checkout`,

    parseWebhook(rawBody, headers): GatewayEvent | null {
      if (!signatureMatches(hmacHex(keys.webhookSecret, rawBody), headers['x-razorpay-signature'])) {
        throw new SignatureError();
      }
      const eventId = gatewayEventFields.id.safeParse(headers['x-razorpay-event-id']);
      if (!eventId.success) throw new SignatureError();
      const body: unknown = JSON.parse(rawBody.toString('utf8'));
      const { event } = ZWebhookEvent.parse(body);
      if (event === 'payment.captured' || event === 'payment.failed') {
        const payment = ZPaymentWebhook.parse(body).payload.payment.entity;
        return {
          eventId: eventId.data,
          type: event,
          providerOrderId: payment.order_id,
          providerPaymentId: payment.id,
          amountPaise: payment.amount,
          currency: payment.currency,
          method: payment.method ?? null,
          failureReason: payment.error_description ?? null,
        };
      }
      if (event === 'refund.processed' || event === 'refund.failed') {
        const refund = ZRefundWebhook.parse(body).payload.refund.entity;
        return {
          eventId: eventId.data,
          type: event,
          providerRefundId: refund.id,
          providerPaymentId: refund.payment_id,
          amountPaise: refund.amount,
          currency: refund.currency,
        };
      }
      return null;
    },

    async refund({ providerPaymentId, amountPaise, idempotencyKey }) {
      try {
        const refund = await call(
          {
            method: 'POST',
            path: `/payments/${encodeURIComponent(providerPaymentId)}/refund`,
            body: { amount: amountPaise, speed: 'normal' },
            headers: { 'x-refund-idempotency': idempotencyKey },
          },
          ZRazorpayRefund,
        );
        return refundOf(refund);
      } catch (error) {
        if (error instanceof RazorpayApiError && error.isRefusal) throw new RefundRefused(error.message);
        throw error;
      }
    },

    async fetchRefund(providerRefundId) {
      const refund = await call(
        { method: 'GET', path: `/refunds/${encodeURIComponent(providerRefundId)}` },
        ZRazorpayRefund,
      );
      return refundOf(refund);
    },
  };
}
