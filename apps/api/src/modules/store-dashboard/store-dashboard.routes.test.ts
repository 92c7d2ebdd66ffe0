import type { TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import type { TStoreDashboard } from '@dawanow/shared/store-dashboard';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addStoreMember, as, createStore, createUser, type TestUser } from '../../../test/factories';
import { checkoutBody, createProduct, shelve, useOrderWorld } from '../../../test/order-fixtures';

const setup = useOrderWorld('store-dashboard');

async function dashboard(user: TestUser, storeId: string): Promise<TStoreDashboard> {
  const res = await setup.app.inject(as(user, { method: 'GET', url: `/api/stores/${storeId}/dashboard` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TStoreDashboard>();
}

async function place(items: [string, number, number][]) {
  const body = await checkoutBody(setup.app, setup.world, items);
  const res = await setup.app.inject(as(setup.world.customer, { method: 'POST', url: '/api/orders', payload: body }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPlaceOrderResponse>().order;
}

async function act(orderId: string, action: string, payload?: object) {
  const res = await setup.app.inject(
    as(setup.world.staffA, {
      method: 'POST',
      url: `/api/stores/${setup.world.storeA}/orders/${orderId}/${action}`,
      payload,
    }),
  );
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Moves an order's placing time to `minutes` after the start of today in India (negative: yesterday). */
async function placedAtIndianMinute(orderId: string, minutes: number) {
  await setup.app.database.db.execute(sql`update orders set created_at =
    (now() at time zone 'Asia/Kolkata')::date::timestamp at time zone 'Asia/Kolkata' + make_interval(mins => ${minutes})
    where id = ${orderId}`);
}

function switchAccepting(user: TestUser, storeId: string, accepting: unknown) {
  return setup.app.inject(
    as(user, { method: 'POST', url: `/api/stores/${storeId}/accepting`, payload: { accepting } }),
  );
}

describe('GET /api/stores/:storeId/dashboard', () => {
  it('shows a new store an empty day: zeros, no rates, 14 days of no sales', async () => {
    const fresh = await createStore(setup.app, 'Fresh Start Pharmacy');
    await addStoreMember(setup.app, fresh, setup.world.staffB.id, 'staff');
    const day = await dashboard(setup.world.staffB, fresh);
    expect(day.store).toMatchObject({ id: fresh, name: 'Fresh Start Pharmacy', isAcceptingOrders: true });
    expect(day.today).toMatchObject({ orders: 0, salesPaise: 0, averageOrderPaise: null });
    expect(day.waiting).toEqual([]);
    expect(day.active).toEqual([]);
    expect(day.partner).toEqual({ acceptanceRate: null, packedInTimeRate: null });
    expect(day.inventory).toEqual({ lowStock: 0, nearExpiry: 0 });
    expect(day.prescriptionsWaiting).toBe(0);
    expect(day.salesByDay).toHaveLength(14);
    expect(day.salesByDay.at(-1)?.date).toBe(day.today.date);
    expect(day.salesByDay.every((entry) => entry.salesPaise === 0 && entry.orders === 0)).toBe(true);
  });

  it('counts orders, sales, queues and partner figures from real orders, in Indian days', async () => {
    const waiting = await place([[setup.world.paracetamol, 1, 2700]]);
    let day = await dashboard(setup.world.staffA, setup.world.storeA);
    expect(day.today).toMatchObject({ orders: 1, salesPaise: 0, averageOrderPaise: null });
    expect(day.waiting.map((order) => order.number)).toEqual([waiting.number]);
    expect(Date.parse(day.waiting[0]?.offerExpiresAt ?? '')).toBeGreaterThan(Date.now());

    // Accepted and packed at once: inside the 15 minutes.
    const packed = await place([[setup.world.cetirizine, 2, 2000]]);
    await act(packed.id, 'accept');
    await act(packed.id, 'status', { status: 'packed' });
    // Accepted, still being packed: on the clock.
    await act(waiting.id, 'accept');
    // Turned down: it moves to the next store and counts against the acceptance rate.
    const rejected = await place([[setup.world.paracetamol, 1, 2700]]);
    await act(rejected.id, 'reject', { reason: 'Too many orders right now' });

    day = await dashboard(setup.world.staffA, setup.world.storeA);
    expect(day.waiting).toEqual([]);
    expect(day.active.map((order) => order.number)).toEqual([waiting.number]);
    const [active] = day.active;
    expect(Date.parse(active?.packBy ?? '') - Date.parse(active?.acceptedAt ?? '')).toBe(15 * 60_000);
    expect(day.today.orders).toBe(2);
    expect(day.today.salesPaise).toBe(waiting.totalPaise + packed.totalPaise);
    expect(day.today.averageOrderPaise).toBe(Math.round((waiting.totalPaise + packed.totalPaise) / 2));
    expect(day.partner.acceptanceRate).toBeCloseTo(2 / 3);
    // The order still inside its 15 minutes is not counted yet.
    expect(day.partner.packedInTimeRate).toBe(1);
    expect(day.salesByDay.at(-1)).toEqual({
      date: day.today.date,
      salesPaise: waiting.totalPaise + packed.totalPaise,
      orders: 2,
    });

    // A minute before midnight in India is yesterday, a minute after is today (whatever the UTC date).
    await placedAtIndianMinute(packed.id, -1);
    await placedAtIndianMinute(waiting.id, 1);
    day = await dashboard(setup.world.staffA, setup.world.storeA);
    expect(day.today).toMatchObject({ orders: 1, salesPaise: waiting.totalPaise });
    expect(day.salesByDay.at(-2)).toMatchObject({ salesPaise: packed.totalPaise, orders: 1 });
  });

  it("counts low stock (below each product's threshold, default 10) and products holding batches within 3 months of expiry", async () => {
    const store = await createStore(setup.app, 'Shelf Count Pharmacy');
    await addStoreMember(setup.app, store, setup.world.staffB.id, 'manager');
    const inMonths = (months: number) => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() + months);
      return date.toISOString().slice(0, 10);
    };
    const products = await Promise.all(
      ['Low A', 'Low B', 'Empty', 'Expiring', 'Plenty'].map((name) =>
        createProduct(setup.app, { name, mrpPaise: 1000 }),
      ),
    );
    const [lowA, lowB, empty, expiring, plenty] = products as [string, string, string, string, string];
    await shelve(setup.app, store, lowA, { pricePaise: 900, stock: 9 });
    await shelve(setup.app, store, lowB, { pricePaise: 900, stock: 1 });
    await shelve(setup.app, store, empty, { pricePaise: 900, stock: 0 });
    await shelve(setup.app, store, expiring, { pricePaise: 900, stock: 40, expiry: inMonths(2) });
    await shelve(setup.app, store, plenty, { pricePaise: 900, stock: 10, expiry: inMonths(4) });
    expect((await dashboard(setup.world.staffB, store)).inventory).toEqual({ lowStock: 2, nearExpiry: 1 });
    // The store keeps more of one product: 10 units are now low for it
    await setup.app.database.db.execute(
      sql`update store_inventory set low_stock_threshold = 20 where store_id = ${store} and product_id = ${plenty}`,
    );
    expect((await dashboard(setup.world.staffB, store)).inventory).toEqual({ lowStock: 3, nearExpiry: 1 });
  });

  it("refuses another store's members, customers and guests", async () => {
    const url = `/api/stores/${setup.world.storeA}/dashboard`;
    expect((await setup.app.inject(as(setup.world.staffB, { method: 'GET', url }))).statusCode).toBe(403);
    expect((await setup.app.inject(as(setup.world.customer, { method: 'GET', url }))).statusCode).toBe(403);
    expect((await setup.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('POST /api/stores/:storeId/accepting', () => {
  it('lets owners and managers pause and resume the store, not staff or another store', async () => {
    // A place of its own (Surat), so the locator's ten nearest are this store
    const store = await createStore(setup.app, 'Switch Pharmacy', { latitude: 21.1702, longitude: 72.8311 });
    const [owner, manager, staff] = await Promise.all(
      ['Owner', 'Manager', 'Staff'].map((firstName) => createUser(setup.app, { firstName })),
    );
    if (!owner || !manager || !staff) throw new Error('users missing');
    await addStoreMember(setup.app, store, owner.id, 'owner');
    await addStoreMember(setup.app, store, manager.id, 'manager');
    await addStoreMember(setup.app, store, staff.id, 'staff');

    expect((await switchAccepting(staff, store, false)).statusCode).toBe(403);
    expect((await switchAccepting(setup.world.staffA, store, false)).statusCode).toBe(403);
    expect((await dashboard(staff, store)).store.isAcceptingOrders).toBe(true);

    const before = await setup.app.inject({ method: 'GET', url: '/api/stores/nearby?lat=21.1702&lng=72.8311' });
    expect(before.json().stores.some((listed: { id: string }) => listed.id === store)).toBe(true);
    const paused = await switchAccepting(manager, store, false);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ accepting: false });
    expect((await dashboard(staff, store)).store.isAcceptingOrders).toBe(false);
    // Customers see the pause: the store is not serviceable.
    const listed = await setup.app.inject({ method: 'GET', url: `/api/stores/${store}` });
    expect(listed.json()).toMatchObject({ is_accepting_orders: false, is_serviceable: false });
    // …in the locator too, at once, though its answer for this place was kept a moment ago
    const nearby = await setup.app.inject({ method: 'GET', url: '/api/stores/nearby?lat=21.1702&lng=72.8311' });
    expect(nearby.json().stores.find((listed: { id: string }) => listed.id === store)).toMatchObject({
      is_accepting_orders: false,
    });

    expect((await switchAccepting(owner, store, true)).json()).toEqual({ accepting: true });
    expect((await dashboard(staff, store)).store.isAcceptingOrders).toBe(true);
  });

  it('refuses a body that is not a yes or no, changing nothing', async () => {
    for (const accepting of ['false', 0, null]) {
      expect((await switchAccepting(setup.world.staffA, setup.world.storeA, accepting)).statusCode).toBe(400);
    }
    expect((await dashboard(setup.world.staffA, setup.world.storeA)).store.isAcceptingOrders).toBe(true);
  });
});
