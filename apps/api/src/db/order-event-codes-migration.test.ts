/**
 * Migration 0047 gives each order event a code and its values (issue 19). Events written before it had only their
 * English: those the API wrote are read back into the code they would have had, and the rest stay `other`, which the
 * page shows as the stored English.
 */
import { rmSync } from 'node:fs';
import { orderEventEnglish } from '@dawanow/shared/orders/order-event-messages';
import { ORDER_EVENT_SAMPLES } from '@dawanow/shared/orders/order-event-samples';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEarlyStore, migrationsBefore } from '../../test/migrations-before';
import { type Database, openDatabase, selectRows } from './client';
import { migrateDatabase } from './migrate';

/** Too many parts to read back with certainty: left to their stored English */
const LEFT_AS_WRITTEN = new Set(['standard_delivery', 'rx_items_removed']);
const LEFT = ORDER_EVENT_SAMPLES.filter((message) => LEFT_AS_WRITTEN.has(message.code));
/** What the API wrote before the codes, each read back; a refund's "paid in cash" comes from its order, paid in cash below */
const READ_BACK = ORDER_EVENT_SAMPLES.filter(
  (message) => !LEFT_AS_WRITTEN.has(message.code) && !(message.code === 'refunded' && !message.values.paidInCash),
);

let database: Database;
let folder: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  if (database.kind !== 'pglite') throw new Error('expected the embedded database');
  folder = migrationsBefore('0047_order_event_codes');
  await migrate(drizzle({ client: database.client }), { migrationsFolder: folder });

  const storeId = await insertEarlyStore(database.db, 'event-codes-pharmacy');
  // Written as SQL of that day: the schema's own insert would name the columns this migration adds
  await database.db.execute(sql`
    with u as (insert into users (id, name, email) values ('old-user', 'Old Customer', 'old@example.com') returning id)
    insert into orders (number, user_id, idempotency_key, store_id, status, delivery_mode, payment_method,
      payment_provider, customer_name, address, supply, mrp_total_paise, items_total_paise, delivery_fee_paise,
      total_paise, delivery_otp, rx_required)
    select 'DN-2611-000001', u.id, gen_random_uuid(), ${storeId}, 'placed', 'standard', 'cod', 'cod', 'Old Customer',
      '{}'::jsonb, 'intra_state', 20000, 18000, 0, 18000, '1234', false from u`);
  for (const message of [...READ_BACK, ...LEFT]) {
    const { title, note } = orderEventEnglish(message);
    await database.db.execute(sql`
      insert into order_events (order_id, status, title, note, actor)
      select id, 'placed', ${title}, ${note}, 'system' from orders`);
  }
  // Words the API never wrote: an event of some other tool, and a title the codes know with a note they do not
  await database.db.execute(sql`
    insert into order_events (order_id, status, title, note, actor)
    select id, 'placed', 'Called the customer', 'No answer', 'admin' from orders
    union all select id, 'placed', 'Out for delivery', 'Rider Ravi is on the way', 'store' from orders`);

  await migrateDatabase(database);
});

afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0047: order event codes', () => {
  it('reads each English the API wrote back into its code and values, and leaves the rest as written', async () => {
    const rows = await selectRows<{ code: string; code_values: unknown }>(
      database.db,
      sql`select code, code_values from order_events order by id`,
    );
    expect(rows.map((row) => ({ code: row.code, values: row.code_values }))).toEqual([
      ...READ_BACK,
      ...LEFT.map(() => ({ code: 'other', values: {} })),
      { code: 'other', values: {} },
      { code: 'other', values: {} },
    ]);
  });
});
