/**
 * A store's analytics over a range of Indian days, built from the dashboard's definitions (store-figures.ts).
 * Orders count by the day they were placed, offers by the day they were made, fulfilment by the day of acceptance
 * (as the dashboard's partner figures).
 */
import { and, desc, eq, exists, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { orderItems, orderOffers, orders } from '../../db/schema/orders';
import {
  indianDayOf,
  isSale,
  offerFigures,
  orderFigures,
  packingFigures,
  startOfIndianDate,
  wasOffered,
} from '../store-dashboard/store-figures';

/** How many medicines the "top medicines" chart shows. */
const TOP_MEDICINES = 10;

export type AnalyticsRange = { from: string; to: string };

/** From midnight (IST) starting `from` to midnight ending `to`. */
const within = (column: AnyPgColumn, range: AnalyticsRange) =>
  and(gte(column, startOfIndianDate(range.from)), lt(column, sql`${startOfIndianDate(range.to)} + interval '1 day'`));

const seconds = (later: AnyPgColumn, earlier: AnyPgColumn) => sql`extract(epoch from ${later} - ${earlier})`;
/** The continuous percentile (PostgreSQL `percentile_cont`) of `value` over the rows where `where` holds. */
const percentile = (fraction: number, value: SQL, where: SQL) =>
  sql<
    number | null
  >`percentile_cont(${fraction}::float8) within group (order by ${value}) filter (where ${where})`.mapWith(
    (raw: string | number | null) => (raw === null ? null : Number(raw)),
  );

export function createStoreAnalyticsRepository() {
  return {
    /**
     * Orders and sales per Indian day and hour of that day, in one pass over the store's orders (the days chart
     * and the hours chart add these up); a day or hour without orders is absent.
     */
    byDayAndHour(ex: Executor, storeId: string, range: AnalyticsRange) {
      const day = indianDayOf(orders.createdAt);
      const hour = sql<number>`extract(hour from ${orders.createdAt} at time zone 'Asia/Kolkata')::int`;
      return ex
        .select({ date: day, hour, ...orderFigures })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), within(orders.createdAt, range), wasOffered))
        .groupBy(day, hour);
    },

    /** The medicines that brought in most, from the lines of the store's sales (delivery fees aside). */
    topMedicines(ex: Executor, storeId: string, range: AnalyticsRange) {
      const salesPaise = sql<number>`sum(${orderItems.unitPricePaise} * ${orderItems.quantity})::int`;
      return ex
        .select({
          productId: orderItems.productId,
          // The name as last sold: a catalogue rename shows on new orders only.
          name: sql<string>`(array_agg(${orderItems.name} order by ${orders.createdAt} desc))[1]`,
          units: sql<number>`sum(${orderItems.quantity})::int`,
          salesPaise,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.storeId, storeId), within(orders.createdAt, range), isSale))
        .groupBy(orderItems.productId)
        .orderBy(desc(salesPaise), orderItems.productId)
        .limit(TOP_MEDICINES);
    },

    /** How the store answered its offers, and how long accepting took (the median). */
    async acceptance(ex: Executor, storeId: string, range: AnalyticsRange) {
      const isAccepted = sql`${orderOffers.outcome} = 'accepted'`;
      const [row] = await ex
        .select({
          ...offerFigures,
          rejected: sql<number>`count(*) filter (where ${orderOffers.outcome} = 'rejected')::int`,
          lapsed: sql<number>`count(*) filter (where ${orderOffers.outcome} = 'expired')::int`,
          medianSecondsToAccept: percentile(0.5, seconds(orderOffers.decidedAt, orderOffers.offeredAt), isAccepted),
        })
        .from(orderOffers)
        .where(and(eq(orderOffers.storeId, storeId), within(orderOffers.offeredAt, range)));
      return row;
    },

    /** Acceptance → packed: the median and 90th percentile, and the partner agreement's share within 15 minutes. */
    async fulfilment(ex: Executor, storeId: string, range: AnalyticsRange) {
      const isPacked = sql`${orders.packedAt} is not null`;
      const packingSeconds = seconds(orders.packedAt, orders.acceptedAt);
      const [row] = await ex
        .select({
          ...packingFigures,
          packed: sql<number>`count(*) filter (where ${isPacked})::int`,
          medianSeconds: percentile(0.5, packingSeconds, isPacked),
          p90Seconds: percentile(0.9, packingSeconds, isPacked),
        })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), isNotNull(orders.acceptedAt), within(orders.acceptedAt, range)));
      return row;
    },

    /** Orders cancelled while offered to or held by the store, by reason. */
    cancellations(ex: Executor, storeId: string, range: AnalyticsRange) {
      const reason = sql<string>`coalesce(${orders.cancelReason}, 'No reason given')`;
      return ex
        .select({ reason, orders: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            eq(orders.status, 'cancelled'),
            within(orders.createdAt, range),
            // Cancelled before payment, it was never the store's order.
            exists(
              ex
                .select({ one: sql`1` })
                .from(orderOffers)
                .where(and(eq(orderOffers.orderId, orders.id), eq(orderOffers.storeId, storeId))),
            ),
          ),
        )
        .groupBy(reason);
    },

    /** Offers the store turned down, by the reason it gave. */
    rejections(ex: Executor, storeId: string, range: AnalyticsRange) {
      const reason = sql<string>`coalesce(${orderOffers.reason}, 'No reason given')`;
      return ex
        .select({ reason, orders: sql<number>`count(*)::int` })
        .from(orderOffers)
        .where(
          and(
            eq(orderOffers.storeId, storeId),
            eq(orderOffers.outcome, 'rejected'),
            within(orderOffers.offeredAt, range),
          ),
        )
        .groupBy(reason);
    },
  };
}

export type StoreAnalyticsRepository = ReturnType<typeof createStoreAnalyticsRepository>;
