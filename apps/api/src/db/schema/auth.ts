/**
 * Identity tables. users/sessions/accounts/verifications have the columns better-auth expects
 * (mapped to plural snake_case names); profiles, addresses and memberships are our own.
 */
import { LANGUAGES } from '@dawanow/shared/languages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /**
     * Issue 17: the mobile number this account signs in with by OTP (E.164), set only by proving it with a code
     * (better-auth's phone-number plugin). The profile's phone is a contact number, typed and never proven.
     */
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    // ARCHITECTURE §5: the platform role; store roles come from store_members
    role: text('role').notNull().default('customer'),
    /** Issue 15: set while a platform admin has suspended the account (no session, no sign-in), with why */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('customer', 'admin')`),
    // A suspension always says why; an administrator is never suspended (their admin role goes first)
    check(
      'users_suspension_check',
      sql`(${table.suspendedAt} is null) = (${table.suspensionReason} is null) and (${table.suspendedAt} is null or ${table.role} <> 'admin')`,
    ),
    check('users_suspension_reason_length_check', sql`char_length(${table.suspensionReason}) <= 2000`),
    // Only an Indian mobile number, and only once proven: a number nobody proved never signs anyone in
    check(
      'users_phone_number_check',
      sql`${table.phoneNumber} is null or (${table.phoneNumber} ~ '^\\+91[6-9][0-9]{9}$' and ${table.phoneNumberVerified})`,
    ),
    // The admin users list: newest first by (created_at, id), and part of a name or e-mail (ILIKE '%…%')
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('users_suspended_idx').on(table.suspendedAt).where(sql`${table.suspendedAt} is not null`),
    index('users_admin_idx').on(table.role).where(sql`${table.role} = 'admin'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('accounts_user_idx').on(table.userId),
    uniqueIndex('accounts_provider_account_idx').on(table.providerId, table.accountId),
  ],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** SPEC §3/§4: one row per user, created with the user (database trigger); no row, no valid session. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    // E.164; empty until a Google user adds one
    phone: text('phone'),
    /**
     * Issue 19: the language the person reads DawaNow in, kept across their devices; null until they choose one,
     * so a device's own choice is not overruled by a default nobody made
     */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin users list finds a user by part of their phone number
  (table) => [
    index('profiles_phone_trgm_idx').using('gin', table.phone.op('gin_trgm_ops')),
    check('profiles_language_check', sql`${table.language} in ('en', 'hi')`),
  ],
);

/** SPEC §3: saved delivery addresses; at most one default per user. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    uniqueIndex('addresses_one_default_per_user').on(table.userId).where(sql`${table.isDefault}`),
    check(
      'addresses_coordinates_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null or (${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180))`,
    ),
  ],
);

/** Fixed-window counters shared by every API process (sign-in, sign-up, contact). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * DPDP Act: proof that an erasure request was carried out, without keeping who asked
 * (the user id is stored as a keyed hash so a later complaint can be matched to it).
 */
export const accountDeletions = pgTable('account_deletions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userIdHash: text('user_id_hash').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
