/**
 * A small marketplace for order tests: two always-open pharmacies a kilometre apart in Bengaluru
 * (and one across town), a few products on their shelves, a customer with a saved address next
 * to the first store, and a member for each store.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import type { TPlaceOrderRequest } from '@dawanow/shared/orders/customer';
import type { TDrugSchedule } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { addresses } from '../src/db/schema/auth';
import { addStoreMember, as, createStore, createUser, type TestUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

export const HOME = { latitude: 12.9716, longitude: 77.5946 };

export async function createProduct(
  app: FastifyInstance,
  values: { name: string; mrpPaise: number; schedule?: TDrugSchedule; gstRate?: number },
): Promise<string> {
  const slug = `${values.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`;
  const result = await app.database.db.execute(sql`
    with category as (
      insert into categories (slug, name) values (${`test-${randomUUID()}`}, 'Test medicines') returning id)
    insert into products (sku, slug, name, manufacturer, dosage_form, pack_size, pack_label, mrp_paise, schedule,
      hsn_code, gst_rate, category_id)
    select ${`test:${slug}`}, ${slug}, ${values.name}, 'Test Labs', 'tablet', 10, 'strip of 10 tablets',
      ${values.mrpPaise}, ${values.schedule ?? 'OTC'}, '30049099', ${values.gstRate ?? 12}, id from category
    returning id`);
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  if (!row) throw new Error('product insert returned nothing');
  return row.id;
}

/**
 * Puts a product on a store's shelf at a price, with `stock` units in one batch (`batch`, default
 * B-2611); called again, it changes the price and sets that batch's units and expiry.
 */
export async function shelve(
  app: FastifyInstance,
  storeId: string,
  productId: string,
  values: { pricePaise: number; stock: number; expiry?: string; batch?: string },
): Promise<void> {
  await app.database.db.execute(sql`
    with shelf as (
      insert into store_inventory (store_id, product_id, price_paise) values (${storeId}, ${productId}, ${values.pricePaise})
      on conflict (store_id, product_id) do update set price_paise = excluded.price_paise
      returning store_id, product_id)
    insert into inventory_batches (store_id, product_id, batch_number, expiry_date, quantity)
    select store_id, product_id, ${values.batch ?? 'B-2611'}, ${values.expiry ?? '2028-12-31'}::date, ${values.stock} from shelf
    on conflict (store_id, product_id, batch_number) do update set quantity = excluded.quantity,
      expiry_date = excluded.expiry_date`);
}

/** Units of a product on a store's shelf, over all its batches. */
export async function stockOf(app: FastifyInstance, storeId: string, productId: string): Promise<number> {
  const result = await app.database.db.execute(sql`
    select coalesce(sum(quantity), 0)::int as units from inventory_batches
    where store_id = ${storeId} and product_id = ${productId}`);
  return (result as unknown as { rows: { units: number }[] }).rows[0]?.units ?? 0;
}

export async function addAddress(
  app: FastifyInstance,
  user: TestUser,
  point: { latitude: number; longitude: number } | null = HOME,
): Promise<string> {
  const [row] = await app.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      name: 'Home',
      addressLine1: '12, 4th Cross, Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      // The first address is the default (one per user)
      isDefault: sql`not exists (select 1 from addresses where user_id = ${user.id})`,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address insert returned nothing');
  return row.id;
}

export type OrderWorld = Awaited<ReturnType<typeof createOrderWorld>>;

export async function createOrderWorld(app: FastifyInstance) {
  const open = { openingHours: ALWAYS_OPEN, state: 'Karnataka', status: 'active' as const, isAcceptingOrders: true };
  const storeA = await createStore(app, 'Residency Road Medicals', { ...open, latitude: 12.972, longitude: 77.595 });
  // About 1.1 km away: the next nearest
  const storeB = await createStore(app, 'Richmond Town Pharmacy', { ...open, latitude: 12.962, longitude: 77.597 });
  const paracetamol = await createProduct(app, { name: 'Paracip 500 Tablet', mrpPaise: 3000, gstRate: 12 });
  const cetirizine = await createProduct(app, { name: 'Cetzine 10 Tablet', mrpPaise: 2250, gstRate: 12 });
  const azithromycin = await createProduct(app, { name: 'Azee 500 Tablet', mrpPaise: 11950, schedule: 'H' });
  for (const storeId of [storeA, storeB]) {
    await shelve(app, storeId, paracetamol, { pricePaise: 2700, stock: 50 });
    await shelve(app, storeId, cetirizine, { pricePaise: 2000, stock: 50 });
    await shelve(app, storeId, azithromycin, { pricePaise: 11000, stock: 20 });
  }
  const customer = await createUser(app, { firstName: 'Asha' });
  const addressId = await addAddress(app, customer);
  const staffA = await createUser(app, { firstName: 'Kavya' });
  await addStoreMember(app, storeA, staffA.id, 'owner');
  const staffB = await createUser(app, { firstName: 'Imran' });
  await addStoreMember(app, storeB, staffB.id, 'owner');
  return { storeA, storeB, paracetamol, cetirizine, azithromycin, customer, addressId, staffA, staffB };
}

/** A checkout body for `items` ([productId, quantity, price]) with the total the server will compute. */
export async function checkoutBody(
  app: FastifyInstance,
  world: OrderWorld,
  items: [string, number, number][],
  overrides: Partial<TPlaceOrderRequest> = {},
): Promise<TPlaceOrderRequest> {
  const base = {
    storeId: world.storeA,
    addressId: world.addressId,
    deliveryMode: 'standard' as const,
    items: items.map(([medicine_id, quantity, price]) => ({ medicine_id, quantity, price })),
    ...overrides,
  };
  const quote = await app.inject(as(world.customer, { method: 'POST', url: '/api/checkout/quote', payload: base }));
  if (quote.statusCode !== 200) throw new Error(`quote failed: ${quote.statusCode} ${quote.body}`);
  return {
    idempotencyKey: randomUUID(),
    paymentMethod: 'cod',
    expectedTotalPaise: quote.json().bill.totalPaise,
    ...base,
    ...overrides,
  };
}

/**
 * A whole test file's app, on a fresh database (files under a temporary folder) with the order
 * world in it: ready in the file's tests, closed after them.
 */
export function useOrderWorld(name: string): { app: FastifyInstance; world: OrderWorld } {
  const state = {} as { app: FastifyInstance; world: OrderWorld; testApp?: TestApp };
  beforeAll(async () => {
    state.testApp = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), `dawanow-${name}-`)) });
    state.app = state.testApp.app;
    state.world = await createOrderWorld(state.app);
  });
  afterAll(() => state.testApp?.close());
  return state;
}
