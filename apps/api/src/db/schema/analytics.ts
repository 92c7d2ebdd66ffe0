/**
 * The admin analytics' daily roll-ups (docs/decisions.md, "Analytics: a day at a time"). Every figure belongs to
 * the Indian day its order was placed and the city of the pharmacy holding it; a day's rows are rebuilt whole
 * from its orders whenever one of them changes, so a range of days reads a few thousand rows, never the orders.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { timestamptz } from './columns';
import { stores } from './stores';

const paise = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/** One pharmacy's day: its orders, money, offers and deliveries (the league table and the totals add these). */
export const analyticsStoreDays = pgTable(
  'analytics_store_days',
  {
    day: date('day').notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    city: text('city').notNull(),
    /** Orders that reached a pharmacy (paid online or cash), cancelled ones included */
    orders: count('orders'),
    cancelled: count('cancelled'),
    /** Value of the orders not cancelled */
    gmvPaise: paise('gmv_paise'),
    /** Orders not cancelled that were their customer's first such order */
    firstOrders: count('first_orders'),
    delivered: count('delivered'),
    deliveredOnPromise: count('delivered_on_promise'),
    /** Placed → delivered, summed over the delivered orders */
    deliverySeconds: paise('delivery_seconds'),
    refunded: count('refunded'),
    refundedPaise: paise('refunded_paise'),
    /** Offers this pharmacy answered or let lapse, and accepted, for the day's orders */
    offersDecided: count('offers_decided'),
    offersAccepted: count('offers_accepted'),
    acceptSeconds: paise('accept_seconds'),
    /** Accepted orders whose 15 minutes ran out or that were packed, and those packed within them */
    packingDue: count('packing_due'),
    packedInTime: count('packed_in_time'),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.storeId] }),
    index('analytics_store_days_city_idx').on(table.city, table.day),
  ],
);

/** How long deliveries and acceptances took, as counts per bucket, so a range's median and p90 can be read. */
export const analyticsDurationDays = pgTable(
  'analytics_duration_days',
  {
    day: date('day').notNull(),
    city: text('city').notNull(),
    /** `delivery`: placed → delivered in whole minutes; `acceptance`: offered → accepted in 5-second steps */
    measure: text('measure').$type<'delivery' | 'acceptance'>().notNull(),
    bucket: smallint('bucket').notNull(),
    orders: count('orders'),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.city, table.measure, table.bucket] }),
    check('analytics_duration_days_measure_check', sql`${table.measure} in ('delivery', 'acceptance')`),
  ],
);

/** Units and sales of each medicine sold in a city on a day (the top medicines and salts). */
export const analyticsProductDays = pgTable(
  'analytics_product_days',
  {
    day: date('day').notNull(),
    city: text('city').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    units: count('units'),
    salesPaise: paise('sales_paise'),
  },
  (table) => [primaryKey({ columns: [table.day, table.city, table.productId] })],
);

/** Cancelled and refunded orders by the reason recorded. */
export const analyticsReasonDays = pgTable(
  'analytics_reason_days',
  {
    day: date('day').notNull(),
    city: text('city').notNull(),
    kind: text('kind').$type<'cancelled' | 'refunded'>().notNull(),
    reason: text('reason').notNull(),
    orders: count('orders'),
    amountPaise: paise('amount_paise'),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.city, table.kind, table.reason] }),
    check('analytics_reason_days_kind_check', sql`${table.kind} in ('cancelled', 'refunded')`),
  ],
);

/** The days built, and when: a day never built is built before it is read. */
export const analyticsDays = pgTable('analytics_days', {
  day: date('day').primaryKey(),
  builtAt: timestamptz('built_at').notNull(),
  /** The newest order event the build saw: the next run looks only at events after it */
  throughEventId: bigint('through_event_id', { mode: 'number' }).notNull(),
});
