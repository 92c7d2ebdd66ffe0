/**
 * Razorpay's side of the protocol with its test keys' shape, against a local Razorpay peer that speaks its REST
 * API (test/razorpay-server.ts): orders, webhook signatures over the raw body and event-id deduplication, the
 * checkout callback's order_id|payment_id signature, the checkout page, and refunds followed to their end —
 * pending, processed or failed by webhook or by asking, retried, and handed to an administrator.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { TAdminAuditPage } from '@dawanow/shared/admin-audit';
import type { TAdminDashboard } from '@dawanow/shared/admin-dashboard';
import type { TAdminOrderDetail, TAdminOrderPage } from '@dawanow/shared/admin-orders';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { checkoutBody, createOrderWorld, type OrderWorld } from '../../../test/order-fixtures';
import { type RazorpayRefund, startRazorpay, type TestRazorpay } from '../../../test/razorpay-server';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

const KEYS = {
  keyId: 'rzp_test_DawaNow123',
  keySecret: 'key-secret-for-tests',
  webhookSecret: 'webhook-secret-for-tests',
};
let razorpay: TestRazorpay;
let t: TestApp;
let app: FastifyInstance;
let world: OrderWorld;
let admin: TestUser;

beforeAll(async () => {
  razorpay = await startRazorpay(KEYS);
  t = await createTestApp({ razorpay: { ...KEYS, apiUrl: razorpay.url } });
  app = t.app;
  world = await createOrderWorld(app);
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

/** An online order whose payment attempt opened a Razorpay order on the peer. */
async function orderAwaitingRazorpay() {
  const body = await checkoutBody(app, world, [[world.paracetamol, 1, 2700]], { paymentMethod: 'online' });
  const placed = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, redirectTo } = placed.json<TPlaceOrderResponse>();
  const paymentId = redirectTo.split('/').at(-2) ?? '';
  const [row] = await queryRows<{ provider_order_id: string }>(
    app,
    sql`select provider_order_id from payments where id = ${paymentId}`,
  );
  return { order, paymentId, providerOrderId: row?.provider_order_id ?? '' };
}

function webhook(body: string, eventId = `evt_${randomUUID().slice(0, 14)}`, secret = KEYS.webhookSecret) {
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

const captured = (providerOrderId: string, amount: number, paymentId = `pay_${randomUUID().slice(0, 14)}`) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: paymentId, order_id: providerOrderId, amount, currency: 'INR', method: 'card' },
      },
    },
  });

/** Razorpay's refund event, carrying the refund entity as the peer holds it. */
const refundEvent = (event: 'refund.processed' | 'refund.failed', refund: RazorpayRefund) =>
  JSON.stringify({
    entity: 'event',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: { entity: { ...refund, status: event === 'refund.processed' ? 'processed' : 'failed' } },
      payment: { entity: { id: refund.payment_id, entity: 'payment', amount: refund.amount, currency: 'INR' } },
    },
  });

const customerView = async (orderId: string) =>
  (await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${orderId}` }))).json<TOrderDetail>();
const adminView = async (orderId: string) =>
  (await app.inject(as(admin, { method: 'GET', url: `/api/admin/orders/${orderId}` }))).json<TAdminOrderDetail>();

/** A card payment captured through Razorpay, then cancelled by the customer: its refund job is due. */
async function cancelledAfterPaying() {
  const { order, providerOrderId } = await orderAwaitingRazorpay();
  const paymentId = razorpay.capture(providerOrderId);
  expect((await webhook(captured(providerOrderId, order.totalPaise, paymentId))).json()).toEqual({ handled: true });
  const cancelled = await app.inject(
    as(world.customer, {
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      payload: { reason: 'Ordered by mistake' },
    }),
  );
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return { order, paymentId };
}

/** The refund row of an order, as stored. */
async function refundOf(orderId: string) {
  const [row] = await queryRows<{
    id: string;
    status: string;
    attempts: number;
    provider_refund_id: string | null;
    failure_reason: string | null;
  }>(
    app,
    sql`select r.id, r.status, r.attempts, r.provider_refund_id, r.failure_reason from payment_refunds r
      join payments p on p.id = r.payment_id where p.order_id = ${orderId}`,
  );
  if (!row) throw new Error(`order ${orderId} has no refund`);
  return row;
}

/** Jobs of the refund still to run, soonest first, with how far ahead they are due (minutes). */
async function jobsOf(refundId: string) {
  return queryRows<{ kind: string; minutes: number }>(
    app,
    sql`select kind, round(extract(epoch from run_at - now()) / 60)::int as minutes from jobs
      where payload->>'refundId' = ${refundId} and done_at is null order by run_at`,
  );
}

/** Moves the refund's jobs to now and runs what is due, as time passing would. */
async function timePasses(refundId: string) {
  await app.database.db.execute(
    sql`update jobs set run_at = now() - interval '1 second', locked_until = null
      where payload->>'refundId' = ${refundId} and done_at is null`,
  );
  await app.jobs.runDue();
}

const peerRefund = (id: string | null) => {
  const found = id ? razorpay.refunds.get(id) : undefined;
  if (!found) throw new Error(`the peer has no refund ${id}`);
  return found;
};

describe('Razorpay payments', () => {
  it('opens a Razorpay order for the attempt and places the order on a signed payment.captured, once', async () => {
    const { order, providerOrderId } = await orderAwaitingRazorpay();
    expect(razorpay.orders.get(providerOrderId)).toEqual({
      id: providerOrderId,
      amount: order.totalPaise,
      receipt: order.number,
    });
    const body = captured(providerOrderId, order.totalPaise);
    const forged = await webhook(body, 'evt_1', 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect((await webhook(body, 'evt_1')).json()).toEqual({ handled: true });
    expect((await webhook(body, 'evt_1')).json()).toEqual({ handled: false });
    expect(await customerView(order.id)).toMatchObject({
      status: 'placed',
      payment: { status: 'paid', provider: 'razorpay' },
    });
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
    expect((await customerView(order.id)).status).toBe('placed');
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

describe('Razorpay refunds', () => {
  it('records a refund Razorpay holds as pending, and completes it on a signed refund.processed, once', async () => {
    razorpay.willAnswerRefunds({ status: 'pending' });
    const { order, paymentId } = await cancelledAfterPaying();
    await app.jobs.runDue();
    const sent = await refundOf(order.id);
    expect(sent).toMatchObject({ status: 'pending', attempts: 1 });
    const refund = peerRefund(sent.provider_refund_id);
    expect(refund).toMatchObject({ payment_id: paymentId, amount: order.totalPaise, status: 'pending' });
    expect(razorpay.refundRequests.at(-1)).toEqual({
      paymentId,
      amount: order.totalPaise,
      idempotencyKey: `${sent.id}-1`,
    });
    expect((await customerView(order.id)).payment).toMatchObject({
      status: 'refund_pending',
      refundTime: 'Card: 5-7 business days',
      refunds: [{ amountPaise: order.totalPaise, kind: 'full', state: 'pending', refundedAt: null }],
    });

    // Forged, or about another amount than the refund we asked for: refused, nothing changes.
    const processed = refundEvent('refund.processed', refund);
    expect((await webhook(processed, 'evt_rfnd_forged', 'not-the-secret')).statusCode).toBe(400);
    const cheaper = refundEvent('refund.processed', { ...refund, amount: 100 });
    expect((await webhook(cheaper, 'evt_rfnd_cheap')).statusCode).toBe(400);
    // A refund made in Razorpay's dashboard is none of ours: acknowledged, nothing changes.
    const elsewhere = refundEvent('refund.processed', { ...refund, id: 'rfnd_Dashboard0001' });
    expect((await webhook(elsewhere, 'evt_rfnd_elsewhere')).json()).toEqual({ handled: false });
    expect(await refundOf(order.id)).toMatchObject({ status: 'pending' });

    expect((await webhook(processed, 'evt_rfnd_1')).json()).toEqual({ handled: true });
    expect((await webhook(processed, 'evt_rfnd_1')).json()).toEqual({ handled: false });
    const after = await customerView(order.id);
    expect(after.payment.status).toBe('refunded');
    expect(after.payment.refunds).toEqual([
      expect.objectContaining({ state: 'refunded', refundedAt: expect.any(String) }),
    ]);
    const events = await queryRows(
      app,
      sql`select 1 from payment_events where provider = 'razorpay' and event_id like 'evt_rfnd_%'`,
    );
    expect(events).toHaveLength(1);
  });

  it('asks Razorpay about a refund still pending after 30 minutes, and again later until it is settled', async () => {
    razorpay.willAnswerRefunds({ status: 'pending' });
    const { order } = await cancelledAfterPaying();
    await app.jobs.runDue();
    const { id, provider_refund_id: providerRefundId } = await refundOf(order.id);
    expect(await jobsOf(id)).toEqual([{ kind: 'refund-check', minutes: 30 }]);

    await timePasses(id);
    expect(await refundOf(order.id)).toMatchObject({ status: 'pending' });
    expect(await jobsOf(id)).toEqual([{ kind: 'refund-check', minutes: 30 }]);

    razorpay.settle(peerRefund(providerRefundId).id, 'processed');
    await timePasses(id);
    expect(await refundOf(order.id)).toMatchObject({ status: 'refunded' });
    expect(await jobsOf(id)).toEqual([]);
    expect((await customerView(order.id)).payment.status).toBe('refunded');
  });

  it('retries a failed refund with back-off, then hands it to an administrator, who sends it again', async () => {
    const noBalance = 'Your account does not have enough balance to carry out the refund operation.';
    razorpay.willAnswerRefunds({ refuse: noBalance }, { status: 'pending' }, { refuse: noBalance });
    const { order } = await cancelledAfterPaying();
    await app.jobs.runDue();
    const refused = await refundOf(order.id);
    expect(refused).toMatchObject({ status: 'retrying', attempts: 1, failure_reason: noBalance });
    expect(await jobsOf(refused.id)).toEqual([{ kind: 'refund-retry', minutes: 15 }]);
    expect((await customerView(order.id)).payment.refunds).toEqual([expect.objectContaining({ state: 'delayed' })]);

    // The second attempt is taken, then fails at the bank.
    await timePasses(refused.id);
    const second = await refundOf(order.id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(razorpay.refundRequests.at(-1)?.idempotencyKey).toBe(`${refused.id}-2`);
    const failed = refundEvent('refund.failed', peerRefund(second.provider_refund_id));
    razorpay.settle(peerRefund(second.provider_refund_id).id, 'failed');
    expect((await webhook(failed)).json()).toEqual({ handled: true });
    expect(await refundOf(order.id)).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(await jobsOf(refused.id)).toEqual([
      { kind: 'refund-check', minutes: 30 },
      { kind: 'refund-retry', minutes: 60 },
    ]);

    // The third is refused too: no more automatic attempts; administrators see it.
    await timePasses(refused.id);
    expect(await refundOf(order.id)).toMatchObject({ status: 'failed', attempts: 3, failure_reason: noBalance });
    expect(await jobsOf(refused.id)).toEqual([]);
    expect((await customerView(order.id)).payment.refunds).toEqual([expect.objectContaining({ state: 'delayed' })]);
    const record = await adminView(order.id);
    expect(record.payments[0]?.refunds).toEqual([
      expect.objectContaining({
        id: refused.id,
        kind: 'full',
        status: 'failed',
        attempts: 3,
        failureReason: noBalance,
      }),
    ]);
    expect(record.actions.retryRefundIds).toEqual([refused.id]);
    const dashboard = async () =>
      (await app.inject(as(admin, { method: 'GET', url: '/api/admin/dashboard' }))).json<TAdminDashboard>();
    expect((await dashboard()).refundsFailed).toBe(1);
    const listed = await app.inject(as(admin, { method: 'GET', url: '/api/admin/orders?refundStatus=failed' }));
    expect(listed.json<TAdminOrderPage>().orders.map((row) => row.id)).toEqual([order.id]);

    const retryUrl = `/api/admin/orders/${order.id}/refunds/${refused.id}/retry`;
    const byCustomer = await app.inject(
      as(world.customer, { method: 'POST', url: retryUrl, payload: { reason: 'Balance topped up' } }),
    );
    expect(byCustomer.statusCode).toBe(403);
    const retried = await app.inject(
      as(admin, { method: 'POST', url: retryUrl, payload: { reason: 'Balance topped up' } }),
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<TAdminOrderDetail>().actions.retryRefundIds).toEqual([]);
    const again = await app.inject(as(admin, { method: 'POST', url: retryUrl, payload: { reason: 'Twice' } }));
    expect(again.statusCode).toBe(409);
    await app.jobs.runDue();
    expect(await refundOf(order.id)).toMatchObject({ status: 'refunded', attempts: 4 });
    expect((await customerView(order.id)).payment.status).toBe('refunded');
    expect((await dashboard()).refundsFailed).toBe(0);
    const audit = await app.inject(
      as(admin, { method: 'GET', url: `/api/admin/audit-log?subjectType=order&subjectId=${order.id}` }),
    );
    expect(audit.json<TAdminAuditPage>().entries[0]).toMatchObject({
      action: 'order.refund_retried',
      reason: 'Balance topped up',
      before: { refundId: refused.id, status: 'failed', attempts: 3 },
      after: { status: 'retrying' },
    });
  });

  it('asks again with the same idempotency key when an answer is lost, so the customer is refunded once', async () => {
    razorpay.willAnswerRefunds({ cutOff: true });
    const { order, paymentId } = await cancelledAfterPaying();
    await app.jobs.runDue();
    const unanswered = await refundOf(order.id);
    expect(unanswered).toMatchObject({ status: 'pending', attempts: 0, provider_refund_id: null });

    // The job queue gives the failed run's job back after its back-off; here, at once.
    await app.database.db.execute(
      sql`update jobs set locked_until = null where kind = 'payment-refund' and done_at is null`,
    );
    await app.jobs.runDue();
    const keys = razorpay.refundRequests.filter((request) => request.paymentId === paymentId);
    expect(keys.map((request) => request.idempotencyKey)).toEqual([`${unanswered.id}-1`, `${unanswered.id}-1`]);
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
    expect(await refundOf(order.id)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
