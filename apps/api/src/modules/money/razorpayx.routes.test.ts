/**
 * Payouts through RazorpayX against a local peer that speaks its Payouts API (test/razorpayx-server.ts): the
 * penny drop of a new account, a payout whose answer is lost and that is sent again under the same idempotency
 * key, and payout webhooks — signed over the raw body, repeated, forged, and a transfer the bank sends back.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { addDays, indianToday } from '@dawanow/shared/dates';
import type { TAdminPayouts, TStorePayouts } from '@dawanow/shared/payouts/payouts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, createUser, TEST_PASSWORD, type TestUser } from '../../../test/factories';
import { deliveredDaysAgo, placeOnlineAndPay, settleOn } from '../../../test/money-fixtures';
import { createOrderWorld, type OrderWorld } from '../../../test/order-fixtures';
import { startRazorpayX, type TestRazorpayX } from '../../../test/razorpayx-server';
import { createCustomer, deliverOrder, getAs } from '../../../test/store-insights-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const KEYS = {
  keyId: 'rzp_test_PayoutsDawa',
  keySecret: 'payouts-key-secret',
  webhookSecret: 'payouts-webhook-secret',
};
let razorpayx: TestRazorpayX;
let t: TestApp;
let app: FastifyInstance;
let world: OrderWorld;
let admin: TestUser;

beforeAll(async () => {
  razorpayx = await startRazorpayX(KEYS);
  t = await createTestApp({ razorpayx: { ...KEYS, accountNumber: '2323230041626905', apiUrl: razorpayx.url } });
  app = t.app;
  world = await createOrderWorld(app);
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await razorpayx.close();
});

function webhook(
  event: string,
  payout: object,
  eventId = `evt_${randomUUID().slice(0, 14)}`,
  secret = KEYS.webhookSecret,
) {
  const body = JSON.stringify({ entity: 'event', event, payload: { payout: { entity: payout } } });
  return app.inject({
    method: 'POST',
    url: '/api/payouts/webhooks/razorpayx',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
    payload: body,
  });
}

const storePayouts = async () =>
  (await getAs(app, world.staffA, `/api/stores/${world.storeA}/payouts`)).json<TStorePayouts>();

it('checks the account with a penny drop, sends a payout once through a lost answer, and follows its webhooks', async () => {
  razorpayx.validationsAnswer({ active: true, registeredName: 'RESIDENCY ROAD MEDICALS' });
  const changed = await app.inject(
    as(world.staffA, {
      method: 'PUT',
      url: `/api/stores/${world.storeA}/bank-account`,
      payload: {
        details: {
          method: 'bank',
          accountHolder: 'Residency Road Medicals',
          accountNumber: '912020012345678',
          ifsc: 'UTIB0000123',
        },
        password: TEST_PASSWORD,
      },
    }),
  );
  expect(changed.statusCode, changed.body).toBe(200);
  await app.jobs.runDue();
  expect((await storePayouts()).bankAccount).toMatchObject({
    verification: 'verified',
    verifiedName: 'RESIDENCY ROAD MEDICALS',
  });
  expect([...razorpayx.fundAccounts.values()][0]).toMatchObject({
    account_type: 'bank_account',
    bank_account: { ifsc: 'UTIB0000123', account_number: '912020012345678' },
  });

  // An online order delivered 10 days ago, settled; the 24-hour hold after the change is over
  const customer = await createCustomer(app, 'Leela', '+919800000201');
  const order = await placeOnlineAndPay(app, world, customer, world.storeA);
  await deliverOrder(app, world.staffA, world.storeA, order);
  await deliveredDaysAgo(app, order.id, 10);
  await settleOn(app, addDays(indianToday(), 7));
  await app.database.db.execute(sql`update payouts set hold_until = null`);
  const listed = await app.inject(as(admin, { method: 'GET', url: `/api/admin/payouts?storeId=${world.storeA}` }));
  const [payout] = listed.json<TAdminPayouts>().payouts;
  expect(listed.json<TAdminPayouts>().provider).toBe('razorpayx');
  expect(payout).toMatchObject({ status: 'scheduled', provider: 'razorpayx', actions: { approve: true } });

  // RazorpayX makes the payout but the answer never arrives: it stays scheduled; approving again finds the same one
  const approve = () =>
    app.inject(as(admin, { method: 'POST', url: '/api/admin/payouts/approve', payload: { payoutIds: [payout?.id] } }));
  razorpayx.cutOffNextPayout();
  expect((await approve()).json()).toMatchObject({
    sent: 0,
    skipped: [{ reason: expect.stringContaining('approve again') }],
  });
  expect((await approve()).json()).toMatchObject({ sent: 1 });
  expect(razorpayx.payoutRequests.map((request) => request.idempotencyKey)).toEqual([payout?.id, payout?.id]);
  expect(razorpayx.payouts.size).toBe(1);
  const [made] = [...razorpayx.payouts.values()];
  expect(made).toMatchObject({ amount: payout?.amountPaise, reference_id: payout?.id });

  // Its UTR comes from RazorpayX, not from an administrator
  const manual = await app.inject(
    as(admin, { method: 'POST', url: `/api/admin/payouts/${payout?.id}/paid`, payload: { utr: 'UTIBN12345678901' } }),
  );
  expect(manual.statusCode).toBe(409);

  const processed = { ...made, status: 'processed', utr: 'UTIBN52026112700042' };
  expect((await webhook('payout.processed', processed, 'evt_forged', 'not-the-secret')).statusCode).toBe(400);
  expect((await storePayouts()).payouts[0]?.status).toBe('processing');
  const handled = [];
  for (let repeat = 0; repeat < 5; repeat++) {
    handled.push((await webhook('payout.processed', processed, 'evt_processed_1')).json().handled);
  }
  expect(handled).toEqual([true, false, false, false, false]);
  const paid = await storePayouts();
  expect(paid.payouts[0]).toMatchObject({ status: 'paid', utr: 'UTIBN52026112700042' });

  // The bank sends the transfer back: the amount returns to the balance, once
  await webhook('payout.reversed', { ...processed, status: 'reversed', failure_reason: 'Beneficiary account closed' });
  await webhook('payout.reversed', { ...processed, status: 'reversed', failure_reason: 'Beneficiary account closed' });
  const reversed = await storePayouts();
  expect(reversed.payouts[0]).toMatchObject({ status: 'reversed', failureReason: 'Beneficiary account closed' });
  expect(reversed.balancePaise).toBe(paid.balancePaise + (payout?.amountPaise ?? 0));
});

it('marks an account the bank cannot confirm as failed', async () => {
  razorpayx.validationsAnswer({ active: false, registeredName: null });
  const changed = await app.inject(
    as(world.staffB, {
      method: 'PUT',
      url: `/api/stores/${world.storeB}/bank-account`,
      payload: { details: { method: 'upi', upiId: 'richmond@okaxis' }, password: TEST_PASSWORD },
    }),
  );
  expect(changed.statusCode, changed.body).toBe(200);
  await app.jobs.runDue();
  const account = (await getAs(app, world.staffB, `/api/stores/${world.storeB}/payouts`)).json<TStorePayouts>();
  expect(account.bankAccount).toMatchObject({
    method: 'upi',
    destination: 'UPI richmond@okaxis',
    verification: 'failed',
  });
});
