import { createHmac, randomUUID } from 'node:crypto';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser } from '../../../test/factories';
import { checkoutBody, createOrderWorld, type OrderWorld, stockOf } from '../../../test/order-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
let t: TestApp;
let app: FastifyInstance;
let world: OrderWorld;

beforeAll(async () => {
  t = await createTestApp({ paymentSandboxSecret: SECRET });
  app = t.app;
  world = await createOrderWorld(app);
});
afterAll(() => t.close());

async function placeOnline(quantity = 1) {
  const body = await checkoutBody(app, world, [[world.paracetamol, quantity, 2700]], { paymentMethod: 'online' });
  const res = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<TPlaceOrderResponse>();
  const paymentId = placed.redirectTo.replace('/payment/sandbox/', '');
  const [payment] = await queryRows<{ provider_order_id: string }>(
    app,
    sql`select provider_order_id from payments where id = ${paymentId}`,
  );
  return {
    order: placed.order,
    redirectTo: placed.redirectTo,
    paymentId,
    providerOrderId: payment?.provider_order_id ?? '',
  };
}

const orderOf = async (id: string) =>
  (await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${id}` }))).json<TOrderDetail>();

function webhook(event: object, signature?: string) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signature ?? createHmac('sha256', SECRET).update(body).digest('hex'),
    },
    payload: body,
  });
}

function event(
  type: 'payment.captured' | 'payment.failed',
  providerOrderId: string,
  amount: number,
  id = `evt_${randomUUID()}`,
) {
  return {
    id,
    event: type,
    payload: {
      order_id: providerOrderId,
      payment_id: `pay_${randomUUID()}`,
      amount,
      currency: 'INR',
      method: 'card',
      error_description: type === 'payment.failed' ? 'Card declined' : null,
    },
  };
}

describe('paying through the sandbox gateway', () => {
  it('shows the hosted page to the owner only, and a success places the order with the store', async () => {
    const { order, redirectTo, paymentId } = await placeOnline();
    expect(order.status).toBe('pending_payment');
    expect(redirectTo).toBe(`/payment/sandbox/${paymentId}`);
    const page = await app.inject(as(world.customer, { method: 'GET', url: `/api/payments/sandbox/${paymentId}` }));
    expect(page.json()).toMatchObject({ orderNumber: order.number, amountPaise: order.totalPaise, status: 'created' });
    const stranger = await createUser(app);
    expect(
      (await app.inject(as(stranger, { method: 'GET', url: `/api/payments/sandbox/${paymentId}` }))).statusCode,
    ).toBe(404);

    const paid = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/payments/sandbox/${paymentId}/complete`,
        payload: { outcome: 'success' },
      }),
    );
    expect(paid.json()).toEqual({ redirectTo: `/payment/status/${order.id}` });
    const after = await orderOf(order.id);
    expect(after.status).toBe('placed');
    expect(after.payment).toMatchObject({ status: 'paid', payUrl: null });
    expect(after.events.map((row) => row.title)).toContain('Payment received — order placed');
    const again = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/payments/sandbox/${paymentId}/complete`,
        payload: { outcome: 'failure' },
      }),
    );
    expect(again.statusCode).toBe(409);
  });

  it('a failure can be retried with a new attempt', async () => {
    const { order, paymentId } = await placeOnline();
    await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/payments/sandbox/${paymentId}/complete`,
        payload: { outcome: 'failure' },
      }),
    );
    const failed = await orderOf(order.id);
    expect(failed).toMatchObject({ status: 'payment_failed', payment: { status: 'failed' } });
    const retry = await app.inject(as(world.customer, { method: 'POST', url: `/api/orders/${order.id}/payment` }));
    const nextPayment = retry.json().redirectTo.replace('/payment/sandbox/', '');
    expect(nextPayment).not.toBe(paymentId);
    await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/payments/sandbox/${nextPayment}/complete`,
        payload: { outcome: 'success' },
      }),
    );
    expect((await orderOf(order.id)).status).toBe('placed');
  });

  it('refunds a failed attempt that is captured after another attempt paid the order', async () => {
    const { order, paymentId, providerOrderId } = await placeOnline();
    await webhook(event('payment.failed', providerOrderId, order.totalPaise));
    const retry = await app.inject(as(world.customer, { method: 'POST', url: `/api/orders/${order.id}/payment` }));
    const second = retry.json().redirectTo.replace('/payment/sandbox/', '');
    await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/payments/sandbox/${second}/complete`,
        payload: { outcome: 'success' },
      }),
    );
    // The first attempt's money arrives after all: the customer must not pay twice.
    expect((await webhook(event('payment.captured', providerOrderId, order.totalPaise))).statusCode).toBe(200);
    await app.jobs.runDue();
    const statuses = await queryRows<{ id: string; status: string }>(
      app,
      sql`select id, status from payments where order_id = ${order.id}`,
    );
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [paymentId]: 'refunded',
      [second]: 'paid',
    });
    const after = await orderOf(order.id);
    expect(after.status).toBe('placed');
    expect(after.events.at(-1)?.title).toBe('Extra payment refunded');
  });
});

describe('webhooks', () => {
  it('applies the same event delivered five times once', async () => {
    const { order, providerOrderId } = await placeOnline();
    const captured = event('payment.captured', providerOrderId, order.totalPaise);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(captured)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((res) => res.json().handled)).toHaveLength(1);
    const after = await orderOf(order.id);
    expect(after.events.filter((row) => row.title === 'Payment received — order placed')).toHaveLength(1);
    const offers = await queryRows(app, sql`select 1 from order_offers where order_id = ${order.id}`);
    expect(offers).toHaveLength(1);
  });

  it('never moves a paid order back when a failure arrives late', async () => {
    const { order, providerOrderId } = await placeOnline();
    await webhook(event('payment.captured', providerOrderId, order.totalPaise));
    const late = await webhook(event('payment.failed', providerOrderId, order.totalPaise));
    expect(late.statusCode).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'placed', payment: { status: 'paid' } });
  });

  it('refuses a forged signature, a wrong amount or currency, and nonsense, changing nothing', async () => {
    const { order, providerOrderId } = await placeOnline();
    const forged = await webhook(event('payment.captured', providerOrderId, order.totalPaise), 'a'.repeat(64));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toMatch(/signature does not match/);
    const cheap = await webhook(event('payment.captured', providerOrderId, 100));
    expect(cheap.statusCode).toBe(400);
    const dollars = { ...event('payment.captured', providerOrderId, order.totalPaise) };
    dollars.payload.currency = 'USD';
    expect((await webhook(dollars)).statusCode).toBe(400);
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'x' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    // Signed, but with text no gateway sends: refused, not a failed database write that is retried forever.
    const hostile = event('payment.failed', providerOrderId, order.totalPaise, 'evt_\u0000x');
    const nul = await webhook(hostile);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('VALIDATION_FAILED');
    const described = event('payment.failed', providerOrderId, order.totalPaise);
    Object.assign(described.payload, { error_description: 'Declined \u0000\u202e' });
    expect((await webhook(described)).statusCode).toBe(400);
    expect((await orderOf(order.id)).status).toBe('pending_payment');
    const recorded = await queryRows(
      app,
      sql`select 1 from payment_events where payload->'payload'->>'order_id' = ${providerOrderId}`,
    );
    expect(recorded).toEqual([]);
  });
});

describe('expiry and refunds', () => {
  it('cancels an unpaid order after 15 minutes, releases stock, and refunds a payment that arrives later', async () => {
    const before = await stockOf(app, world.storeA, world.paracetamol);
    const { order, providerOrderId } = await placeOnline(3);
    await app.database.db.execute(
      sql`update jobs set run_at = now() - interval '1 second' where kind = 'payment-expiry' and key = ${order.id}`,
    );
    await app.jobs.runDue();
    const expired = await orderOf(order.id);
    expect(expired).toMatchObject({ status: 'cancelled', cancelReason: 'Payment was not completed within 15 minutes' });
    expect(await stockOf(app, world.storeA, world.paracetamol)).toBe(before);

    await webhook(event('payment.captured', providerOrderId, order.totalPaise));
    await app.jobs.runDue();
    const refunded = await orderOf(order.id);
    expect(refunded.status).toBe('cancelled');
    expect(refunded.payment.status).toBe('refunded');
    expect(refunded.events.at(-1)?.title).toBe('Late payment refunded');
  });

  it('refunds a paid order the customer cancels at once in the sandbox, with the refund time and date', async () => {
    const { order, paymentId } = await placeOnline();
    await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/payments/sandbox/${paymentId}/complete`,
        payload: { outcome: 'success' },
      }),
    );
    await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        payload: { reason: 'Ordered by mistake' },
      }),
    );
    expect((await orderOf(order.id)).payment.status).toBe('refund_pending');
    await app.jobs.runDue();
    expect((await orderOf(order.id)).payment).toMatchObject({
      status: 'refunded',
      refundTime: 'UPI: 1-3 business days',
      refunds: [{ amountPaise: order.totalPaise, kind: 'full', state: 'refunded', refundedAt: expect.any(String) }],
    });
    const [stored] = await queryRows<{ provider_refund_id: string; attempts: number }>(
      app,
      sql`select provider_refund_id, attempts from payment_refunds where payment_id = ${paymentId}`,
    );
    expect(stored).toEqual({ provider_refund_id: expect.stringMatching(/^rfnd_sbx_/), attempts: 1 });
  });
});
