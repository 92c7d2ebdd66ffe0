import { randomUUID } from 'node:crypto';
import { addDays, indianToday } from '@dawanow/shared/dates';
import type { TAdminPayouts, TEarnings, TReconciliation, TStorePayouts } from '@dawanow/shared/payouts/payouts';
import { deliveredBeforeDate } from '@dawanow/shared/payouts/rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createUser, TEST_PASSWORD, type TestUser } from '../../../test/factories';
import { deliveredDaysAgo, placeOnlineAndPay, settleOn } from '../../../test/money-fixtures';
import { useOrderWorld } from '../../../test/order-fixtures';
import { createCustomer, deliverOrder, getAs, memberOf, placeOrder } from '../../../test/store-insights-fixtures';
import { queryRows } from '../../../test/test-app';
import { createMoneyRepository } from './money.repository';

const ctx = useOrderWorld('money');
const today = indianToday();

async function admin(): Promise<TestUser> {
  return createUser(ctx.app, { role: 'admin' });
}

/** The ledger of one order, kind by kind. */
async function entriesOf(orderId: string) {
  const rows = await queryRows<{ kind: string; amount: number }>(
    ctx.app,
    sql`select kind, amount_paise::int as amount from ledger_entries where order_id = ${orderId} order by kind`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.amount]));
}

async function payoutsOf(storeId: string, owner: TestUser) {
  const res = await getAs(ctx.app, owner, `/api/stores/${storeId}/payouts`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TStorePayouts>();
}

describe('store earnings', () => {
  it('shows a cash and an online order with every deduction, and the monthly tax statement', async () => {
    const customer = await createCustomer(ctx.app, 'Meera', '+919800000101');
    const cash = await placeOrder(ctx.app, ctx.world, customer, ctx.world.storeA, [[ctx.world.paracetamol, 4, 2700]]);
    await deliverOrder(ctx.app, ctx.world.staffA, ctx.world.storeA, cash);
    expect(await entriesOf(cash.id)).toMatchObject({ sale: 13_300, cash_collected: -13_300 });

    const res = await getAs(
      ctx.app,
      ctx.world.staffA,
      `/api/stores/${ctx.world.storeA}/earnings?from=${today}&to=${today}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const earnings = res.json<TEarnings>();
    const row = earnings.orders.find((order) => order.orderId === cash.id);
    // ₹108 at 12% GST inside (₹96.43 without it) and ₹25 delivery (₹21.19): commission ₹9.64, its GST ₹1.74,
    // TCS ₹0.58 and TDS ₹0.12 on the ₹117.62 supply. Paid in cash: the store already holds the ₹133.
    expect(row).toMatchObject({
      paymentMethod: 'cod',
      salesPaise: 13_300,
      commissionPaise: 964,
      commissionGstPaise: 174,
      tcsPaise: 58,
      tdsPaise: 12,
      cashCollectedPaise: 13_300,
      netPaise: -(964 + 174 + 58 + 12),
      settlement: { state: 'pending', settlesOn: expect.any(String) },
    });
    expect(earnings.store.gstin).toMatch(/^\d{2}[A-Z]{5}/);
    expect(earnings.marketplace.gstin).toBe('29AAKCD4821M1Z7');
    const month = earnings.months.find((m) => m.month === today.slice(0, 7));
    expect(month?.suppliesTaxablePaise).toBeGreaterThanOrEqual(9643);
    expect(month?.tcsCgstPaise).toBe(month?.tcsSgstPaise);
  });

  it('downloads the period as CSV and PDF, and refuses other roles', async () => {
    const csv = await getAs(
      ctx.app,
      ctx.world.staffA,
      `/api/stores/${ctx.world.storeA}/earnings/export?from=${today}&to=${today}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('29AAKCD4821M1Z7');
    expect(csv.body).toContain('Monthly tax statement');
    const pdf = await getAs(
      ctx.app,
      ctx.world.staffA,
      `/api/stores/${ctx.world.storeA}/earnings/export?from=${today}&to=${today}&format=pdf`,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const manager = await memberOf(ctx.app, ctx.world.storeA, 'manager');
    expect(
      (await getAs(ctx.app, manager, `/api/stores/${ctx.world.storeA}/earnings?from=${today}&to=${today}`)).statusCode,
    ).toBe(403);
    // Another store's owner is not this store's
    expect((await getAs(ctx.app, ctx.world.staffB, `/api/stores/${ctx.world.storeA}/payouts`)).statusCode).toBe(403);
  });
});

describe('settlements and payouts', () => {
  it('pays nothing out of a debt and carries it forward, however often the settlement runs', async () => {
    const customer = await createCustomer(ctx.app, 'Ravi', '+919800000102');
    // Store B: one cash order only, so it owes its deductions
    const owed = await placeOrder(ctx.app, ctx.world, customer, ctx.world.storeB, [[ctx.world.cetirizine, 1, 2000]]);
    await deliverOrder(ctx.app, ctx.world.staffB, ctx.world.storeB, owed);
    await deliveredDaysAgo(ctx.app, owed.id, 10);
    const before = await payoutsOf(ctx.world.storeB, ctx.world.staffB);
    expect(before.balancePaise).toBeLessThan(0);

    const settlementDate = addDays(today, 7);
    await settleOn(ctx.app, settlementDate);
    await settleOn(ctx.app, settlementDate);
    const after = await payoutsOf(ctx.world.storeB, ctx.world.staffB);
    // Nothing is paid out of a debt; it stays on the balance for the next payout
    expect(after.payouts).toEqual([]);
    expect(after.balancePaise).toBe(before.balancePaise);
  });

  it('nets cash deductions against online sales, pays once however often it runs, and reconciles', async () => {
    const staff = await memberOf(ctx.app, ctx.world.storeA, 'staff');
    expect((await getAs(ctx.app, staff, `/api/stores/${ctx.world.storeA}/payouts`)).statusCode).toBe(403);
    const { orders, settlementDate } = await settledStoreA();
    const payouts = await payoutsOf(ctx.world.storeA, ctx.world.staffA);
    const [payout] = payouts.payouts;
    expect(payouts.payouts).toHaveLength(1);
    const net = await queryRows<{ net: number }>(
      ctx.app,
      sql`select sum(amount_paise)::int as net from ledger_entries
          where order_id in (${sql.join(
            orders.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    expect(payout).toMatchObject({ settlementDate, status: 'scheduled', amountPaise: net[0]?.net });
    const adminUser = await admin();
    const reconciliation = await ctx.app.inject(
      as(adminUser, { method: 'GET', url: '/api/admin/payouts/reconciliation' }),
    );
    const rows = reconciliation.json<TReconciliation>();
    expect(rows.rows.every((row) => row.balanced)).toBe(true);
    // Everything eligible was just settled: the next settlement has nothing more for store A yet
    expect(rows.rows.find((row) => row.storeId === ctx.world.storeA)?.nextPayoutPaise).toBe(0);
    expect(rows.totals.balanced).toBe(true);
  });
});

describe('disputes, restarts and the backfill', () => {
  it('resumes a settlement killed after its first batch: each store is paid once', async () => {
    const customer = await createCustomer(ctx.app, 'Omar', '+919800000106');
    const order = await placeOnlineAndPay(ctx.app, ctx.world, customer, ctx.world.storeA);
    await deliverOrder(ctx.app, ctx.world.staffA, ctx.world.storeA, order);
    await deliveredDaysAgo(ctx.app, order.id, 10);
    const settlementDate = addDays(today, 28);
    // The run's first batch (one pharmacy) commits, then the process dies; the job runs again after the restart
    await createMoneyRepository().settleBatch(ctx.app.database.db, {
      settlementDate,
      deliveredBefore: deliveredBeforeDate(settlementDate),
      provider: 'manual',
      afterStoreId: null,
      batch: 1,
    });
    await settleOn(ctx.app, settlementDate);
    const counts = await queryRows<{ store_id: string; payouts: number }>(
      ctx.app,
      sql`select store_id, count(*)::int as payouts from payouts where settlement_date = ${settlementDate}
          group by store_id`,
    );
    expect(counts.find((row) => row.store_id === ctx.world.storeA)?.payouts).toBe(1);
    expect(counts.every((row) => row.payouts === 1)).toBe(true);
    const adminUser = await admin();
    const reconciliation = await ctx.app.inject(
      as(adminUser, { method: 'GET', url: '/api/admin/payouts/reconciliation' }),
    );
    expect(reconciliation.json<TReconciliation>().totals.balanced).toBe(true);
  });

  it('holds an order with an open refund request out of settlements until the pharmacy decides', async () => {
    const customer = await createCustomer(ctx.app, 'Nikhil', '+919800000104');
    const online = await placeOnlineAndPay(ctx.app, ctx.world, customer, ctx.world.storeB);
    await deliverOrder(ctx.app, ctx.world.staffB, ctx.world.storeB, online);
    const reported = await ctx.app.inject(
      as(customer.user, {
        method: 'POST',
        url: `/api/orders/${online.id}/refund`,
        payload: { reason: 'Damaged in transit' },
      }),
    );
    expect(reported.statusCode, reported.body).toBe(200);
    await deliveredDaysAgo(ctx.app, online.id, 10);
    const settlement = async () =>
      (await getAs(ctx.app, ctx.world.staffB, `/api/stores/${ctx.world.storeB}/earnings?from=${today}&to=${today}`))
        .json<TEarnings>()
        .orders.find((order) => order.orderId === online.id)?.settlement;

    await settleOn(ctx.app, addDays(today, 14));
    expect(await settlement()).toMatchObject({ state: 'held' });
    expect((await payoutsOf(ctx.world.storeB, ctx.world.staffB)).next.heldOrders).toBe(1);

    const declined = await ctx.app.inject(
      as(ctx.world.staffB, {
        method: 'POST',
        url: `/api/stores/${ctx.world.storeB}/orders/${online.id}/refund`,
        payload: { decision: 'reject' },
      }),
    );
    expect(declined.statusCode, declined.body).toBe(200);
    await settleOn(ctx.app, addDays(today, 21));
    expect(await settlement()).toMatchObject({ state: 'settled', settlementDate: addDays(today, 21) });
  });

  it('keeps the ledger append-only: no entry can be changed or deleted', async () => {
    await ctx.app.database.db.execute(sql`
      insert into ledger_entries (store_id, kind, amount_paise, reason, request_key)
      values (${ctx.world.storeA}, 'adjustment', 100, 'A test of the ledger', gen_random_uuid())`);
    const refusal = (statement: ReturnType<typeof sql>) =>
      ctx.app.database.db.execute(statement).then(
        () => 'changed',
        (error: Error) => String(error.cause ?? error),
      );
    expect(await refusal(sql`update ledger_entries set amount_paise = 0`)).toMatch(/cannot be changed or deleted/);
    expect(await refusal(sql`delete from ledger_entries`)).toMatch(/cannot be changed or deleted/);
  });

  it('writes the entries of orders delivered before the ledger knew them, once', async () => {
    const customer = await createCustomer(ctx.app, 'Zoya', '+919800000105');
    const order = await placeOrder(ctx.app, ctx.world, customer, ctx.world.storeA, [[ctx.world.cetirizine, 2, 2000]]);
    // Delivered the old way: nothing in the ledger
    await ctx.app.database.db.execute(
      sql`update orders set status = 'delivered', delivered_at = now() where id = ${order.id}`,
    );
    expect(await entriesOf(order.id)).toEqual({});
    for (let run = 0; run < 2; run++) {
      await ctx.app.jobs.schedule(ctx.app.database.db, 'ledger-backfill', randomUUID(), new Date(), { after: null });
      await ctx.app.jobs.runDue();
    }
    // ₹40 at 12% inside (₹35.71) and ₹25 delivery (₹21.19): commission ₹3.57, GST ₹0.64, TCS ₹0.28, TDS ₹0.06
    expect(await entriesOf(order.id)).toEqual({
      sale: 6500,
      commission: -357,
      commission_gst: -64,
      tcs: -28,
      tds: -6,
      cash_collected: -6500,
    });
  });
});

/** Store A with online and cash orders delivered 10 days ago, settled for next week's Tuesday. */
async function settledStoreA() {
  const customer = await createCustomer(ctx.app, 'Farah', '+919800000103');
  const cash = await placeOrder(ctx.app, ctx.world, customer, ctx.world.storeA, [[ctx.world.paracetamol, 1, 2700]]);
  await deliverOrder(ctx.app, ctx.world.staffA, ctx.world.storeA, cash);
  const online = await placeOnlineAndPay(ctx.app, ctx.world, customer, ctx.world.storeA);
  await deliverOrder(ctx.app, ctx.world.staffA, ctx.world.storeA, online);
  const all = await queryRows<{ id: string }>(
    ctx.app,
    sql`select id from orders where store_id = ${ctx.world.storeA} and delivered_at is not null`,
  );
  for (const { id } of all) await deliveredDaysAgo(ctx.app, id, 10);
  const settlementDate = addDays(today, 7);
  await settleOn(ctx.app, settlementDate);
  await settleOn(ctx.app, settlementDate);
  return { orders: all.map((row) => row.id), settlementDate };
}

describe('payout accounts and the administrator', () => {
  const account = {
    method: 'bank',
    accountHolder: 'Residency Road Medicals',
    accountNumber: '50100123456789',
    ifsc: 'HDFC0001234',
  };

  it('refuses a bad account, a wrong password and anyone but the owner, and changes nothing', async () => {
    const url = `/api/stores/${ctx.world.storeA}/bank-account`;
    const put = (user: TestUser, payload: object) => ctx.app.inject(as(user, { method: 'PUT', url, payload }));
    for (const details of [
      { ...account, ifsc: 'HDFC1234' },
      { ...account, accountNumber: '12345678' },
      { ...account, accountNumber: '1234567890123456789' },
      { method: 'upi', upiId: 'residency' },
    ]) {
      expect((await put(ctx.world.staffA, { details, password: TEST_PASSWORD })).statusCode).toBe(400);
    }
    expect((await put(ctx.world.staffA, { details: account, password: 'not-my-password' })).statusCode).toBe(403);
    const storeAdmin = await memberOf(ctx.app, ctx.world.storeA, 'admin');
    expect((await put(storeAdmin, { details: account, password: TEST_PASSWORD })).statusCode).toBe(403);
    expect((await payoutsOf(ctx.world.storeA, ctx.world.staffA)).bankAccount).toBeNull();
  });

  it('holds payouts after a change, sends them, records the UTR, and a failure returns the money', async () => {
    const { settlementDate } = await settledStoreA();
    const changed = await ctx.app.inject(
      as(ctx.world.staffA, {
        method: 'PUT',
        url: `/api/stores/${ctx.world.storeA}/bank-account`,
        payload: { details: account, password: TEST_PASSWORD },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ destination: 'A/c ••••6789 · HDFC0001234', verification: 'unverified' });
    expect(changed.body).not.toContain('50100123456789');
    const [audit] = await queryRows<{ action: string }>(
      ctx.app,
      sql`select action from store_audit_log where store_id = ${ctx.world.storeA} and action = 'bank_account.changed'`,
    );
    expect(audit).toBeDefined();

    const adminUser = await admin();
    const list = (query = '') =>
      ctx.app
        .inject(as(adminUser, { method: 'GET', url: `/api/admin/payouts${query}` }))
        .then((r) => r.json<TAdminPayouts>());
    const payout = (await list(`?storeId=${ctx.world.storeA}&settlementDate=${settlementDate}`)).payouts[0];
    expect(payout?.holdUntil).not.toBeNull();
    const approve = () =>
      ctx.app.inject(
        as(adminUser, { method: 'POST', url: '/api/admin/payouts/approve', payload: { payoutIds: [payout?.id] } }),
      );
    expect((await approve()).json()).toMatchObject({ sent: 0, skipped: [{ reason: expect.stringContaining('hold') }] });

    // A day later the hold is over
    await ctx.app.database.db.execute(
      sql`update payouts set hold_until = now() - interval '1 minute' where id = ${payout?.id}`,
    );
    expect((await approve()).json()).toMatchObject({ sent: 1, skipped: [] });
    expect((await approve()).json()).toMatchObject({ sent: 0, skipped: [{ reason: 'Already processing' }] });

    const paidUrl = `/api/admin/payouts/${payout?.id}/paid`;
    expect(
      (await ctx.app.inject(as(adminUser, { method: 'POST', url: paidUrl, payload: { utr: 'x' } }))).statusCode,
    ).toBe(400);
    const paid = await ctx.app.inject(
      as(adminUser, { method: 'POST', url: paidUrl, payload: { utr: 'hdfcn52026112712345' } }),
    );
    expect(paid.json()).toMatchObject({ status: 'paid', utr: 'HDFCN52026112712345' });
    const seen = await payoutsOf(ctx.world.storeA, ctx.world.staffA);
    expect(seen.payouts.find((row) => row.id === payout?.id)).toMatchObject({
      status: 'paid',
      utr: 'HDFCN52026112712345',
    });

    const statement = await getAs(
      ctx.app,
      ctx.world.staffA,
      `/api/stores/${ctx.world.storeA}/payouts/${payout?.id}/statement?format=csv`,
    );
    expect(statement.statusCode).toBe(200);
    expect(statement.body).toContain('HDFCN52026112712345');
    expect(
      (await getAs(ctx.app, ctx.world.staffB, `/api/stores/${ctx.world.storeB}/payouts/${payout?.id}/statement`))
        .statusCode,
    ).toBe(404);

    // The bank returns the transfer: the amount is back on the balance, once
    const balanceBefore = seen.balancePaise;
    const failUrl = `/api/admin/payouts/${payout?.id}/failed`;
    expect(
      (await ctx.app.inject(as(adminUser, { method: 'POST', url: failUrl, payload: { reason: '' } }))).statusCode,
    ).toBe(400);
    const returned = await ctx.app.inject(
      as(adminUser, { method: 'POST', url: failUrl, payload: { reason: 'Account closed' } }),
    );
    expect(returned.json()).toMatchObject({ status: 'reversed', failureReason: 'Account closed' });
    expect(
      (await ctx.app.inject(as(adminUser, { method: 'POST', url: failUrl, payload: { reason: 'Again' } }))).statusCode,
    ).toBe(409);
    expect((await payoutsOf(ctx.world.storeA, ctx.world.staffA)).balancePaise).toBe(
      balanceBefore + (payout?.amountPaise ?? 0),
    );
  });

  it('adds an adjustment once per request, with a reason, in whole paise', async () => {
    const adminUser = await admin();
    const post = (payload: object) =>
      ctx.app.inject(as(adminUser, { method: 'POST', url: '/api/admin/adjustments', payload }));
    const requestKey = randomUUID();
    const adjustment = {
      storeId: ctx.world.storeB,
      amountPaise: 5_000,
      reason: 'Delivery bags reimbursed',
      requestKey,
    };
    expect((await post({ ...adjustment, reason: '' })).statusCode).toBe(400);
    expect((await post({ ...adjustment, amountPaise: 100.5 })).statusCode).toBe(400);
    expect((await post({ ...adjustment, amountPaise: 0 })).statusCode).toBe(400);
    expect((await post({ ...adjustment, storeId: randomUUID() })).statusCode).toBe(404);
    const before = (await payoutsOf(ctx.world.storeB, ctx.world.staffB)).balancePaise;
    expect((await post(adjustment)).statusCode).toBe(200);
    expect((await post(adjustment)).statusCode).toBe(200);
    expect((await payoutsOf(ctx.world.storeB, ctx.world.staffB)).balancePaise).toBe(before + 5_000);
    // The store sees it with the reason, in its earnings and its statement
    const earnings = await getAs(
      ctx.app,
      ctx.world.staffB,
      `/api/stores/${ctx.world.storeB}/earnings?from=${today}&to=${today}`,
    );
    expect(earnings.json<TEarnings>().adjustments).toEqual([
      expect.objectContaining({ amountPaise: 5_000, reason: 'Delivery bags reimbursed' }),
    ]);
    const customer = await createUser(ctx.app, {});
    expect(
      (await ctx.app.inject(as(customer, { method: 'POST', url: '/api/admin/adjustments', payload: adjustment })))
        .statusCode,
    ).toBe(403);
  });
});
