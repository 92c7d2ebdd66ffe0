/**
 * Orders and money (ARCHITECTURE §4): orders with snapshots of what was bought, their event history,
 * the stores they were offered to, payments and gateway events, refunds, the store ledger, and the
 * durable timers that drive dispatch and payment expiry.
 */
import type { TOrderAddress } from '@dawanow/shared/orders';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';
import { stores } from './stores';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The running number inside "DN-2611-000123". */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

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
    status: text('status').notNull().default('pending'),
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
    status: text('status').notNull().default('requested'),
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

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    // GST invoices outlive accounts: an erased customer's orders stay, detached from the person
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status').notNull(),
    deliveryMode: text('delivery_mode').notNull(),
    scheduledFor: timestamptz('scheduled_for'),
    paymentMethod: text('payment_method').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    address: jsonb('address').$type<TOrderAddress>().notNull(),
    supply: text('supply').notNull(),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    itemsTotalPaise: integer('items_total_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    deliveryOtp: text('delivery_otp').notNull(),
    /** Wrong delivery codes entered since the code was last issued (it is replaced after too many) */
    deliveryOtpFailures: integer('delivery_otp_failures').notNull().default(0),
    /** After too many wrong codes no code is taken until then */
    deliveryOtpLockedUntil: timestamptz('delivery_otp_locked_until'),
    rxRequired: boolean('rx_required').notNull(),
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id),
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    paymentExpiresAt: timestamptz('payment_expires_at'),
    acceptedAt: timestamptz('accepted_at'),
    packedAt: timestamptz('packed_at'),
    deliveredAt: timestamptz('delivered_at'),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_store_status_idx').on(table.storeId, table.status),
    check(
      'orders_status_check',
      sql`${table.status} in ('pending_payment', 'payment_failed', 'placed', 'processing', 'packed',
        'out_for_delivery', 'delivered', 'cancelled', 'refund_requested', 'refund_approved', 'refunded',
        'refund_rejected')`,
    ),
    check('orders_delivery_mode_check', sql`${table.deliveryMode} in ('express', 'standard', 'scheduled')`),
    check('orders_payment_method_check', sql`${table.paymentMethod} in ('online', 'cod')`),
    check('orders_supply_check', sql`${table.supply} in ('intra_state', 'inter_state')`),
    check(
      'orders_money_check',
      sql`${table.itemsTotalPaise} > 0 and ${table.deliveryFeePaise} >= 0
        and ${table.totalPaise} = ${table.itemsTotalPaise} + ${table.deliveryFeePaise}`,
    ),
    check('orders_otp_check', sql`${table.deliveryOtp} ~ '^[0-9]{4}$'`),
  ],
);

/** What was bought, as it was: names, prices, tax and batch are copied so later catalogue edits change nothing. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    packLabel: text('pack_label').notNull(),
    manufacturer: text('manufacturer').notNull(),
    schedule: text('schedule').notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRate: integer('gst_rate').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
    check('order_items_price_check', sql`${table.unitPricePaise} > 0 and ${table.unitPricePaise} <= ${table.mrpPaise}`),
  ],
);

/** ARCHITECTURE §4: every transition, with who made it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    title: text('title').notNull(),
    note: text('note'),
    actor: text('actor').notNull(),
    actorUserId: text('actor_user_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * Every delivery code entered for an order, right or wrong, by whom: the record behind the lockout
 * that keeps a 4-digit code from being guessed.
 */
export const deliveryCodeAttempts = pgTable(
  'delivery_code_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').notNull(),
    actorUserId: text('actor_user_id'),
    outcome: text('outcome').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [
    check('delivery_code_attempts_outcome_check', sql`${table.outcome} in ('accepted', 'wrong', 'locked')`),
    index('delivery_code_attempts_order_idx').on(table.orderId, table.at),
  ],
);

/** Each store an order was offered to, nearest first, and how it answered. */
export const orderOffers = pgTable(
  'order_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    offeredAt: timestamptz('offered_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    outcome: text('outcome').notNull().default('pending'),
    reason: text('reason'),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    check(
      'order_offers_outcome_check',
      sql`${table.outcome} in ('pending', 'accepted', 'rejected', 'expired', 'withdrawn')`,
    ),
    // One open offer per order at a time
    uniqueIndex('order_offers_open_idx').on(table.orderId).where(sql`${table.outcome} = 'pending'`),
    index('order_offers_store_idx').on(table.storeId, table.outcome),
  ],
);

/** One attempt to collect an online payment (a retry is a new attempt). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('created'),
    /** card, upi or netbanking, as the gateway reports it (decides the refund time) */
    methodDetail: text('method_detail'),
    failureReason: text('failure_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_order_idx').on(table.provider, table.providerOrderId),
    index('payments_order_idx').on(table.orderId),
    check('payments_status_check', sql`${table.status} in ('created', 'paid', 'failed', 'refund_pending', 'refunded')`),
    check('payments_amount_check', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * Part of a captured payment returned while the order goes on, e.g. for items the customer removed
 * because their prescription was rejected. A full refund later returns only what is left.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.paymentId),
    check('payment_refunds_status_check', sql`${table.status} in ('pending', 'refunded')`),
    check('payment_refunds_amount_check', sql`${table.amountPaise} > 0`),
  ],
);

/** Gateway events already handled: a repeated delivery finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** SPEC §4 refund flow: a report within 24 hours of delivery, reviewed with optional photo evidence. */
export const refundRequests = pgTable('refund_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  details: text('details'),
  photo: bytea('photo'),
  photoType: text('photo_type'),
  decisionNote: text('decision_note'),
  requestedAt: timestamptz('requested_at').notNull().defaultNow(),
  decidedAt: timestamptz('decided_at'),
});

/**
 * A refund of an order paid in cash goes by bank transfer (SPEC §9): the customer gives an account or
 * UPI ID, an administrator sends the money and records the bank's reference. The details are sealed
 * (AES-256-GCM) at rest; lists show only `destination`, a masked form.
 */
export const cashRefunds = pgTable(
  'cash_refunds',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('awaiting_details'),
    sealedDetails: bytea('sealed_details'),
    destination: text('destination'),
    reference: text('reference'),
    paidBy: text('paid_by'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    detailsAt: timestamptz('details_at'),
    paidAt: timestamptz('paid_at'),
  },
  (table) => [
    index('cash_refunds_status_idx').on(table.status, table.requestedAt),
    check('cash_refunds_status_check', sql`${table.status} in ('awaiting_details', 'details_received', 'paid')`),
    check('cash_refunds_amount_check', sql`${table.amountPaise} > 0`),
  ],
);

/** ARCHITECTURE §3 money: what each delivered order earns a store and costs it, for earnings and payouts. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    /** Positive: owed to the store; negative: owed by it */
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_order_kind_idx').on(table.orderId, table.kind),
    index('ledger_entries_store_idx').on(table.storeId, table.createdAt),
    check('ledger_entries_kind_check', sql`${table.kind} in ('sale', 'commission', 'commission_gst', 'refund')`),
  ],
);

/** Durable timers: a job runs once at or after `run_at`, even if the process restarts in between. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** One live job per kind and key (e.g. the offer it times out) */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamptz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    doneAt: timestamptz('done_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_kind_key_idx').on(table.kind, table.key),
    index('jobs_due_idx').on(table.runAt).where(sql`${table.doneAt} is null`),
  ],
);
