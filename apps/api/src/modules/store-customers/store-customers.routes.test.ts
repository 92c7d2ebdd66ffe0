import type { TStoreCustomerDetail, TStoreCustomerList } from '@dawanow/shared/store-customers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { useOrderWorld } from '../../../test/order-fixtures';
import {
  createCustomer,
  deliverOrder,
  getAs,
  memberOf,
  type PlacedOrder,
  placeOrder,
  storeStep,
} from '../../../test/store-insights-fixtures';

const setup = useOrderWorld('store-customers');

const get = (user: TestUser, url: string) => getAs(setup.app, user, url);

async function list(user: TestUser, storeId: string, query = ''): Promise<TStoreCustomerList> {
  const res = await get(user, `/api/stores/${storeId}/customers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TStoreCustomerList>();
}

const state = {} as {
  asha: Awaited<ReturnType<typeof createCustomer>>;
  ravi: Awaited<ReturnType<typeof createCustomer>>;
  ashaAtA: PlacedOrder;
  ashaAtB: PlacedOrder;
  raviDelivered: PlacedOrder;
  raviOpen: PlacedOrder;
};

beforeAll(async () => {
  const { app, world } = setup;
  state.asha = await createCustomer(app, 'Asha', '+919876543321');
  state.ravi = await createCustomer(app, 'Ravi', '+919123450042');
  // Asha orders from both stores: each store must see only its own order.
  state.ashaAtA = await placeOrder(app, world, state.asha, world.storeA, [[world.paracetamol, 2, 2700]]);
  await deliverOrder(app, world.staffA, world.storeA, state.ashaAtA);
  state.ashaAtB = await placeOrder(app, world, state.asha, world.storeB, [[world.cetirizine, 3, 2000]]);
  await deliverOrder(app, world.staffB, world.storeB, state.ashaAtB);
  // Ravi: one delivered, one accepted and still being packed, one turned down by store A (it went to B).
  state.raviDelivered = await placeOrder(app, world, state.ravi, world.storeA, [[world.cetirizine, 1, 2000]]);
  await deliverOrder(app, world.staffA, world.storeA, state.raviDelivered);
  state.raviOpen = await placeOrder(app, world, state.ravi, world.storeA, [[world.paracetamol, 1, 2700]]);
  await storeStep(app, world.staffA, world.storeA, state.raviOpen.id, 'accept');
  const turnedDown = await placeOrder(app, world, state.ravi, world.storeA, [[world.paracetamol, 4, 2700]]);
  await storeStep(app, world.staffA, world.storeA, turnedDown.id, 'reject', { reason: 'Items out of stock' });
  // Ravi's orders at store A are from the two days before, so Asha's is the latest order there.
  for (const [order, days] of [
    [state.raviDelivered, 2],
    [state.raviOpen, 1],
  ] as const) {
    await app.database.db.execute(
      sql`update orders set created_at = created_at - make_interval(days => ${days}) where id = ${order.id}`,
    );
  }
});

describe('GET /api/stores/:storeId/customers', () => {
  it('lists the people who ordered here with what they spent here only, phone masked', async () => {
    const { world } = setup;
    const page = await list(world.staffA, world.storeA);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const [asha, ravi] = page.customers;
    expect(asha).toEqual({
      id: state.asha.user.id,
      name: 'Asha User',
      maskedPhone: '+91 98••• ••321',
      orders: 1,
      lastOrderAt: expect.any(String),
      totalSpentPaise: state.ashaAtA.totalPaise,
    });
    // The order store A turned down is not its order; the one still being packed is, and counts as a sale.
    expect(ravi).toMatchObject({
      name: 'Ravi User',
      maskedPhone: '+91 91••• ••042',
      orders: 2,
      totalSpentPaise: state.raviDelivered.totalPaise + state.raviOpen.totalPaise,
    });
    // Nothing on the page carries a whole phone number or an e-mail.
    expect(JSON.stringify(page)).not.toMatch(/9876543321|9123450042|@example\.in/);
  });

  it("shows another store the same customer with only that store's order", async () => {
    const { world } = setup;
    const page = await list(world.staffB, world.storeB);
    const asha = page.customers.find((customer) => customer.id === state.asha.user.id);
    expect(asha).toMatchObject({ orders: 1, totalSpentPaise: state.ashaAtB.totalPaise });
    // Ravi's order moved to B and waits there unanswered: not B's customer until B accepts it.
    expect(page.customers.map((customer) => customer.name)).toEqual(['Asha User']);
  });

  it('finds customers by part of the name or the last digits of the phone, and sorts', async () => {
    const { world } = setup;
    const names = async (query: string) =>
      (await list(world.staffA, world.storeA, query)).customers.map((customer) => customer.name);
    expect(await names('?q=rav')).toEqual(['Ravi User']);
    expect(await names('?q=3321')).toEqual(['Asha User']);
    expect(await names('?q=0042')).toEqual(['Ravi User']);
    // Wildcards are letters, and a whole number is not a search for the end of one.
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=9876543321')).toEqual([]);
    expect(await names('?sort=name&direction=asc')).toEqual(['Asha User', 'Ravi User']);
    expect(await names('?sort=orders&direction=desc')).toEqual(['Ravi User', 'Asha User']);
    expect(await names('?sort=lastOrder&direction=asc')).toEqual(['Ravi User', 'Asha User']);
    expect(await names('?page=2')).toEqual([]);
  });

  it('refuses malformed queries', async () => {
    const { world } = setup;
    for (const query of [
      '?sort=email',
      '?direction=up',
      '?page=0',
      '?page=1.5',
      '?page=abc',
      `?q=${'a'.repeat(61)}`,
      '?q=a%00b',
    ]) {
      const res = await get(world.staffA, `/api/stores/${world.storeA}/customers${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("refuses staff, another store's members, customers and guests", async () => {
    const { app, world } = setup;
    const url = `/api/stores/${world.storeA}/customers`;
    const staff = await memberOf(app, world.storeA, 'staff');
    const manager = await memberOf(app, world.storeA, 'manager');
    expect((await get(staff, url)).statusCode).toBe(403);
    expect((await get(world.staffB, url)).statusCode).toBe(403);
    expect((await get(state.asha.user, url)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(manager, url)).statusCode).toBe(200);
  });
});

describe('GET /api/stores/:storeId/customers/:customerId', () => {
  it('lists the customer’s orders at this store only, newest first', async () => {
    const { world } = setup;
    const res = await get(world.staffA, `/api/stores/${world.storeA}/customers/${state.ravi.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<TStoreCustomerDetail>();
    expect(detail.customer).toMatchObject({ name: 'Ravi User', orders: 2 });
    expect(detail.orders.map((order) => [order.number, order.status, order.items])).toEqual([
      [state.raviOpen.number, 'processing', 1],
      [state.raviDelivered.number, 'delivered', 1],
    ]);
  });

  it("never shows a customer's orders at another store (DPDP purpose limitation)", async () => {
    const { world } = setup;
    const atA = (
      await get(world.staffA, `/api/stores/${world.storeA}/customers/${state.asha.user.id}`)
    ).json<TStoreCustomerDetail>();
    const atB = (
      await get(world.staffB, `/api/stores/${world.storeB}/customers/${state.asha.user.id}`)
    ).json<TStoreCustomerDetail>();
    expect(atA.orders.map((order) => order.id)).toEqual([state.ashaAtA.id]);
    expect(atB.orders.map((order) => order.id)).toEqual([state.ashaAtB.id]);
    expect(JSON.stringify(atA)).not.toContain(state.ashaAtB.number);
    expect(atA.customer.totalSpentPaise).toBe(state.ashaAtA.totalPaise);
  });

  it('answers 404 for someone who never ordered here and 400 for a malformed id', async () => {
    const { world } = setup;
    // Ravi's only order at B waits unanswered there.
    expect((await get(world.staffB, `/api/stores/${world.storeB}/customers/${state.ravi.user.id}`)).statusCode).toBe(
      404,
    );
    expect((await get(world.staffA, `/api/stores/${world.storeA}/customers/not-a-user`)).statusCode).toBe(400);
    const other = await memberOf(setup.app, world.storeB, 'manager');
    expect((await get(other, `/api/stores/${world.storeA}/customers/${state.asha.user.id}`)).statusCode).toBe(403);
  });
});
