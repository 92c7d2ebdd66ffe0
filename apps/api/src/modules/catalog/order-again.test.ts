import type { TProductList } from '@dawanow/shared/products';
import { describe, expect, it } from 'vitest';
import { as, createUser } from '../../../test/factories';
import { checkoutBody, shelve, useOrderWorld } from '../../../test/order-fixtures';

const setup = useOrderWorld('order-again');

async function placeCash(items: [string, number, number][], storeId = setup.world.storeA) {
  const payload = await checkoutBody(setup.app, setup.world, items, { storeId, paymentMethod: 'cod' });
  const res = await setup.app.inject(as(setup.world.customer, { method: 'POST', url: '/api/orders', payload }));
  expect(res.statusCode, res.body).toBe(201);
}

const orderAgain = (user: Parameters<typeof as>[0], storeId: string) =>
  setup.app.inject(as(user, { method: 'GET', url: `/api/products/order-again?storeId=${storeId}` }));

describe('GET /api/products/order-again', () => {
  it("lists the customer's ordered products, latest first, at the asked store's price and stock", async () => {
    const { world } = setup;
    await placeCash([[world.paracetamol, 1, 2700]]);
    // Ordered from store B, offered again at store A: the price and stock are store A's.
    await placeCash([[world.cetirizine, 2, 2000]], world.storeB);
    // Store A has since run out of cetirizine and charges less for paracetamol.
    await shelve(setup.app, world.storeA, world.cetirizine, { pricePaise: 2000, stock: 0 });
    await shelve(setup.app, world.storeA, world.paracetamol, { pricePaise: 2600, stock: 40 });

    const atA = await orderAgain(world.customer, world.storeA);
    expect(atA.statusCode, atA.body).toBe(200);
    const products = atA.json<TProductList>().products;
    expect(products.map((product) => product.id)).toEqual([world.cetirizine, world.paracetamol]);
    expect(products[0]?.offer).toMatchObject({ storeId: world.storeA, stockState: 'out_of_stock', maxQuantity: 0 });
    expect(products[1]?.offer).toMatchObject({ storeId: world.storeA, pricePaise: 2600, stockState: 'in_stock' });
  });

  it("shows nobody else's orders: another customer sees an empty shelf", async () => {
    const stranger = await createUser(setup.app, { firstName: 'Ravi' });
    const res = await orderAgain(stranger, setup.world.storeA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ products: [] });
  });

  it('refuses a signed-out caller and a store id that is not one', async () => {
    const signedOut = await orderAgain(null, setup.world.storeA);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('UNAUTHENTICATED');
    const bad = await orderAgain(setup.world.customer, "1' or '1'='1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });
});
