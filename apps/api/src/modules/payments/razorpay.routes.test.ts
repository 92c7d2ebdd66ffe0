/**
 * Razorpay's side of the protocol with its test keys' shape: webhook signatures over the raw body,
 * event-id deduplication, the checkout callback's order_id|payment_id signature and the checkout
 * page. Razorpay's servers are not reachable here, so the gateway order a payment attempt would
 * open is written directly, the way Razorpay's Orders API would have answered.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/factories';
import { checkoutBody, createOrderWorld, type OrderWorld } from '../../../test/order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const KEYS = {
  keyId: 'rzp_test_DawaNow123',
  keySecret: 'key-secret-for-tests',
  webhookSecret: 'webhook-secret-for-tests',
};
let t: TestApp;
let app: FastifyInstance;
let world: OrderWorld;

beforeAll(async () => {
  t = await createTestApp({ razorpay: KEYS });
  app = t.app;
  world = await createOrderWorld(app);
});
afterAll(() => t.close());

async function orderAwaitingRazorpay() {
  const body = await checkoutBody(app, world, [[world.paracetamol, 1, 2700]], { paymentMethod: 'online' });
  const placed = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
  const order = placed.json().order as TOrderDetail;
  const paymentId = randomUUID();
  const providerOrderId = `order_${randomUUID().slice(0, 14)}`;
  await app.database.db.execute(sql`delete from payments where order_id = ${order.id}`);
  await app.database.db.execute(sql`insert into payments (id, order_id, provider, provider_order_id, amount_paise)
    values (${paymentId}, ${order.id}, 'razorpay', ${providerOrderId}, ${order.totalPaise})`);
  return { order, paymentId, providerOrderId };
}

function webhook(body: string, eventId: string, secret = KEYS.webhookSecret) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
    payload: body,
  });
}

const captured = (providerOrderId: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: `pay_${randomUUID().slice(0, 14)}`,
          order_id: providerOrderId,
          amount,
          currency: 'INR',
          method: 'card',
        },
      },
    },
  });

describe('Razorpay', () => {
  it('places the order on a signed payment.captured webhook, once per event id', async () => {
    const { order, providerOrderId } = await orderAwaitingRazorpay();
    const body = captured(providerOrderId, order.totalPaise);
    const forged = await webhook(body, 'evt_1', 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect((await webhook(body, 'evt_1')).json()).toEqual({ handled: true });
    expect((await webhook(body, 'evt_1')).json()).toEqual({ handled: false });
    const after = await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }));
    expect(after.json()).toMatchObject({ status: 'placed', payment: { status: 'paid', provider: 'razorpay' } });
  });

  it("accepts the checkout callback only with the key secret's signature over order_id|payment_id", async () => {
    const { order, providerOrderId } = await orderAwaitingRazorpay();
    const paymentId = `pay_${randomUUID().slice(0, 14)}`;
    const sign = (secret: string) =>
      createHmac('sha256', secret).update(`${providerOrderId}|${paymentId}`).digest('hex');
    const verify = (signature: string) =>
      app.inject(
        as(world.customer, {
          method: 'POST',
          url: '/api/payments/razorpay/verify',
          payload: {
            razorpay_order_id: providerOrderId,
            razorpay_payment_id: paymentId,
            razorpay_signature: signature,
          },
        }),
      );
    expect((await verify(sign('wrong-secret'))).statusCode).toBe(403);
    const ok = await verify(sign(KEYS.keySecret));
    expect(ok.json()).toEqual({ redirectTo: `/payment/status/${order.id}` });
    const after = await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }));
    expect(after.json().status).toBe('placed');
  });

  it("serves a checkout page that opens Razorpay with the attempt's gateway order", async () => {
    const { paymentId, providerOrderId } = await orderAwaitingRazorpay();
    const page = await app.inject(
      as(world.customer, { method: 'GET', url: `/api/payments/razorpay/${paymentId}/checkout` }),
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('https://checkout.razorpay.com');
    expect(page.body).toContain(`"order_id":"${providerOrderId}"`);
    expect(page.body).toContain(`"key":"${KEYS.keyId}"`);
  });
});
