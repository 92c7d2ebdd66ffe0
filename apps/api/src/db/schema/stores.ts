/** Partner pharmacies and who works at them (ARCHITECTURE §5, SPEC §3 store fields). */
import type { TWeeklyHours } from '@dawanow/shared/opening-hours';
import type { TStoreStatus } from '@dawanow/shared/stores';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    // Drugs and Cosmetics Rules: Form 20 (Schedule C/C1 and other drugs) and Form 21 (other than C/C1 …)
    drugLicenceForm20: text('drug_licence_form20').notNull(),
    drugLicenceForm21: text('drug_licence_form21').notNull(),
    drugLicenceValidUntil: date('drug_licence_valid_until').notNull(),
    gstin: text('gstin').notNull(),
    pharmacistName: text('pharmacist_name').notNull(),
    pharmacistRegistrationNumber: text('pharmacist_registration_number').notNull(),
    openingHours: jsonb('opening_hours').$type<TWeeklyHours>().notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count'),
    imageUrl: text('image_url'),
    status: text('status').$type<TStoreStatus>().notNull().default('active'),
    isAcceptingOrders: boolean('is_accepting_orders').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stores_status_check', sql`${table.status} in ('active', 'paused', 'suspended')`),
    check('stores_rating_check', sql`${table.rating} is null or ${table.rating} between 0 and 5`),
    check(
      'stores_coordinates_check',
      sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
    index('stores_status_idx').on(table.status),
  ],
);

/** ARCHITECTURE §5: who works at which store, and as what. */
export const storeMembers = pgTable(
  'store_members',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.userId] }),
    index('store_members_user_idx').on(table.userId),
    check('store_members_role_check', sql`${table.role} in ('owner', 'admin', 'manager', 'staff')`),
  ],
);
