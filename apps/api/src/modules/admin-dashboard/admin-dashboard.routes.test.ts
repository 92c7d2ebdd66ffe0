import type { TAdminDashboard } from '@dawanow/shared/admin-dashboard';
import type { TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createUser } from '../../../test/factories';
import { checkoutBody, useOrderWorld } from '../../../test/order-fixtures';

// Filled in by the file's beforeAll
const t = useOrderWorld('admin-dashboard');

async function dashboard(): Promise<TAdminDashboard> {
  const admin = await createUser(t.app, { role: 'admin' });
  const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/dashboard' }));
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function placeOrder(items: [string, number, number][]) {
  const body = await checkoutBody(t.app, t.world, items);
  const res = await t.app.inject(as(t.world.customer, { method: 'POST', url: '/api/orders', payload: body }));
  expect(res.statusCode).toBe(201);
  return res.json<TPlaceOrderResponse>().order;
}

const openCount = (data: TAdminDashboard, status: string) =>
  data.openOrders.find((row) => row.status === status)?.count ?? 0;

describe('GET /api/admin/dashboard', () => {
  it("counts today's orders and GMV, open orders by state, late offers and late packing", async () => {
    const before = await dashboard();
    const waiting = await placeOrder([[t.world.paracetamol, 1, 2700]]);
    const accepted = await placeOrder([[t.world.cetirizine, 2, 2000]]);
    const accept = await t.app.inject(
      as(t.world.staffA, {
        method: 'POST',
        url: `/api/stores/${t.world.storeA}/orders/${accepted.id}/accept`,
        payload: {},
      }),
    );
    expect(accept.statusCode).toBe(200);
    // The first order's offer ran out without the timer moving it on; the second was accepted 20 minutes ago
    await t.app.database.db.execute(
      sql`update order_offers set expires_at = now() - interval '2 minutes' where order_id = ${waiting.id} and outcome = 'pending'`,
    );
    await t.app.database.db.execute(
      sql`update orders set accepted_at = now() - interval '20 minutes' where id = ${accepted.id}`,
    );

    const after = await dashboard();
    expect(after.today.orders - before.today.orders).toBe(2);
    expect(after.today.gmvPaise - before.today.gmvPaise).toBe(waiting.totalPaise + accepted.totalPaise);
    expect(openCount(after, 'placed') - openCount(before, 'placed')).toBe(1);
    expect(openCount(after, 'processing') - openCount(before, 'processing')).toBe(1);
    expect(after.pastAcceptanceWindow.count - before.pastAcceptanceWindow.count).toBe(1);
    expect(after.pastAcceptanceWindow.orders.map((order) => order.number)).toContain(waiting.number);
    expect(after.pastAcceptanceWindow.orders.find((order) => order.id === waiting.id)?.storeName).toBe(
      'Residency Road Medicals',
    );
    expect(after.slaBreaches.count - before.slaBreaches.count).toBe(1);
    const late = after.slaBreaches.orders.find((order) => order.id === accepted.id);
    expect(late?.number).toBe(accepted.number);
    // Due 15 minutes after acceptance: about 5 minutes ago
    const overdueMinutes = (Date.now() - Date.parse(late?.dueAt ?? '')) / 60_000;
    expect(overdueMinutes).toBeGreaterThan(4);
    expect(overdueMinutes).toBeLessThan(6);
  });

  it('compares today with the same weekday last week by the same time of day', async () => {
    const before = await dashboard();
    const order = await placeOrder([[t.world.paracetamol, 1, 2700]]);
    await t.app.database.db.execute(
      sql`update orders set created_at = now() - interval '7 days' - interval '1 second' where id = ${order.id}`,
    );
    const after = await dashboard();
    expect(after.today.orders).toBe(before.today.orders);
    expect(after.today.sameTimeLastWeek.orders - before.today.sameTimeLastWeek.orders).toBe(1);
    expect(after.today.sameTimeLastWeek.gmvPaise - before.today.sameTimeLastWeek.gmvPaise).toBe(order.totalPaise);
  });

  it('leaves cancelled and never-paid orders out of the day, and counts stores by state', async () => {
    const before = await dashboard();
    const order = await placeOrder([[t.world.paracetamol, 1, 2700]]);
    const cancel = await t.app.inject(
      as(t.world.customer, {
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        payload: { reason: 'Ordered by mistake' },
      }),
    );
    expect(cancel.statusCode).toBe(200);
    await t.app.database.db.execute(sql`update stores set status = 'suspended' where id = ${t.world.storeB}`);
    const after = await dashboard();
    expect(after.today.orders).toBe(before.today.orders);
    expect(after.today.gmvPaise).toBe(before.today.gmvPaise);
    expect(after.stores.suspended - before.stores.suspended).toBe(1);
    expect(after.stores.online + after.stores.closedNow - (before.stores.online + before.stores.closedNow)).toBe(-1);
    await t.app.database.db.execute(sql`update stores set status = 'active' where id = ${t.world.storeB}`);
  });

  it('counts the refund requests to decide and the cash refunds to transfer', async () => {
    const before = await dashboard();
    const requested = await placeOrder([[t.world.cetirizine, 1, 2000]]);
    const cashBack = await placeOrder([[t.world.cetirizine, 1, 2000]]);
    // Their deliveries and the customer's steps are other tests' business: only the states matter here
    await t.app.database.db.execute(sql`update orders set status = 'refund_requested' where id = ${requested.id}`);
    await t.app.database.db.execute(sql`insert into cash_refunds (order_id, amount_paise, status, details_at)
      values (${cashBack.id}, ${cashBack.totalPaise}, 'details_received', now())`);
    const after = await dashboard();
    expect(after.refundRequests - before.refundRequests).toBe(1);
    expect(openCount(after, 'refund_requested') - openCount(before, 'refund_requested')).toBe(1);
    expect(after.cashRefundsToPay - before.cashRefundsToPay).toBe(1);
  });
});
