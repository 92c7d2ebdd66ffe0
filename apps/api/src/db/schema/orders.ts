/**
 * Orders (ARCHITECTURE §4): orders with snapshots of what was bought, their event history, the
 * delivery codes tried at the door, the stores they were offered to, and customers' refund requests.
 */
import type { TSupply } from '@dawanow/shared/orders/bill';
import type { TOrderAddress } from '@dawanow/shared/orders/customer';
import type { TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import type { TOrderEventMessage } from '@dawanow/shared/orders/order-event-messages';
import type { TPaymentMethod, TPaymentProvider } from '@dawanow/shared/orders/payment';
import type { TOrderActor, TOrderStatus } from '@dawanow/shared/orders/status';
import type { TDrugSchedule, TGstRate } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { inventoryBatches, products, testimonials } from './catalog';
import { bytea, timestamptz } from './columns';
import { prescriptions } from './prescriptions';
import { stores } from './stores';

/** The running number inside "DN-2611-000123". */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

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
    status: text('status').$type<TOrderStatus>().notNull(),
    deliveryMode: text('delivery_mode').$type<TDeliveryMode>().notNull(),
    scheduledFor: timestamptz('scheduled_for'),
    paymentMethod: text('payment_method').$type<TPaymentMethod>().notNull(),
    // No check constraint: the gateway's name, or 'cod', as placing the order writes it
    paymentProvider: text('payment_provider').$type<TPaymentProvider>().notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    address: jsonb('address').$type<TOrderAddress>().notNull(),
    supply: text('supply').$type<TSupply>().notNull(),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    itemsTotalPaise: integer('items_total_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The coupon the order was placed with, as typed then (issue 17); its discount is inside the total */
    couponCode: text('coupon_code'),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
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
    // The store panel's figures read one store's orders over a span of days (dashboard, analytics, customers)
    index('orders_store_created_idx').on(table.storeId, table.createdAt),
    index('orders_store_accepted_idx').on(table.storeId, table.acceptedAt).where(sql`${table.acceptedAt} is not null`),
    // The admin panel's order list pages in time order, over everything or one state (docs/decisions.md, issue 15);
    // the dashboard reads today's orders and the open states through the same two
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
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
        and ${table.couponDiscountPaise} >= 0 and ${table.couponDiscountPaise} <= ${table.itemsTotalPaise}
        and (${table.couponDiscountPaise} = 0 or ${table.couponCode} is not null)
        and ${table.totalPaise} = ${table.itemsTotalPaise} - ${table.couponDiscountPaise} + ${table.deliveryFeePaise}`,
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
    // No check constraints here: copies of the product's, which has them
    schedule: text('schedule').$type<TDrugSchedule>().notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRate: integer('gst_rate').$type<TGstRate>().notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's coupon: its GST on the invoice is on what is left */
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
    check('order_items_price_check', sql`${table.unitPricePaise} > 0 and ${table.unitPricePaise} <= ${table.mrpPaise}`),
    check(
      'order_items_coupon_check',
      sql`${table.couponDiscountPaise} >= 0 and ${table.couponDiscountPaise} <= ${table.unitPricePaise} * ${table.quantity}`,
    ),
  ],
);

/**
 * The batches each order line took its packs from, and how many of each: what goes back to which batch
 * when the order is cancelled or moves to another store. The line's own `batch_number` and
 * `expiry_date` are the summary the invoice and the H1 register print. Written with its line in one
 * statement and released (units back, rows gone) before a line is dropped or moved, so it is tied to the
 * line by the code, not by a foreign key each order placed would check and lock once per batch; read
 * only by order and line (the primary key), so there is no index by batch either.
 */
export const orderItemBatches = pgTable(
  'order_item_batches',
  {
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id').notNull(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => inventoryBatches.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId, table.batchId] }),
    check('order_item_batches_quantity_check', sql`${table.quantity} > 0`),
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
    // No check constraints: written only from the typed transitions
    status: text('status').$type<TOrderStatus>().notNull(),
    /** English, for the panels' alerts and for events older than the codes */
    title: text('title').notNull(),
    note: text('note'),
    /** What happened as a code and its values, worded by the reader's page (issue 19) */
    code: text('code').$type<TOrderEventMessage['code']>().notNull().default('other'),
    codeValues: jsonb('code_values').$type<TOrderEventMessage['values']>().notNull().default({}),
    actor: text('actor').$type<TOrderActor>().notNull(),
    actorUserId: text('actor_user_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/** A delivery code entered: right, wrong, or refused while locked out (delivery_code_attempts_outcome_check). */
export type TDeliveryCodeOutcome = 'accepted' | 'wrong' | 'locked';

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
    outcome: text('outcome').$type<TDeliveryCodeOutcome>().notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [
    check('delivery_code_attempts_outcome_check', sql`${table.outcome} in ('accepted', 'wrong', 'locked')`),
    index('delivery_code_attempts_order_idx').on(table.orderId, table.at),
  ],
);

/** How a store answered an offer, or that it is still open (order_offers_outcome_check). */
export type TOfferOutcome = 'pending' | 'accepted' | 'rejected' | 'expired' | 'withdrawn';

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
    outcome: text('outcome').$type<TOfferOutcome>().notNull().default('pending'),
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
    // Every offer of one order: its admin record, and the analytics roll-up of a day's orders
    index('order_offers_order_idx').on(table.orderId),
    index('order_offers_store_idx').on(table.storeId, table.outcome),
    index('order_offers_store_offered_idx').on(table.storeId, table.offeredAt),
  ],
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
 * Who took an order out for delivery (issue 17): the name and +91 mobile the store recorded, and the team
 * member whose phone may share the live position (none when the store typed someone without an account).
 * The customer sees only the name; the number stays with the store and the platform.
 */
export const orderDeliveries = pgTable('order_deliveries', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  courierName: text('courier_name').notNull(),
  courierPhone: text('courier_phone'),
  courierUserId: text('courier_user_id').references(() => users.id, { onDelete: 'set null' }),
  dispatchedAt: timestamptz('dispatched_at').notNull().defaultNow(),
});

/**
 * The delivering member's last positions while an order is out for delivery (issue 17). DPDP purpose
 * limitation: kept only until the order is delivered or cancelled (deleted in that transaction, and swept),
 * and only a short trail per order.
 */
export const orderPositions = pgTable(
  'order_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: integer('accuracy_m'),
    /** When the phone took the fix */
    recordedAt: timestamptz('recorded_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [index('order_positions_order_idx').on(table.orderId, table.recordedAt)],
);

/**
 * A customer's rating of a delivered order's pharmacy (issue 18): one per order (the primary key), 1 to 5
 * stars, feeding the store's rating; the testimonial written with it, if any, is linked for moderation.
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    stars: integer('stars').notNull(),
    testimonialId: uuid('testimonial_id')
      .unique()
      .references(() => testimonials.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('order_ratings_stars_check', sql`${table.stars} between 1 and 5`),
    index('order_ratings_store_idx').on(table.storeId),
  ],
);
