/** The payment gateways' side of an order: their webhooks, the sandbox's hosted page and Razorpay Checkout. */
import { z } from 'zod';
import { ZPaymentRetryResponse, ZSandboxCheckout, ZSandboxOutcome } from '../orders/payment';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['payments'];
const errors = ERROR_RESPONSES;
const ZPaymentParams = z.object({ paymentId: z.uuid('Not a payment id') });

/** What Razorpay Checkout hands its `handler`, which the checkout page posts to us as it is. */
const ZRazorpayCallback = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'Not a payment signature'),
});

export const paymentsApi = {
  /**
   * Called by the gateways, never by the web app. The body has no schema on purpose: gateways sign the exact
   * bytes they send, so the route's own content-type parser keeps any body raw (a Buffer) until the service
   * has checked the signature; the limit below is that parser's limit too.
   */
  webhook: endpoint({
    method: 'POST',
    path: '/payments/webhooks/:provider',
    access: access.public,
    tags,
    summary: 'Gateway webhooks (sandbox, razorpay): signature-checked, deduplicated by event id',
    params: z.object({ provider: z.enum(['sandbox', 'razorpay']) }),
    bodyLimit: 64 * 1024,
    responses: { 200: z.object({ handled: z.boolean() }), ...errors },
  }),
  sandboxCheckout: endpoint({
    method: 'GET',
    path: '/payments/sandbox/:paymentId',
    access: access.signedIn,
    tags,
    summary: "The sandbox gateway's hosted checkout: amount and order number",
    params: ZPaymentParams,
    responses: { 200: ZSandboxCheckout, ...errors },
  }),
  completeSandbox: endpoint({
    method: 'POST',
    path: '/payments/sandbox/:paymentId/complete',
    access: access.signedIn,
    tags,
    summary: 'Pay or fail on the sandbox page; the sandbox then calls our webhook, signed',
    params: ZPaymentParams,
    body: ZSandboxOutcome,
    responses: { 200: ZPaymentRetryResponse, ...errors },
  }),
  /** An HTML page the browser is sent to (the 200 answer is `text/html`), so it is opened by address, not called. */
  razorpayCheckout: endpoint({
    method: 'GET',
    path: '/payments/razorpay/:paymentId/checkout',
    access: access.signedIn,
    tags,
    summary: 'A page that opens Razorpay Checkout for one payment attempt and reports its callback to us',
    params: ZPaymentParams,
    responses: { 200: z.string(), ...errors },
  }),
  razorpayVerify: endpoint({
    method: 'POST',
    path: '/payments/razorpay/verify',
    access: access.signedIn,
    tags,
    summary: "Razorpay Checkout's callback: signature over order_id|payment_id",
    body: ZRazorpayCallback,
    responses: { 200: ZPaymentRetryResponse, ...errors },
  }),
};
