/** The store panel's notification centre: one row per member it is for, read or not. */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamptz } from './columns';
import { stores } from './stores';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where the notification leads in the panel, e.g. `/store/orders/…` */
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Makes a notification once only, whoever retries (a job rerun, a webhook twice): e.g. `expiry:2026-11-25:<batch>` */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.storeId, table.createdAt),
    index('notifications_unread_idx').on(table.userId, table.storeId).where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_dedupe_idx').on(table.userId, table.dedupeKey),
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('new_order', 'order_reassigned', 'prescription_to_review', 'low_stock', 'batch_expiring', 'team_change')`,
    ),
  ],
);
