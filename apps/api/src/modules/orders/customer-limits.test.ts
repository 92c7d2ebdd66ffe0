import { MAX_PACKS_PER_PRODUCT_PER_DAY, MAX_UNPAID_ORDERS_PER_CUSTOMER } from '@dawanow/shared/constants';
import type { TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as } from '../../../test/factories';
import { checkoutBody, useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';

const setup = useOrderWorld('customer-limits');

async function place(items: [string, number, number][], paymentMethod: 'online' | 'cod') {
  const payload = await checkoutBody(setup.app, setup.world, items, { paymentMethod });
  return setup.app.inject(as(setup.world.customer, { method: 'POST', url: '/api/orders', payload }));
}
const cancel = (orderId: string) =>
  setup.app.inject(
    as(setup.world.customer, {
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      payload: { reason: 'Ordered by mistake' },
    }),
  );
const shelf = async () =>
  queryRows<{ product_id: string; units: number }>(
    setup.app,
    sql`select product_id, sum(quantity)::int as units from inventory_batches where store_id = ${setup.world.storeA}
      group by product_id order by product_id`,
  );
const orderCount = async () =>
  (await queryRows<{ n: number }>(setup.app, sql`select count(*)::int as n from orders`))[0]?.n ?? 0;

describe('unpaid online orders', () => {
  it(`allows ${MAX_UNPAID_ORDERS_PER_CUSTOMER} waiting for payment and refuses the next until one is settled`, async () => {
    const open: string[] = [];
    for (let n = 0; n < MAX_UNPAID_ORDERS_PER_CUSTOMER; n += 1) {
      const res = await place([[setup.world.cetirizine, 5, 2000]], 'online');
      expect(res.statusCode, res.body).toBe(201);
      open.push(res.json<TPlaceOrderResponse>().order.id);
    }
    const [before, orders] = [await shelf(), await orderCount()];
    const refused = await place([[setup.world.cetirizine, 5, 2000]], 'online');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: `You already have ${MAX_UNPAID_ORDERS_PER_CUSTOMER} orders waiting for payment. Pay for one or cancel it before placing another.`,
    });
    expect(await shelf()).toEqual(before);
    expect(await orderCount()).toBe(orders);

    // Cash on delivery is not an unpaid online order; cancelling one frees a place.
    expect((await place([[setup.world.paracetamol, 1, 2700]], 'cod')).statusCode).toBe(201);
    expect((await cancel(open[0] ?? '')).statusCode).toBe(200);
    expect((await place([[setup.world.cetirizine, 1, 2000]], 'online')).statusCode).toBe(201);
  });

  it('lets exactly the limit through when many checkouts arrive at once', async () => {
    const unpaid = () =>
      queryRows<{ id: string }>(
        setup.app,
        sql`select id from orders where user_id = ${setup.world.customer.id} and status in ('pending_payment', 'payment_failed')`,
      );
    for (const { id } of await unpaid()) expect((await cancel(id)).statusCode).toBe(200);
    const bodies = await Promise.all(
      Array.from({ length: 4 }, () =>
        checkoutBody(setup.app, setup.world, [[setup.world.cetirizine, 1, 2000]], { paymentMethod: 'online' }),
      ),
    );
    const results = await Promise.all(
      bodies.map((payload) =>
        setup.app.inject(as(setup.world.customer, { method: 'POST', url: '/api/orders', payload })),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(await unpaid()).toHaveLength(MAX_UNPAID_ORDERS_PER_CUSTOMER);
  });
});

describe('packs of one product a day', () => {
  it(`sells at most ${MAX_PACKS_PER_PRODUCT_PER_DAY} packs of a product to one customer a day, across orders`, async () => {
    const first = await place([[setup.world.paracetamol, 10, 2700]], 'cod');
    expect(first.statusCode, first.body).toBe(201);
    // One pack was bought in the test above: 1 + 10 + 9 = 20.
    expect((await place([[setup.world.paracetamol, 9, 2700]], 'cod')).statusCode).toBe(201);
    const before = await shelf();
    const over = await place([[setup.world.paracetamol, 1, 2700]], 'cod');
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(
      `You can order at most ${MAX_PACKS_PER_PRODUCT_PER_DAY} packs of Paracip 500 Tablet a day, and today's orders already have 20.`,
    );
    expect(await shelf()).toEqual(before);

    // A cancelled order no longer counts.
    expect((await cancel(first.json<TPlaceOrderResponse>().order.id)).statusCode).toBe(200);
    expect((await place([[setup.world.paracetamol, 10, 2700]], 'cod')).statusCode).toBe(201);
  });
});
