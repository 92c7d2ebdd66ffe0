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
  uniqueIndex,
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
    // Issue 18: the customers' order ratings so far, kept in the rating's transaction; from the fifth on,
    // `rating` and `review_count` are set from them (until then they hold the seed's or nothing)
    ratingsSum: integer('ratings_sum').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    imageUrl: text('image_url'),
    status: text('status').$type<TStoreStatus>().notNull().default('active'),
    isAcceptingOrders: boolean('is_accepting_orders').notNull().default(true),
    /** The smallest basket (items, before delivery fee) the store takes; 0 for none */
    minOrderValuePaise: integer('min_order_value_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stores_status_check', sql`${table.status} in ('active', 'paused', 'suspended')`),
    check('stores_min_order_check', sql`${table.minOrderValuePaise} >= 0`),
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
    /**
     * A registered pharmacist (Pharmacy Act 1948): the name on the register and the State Pharmacy
     * Council registration number. Only such a member may decide a prescription.
     */
    pharmacistName: text('pharmacist_name'),
    pharmacistRegistrationNumber: text('pharmacist_registration_number'),
    /** Shown to customers and staff as the pharmacist on duty now */
    pharmacistOnDuty: boolean('pharmacist_on_duty').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.userId] }),
    index('store_members_user_idx').on(table.userId),
    check('store_members_role_check', sql`${table.role} in ('owner', 'admin', 'manager', 'staff')`),
    check(
      'store_members_pharmacist_check',
      sql`(${table.pharmacistName} is null) = (${table.pharmacistRegistrationNumber} is null)
        and (not ${table.pharmacistOnDuty} or ${table.pharmacistRegistrationNumber} is not null)`,
    ),
  ],
);

/** Days the store is shut outside its weekly hours (a festival, a stock-take): the locator and checkout treat it as closed. */
export const storeClosures = pgTable(
  'store_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_closures_store_idx').on(table.storeId, table.endsAt),
    check('store_closures_span_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** An e-mailed invitation to join a store's team; the link carries a token whose hash is kept here. */
export const storeInvitations = pgTable(
  'store_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<'admin' | 'manager' | 'staff'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    // One open invitation per address and store: inviting again replaces it
    uniqueIndex('store_invitations_open_idx')
      .on(table.storeId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check('store_invitations_role_check', sql`${table.role} in ('admin', 'manager', 'staff')`),
  ],
);

/**
 * A change the store asks for to what only the platform may change (licences, GSTIN, legal name,
 * address): the admin catalogue of requests reviews it.
 */
export const storeChangeRequests = pgTable(
  'store_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    requestedValue: text('requested_value').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_change_requests_store_idx').on(table.storeId, table.createdAt),
    index('store_change_requests_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check(
      'store_change_requests_field_check',
      sql`${table.field} in ('name', 'address', 'drug_licence_form20', 'drug_licence_form21', 'drug_licence_valid_until', 'gstin')`,
    ),
    check('store_change_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * What was done at a store and by whom, where the law or the owner needs to know later: team changes,
 * a prescription reopened (with the reason), settings changed. Append-only.
 */
export const storeAuditLog = pgTable(
  'store_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What it was done to: a user id, a prescription id, a setting's name */
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_audit_log_store_idx').on(table.storeId, table.createdAt)],
);
