import { randomBytes } from 'node:crypto';
import { ZPaymentRetryResponse, ZSandboxCheckout, ZSandboxOutcome } from '@dawanow/shared/orders/payment';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actorOf } from '../../lib/access';
import { ERROR_RESPONSES } from '../../lib/errors';
import type { PaymentsService } from './payments.service';

const errors = ERROR_RESPONSES;
const ZPaymentParams = z.object({ paymentId: z.uuid('Not a payment id') });
const ZRazorpayCallback = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'Not a payment signature'),
});

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  // Gateways sign the exact bytes they send, so webhook bodies are kept raw until the signature is checked.
  await app.register(async (scope) => {
    const webhooks = scope.withTypeProvider<ZodTypeProvider>();
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    webhooks.post(
      '/payments/webhooks/:provider',
      {
        config: { access: access.public },
        schema: {
          tags: ['payments'],
          summary: 'Gateway webhooks (sandbox, razorpay): signature-checked, deduplicated by event id',
          params: z.object({ provider: z.enum(['sandbox', 'razorpay']) }),
          response: { 200: z.object({ handled: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return payments.webhook(request.params.provider, body, request.headers);
      },
    );
  });

  app.get(
    '/payments/sandbox/:paymentId',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['payments'],
        summary: "The sandbox gateway's hosted checkout: amount and order number",
        params: ZPaymentParams,
        response: { 200: ZSandboxCheckout, ...errors },
      },
    },
    async (request) => payments.sandboxCheckout(actorOf(request), request.params.paymentId),
  );

  app.post(
    '/payments/sandbox/:paymentId/complete',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['payments'],
        summary: 'Pay or fail on the sandbox page; the sandbox then calls our webhook, signed',
        params: ZPaymentParams,
        body: ZSandboxOutcome,
        response: { 200: ZPaymentRetryResponse, ...errors },
      },
    },
    async (request) => ({
      redirectTo: await payments.sandboxComplete(actorOf(request), request.params.paymentId, request.body.outcome),
    }),
  );

  app.get(
    '/payments/razorpay/:paymentId/checkout',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['payments'],
        summary: 'A page that opens Razorpay Checkout for one payment attempt and reports its callback to us',
        params: ZPaymentParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const checkout = await payments.razorpayCheckout(actorOf(request), request.params.paymentId);
      const nonce = randomBytes(16).toString('base64');
      // Razorpay's script and frames are allowed on this page only, and only this page's own inline script runs.
      reply.header(
        'content-security-policy',
        `default-src 'self'; script-src 'nonce-${nonce}' https://checkout.razorpay.com; ` +
          "frame-src https://api.razorpay.com https://checkout.razorpay.com; connect-src 'self' https://lumberjack.razorpay.com; " +
          "img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; base-uri 'none'; form-action 'self'",
      );
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(razorpayCheckoutPage(checkout, nonce));
    },
  );

  app.post(
    '/payments/razorpay/verify',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['payments'],
        summary: "Razorpay Checkout's callback: signature over order_id|payment_id",
        body: ZRazorpayCallback,
        response: { 200: ZPaymentRetryResponse, ...errors },
      },
    },
    async (request) => ({ redirectTo: await payments.razorpayCallback(actorOf(request), request.body) }),
  );
};

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

function razorpayCheckoutPage(checkout: { statusUrl: string } & Record<string, unknown>, nonce: string): string {
  const { statusUrl, ...options } = checkout;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay — DawaNow</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem; text-align: center">
<p>Opening the secure payment window…</p><p><a href="${statusUrl}">Back to your order</a></p>
<script src="https://checkout.razorpay.com/v1/checkout.js" nonce="${nonce}"></script>
<script nonce="${nonce}">
const options = ${scriptJson(options)};
const statusUrl = ${scriptJson(statusUrl)};
options.handler = async (response) => {
  const res = await fetch('/api/payments/razorpay/verify', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(response),
  });
  location.assign(res.ok ? (await res.json()).redirectTo : statusUrl);
};
options.modal = { ondismiss: () => location.assign(statusUrl) };
new Razorpay(options).open();
</script></body></html>`;
}
