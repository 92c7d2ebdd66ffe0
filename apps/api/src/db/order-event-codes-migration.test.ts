/**
 * Migration 0047 gives each order event a code and its values (issue 19). Events written before it had only their
 * English: those the API wrote are read back into the code they would have had, and the rest stay `other`, which the
 * page shows as the stored English.
 */
import { rmSync } from 'node:fs';
import { orderEventEnglish, type TOrderEventMessage } from '@dawanow/shared/orders/order-event-messages';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEarlyStore, migrationsBefore } from '../../test/migrations-before';
import { type Database, openDatabase, selectRows } from './client';
import { migrateDatabase } from './migrate';

type TWritten = Exclude<TOrderEventMessage, { code: 'other' }>;

const from = 'Apollo Pharmacy MG Road';
const store = 'MedPlus Indiranagar';
/** What the API wrote before the codes, each read back (the order below was paid in cash) */
const READ_BACK: TWritten[] = [
  { code: 'awaiting_payment', values: { minutes: 15 } },
  { code: 'order_placed', values: { store } },
  { code: 'order_placed', values: { store: null } },
  { code: 'payment_received', values: { method: 'upi' } },
  { code: 'payment_received', values: { method: null } },
  { code: 'payment_failed', values: { reason: null } },
  { code: 'payment_failed', values: { reason: 'The bank declined the payment.' } },
  { code: 'payment_retried', values: {} },
  { code: 'late_payment_refunded', values: {} },
  { code: 'extra_payment_refunded', values: {} },
  { code: 'accepted', values: { store } },
  { code: 'store_declined', values: { store, reason: 'Items out of stock' } },
  { code: 'sent_to_next', values: { store, from, why: 'declined', reason: 'Too many orders right now' } },
  { code: 'sent_to_next', values: { store, from, why: 'not_taking_orders', reason: null } },
  { code: 'sent_to_next', values: { store, from, why: 'no_answer', reason: null } },
  { code: 'moved_by_support', values: { store, reason: 'The first pharmacy asked us to move it' } },
  { code: 'packed', values: {} },
  { code: 'out_for_delivery', values: {} },
  { code: 'delivered', values: { cashCollected: true } },
  { code: 'delivered', values: { cashCollected: false } },
  { code: 'cancelled_by_customer', values: { reason: 'Ordered by mistake', refunding: false } },
  { code: 'cancelled_by_customer', values: { reason: 'Found it cheaper elsewhere', refunding: true } },
  { code: 'cancelled_by_support', values: { reason: 'Duplicate order. Customer asked by phone', refunding: true } },
  { code: 'cancelled_unpaid', values: { minutes: 15, refunding: false } },
  { code: 'cancelled_no_pharmacy', values: { from, why: 'declined', reason: 'Store closing', refunding: true } },
  { code: 'cancelled_no_pharmacy', values: { from, why: 'no_answer', reason: null, refunding: false } },
  { code: 'refund_requested', values: { reason: 'Damaged in transit' } },
  { code: 'refund_approved', values: { note: null } },
  { code: 'refund_approved', values: { note: 'Our rider picks it up tomorrow.' } },
  { code: 'refund_declined', values: { note: null } },
  { code: 'refunded', values: { note: null, paidInCash: true } },
  { code: 'bank_details_requested', values: { amountPaise: 1_23_456_50 } },
  { code: 'bank_details_requested', values: { amountPaise: 13_300 } },
  { code: 'bank_details_received', values: { destination: 'UPI ID ending @okaxis' } },
  { code: 'bank_refund_sent', values: { amountPaise: 51_250, reference: 'UTR123456' } },
  { code: 'prescription_attached', values: {} },
  { code: 'code_replaced', values: { tries: 5 } },
  { code: 'prescription_verified', values: {} },
  { code: 'prescription_rejected', values: { reason: 'Not a valid prescription' } },
  { code: 'prescription_unclear', values: { note: 'The dose is cut off at the bottom.' } },
  { code: 'prescription_review_again', values: {} },
];
/** Too many parts to read back with certainty: left to their stored English */
const LEFT_AS_WRITTEN: TWritten[] = [
  {
    code: 'standard_delivery',
    values: { store, distanceKm: 6.4, minutes: 65, money: 'cash', differencePaise: 2500, totalPaise: 51_250 },
  },
  { code: 'rx_items_removed', values: { medicines: ['Azithral 500'], refundPaise: null, totalPaise: 9_000 } },
];

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
  for (const message of [...READ_BACK, ...LEFT_AS_WRITTEN]) {
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
      ...LEFT_AS_WRITTEN.map(() => ({ code: 'other', values: {} })),
      { code: 'other', values: {} },
      { code: 'other', values: {} },
    ]);
  });
});
