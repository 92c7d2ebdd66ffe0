/**
 * Web Push subscriptions (issue 19): one row per device and purpose. A device's order updates have no store;
 * a store member's "new orders on this device" names the store. A row belongs to the session that made it,
 * so signing out (any way: this device, everywhere, an erased account) removes the device's subscriptions;
 * a store row also belongs to the membership, so it goes when the member leaves the store.
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth';
import { timestamptz } from './columns';
import { storeMembers } from './stores';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The push service's address for this browser (RFC 8030), checked against the allowed services */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** Set: the member asked to hear of this store's new orders on this device; null: the customer's order updates */
    storeId: uuid('store_id'),
    /** "Chrome on Android", so a person can tell their devices apart */
    label: text('label').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (table) => [
    foreignKey({
      columns: [table.storeId, table.userId],
      foreignColumns: [storeMembers.storeId, storeMembers.userId],
    }).onDelete('cascade'),
    unique('push_subscriptions_endpoint_key').on(table.endpoint, table.storeId).nullsNotDistinct(),
    index('push_subscriptions_user_idx').on(table.userId).where(sql`${table.storeId} is null`),
    index('push_subscriptions_store_idx').on(table.storeId).where(sql`${table.storeId} is not null`),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);
