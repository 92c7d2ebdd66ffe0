/**
 * Money: payment attempts and the gateway's events, refunds to the original method and cash refunds
 * by bank transfer. The store ledger is in ledger.ts.
 */
import type { TCashRefundStatus } from '@dawanow/shared/orders/cash-refunds';
import type { TPaymentProvider, TRefundKind, TRefundStatus } from '@dawanow/shared/orders/payment';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { orders } from './orders';

/** Where a payment attempt stands (payments_status_check). */
export type TPaymentAttemptStatus = 'created' | 'paid' | 'failed' | 'refund_pending' | 'refunded';

/** One attempt to collect an online payment (a retry is a new attempt). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // No check constraint: the name of the gateway that took the attempt
    provider: text('provider').$type<Exclude<TPaymentProvider, 'cod'>>().notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<TPaymentAttemptStatus>().notNull().default('created'),
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
 * A refund to the original method: part of a captured payment returned while the order goes on (e.g. items the
 * customer removed because their prescription was rejected), or what is left of the payment when the order is
 * cancelled or refunded. It follows the gateway's refund through its states (docs/decisions.md, "Money").
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TRefundKind>().notNull().default('part'),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<TRefundStatus>().notNull().default('pending'),
    /** The gateway's id for the latest attempt (Razorpay's rfnd_…) */
    providerRefundId: text('provider_refund_id'),
    /** Times the gateway answered a request for this refund, accepting or refusing it */
    attempts: integer('attempts').notNull().default(0),
    /** The gateway's reason for the last failed attempt */
    failureReason: text('failure_reason'),
    /** When the gateway accepted the latest attempt: pending refunds are checked from then on */
    sentAt: timestamptz('sent_at'),
    refundedAt: timestamptz('refunded_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.paymentId),
    // One refund of what is left per payment, however often its job runs
    uniqueIndex('payment_refunds_full_idx').on(table.paymentId).where(sql`${table.kind} = 'full'`),
    // Gateway refund events find their refund by the gateway's id
    uniqueIndex('payment_refunds_provider_refund_idx').on(table.providerRefundId),
    // The admin dashboard counts the failed ones
    index('payment_refunds_failed_idx').on(table.updatedAt).where(sql`${table.status} = 'failed'`),
    check('payment_refunds_status_check', sql`${table.status} in ('pending', 'retrying', 'failed', 'refunded')`),
    check('payment_refunds_kind_check', sql`${table.kind} in ('full', 'part')`),
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
    status: text('status').$type<TCashRefundStatus>().notNull().default('awaiting_details'),
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
