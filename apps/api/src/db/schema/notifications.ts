/**
 * The store panel's notification centre: one row per member it is for, read or not. A row belongs to
 * the membership, so it goes when the member leaves the store or the account is erased; one foreign
 * key rather than one to the user and one to the store, which every order placed would lock twice
 * more (the store's row is the one all its orders share; docs/decisions.md).
 */
import { USER_NOTIFICATION_KINDS } from '@dawanow/shared/user-notifications';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamptz } from './columns';
import { storeMembers } from './stores';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    storeId: uuid('store_id').notNull(),
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
    foreignKey({
      columns: [table.storeId, table.userId],
      foreignColumns: [storeMembers.storeId, storeMembers.userId],
    }).onDelete('cascade'),
    index('notifications_user_idx').on(table.userId, table.storeId, table.createdAt),
    index('notifications_unread_idx').on(table.userId, table.storeId).where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_dedupe_idx').on(table.userId, table.dedupeKey),
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('new_order', 'order_reassigned', 'prescription_to_review', 'low_stock', 'batch_expiring', 'team_change', 'money')`,
    ),
  ],
);

/**
 * A person's own inbox, whatever their role: a partner application's progress, and later order updates and refill
 * reminders (issue 19). A row belongs to the account and goes with it (DPDP erasure); its dedupe key makes each
 * event tell them once, however often the writing transaction is retried.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** An in-app path to open, e.g. `/pharmacy-partner/status` */
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Names the event, e.g. `store_application:<id>:3`: the same key is never written twice for a person */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    // The inbox newest first, a page at a time by (created_at, id); the unread filter and count by the partial one
    index('user_notifications_list_idx').on(table.userId, table.createdAt, table.id),
    index('user_notifications_unread_idx')
      .on(table.userId, table.createdAt, table.id)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('user_notifications_dedupe_idx').on(table.userId, table.dedupeKey),
    check(
      'user_notifications_kind_check',
      sql.raw(`kind in (${USER_NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    // Only a path inside the app: a link is never a way off the site
    check('user_notifications_link_check', sql`${table.link} is null or ${table.link} ~ '^/([^/\\\\]|$)'`),
  ],
);
