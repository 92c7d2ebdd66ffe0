import { indianToday } from '@dawanow/shared/dates';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sellableExpiryCutoff } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createUser } from '../../../test/factories';
import {
  addAddress,
  checkoutBody,
  createProduct,
  type OrderWorld,
  shelve,
  useOrderWorld,
} from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';

const setup = useOrderWorld('batches');

/** Units left in each of a product's batches at a store, by batch number. */
async function batchesOf(storeId: string, productId: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ batch_number: string; quantity: number }>(
    setup.app,
    sql`select batch_number, quantity from inventory_batches
      where store_id = ${storeId} and product_id = ${productId} order by batch_number`,
  );
  return Object.fromEntries(rows.map((row) => [row.batch_number, row.quantity]));
}

/** A product at store A in three batches: 2 units expiring first, then 3, then 5 (fixed, far-off expiries). */
async function productInThreeBatches(name: string): Promise<string> {
  const productId = await createProduct(setup.app, { name, mrpPaise: 5000 });
  const { storeA } = setup.world;
  // Shelved latest first, so nothing depends on the order rows were written in.
  await shelve(setup.app, storeA, productId, { pricePaise: 4500, stock: 5, batch: 'C-LATE', expiry: '2029-09-30' });
  await shelve(setup.app, storeA, productId, { pricePaise: 4500, stock: 3, batch: 'B-MID', expiry: '2028-09-30' });
  await shelve(setup.app, storeA, productId, { pricePaise: 4500, stock: 2, batch: 'A-SOON', expiry: '2028-03-31' });
  return productId;
}

async function place(world: OrderWorld, productId: string, quantity: number) {
  const body = await checkoutBody(setup.app, world, [[productId, quantity, 4500]]);
  return setup.app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
}

async function placed(productId: string, quantity: number): Promise<TOrderDetail> {
  const res = await place(setup.world, productId, quantity);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPlaceOrderResponse>().order;
}

describe('stock is held per batch and sold earliest expiry first', () => {
  it('takes the earliest batch first, a line across two batches shows both, and a cancel puts each unit back where it came from', async () => {
    const { storeA } = setup.world;
    const productId = await productInThreeBatches('Fefo One 500 Tablet');

    const first = await placed(productId, 1);
    expect(first.items[0]).toMatchObject({ batchNumber: 'A-SOON', expiryDate: '2028-03-31' });
    expect(await batchesOf(storeA, productId)).toEqual({ 'A-SOON': 1, 'B-MID': 3, 'C-LATE': 5 });

    // 3 packs: the last of the first batch, then two of the next
    const second = await placed(productId, 3);
    expect(second.items[0]).toMatchObject({ batchNumber: 'A-SOON, B-MID', expiryDate: '2028-03-31' });
    // As written with the order, and read back: the invoice and the H1 register print it from there
    const stored = await setup.app.inject(as(setup.world.customer, { method: 'GET', url: `/api/orders/${second.id}` }));
    expect(stored.json<TOrderDetail>().items[0]).toMatchObject({
      batchNumber: 'A-SOON, B-MID',
      expiryDate: '2028-03-31',
    });
    expect(await batchesOf(storeA, productId)).toEqual({ 'A-SOON': 0, 'B-MID': 1, 'C-LATE': 5 });

    const cancel = await setup.app.inject(
      as(setup.world.customer, {
        method: 'POST',
        url: `/api/orders/${second.id}/cancel`,
        payload: { reason: 'Ordered by mistake' },
      }),
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await batchesOf(storeA, productId)).toEqual({ 'A-SOON': 1, 'B-MID': 3, 'C-LATE': 5 });
  });

  it('never sells a batch within 3 months of expiry, while a later batch of the same product sells', async () => {
    const { storeA } = setup.world;
    const productId = await createProduct(setup.app, { name: 'Fefo Two 250 Syrup', mrpPaise: 5000 });
    // The day before the earliest expiry still sold
    const soon = new Date(Date.parse(sellableExpiryCutoff(indianToday())) - 86_400_000).toISOString().slice(0, 10);
    await shelve(setup.app, storeA, productId, { pricePaise: 4500, stock: 4, batch: 'NEAR', expiry: soon });
    await shelve(setup.app, storeA, productId, { pricePaise: 4500, stock: 2, batch: 'FAR', expiry: '2029-01-31' });

    const order = await placed(productId, 2);
    expect(order.items[0]?.batchNumber).toBe('FAR');
    expect(await batchesOf(storeA, productId)).toEqual({ FAR: 0, NEAR: 4 });
    const more = await place(setup.world, productId, 1);
    expect(more.statusCode).toBe(409);
  });

  it('moves a rejected order to the next store: its units go back to their batches, the new store gives its own', async () => {
    const { storeA, storeB } = setup.world;
    const productId = await productInThreeBatches('Fefo Three 10 Capsule');
    await shelve(setup.app, storeB, productId, { pricePaise: 4400, stock: 6, batch: 'R-ONE', expiry: '2028-12-31' });
    const order = await placed(productId, 3);

    const reject = await setup.app.inject(
      as(setup.world.staffA, {
        method: 'POST',
        url: `/api/stores/${storeA}/orders/${order.id}/reject`,
        payload: { reason: 'Too many orders right now' },
      }),
    );
    expect(reject.statusCode, reject.body).toBe(204);
    expect(await batchesOf(storeA, productId)).toEqual({ 'A-SOON': 2, 'B-MID': 3, 'C-LATE': 5 });
    expect(await batchesOf(storeB, productId)).toEqual({ 'R-ONE': 3 });
    const moved = (
      await setup.app.inject(as(setup.world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))
    ).json<TOrderDetail>();
    expect(moved.items[0]).toMatchObject({ batchNumber: 'R-ONE', expiryDate: '2028-12-31' });
  });
});

describe('under concurrency', () => {
  it('sells the last 10 units, spread over three batches, to exactly 10 of 50 simultaneous checkouts', {
    timeout: 60_000,
  }, async () => {
    const { storeA } = setup.world;
    const productId = await productInThreeBatches('Fefo Race 5 Tablet');
    const shoppers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const shopper = await createUser(setup.app);
        return { ...setup.world, customer: shopper, addressId: await addAddress(setup.app, shopper) };
      }),
    );
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const shopper = shoppers[index % shoppers.length] as OrderWorld;
        return { shopper, body: await checkoutBody(setup.app, shopper, [[productId, 1, 4500]]) };
      }),
    );
    const answers = await Promise.all(
      bodies.map(({ shopper, body }) =>
        setup.app.inject(as(shopper.customer, { method: 'POST', url: '/api/orders', payload: body })),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    expect(await batchesOf(storeA, productId)).toEqual({ 'A-SOON': 0, 'B-MID': 0, 'C-LATE': 0 });
    // Each sold unit is recorded against the batch it came from: 2, 3 and 5 of them.
    const sold = await queryRows<{ batch_number: string; units: number }>(
      setup.app,
      sql`select b.batch_number, sum(ob.quantity)::int as units from order_item_batches ob
        join inventory_batches b on b.id = ob.batch_id where ob.product_id = ${productId}
        group by b.batch_number order by b.batch_number`,
    );
    expect(sold).toEqual([
      { batch_number: 'A-SOON', units: 2 },
      { batch_number: 'B-MID', units: 3 },
      { batch_number: 'C-LATE', units: 5 },
    ]);
  });
});
