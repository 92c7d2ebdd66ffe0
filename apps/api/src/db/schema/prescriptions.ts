/**
 * Prescriptions (Drugs and Cosmetics Rules): the customer's prescriptions and their pages, who viewed
 * them, the quotes pharmacists build from them, and the Schedule H1 register.
 */
import type { QUOTE_STATUSES, TPrescriptionStatus } from '@dawanow/shared/prescriptions';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamptz } from './columns';
import { stores } from './stores';

/**
 * A customer's prescription (Drugs and Cosmetics Rules): the details a pharmacist checks, their
 * decision, and what it covers. Kept when the account is erased (detached from the person), because
 * prescriptions are retained by law (SPEC §9, docs/decisions.md).
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<TPrescriptionStatus>().notNull().default('pending'),
    patientName: text('patient_name').notNull().default(''),
    doctorName: text('doctor_name'),
    doctorRegistration: text('doctor_registration'),
    issuedOn: date('issued_on'),
    notes: text('notes'),
    validUntil: date('valid_until'),
    /** [{ productId, name, quantity }] the pharmacist approved it for */
    covers: jsonb('covers').$type<{ productId: string; name: string; quantity: number }[]>().notNull().default([]),
    rejectionReason: text('rejection_reason'),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedByName: text('reviewed_by_name'),
    reviewedStoreId: uuid('reviewed_store_id').references(() => stores.id),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'prescriptions_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'clarification_requested')`,
    ),
    index('prescriptions_user_idx').on(table.userId),
    index('prescriptions_created_idx').on(table.createdAt),
  ],
);

/** The pages of a prescription: the re-encoded image (metadata stripped) or PDF, and a thumbnail. */
export const prescriptionFiles = pgTable(
  'prescription_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the uploaded bytes: the same file on two accounts is flagged to the pharmacist */
    sha256: text('sha256').notNull(),
    /** Set when the retention job removed the file from storage */
    purgedAt: timestamptz('purged_at'),
  },
  (table) => [
    index('prescription_files_prescription_idx').on(table.prescriptionId),
    index('prescription_files_sha256_idx').on(table.sha256),
  ],
);

/** DPDP Act accountability: every view of a prescription by anyone but its owner (who, when, why). */
export const prescriptionAccessLog = pgTable(
  'prescription_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    viewerUserId: text('viewer_user_id'),
    viewerRole: text('viewer_role').notNull(),
    storeId: uuid('store_id'),
    reason: text('reason').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [index('prescription_access_log_prescription_idx').on(table.prescriptionId, table.at)],
);

/** "Order medicines from this prescription": a store's pharmacist turns it into a cart the customer accepts. */
export const prescriptionQuotes = pgTable(
  'prescription_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status').$type<(typeof QUOTE_STATUSES)[number]>().notNull().default('requested'),
    items: jsonb('items').$type<{ productId: string; quantity: number }[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    quotedAt: timestamptz('quoted_at'),
  },
  (table) => [
    check('prescription_quotes_status_check', sql`${table.status} in ('requested', 'quoted', 'accepted', 'declined')`),
    index('prescription_quotes_store_idx').on(table.storeId, table.status),
  ],
);

/**
 * Schedule H1 register (Drugs and Cosmetics Rules, rule 65): one row per H1 line dispensed, with the
 * patient, prescriber, drug, quantity and batch, kept 3 years. Copies, not references, so the
 * register survives account erasure and catalogue edits.
 */
export const h1Register = pgTable(
  'h1_register',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    prescriptionId: uuid('prescription_id'),
    patientName: text('patient_name').notNull(),
    patientAddress: text('patient_address').notNull(),
    prescriberName: text('prescriber_name').notNull(),
    prescriberRegistration: text('prescriber_registration').notNull(),
    productId: uuid('product_id').notNull(),
    drugName: text('drug_name').notNull(),
    quantity: integer('quantity').notNull(),
    batchNumber: text('batch_number').notNull(),
    dispensedAt: timestamptz('dispensed_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('h1_register_order_product_idx').on(table.orderId, table.productId),
    index('h1_register_store_idx').on(table.storeId, table.dispensedAt),
  ],
);
