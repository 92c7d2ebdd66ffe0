/**
 * Issue 19: refill reminders. A row per medicine a customer asked to be reminded of; the job that sends it is a
 * durable timer (jobs, key `refill:<id>`) that reads the row when it fires, so a cancelled reminder stays silent.
 * The row goes with the account (erasure) and with nothing else: the order it came from is kept by law.
 */
import { REFILL_STATUSES, type TRefillDose } from '@dawanow/shared/refill-reminders';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';
import { timestamptz } from './columns';
import { orders } from './orders';

export const refillReminders = pgTable(
  'refill_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    dose: jsonb('dose').$type<TRefillDose>().notNull(),
    daysSupply: integer('days_supply').notNull(),
    remindOn: date('remind_on').notNull(),
    status: text('status', { enum: REFILL_STATUSES }).notNull().default('scheduled'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (table) => [
    index('refill_reminders_user_idx').on(table.userId, table.remindOn),
    // One reminder to come per medicine and person: a newer one replaces it (refill-reminders.service.ts)
    uniqueIndex('refill_reminders_scheduled_idx')
      .on(table.userId, table.productId)
      .where(sql`${table.status} = 'scheduled'`),
    check('refill_reminders_status_check', sql`${table.status} in ('scheduled', 'sent', 'cancelled')`),
    check('refill_reminders_quantity_check', sql`${table.quantity} > 0 and ${table.daysSupply} > 0`),
  ],
);
