/**
 * The store ledger (ARCHITECTURE §3 money): what every delivered order, refund, adjustment and payout
 * moves, in paise, append-only; the weekly payouts that settle it; and each store's payout account.
 * Changes of the payout account are written to the store's audit log.
 */
import type { TBankVerification, TPayoutProvider, TPayoutStatus } from '@dawanow/shared/payouts/payouts';
import type { TLedgerKind } from '@dawanow/shared/payouts/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { orders } from './orders';
import { stores } from './stores';

/** A store's weekly settlement: the balance of its settled entries, sent to its payout account. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** The IST day of the settlement run */
    settlementDate: date('settlement_date').notNull(),
    /** Orders delivered before this IST day are in it (the dispute window before the settlement) */
    deliveredBefore: date('delivered_before').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').$type<TPayoutStatus>().notNull().default('scheduled'),
    provider: text('provider').$type<TPayoutProvider>().notNull(),
    /** The provider's payout id (RazorpayX), once asked */
    providerPayoutId: text('provider_payout_id'),
    /** The bank's transaction reference, once paid */
    utr: text('utr'),
    /** Masked account the money went to, fixed when the payout was sent */
    destination: text('destination'),
    failureReason: text('failure_reason'),
    /** A payout account changed within BANK_CHANGE_HOLD_HOURS holds the payout until then */
    holdUntil: timestamptz('hold_until'),
    approvedBy: text('approved_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    approvedAt: timestamptz('approved_at'),
    paidAt: timestamptz('paid_at'),
    failedAt: timestamptz('failed_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_store_date_idx').on(table.storeId, table.settlementDate),
    index('payouts_status_idx').on(table.status, table.settlementDate),
    uniqueIndex('payouts_provider_payout_idx').on(table.providerPayoutId),
    check('payouts_amount_check', sql`${table.amountPaise} > 0`),
    check('payouts_status_check', sql`${table.status} in ('scheduled', 'processing', 'paid', 'failed', 'reversed')`),
  ],
);

/**
 * Every rupee a store is owed or owes: positive is owed to the store. Entries are never changed or deleted
 * (a trigger refuses both); a correction is a new entry. Unique per (order, kind) and per (payout, kind), so
 * a retried job or a repeated webhook cannot count twice. Each new entry is also put in `ledger_open` (a
 * trigger) until a payout settles it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id').references(() => orders.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    kind: text('kind').$type<TLedgerKind>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** What a commission, TCS or TDS entry (or its reversal) was worked out on, for the tax statements */
    basePaise: bigint('base_paise', { mode: 'number' }),
    /** Why: an adjustment's reason, a returned payout's failure */
    reason: text('reason'),
    /** The administrator who made an adjustment */
    actorUserId: text('actor_user_id'),
    /** An adjustment's request key: the same form sent twice adds one entry */
    requestKey: uuid('request_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_order_kind_idx').on(table.orderId, table.kind),
    // Partial: most entries belong to an order, and a settlement rewrites each entry's index rows
    uniqueIndex('ledger_entries_payout_kind_idx')
      .on(table.payoutId, table.kind)
      .where(sql`${table.payoutId} is not null`),
    uniqueIndex('ledger_entries_request_key_idx').on(table.requestKey).where(sql`${table.requestKey} is not null`),
    index('ledger_entries_store_idx').on(table.storeId, table.createdAt),
    check(
      'ledger_entries_kind_check',
      sql`${table.kind} in ('sale', 'commission', 'commission_gst', 'tcs', 'tds', 'cash_collected', 'refund', 'commission_reversal', 'commission_gst_reversal', 'tcs_reversal', 'tds_reversal', 'payout', 'payout_return', 'adjustment')`,
    ),
    // Each kind belongs to an order, a payout, or (an adjustment) to neither but has a reason.
    check(
      'ledger_entries_subject_check',
      sql`case
        when ${table.kind} in ('payout', 'payout_return') then ${table.payoutId} is not null and ${table.orderId} is null
        when ${table.kind} = 'adjustment' then ${table.orderId} is null and ${table.payoutId} is null and ${table.reason} is not null and ${table.requestKey} is not null
        else ${table.orderId} is not null and ${table.payoutId} is null
      end`,
    ),
  ],
);

/**
 * The entries no payout has settled yet — what a store's balance is, and what the next settlement looks at: a
 * small set that moves, kept apart so that settling a week of entries deletes narrow rows here instead of
 * rewriting ledger rows. Filled by a trigger on every ledger insert (the `payout` entry excepted: its payout
 * settles it), emptied by the settlement.
 */
export const ledgerOpen = pgTable(
  'ledger_open',
  {
    entryId: bigint('entry_id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id').notNull(),
    orderId: uuid('order_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (table) => [index('ledger_open_store_idx').on(table.storeId)],
);

/**
 * Each store's ledger summed by kind over all time, kept by the insert trigger: what the reconciliation reads
 * for every store at once. Two deliveries of one store wait for each other's commit on these rows — a store
 * hands over a few orders a minute, so the wait is short.
 */
export const ledgerStoreTotals = pgTable(
  'ledger_store_totals',
  {
    storeId: uuid('store_id').notNull(),
    kind: text('kind').$type<TLedgerKind>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.kind] })],
);

/** Which payout settled each entry: a payout's statement lines. */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    entryId: bigint('entry_id', { mode: 'number' }).primaryKey(),
    payoutId: uuid('payout_id').notNull(),
  },
  (table) => [index('payout_entries_payout_idx').on(table.payoutId)],
);

/**
 * Where a store's payouts go: a bank account or a UPI ID, sealed (AES-256-GCM) like cash-refund details;
 * lists show only `destination`, a masked form.
 */
export const storeBankAccounts = pgTable(
  'store_bank_accounts',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sealedDetails: bytea('sealed_details').notNull(),
    destination: text('destination').notNull(),
    holderName: text('holder_name'),
    verification: text('verification').$type<TBankVerification>().notNull().default('unverified'),
    /** The name the bank returned for a penny drop, shown beside the holder given */
    verifiedName: text('verified_name'),
    verificationNote: text('verification_note'),
    verifiedAt: timestamptz('verified_at'),
    /** RazorpayX fund account, once made */
    providerAccountId: text('provider_account_id'),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
    holdUntil: timestamptz('hold_until'),
  },
  (table) => [
    check('store_bank_accounts_verification_check', sql`${table.verification} in ('unverified', 'verified', 'failed')`),
  ],
);

/** One settlement run per IST day: when it ran and what it made, for the admin screen. */
export const settlementRuns = pgTable('settlement_runs', {
  settlementDate: date('settlement_date').primaryKey(),
  deliveredBefore: date('delivered_before').notNull(),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  finishedAt: timestamptz('finished_at'),
  payoutCount: integer('payout_count').notNull().default(0),
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull().default(0),
  startedBy: text('started_by'),
});
