import { randomBytes } from 'node:crypto';
import { paymentsApi } from '@dawanow/shared/api/payments';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { PaymentsService } from './payments.service';

export const paymentsRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (app, { payments }) => {
  // Gateways sign the exact bytes they send, so webhook bodies are kept raw until the signature is checked.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: paymentsApi.webhook.bodyLimit },
      (_request, body, done) => {
        done(null, body);
      },
    );
    route(webhooks, paymentsApi.webhook, (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return payments.webhook(request.params.provider, body, request.headers);
    });
  });

  route(app, paymentsApi.sandboxCheckout, (request) =>
    payments.sandboxCheckout(actorOf(request), request.params.paymentId),
  );

  route(app, paymentsApi.completeSandbox, async (request) => ({
    redirectTo: await payments.sandboxComplete(actorOf(request), request.params.paymentId, request.body.outcome),
  }));

  route(app, paymentsApi.razorpayCheckout, async (request, reply) => {
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
  });

  route(app, paymentsApi.razorpayVerify, async (request) => ({
    redirectTo: await payments.razorpayCallback(actorOf(request), request.body),
  }));
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
  const res = await fetch('/api${paymentsApi.razorpayVerify.path}', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(response),
  });
  location.assign(res.ok ? (await res.json()).redirectTo : statusUrl);
};
options.modal = { ondismiss: () => location.assign(statusUrl) };
new Razorpay(options).open();
</script></body></html>`;
}
