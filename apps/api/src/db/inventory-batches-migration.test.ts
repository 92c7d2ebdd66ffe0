/**
 * Migration 0014 moves stock from one row per store and product to batches. A database as it was
 * before (migrations up to 0013, with stock and an order on the old shelf rows) is migrated, and
 * nothing is lost: every unit is in a batch of the same number and expiry, and every order line knows
 * the batch its packs came from.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEarlyStore, migrationsBefore } from '../../test/migrations-before';
import { type Database, openDatabase, selectRows } from './client';
import { migrateDatabase } from './migrate';

const BEFORE_BATCHES = '0014_inventory_batches';
let database: Database;
let folder: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  if (database.kind !== 'pglite') throw new Error('expected the embedded database');
  folder = migrationsBefore(BEFORE_BATCHES);
  await migrate(drizzle({ client: database.client }), { migrationsFolder: folder });

  const storeId = await insertEarlyStore(database.db, 'old-shelf-pharmacy');
  await database.db.execute(sql`
    with category as (insert into categories (slug, name) values ('old', 'Old') returning id)
    insert into products (sku, slug, name, manufacturer, dosage_form, pack_size, pack_label, mrp_paise, schedule,
      hsn_code, gst_rate, category_id)
    select 'old:' || n, 'old-product-' || n, 'Old Product ' || n, 'Old Labs', 'tablet', 10, 'strip of 10 tablets',
      5000, 'OTC', '30049099', 12, id from category, generate_series(1, 3) n`);
  // The old shelf: one row per product, with its stock, batch and expiry (the third sold out)
  await database.db.execute(sql`
    insert into store_inventory (store_id, product_id, price_paise, stock_quantity, batch_number, expiry_date)
    select ${storeId}, id, 4500, case slug when 'old-product-3' then 0 else 40 end, 'SHELF-' || slug, '2028-06-30'
    from products`);
  // An order: one line from today's shelf batch, one from a batch the shelf no longer names
  await database.db.execute(
    sql`insert into users (id, name, email) values ('old-user', 'Old Customer', 'old@example.com')`,
  );
  await database.db.execute(sql`
    with o as (
      insert into orders (number, user_id, idempotency_key, store_id, status, delivery_mode, payment_method,
        payment_provider, customer_name, address, supply, mrp_total_paise, items_total_paise, delivery_fee_paise,
        total_paise, delivery_otp, rx_required)
      values ('DN-2611-000001', 'old-user', gen_random_uuid(), ${storeId}, 'placed', 'standard', 'cod', 'cod',
        'Old Customer', '{}'::jsonb, 'intra_state', 20000, 18000, 0, 18000, '1234', false)
      returning id)
    insert into order_items (order_id, product_id, name, pack_label, manufacturer, schedule, hsn_code, gst_rate,
      mrp_paise, unit_price_paise, quantity, batch_number, expiry_date)
    select o.id, p.id, p.name, p.pack_label, p.manufacturer, 'OTC', '30049099', 12, 5000, 4500, 2,
      case p.slug when 'old-product-1' then 'SHELF-old-product-1' else 'EARLIER-2' end, '2028-01-31'
    from o, products p where p.slug in ('old-product-1', 'old-product-2')`);

  await migrateDatabase(database);
});

afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0014: stock per batch', () => {
  it('turns every shelf row into a batch with the same number, expiry and units', async () => {
    const batches = await selectRows<{ slug: string; batch_number: string; expiry_date: string; quantity: number }>(
      database.db,
      sql`select p.slug, b.batch_number, b.expiry_date::text, b.quantity from inventory_batches b
        join products p on p.id = b.product_id order by p.slug, b.batch_number`,
    );
    expect(batches).toEqual([
      { slug: 'old-product-1', batch_number: 'SHELF-old-product-1', expiry_date: '2028-06-30', quantity: 40 },
      // The batch an earlier order names, at zero units: a cancellation returns its packs here
      { slug: 'old-product-2', batch_number: 'EARLIER-2', expiry_date: '2028-01-31', quantity: 0 },
      { slug: 'old-product-2', batch_number: 'SHELF-old-product-2', expiry_date: '2028-06-30', quantity: 40 },
      { slug: 'old-product-3', batch_number: 'SHELF-old-product-3', expiry_date: '2028-06-30', quantity: 0 },
    ]);
    const [shelf] = await selectRows<{ rows: number; price: number }>(
      database.db,
      sql`select count(*)::int as rows, min(price_paise)::int as price from store_inventory`,
    );
    expect(shelf).toEqual({ rows: 3, price: 4500 });
  });

  it('links every order line to the batch its packs came from', async () => {
    const lines = await selectRows<{ slug: string; batch_number: string; quantity: number }>(
      database.db,
      sql`select p.slug, b.batch_number, ob.quantity from order_item_batches ob
        join inventory_batches b on b.id = ob.batch_id join products p on p.id = ob.product_id order by p.slug`,
    );
    expect(lines).toEqual([
      { slug: 'old-product-1', batch_number: 'SHELF-old-product-1', quantity: 2 },
      { slug: 'old-product-2', batch_number: 'EARLIER-2', quantity: 2 },
    ]);
  });
});
