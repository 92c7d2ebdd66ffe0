/**
 * The sandbox gateway: our own hosted checkout page (/payment/sandbox/{paymentId}) with "Pay" and
 * "Fail" buttons. When the customer chooses, it calls our webhook exactly as a real gateway does —
 * a JSON event, HMAC-SHA256-signed over the raw body — so the same verification, deduplication and
 * state changes run offline, in tests and in demos.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  gatewayEventFields,
  hmacHex,
  type PaymentEvent,
  type PaymentGateway,
  SignatureError,
  signatureMatches,
} from './payment-gateway';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** How the sandbox reaches our webhook: the app passes a function that sends the HTTP request. */
export type SandboxDelivery = (rawBody: string, headers: Record<string, string>) => Promise<void>;

const ZSandboxEvent = z.object({
  id: gatewayEventFields.id,
  event: z.enum(['payment.captured', 'payment.failed']),
  payload: z.object({
    order_id: gatewayEventFields.id,
    payment_id: gatewayEventFields.id,
    amount: z.int(),
    currency: gatewayEventFields.currency,
    method: gatewayEventFields.method.nullable(),
    error_description: gatewayEventFields.failureReason,
  }),
});

export type SandboxGateway = PaymentGateway & {
  /** The hosted page's Pay / Fail: sends the signed webhook for this payment attempt. */
  complete(input: { providerOrderId: string; amountPaise: number; outcome: 'success' | 'failure' }): Promise<void>;
};

export function createSandboxGateway(secret: string, deliver: SandboxDelivery): SandboxGateway {
  return {
    name: 'sandbox',
    createOrder: async () => ({ providerOrderId: `order_sbx_${randomUUID().replaceAll('-', '')}` }),
    checkoutPath: (paymentId) => `/payment/sandbox/${paymentId}`,

    parseWebhook(rawBody, headers): PaymentEvent {
      if (!signatureMatches(hmacHex(secret, rawBody), headers[SANDBOX_SIGNATURE_HEADER])) throw new SignatureError();
      const event = ZSandboxEvent.parse(JSON.parse(rawBody.toString('utf8')));
      return {
        eventId: event.id,
        type: event.event,
        providerOrderId: event.payload.order_id,
        providerPaymentId: event.payload.payment_id,
        amountPaise: event.payload.amount,
        currency: event.payload.currency,
        method: event.payload.method,
        failureReason: event.payload.error_description ?? null,
      };
    },

    // Sandbox money is not real: a refund is processed at once, and stays so.
    refund: async () => ({ providerRefundId: `rfnd_sbx_${randomUUID().replaceAll('-', '')}`, status: 'processed' }),
    fetchRefund: async (providerRefundId) => ({ providerRefundId, status: 'processed' }),

    async complete({ providerOrderId, amountPaise, outcome }) {
      const body = JSON.stringify({
        id: `evt_sbx_${randomUUID().replaceAll('-', '')}`,
        event: outcome === 'success' ? 'payment.captured' : 'payment.failed',
        payload: {
          order_id: providerOrderId,
          payment_id: `pay_sbx_${randomUUID().replaceAll('-', '')}`,
          amount: amountPaise,
          currency: 'INR',
          method: 'upi',
          error_description: outcome === 'success' ? null : 'The payment was declined in the sandbox',
        },
      });
      await deliver(body, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: hmacHex(secret, body) });
    },
  };
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox';
}
