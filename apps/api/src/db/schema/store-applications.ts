/**
 * Pharmacies applying to join (issue 18's partner onboarding; the admin panel lists them since issue 15).
 * One row per application, filled step by step: every field may be empty while it is a draft, and a check holds
 * the ones a submission needs. The licence and GST documents (private files) and the payout bank account (sealed)
 * are tables of their own below, so reading an application never reads the account.
 */
import type { TWeeklyHours } from '@dawanow/shared/opening-hours';
import {
  STORE_APPLICATION_DOCUMENT_KINDS,
  type TStoreApplicationDocumentKind,
} from '@dawanow/shared/store-application-steps';
import {
  BUSINESS_TYPES,
  OPEN_APPLICATION_STATUSES,
  STORE_APPLICATION_STATUSES,
  type TBusinessType,
  type TStoreApplicationStatus,
} from '@dawanow/shared/store-applications';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea, timestamptz } from './columns';
import { stores } from './stores';

/** A list of words as SQL: `('a', 'b')` */
const sqlList = (words: readonly string[]) => sql.raw(`(${words.map((word) => `'${word}'`).join(', ')})`);
const STATUSES = sqlList(STORE_APPLICATION_STATUSES);
/** Submitted and not yet decided: at most one such application per GSTIN and drug licence number */
const OPEN = sqlList(OPEN_APPLICATION_STATUSES);

export const storeApplications = pgTable(
  'store_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The applicant's own work: erasing the account erases its applications (an approved one already is a store)
    applicantUserId: text('applicant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<TStoreApplicationStatus>().notNull().default('draft'),
    // Step 1, the business (issue 18: the PAN's 4th character states the business type; the GSTIN contains the PAN)
    businessType: text('business_type').$type<TBusinessType>(),
    legalName: text('legal_name'),
    tradeName: text('trade_name'),
    pan: text('pan'),
    gstin: text('gstin'),
    phone: text('phone'),
    email: text('email'),
    // Step 2, the premises: the shop's address, map pin and weekly hours in IST, as `stores` holds them
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    locality: text('locality'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingHours: jsonb('opening_hours').$type<TWeeklyHours>(),
    // Step 3, the licences (Drugs and Cosmetics Rules: Form 20 and 21 retail; 20B and 21B wholesale, optional)
    drugLicenceForm20: text('drug_licence_form20'),
    drugLicenceForm20ValidUntil: date('drug_licence_form20_valid_until'),
    drugLicenceForm21: text('drug_licence_form21'),
    drugLicenceForm21ValidUntil: date('drug_licence_form21_valid_until'),
    drugLicenceForm20b: text('drug_licence_form20b'),
    drugLicenceForm20bValidUntil: date('drug_licence_form20b_valid_until'),
    drugLicenceForm21b: text('drug_licence_form21b'),
    drugLicenceForm21bValidUntil: date('drug_licence_form21b_valid_until'),
    pharmacistName: text('pharmacist_name'),
    pharmacistRegistrationNumber: text('pharmacist_registration_number'),
    // Step 5, the Pharmacy Partner Agreement as accepted: which version, when and from where
    agreementVersion: text('agreement_version'),
    agreementAcceptedAt: timestamptz('agreement_accepted_at'),
    agreementIpAddress: text('agreement_ip_address'),
    /** The latest submission, first or after changes were asked: what the review queue's age counts from */
    submittedAt: timestamptz('submitted_at'),
    decidedAt: timestamptz('decided_at'),
    /** The reviewer's latest note, which the applicant reads (changes asked, the reason for a rejection) */
    decisionNote: text('decision_note'),
    /** The store an approval created (kept if that store is later removed by hand: the application stays decided) */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** Raised by every write, so a reviewer's decision or an applicant's save over a newer one can be refused */
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** The list's time: the latest submission, or when a draft was started (keyset pages need a time on every row) */
    queuedAt: timestamptz('queued_at').notNull().generatedAlwaysAs(sql`coalesce("submitted_at", "created_at")`),
  },
  (table) => [
    check('store_applications_status_check', sql`${table.status} in ${STATUSES}`),
    check('store_applications_business_type_check', sql`${table.businessType} in ${sqlList(BUSINESS_TYPES)}`),
    // Once submitted, everything the review needs is there (the documents are issue 18's own table)
    check(
      'store_applications_submitted_check',
      sql`${table.status} = 'draft' or (${table.businessType} is not null and ${table.legalName} is not null
        and ${table.tradeName} is not null and ${table.pan} is not null and ${table.gstin} is not null
        and ${table.phone} is not null and ${table.email} is not null and ${table.addressLine1} is not null
        and ${table.locality} is not null and ${table.city} is not null and ${table.state} is not null
        and ${table.postalCode} is not null and ${table.latitude} is not null and ${table.longitude} is not null
        and ${table.openingHours} is not null and ${table.drugLicenceForm20} is not null
        and ${table.drugLicenceForm20ValidUntil} is not null and ${table.drugLicenceForm21} is not null
        and ${table.drugLicenceForm21ValidUntil} is not null and ${table.pharmacistName} is not null
        and ${table.pharmacistRegistrationNumber} is not null and ${table.agreementVersion} is not null
        and ${table.agreementAcceptedAt} is not null and ${table.agreementIpAddress} is not null
        and ${table.submittedAt} is not null)`,
    ),
    // A wholesale licence comes with its validity
    check(
      'store_applications_wholesale_check',
      sql`(${table.drugLicenceForm20b} is null) = (${table.drugLicenceForm20bValidUntil} is null)
        and (${table.drugLicenceForm21b} is null) = (${table.drugLicenceForm21bValidUntil} is null)`,
    ),
    check(
      'store_applications_decided_check',
      sql`(${table.decidedAt} is not null) = (${table.status} in ('approved', 'rejected'))`,
    ),
    check(
      'store_applications_coordinates_check',
      sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
    check('store_applications_version_check', sql`${table.version} >= 1`),
    // Issue 18's duplicate protection: one open application per GSTIN and per drug licence number. Drafts do not
    // count, so a number typed into someone's unfinished form cannot block the pharmacy that holds it.
    // One application per account at a time until it is decided (issue 18): a second form would split the review
    uniqueIndex('store_applications_applicant_undecided_idx')
      .on(table.applicantUserId)
      .where(sql`${table.status} not in ('approved', 'rejected')`),
    uniqueIndex('store_applications_open_gstin_idx').on(table.gstin).where(sql`${table.status} in ${OPEN}`),
    uniqueIndex('store_applications_open_form20_idx')
      .on(table.drugLicenceForm20)
      .where(sql`${table.status} in ${OPEN}`),
    uniqueIndex('store_applications_open_form21_idx')
      .on(table.drugLicenceForm21)
      .where(sql`${table.status} in ${OPEN}`),
    // The admin list: by state in time order (keyset over (queued_at, id)), by city, by part of a name or GSTIN
    index('store_applications_status_queued_idx').on(table.status, table.queuedAt, table.id),
    index('store_applications_city_idx').on(table.city),
    index('store_applications_applicant_idx').on(table.applicantUserId),
    index('store_applications_legal_name_trgm_idx').using('gin', table.legalName.op('gin_trgm_ops')),
    index('store_applications_trade_name_trgm_idx').using('gin', table.tradeName.op('gin_trgm_ops')),
    index('store_applications_gstin_trgm_idx').using('gin', table.gstin.op('gin_trgm_ops')),
  ],
);

/** What happened to an application, in order: each change of state, who made it and the note they left. */
export const storeApplicationEvents = pgTable(
  'store_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => storeApplications.id, { onDelete: 'cascade' }),
    /** Null for the first event (the draft started) */
    fromStatus: text('from_status').$type<TStoreApplicationStatus>(),
    toStatus: text('to_status').$type<TStoreApplicationStatus>().notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Changes asked for, by field: issue 18's "request changes per field" */
    fieldNotes: jsonb('field_notes').$type<Record<string, string>>(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'store_application_events_status_check',
      sql`${table.toStatus} in ${STATUSES} and (${table.fromStatus} is null or ${table.fromStatus} in ${STATUSES})`,
    ),
    index('store_application_events_application_idx').on(table.applicationId, table.at),
  ],
);

/**
 * The documents a reviewer checks, one of each kind per application (a new upload replaces the old one). The bytes
 * are private files (like prescriptions): only the applicant and administrators read them, through the API.
 */
export const storeApplicationDocuments = pgTable(
  'store_application_documents',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => storeApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TStoreApplicationDocumentKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.kind] }),
    check('store_application_documents_kind_check', sql`${table.kind} in ${sqlList(STORE_APPLICATION_DOCUMENT_KINDS)}`),
  ],
);

/**
 * The payout account an application gives, sealed as `store_bank_accounts` keeps a store's (the money issue): only
 * the masked destination is ever shown; approval copies the sealed details to the new store's account.
 */
export const storeApplicationBankAccounts = pgTable('store_application_bank_accounts', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => storeApplications.id, { onDelete: 'cascade' }),
  sealedDetails: bytea('sealed_details').notNull(),
  destination: text('destination').notNull(),
  holderName: text('holder_name'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
