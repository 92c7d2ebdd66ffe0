/**
 * Order updates by Web Push against a real push peer (issue 19): a local push service that checks each message's
 * VAPID token and decrypts it with the fake browser's own keys, as a phone would. Nothing of the sender is mocked.
 */
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { addAddress, checkoutBody, createOrderWorld, type OrderWorld } from '../../../test/order-fixtures';
import { type PushReceiver, startPushReceiver } from '../../../test/push-receiver';
import { createTestApp, queryRows, type TestApp, testConfig } from '../../../test/test-app';

let testApp: TestApp;
let app: FastifyInstance;
let world: OrderWorld;
let receiver: PushReceiver;

beforeAll(async () => {
  testApp = await createTestApp({ push: { ...testConfig().push, allowLocalEndpoints: true } });
  app = testApp.app;
  world = await createOrderWorld(app);
  const key = await app.inject({ method: 'GET', url: '/api/push/public-key' });
  receiver = await startPushReceiver(key.json().publicKey);
});
afterAll(async () => {
  await receiver?.close();
  await testApp?.close();
});

async function subscribe(user: TestUser, browser: string, storeId?: string) {
  return app.inject(
    as(user, {
      method: 'POST',
      url: storeId ? `/api/stores/${storeId}/push/subscription` : '/api/push/subscription',
      payload: receiver.browser(browser).subscription,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile' },
    }),
  );
}

async function placeOrder(customer: TestUser = world.customer, addressId = world.addressId): Promise<TOrderDetail> {
  const body = await checkoutBody(app, { ...world, customer, addressId }, [[world.paracetamol, 1, 2700]]);
  const placed = await app.inject(as(customer, { method: 'POST', url: '/api/orders', payload: body }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<TPlaceOrderResponse>().order;
}

async function accept(orderId: string) {
  const accepted = await app.inject(
    as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${orderId}/accept` }),
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const subscriptionsAt = (endpoint: string) =>
  queryRows<{ store_id: string | null; label: string; last_success_at: string | null }>(
    app,
    sql`select store_id, label, last_success_at from push_subscriptions where endpoint = ${endpoint}`,
  );

describe('order updates by Web Push', () => {
  it('hands out the public key browsers subscribe with', async () => {
    const key = (await app.inject({ method: 'GET', url: '/api/push/public-key' })).json().publicKey;
    // An uncompressed P-256 point: 65 bytes, starting 0x04
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(Buffer.from(key, 'base64url')[0]).toBe(4);
  });

  it('tells the customer\'s phone "accepted" when the store accepts, signed for the push service and encrypted for the phone', async () => {
    expect((await subscribe(world.customer, 'asha-phone')).statusCode).toBe(200);
    const { endpoint } = receiver.browser('asha-phone').subscription;
    const status = await app.inject(
      as(world.customer, { method: 'GET', url: `/api/push/subscription?endpoint=${encodeURIComponent(endpoint)}` }),
    );
    expect(status.json()).toEqual({ orderUpdates: true, newOrdersStoreIds: [] });

    const order = await placeOrder();
    await accept(order.id);
    // The push goes after the accept has committed and answered, from the durable job queue
    expect(receiver.received.filter((push) => push.browser === 'asha-phone')).toHaveLength(0);
    await app.jobs.runDue();
    const [push] = await receiver.waitFor('asha-phone');
    expect(push?.message).toEqual({
      title: `Order ${order.number} accepted`,
      body: 'The pharmacy accepted your order and is preparing it.',
      url: `/orders/${order.id}`,
      tag: `order-${order.id}`,
    });
    // No medicine leaves in the words that pass through the push service (DPDP: minimisation)
    expect(JSON.stringify(push?.message)).not.toMatch(/Paracip/i);
    expect(push?.topic).toBe(order.id.replaceAll('-', ''));
    expect(receiver.refused).toEqual([]);
    const [row] = await subscriptionsAt(endpoint);
    expect(row?.label).toBe('Chrome on Android');
    expect(row?.last_success_at).not.toBeNull();
  });

  it("never sends one customer's order updates to another customer's phone", async () => {
    const ravi = await createUser(app, { firstName: 'Ravi' });
    expect((await subscribe(ravi, 'ravi-phone')).statusCode).toBe(200);
    const ashaBefore = receiver.received.filter((push) => push.browser === 'asha-phone').length;

    const ashas = await placeOrder();
    await accept(ashas.id);
    await app.jobs.runDue();
    await receiver.waitFor('asha-phone', ashaBefore + 1);
    expect(receiver.received.filter((push) => push.browser === 'ravi-phone')).toEqual([]);

    const ravis = await placeOrder(ravi, await addAddress(app, ravi));
    await accept(ravis.id);
    await app.jobs.runDue();
    const [raviPush] = await receiver.waitFor('ravi-phone');
    expect(raviPush?.message.title).toBe(`Order ${ravis.number} accepted`);
    expect(receiver.received.filter((push) => push.browser === 'asha-phone')).toHaveLength(ashaBefore + 1);
  });

  it('follows the order to the door: accepted, on its way and delivered, each once', async () => {
    const ravi = await createUser(app, { firstName: 'Ravi' });
    expect((await subscribe(ravi, 'ravi-tablet')).statusCode).toBe(200);
    const order = await placeOrder(ravi, await addAddress(app, ravi));
    await accept(order.id);
    const step = async (action: string, payload?: object) => {
      const res = await app.inject(
        as(world.staffA, {
          method: 'POST',
          url: `/api/stores/${world.storeA}/orders/${order.id}/${action}`,
          ...(payload ? { payload } : {}),
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await step('status', { status: 'packed' });
    await step('status', { status: 'out_for_delivery' });
    const code = (await app.inject(as(ravi, { method: 'GET', url: `/api/orders/${order.id}` }))).json<TOrderDetail>()
      .deliveryOtp;
    await step('deliver', { otp: code });
    await app.jobs.runDue();
    // Run twice: a job that ran is not sent again
    await app.jobs.runDue();
    const pushes = await receiver.waitFor('ravi-tablet', 3);
    // Jobs due together may go out together, so arrival order is not asserted
    expect(pushes.map((push) => push.message.title).sort()).toEqual(
      [
        `Order ${order.number} accepted`,
        `Order ${order.number} delivered`,
        `Order ${order.number} is on its way`,
      ].sort(),
    );
    // Packing is not worth waking a phone for
    expect(pushes).toHaveLength(3);
    expect(new Set(pushes.map((push) => push.message.tag))).toEqual(new Set([`order-${order.id}`]));
  });

  it('speaks to a customer who reads the app in Hindi in Hindi', async () => {
    const meera = await createUser(app, { firstName: 'Meera' });
    const chose = await app.inject(as(meera, { method: 'PUT', url: '/api/me/language', payload: { language: 'hi' } }));
    expect(chose.statusCode).toBe(200);
    expect((await subscribe(meera, 'meera-phone')).statusCode).toBe(200);
    const order = await placeOrder(meera, await addAddress(app, meera));
    await accept(order.id);
    await app.jobs.runDue();
    const [push] = await receiver.waitFor('meera-phone');
    expect(push?.message).toMatchObject({
      title: `ऑर्डर ${order.number} स्वीकार हो गया`,
      body: 'फ़ार्मेसी ने आपका ऑर्डर स्वीकार कर लिया है और उसे तैयार कर रही है।',
      url: `/orders/${order.id}`,
    });
  });

  it('forgets a device whose push service answers 410 Gone, and keeps telling the others', async () => {
    expect((await subscribe(world.customer, 'asha-old-tablet')).statusCode).toBe(200);
    receiver.drop('asha-old-tablet');
    const { endpoint } = receiver.browser('asha-old-tablet').subscription;
    expect(await subscriptionsAt(endpoint)).toHaveLength(1);
    const before = receiver.received.filter((push) => push.browser === 'asha-phone').length;

    const order = await placeOrder();
    await accept(order.id);
    await app.jobs.runDue();
    await receiver.waitFor('asha-phone', before + 1);
    expect(await subscriptionsAt(endpoint)).toEqual([]);
  });

  it('tells store members who opted in on a device about new orders, and nobody else', async () => {
    expect((await subscribe(world.staffA, 'counter-tablet', world.storeA)).statusCode).toBe(200);
    // Another store's owner, and a customer, cannot ask for this store's orders
    expect((await subscribe(world.staffB, 'intruder-phone', world.storeA)).statusCode).toBe(403);
    expect((await subscribe(world.customer, 'asha-phone', world.storeA)).statusCode).toBe(403);

    const order = await placeOrder();
    await app.jobs.runDue();
    const [push] = await receiver.waitFor('counter-tablet');
    expect(push?.message).toMatchObject({
      title: `New order ${order.number}`,
      url: `/store/orders/${order.id}`,
    });
    expect(push?.message.body).toMatch(/^₹\d/);
    expect(push?.urgency).toBe('high');
    expect(receiver.received.filter((push) => push.browser === 'intruder-phone')).toEqual([]);

    // Turning it off on the device stops the next one
    const { endpoint } = receiver.browser('counter-tablet').subscription;
    const off = await app.inject(
      as(world.staffA, {
        method: 'DELETE',
        url: `/api/stores/${world.storeA}/push/subscription`,
        payload: { endpoint },
      }),
    );
    expect(off.statusCode).toBe(200);
    await placeOrder();
    await app.jobs.runDue();
    expect(receiver.received.filter((push) => push.browser === 'counter-tablet')).toHaveLength(1);
  });

  it('signing out removes the subscriptions this device made under that session', async () => {
    const meera = await createUser(app, { firstName: 'Meera' });
    expect((await subscribe(meera, 'meera-phone')).statusCode).toBe(200);
    const { endpoint } = receiver.browser('meera-phone').subscription;
    expect(await subscriptionsAt(endpoint)).toHaveLength(1);

    const out = await app.inject(as(meera, { method: 'POST', url: '/api/auth/sign-out', payload: {} }));
    expect(out.statusCode).toBe(200);
    expect(await subscriptionsAt(endpoint)).toEqual([]);
  });

  it('turns order updates off on this device only', async () => {
    expect((await subscribe(world.customer, 'asha-laptop')).statusCode).toBe(200);
    const { endpoint } = receiver.browser('asha-laptop').subscription;
    const off = await app.inject(
      as(world.customer, { method: 'DELETE', url: '/api/push/subscription', payload: { endpoint } }),
    );
    expect(off.statusCode).toBe(200);
    expect(await subscriptionsAt(endpoint)).toEqual([]);
    expect(await subscriptionsAt(receiver.browser('asha-phone').subscription.endpoint)).toHaveLength(1);
  });

  it('refuses a subscription with keys that are not keys or an address that is no push service, and changes nothing', async () => {
    const { subscription } = receiver.browser('broken');
    const bad = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: '/api/push/subscription',
        payload: { ...subscription, keys: { p256dh: 'short', auth: subscription.keys.auth } },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(await subscriptionsAt(subscription.endpoint)).toEqual([]);
    // Not an address the server posts to, even where tests' receivers are allowed
    const ftp = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: '/api/push/subscription',
        payload: { ...subscription, endpoint: 'ftp://127.0.0.1/push' },
      }),
    );
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().error.code).toBe('VALIDATION_FAILED');
  });
});
