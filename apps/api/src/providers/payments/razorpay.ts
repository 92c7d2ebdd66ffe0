/**
 * Razorpay (https://razorpay.com/docs): orders through the official SDK, the checkout callback's
 * signature over "order_id|payment_id" with the key secret, and webhooks signed over the raw body
 * with the webhook secret and identified by the x-razorpay-event-id header (for deduplication).
 */
import Razorpay from 'razorpay';
import { z } from 'zod';
import {
  gatewayEventFields,
  hmacHex,
  type PaymentEvent,
  type PaymentGateway,
  type RazorpayCallback,
  SignatureError,
  signatureMatches,
} from './payment-gateway';

export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string };

const ZRazorpayWebhook = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: gatewayEventFields.id,
          order_id: gatewayEventFields.id,
          amount: z.number().int(),
          currency: gatewayEventFields.currency,
          method: gatewayEventFields.method.nullable().optional(),
          error_description: gatewayEventFields.failureReason,
        }),
      })
      .optional(),
  }),
});

/** The checkout callback: Razorpay signs "order_id|payment_id" with the key secret. */
export function razorpayCallbackValid(keySecret: string, callback: RazorpayCallback): boolean {
  const expected = hmacHex(keySecret, `${callback.razorpay_order_id}|${callback.razorpay_payment_id}`);
  return signatureMatches(expected, callback.razorpay_signature);
}

export function createRazorpayGateway(keys: RazorpayKeys): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    name: 'razorpay',
    publicKey: keys.keyId,
    verifyCallback: (callback) => razorpayCallbackValid(keys.keySecret, callback),
    async createOrder({ paymentId, orderNumber, amountPaise }) {
      const order = await client.orders.create({
        amount: amountPaise,
        currency: 'INR',
        receipt: orderNumber,
        notes: { payment_id: paymentId },
      });
      return { providerOrderId: order.id };
    },
    checkoutPath: (paymentId) => `/api/payments/razorpay/${paymentId}/checkout`,

    parseWebhook(rawBody, headers): PaymentEvent | null {
      if (!signatureMatches(hmacHex(keys.webhookSecret, rawBody), headers['x-razorpay-signature'])) {
        throw new SignatureError();
      }
      const eventId = gatewayEventFields.id.safeParse(headers['x-razorpay-event-id']);
      if (!eventId.success) throw new SignatureError();
      const webhook = ZRazorpayWebhook.parse(JSON.parse(rawBody.toString('utf8')));
      const payment = webhook.payload.payment?.entity;
      if (!payment || (webhook.event !== 'payment.captured' && webhook.event !== 'payment.failed')) return null;
      return {
        eventId: eventId.data,
        type: webhook.event,
        providerOrderId: payment.order_id,
        providerPaymentId: payment.id,
        amountPaise: payment.amount,
        currency: payment.currency,
        method: payment.method ?? null,
        failureReason: payment.error_description ?? null,
      };
    },

    async refund({ providerPaymentId, amountPaise }) {
      const refund = await client.payments.refund(providerPaymentId, { amount: amountPaise, speed: 'normal' });
      return refund.status === 'processed' ? 'refunded' : 'refund_pending';
    },
  };
}
