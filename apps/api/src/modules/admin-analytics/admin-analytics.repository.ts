/**
 * The admin analytics' roll-ups (docs/decisions.md, "Analytics: a day at a time"). `buildDay` replaces one Indian
 * day's rows with figures computed from that day's orders (a few thousand, through the time index); the reads add
 * up a range of days' rows. An order belongs to the day it was placed and to the city of the pharmacy holding it.
 */
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { DELIVERY_PROMISE_MINUTES, SCHEDULE_SLOT_MINUTES } from '@dawanow/shared/orders/delivery-options';
import { and, asc, desc, eq, gt, gte, lte, max, min, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Executor, selectRows } from '../../db/client';
import {
  analyticsDays,
  analyticsDurationDays,
  analyticsProductDays,
  analyticsReasonDays,
  analyticsStoreDays,
} from '../../db/schema/analytics';
import { products } from '../../db/schema/catalog';
import { orderEvents, orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { startOfIndianDate, wasOffered } from '../store-dashboard/store-figures';

/** Deliveries are counted in whole minutes up to 4 hours; acceptances in 5-second steps up to 10 minutes. */
export const DELIVERY_BUCKET_SECONDS = 60;
export const ACCEPTANCE_BUCKET_SECONDS = 5;
const LAST_DELIVERY_BUCKET = 240;
const LAST_ACCEPTANCE_BUCKET = 120;
/** How many of the best sellers and reasons a range reports. */
const TOP = 10;

export type AnalyticsFilter = { from: string; to: string; city: string | null };

const seconds = (later: SQL, earlier: SQL) => sql`extract(epoch from ${later} - ${earlier})`;
const bucketOf = (value: SQL, step: number, last: number) => sql`least(floor(${value} / ${step}), ${last})::smallint`;

/** Express and standard orders: delivered by the promise made when they were placed (scheduled ones by their slot). */
const isOnDemand = sql`o.delivery_mode in ('express', 'standard')`;
const promisedBy = sql`case o.delivery_mode
  when 'express' then o.created_at + make_interval(mins => ${DELIVERY_PROMISE_MINUTES.express})
  when 'standard' then o.created_at + make_interval(mins => ${DELIVERY_PROMISE_MINUTES.standard})
  else o.scheduled_for + make_interval(mins => ${SCHEDULE_SLOT_MINUTES}) end`;
const isRefunded = sql`o.status in ('refund_approved', 'refunded')`;

/**
 * The day's orders that reached a pharmacy, with the pharmacy's city (a CTE named `o`). `wasOffered` and the
 * packing figures are written for the `orders` table, so the CTE keeps its column names.
 */
const dayOrders = (day: string) => sql`o as (
  select orders.*, stores.city from ${orders} join ${stores} on ${stores.id} = ${orders.storeId}
  where ${orders.createdAt} >= ${startOfIndianDate(day)}
    and ${orders.createdAt} < ${startOfIndianDate(day)} + interval '1 day'
    and ${wasOffered})`;

/** Each range's rows, optionally one city's. */
const inRange = (filter: AnalyticsFilter, day: AnyPgColumn, city: AnyPgColumn) =>
  and(gte(day, filter.from), lte(day, filter.to), filter.city === null ? undefined : eq(city, filter.city));

export function createAdminAnalyticsRepository() {
  return {
    /**
     * Replaces one day's roll-ups with what its orders say now, under a lock per day so two processes building
     * the same day take turns instead of inserting the same rows. `throughEventId` is the newest order event
     * seen before the build began: changes after it are picked up by the next run.
     */
    async buildDay(tx: Executor, day: string, throughEventId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics-day:${day}`}))`);
      for (const table of [analyticsStoreDays, analyticsDurationDays, analyticsProductDays, analyticsReasonDays]) {
        await tx.delete(table).where(eq(table.day, day));
      }
      const sla = sql`make_interval(mins => ${FULFILMENT_SLA_MINUTES})`;
      await tx.execute(sql`
        with ${dayOrders(day)},
        by_store as (
          select o.store_id, min(o.city) as city,
            count(*)::int as orders,
            count(*) filter (where o.status = 'cancelled')::int as cancelled,
            coalesce(sum(o.total_paise) filter (where o.status <> 'cancelled'), 0) as gmv,
            count(*) filter (where o.status <> 'cancelled' and o.user_id is not null and not exists (
              select 1 from ${orders} earlier where earlier.user_id = o.user_id and earlier.created_at < o.created_at
                and earlier.status not in ('pending_payment', 'payment_failed', 'cancelled')))::int as first_orders,
            count(*) filter (where o.delivered_at is not null and ${isOnDemand})::int as delivered,
            count(*) filter (where o.delivered_at <= ${promisedBy} and ${isOnDemand})::int as on_promise,
            coalesce(sum(${seconds(sql`o.delivered_at`, sql`o.created_at`)}) filter (where ${isOnDemand}), 0) as delivery_seconds,
            count(*) filter (where ${isRefunded})::int as refunded,
            coalesce(sum(o.total_paise) filter (where ${isRefunded}), 0) as refunded_paise,
            count(*) filter (where o.packed_at is not null
              or (o.status <> 'cancelled' and o.accepted_at <= now() - ${sla}))::int as packing_due,
            count(*) filter (where o.packed_at is not null and o.packed_at <= o.accepted_at + ${sla})::int as packed_in_time
          from o group by o.store_id),
        by_offer_store as (
          select f.store_id, min(o.city) as city,
            count(*) filter (where f.outcome in ('accepted', 'rejected', 'expired'))::int as decided,
            count(*) filter (where f.outcome = 'accepted')::int as accepted,
            coalesce(sum(${seconds(sql`f.decided_at`, sql`f.offered_at`)}) filter (where f.outcome = 'accepted'), 0) as accept_seconds
          from o join order_offers f on f.order_id = o.id group by f.store_id)
        insert into ${analyticsStoreDays} (day, store_id, city, orders, cancelled, gmv_paise, first_orders, delivered,
          delivered_on_promise, delivery_seconds, refunded, refunded_paise, offers_decided, offers_accepted,
          accept_seconds, packing_due, packed_in_time)
        select ${day}::date, coalesce(s.store_id, f.store_id), coalesce(s.city, f.city),
          coalesce(s.orders, 0), coalesce(s.cancelled, 0), coalesce(s.gmv, 0), coalesce(s.first_orders, 0),
          coalesce(s.delivered, 0), coalesce(s.on_promise, 0), round(coalesce(s.delivery_seconds, 0)),
          coalesce(s.refunded, 0), coalesce(s.refunded_paise, 0), coalesce(f.decided, 0), coalesce(f.accepted, 0),
          round(coalesce(f.accept_seconds, 0)), coalesce(s.packing_due, 0), coalesce(s.packed_in_time, 0)
        from by_store s full join by_offer_store f on f.store_id = s.store_id`);
      await tx.execute(sql`
        with ${dayOrders(day)}
        insert into ${analyticsDurationDays} (day, city, measure, bucket, orders)
        select ${day}::date, city, measure, bucket, count(*)::int from (
          select o.city, 'delivery' as measure,
            ${bucketOf(seconds(sql`o.delivered_at`, sql`o.created_at`), DELIVERY_BUCKET_SECONDS, LAST_DELIVERY_BUCKET)} as bucket
          from o where o.delivered_at is not null and ${isOnDemand}
          union all
          select o.city, 'acceptance',
            ${bucketOf(seconds(sql`f.decided_at`, sql`f.offered_at`), ACCEPTANCE_BUCKET_SECONDS, LAST_ACCEPTANCE_BUCKET)}
          from o join order_offers f on f.order_id = o.id where f.outcome = 'accepted'
        ) durations group by city, measure, bucket`);
      await tx.execute(sql`
        with ${dayOrders(day)}
        insert into ${analyticsProductDays} (day, city, product_id, units, sales_paise)
        select ${day}::date, o.city, i.product_id, sum(i.quantity)::int, sum(i.unit_price_paise * i.quantity)
        from o join order_items i on i.order_id = o.id
        where o.accepted_at is not null and o.status not in ('cancelled', 'refunded')
        group by o.city, i.product_id`);
      await tx.execute(sql`
        with ${dayOrders(day)}
        insert into ${analyticsReasonDays} (day, city, kind, reason, orders, amount_paise)
        select ${day}::date, city, kind, reason, count(*)::int, sum(total_paise) from (
          select o.city, 'cancelled' as kind, coalesce(o.cancel_reason, 'No reason given') as reason, o.total_paise
          from o where o.status = 'cancelled'
          union all
          select o.city, 'refunded', coalesce(r.reason, 'No reason given'), o.total_paise
          from o left join refund_requests r on r.order_id = o.id where ${isRefunded}
        ) losses group by city, kind, reason`);
      await tx
        .insert(analyticsDays)
        .values({ day, builtAt: sql`now()`, throughEventId })
        .onConflictDoUpdate({
          target: analyticsDays.day,
          set: { builtAt: sql`now()`, throughEventId: sql`excluded.through_event_id` },
        });
    },

    /** The newest order event, and the newest a build has seen (0 before the first). */
    async eventPositions(ex: Executor) {
      const [[newest], [seen]] = await Promise.all([
        ex.select({ id: max(orderEvents.id) }).from(orderEvents),
        ex.select({ id: max(analyticsDays.throughEventId) }).from(analyticsDays),
      ]);
      return { newest: newest?.id ?? 0, seen: seen?.id ?? 0 };
    },

    /** The Indian days of orders with events after `afterId` (through the events' primary key). */
    async daysChangedAfter(ex: Executor, afterId: number): Promise<string[]> {
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      const rows = await ex
        .selectDistinct({ day })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(gt(orderEvents.id, afterId));
      return rows.map((row) => row.day);
    },

    /** When the oldest of the range's day builds was made: the figures are as of then. */
    async oldestBuild(ex: Executor, from: string, to: string): Promise<Date | null> {
      const [row] = await ex
        .select({ at: min(analyticsDays.builtAt) })
        .from(analyticsDays)
        .where(and(gte(analyticsDays.day, from), lte(analyticsDays.day, to)));
      return row?.at ?? null;
    },

    /** Days from `from` to `to` never built, the newest first. */
    async unbuiltDays(ex: Executor, from: string, to: string, limit: number): Promise<string[]> {
      const rows = await selectRows<{ day: string }>(
        ex,
        sql`select d::date::text as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
          where not exists (select 1 from ${analyticsDays} where ${analyticsDays.day} = d::date)
          order by d desc limit ${limit}`,
      );
      return rows.map((row) => row.day);
    },

    /** The first day with an order: building never goes further back. */
    async firstOrderDay(ex: Executor): Promise<string | null> {
      const [row] = await ex
        .select({ day: sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')` })
        .from(orders)
        .orderBy(asc(orders.createdAt))
        .limit(1);
      return row?.day ?? null;
    },

    /** Per day: orders, GMV, new customers (summed over the pharmacies). */
    byDay(ex: Executor, filter: AnalyticsFilter) {
      const t = analyticsStoreDays;
      return ex
        .select({
          date: sql<string>`${t.day}::text`,
          orders: sql<number>`sum(${t.orders})::int`,
          cancelled: sql<number>`sum(${t.cancelled})::int`,
          gmvPaise: sql<number>`sum(${t.gmvPaise})::float8`,
          firstOrders: sql<number>`sum(${t.firstOrders})::int`,
        })
        .from(t)
        .where(inRange(filter, t.day, t.city))
        .groupBy(t.day);
    },

    /** Every pharmacy with orders or offers in the range, its figures summed over the days. */
    byStore(ex: Executor, filter: AnalyticsFilter) {
      const t = analyticsStoreDays;
      const total = (column: AnyPgColumn) => sql<number>`sum(${column})::float8`;
      return ex
        .select({
          storeId: t.storeId,
          name: stores.name,
          city: stores.city,
          orders: total(t.orders),
          cancelled: total(t.cancelled),
          gmvPaise: total(t.gmvPaise),
          delivered: total(t.delivered),
          deliveredOnPromise: total(t.deliveredOnPromise),
          deliverySeconds: total(t.deliverySeconds),
          refunded: total(t.refunded),
          refundedPaise: total(t.refundedPaise),
          offersDecided: total(t.offersDecided),
          offersAccepted: total(t.offersAccepted),
          acceptSeconds: total(t.acceptSeconds),
          packingDue: total(t.packingDue),
          packedInTime: total(t.packedInTime),
        })
        .from(t)
        .innerJoin(stores, eq(stores.id, t.storeId))
        .where(inRange(filter, t.day, t.city))
        .groupBy(t.storeId, stores.name, stores.city);
    },

    /** Counts per bucket of each duration over the range. */
    durations(ex: Executor, filter: AnalyticsFilter) {
      const t = analyticsDurationDays;
      return ex
        .select({ measure: t.measure, bucket: t.bucket, orders: sql<number>`sum(${t.orders})::int` })
        .from(t)
        .where(inRange(filter, t.day, t.city))
        .groupBy(t.measure, t.bucket);
    },

    /**
     * The medicines that sold most by value, and the salts by the sales of the medicines containing them (a
     * combination counts for each of its salts): one pass over the range's rows, which both lists are read from.
     */
    async bestSellers(ex: Executor, filter: AnalyticsFilter) {
      const t = analyticsProductDays;
      const rows = await selectRows<{
        list: 'medicine' | 'salt';
        productId: string | null;
        name: string;
        units: number;
        salesPaise: number;
      }>(
        ex,
        sql`
        with sold as materialized (
          select ${t.productId} as product_id, sum(${t.units}) as units, sum(${t.salesPaise}) as sales
          from ${t} where ${inRange(filter, t.day, t.city)} group by ${t.productId})
        (select 'medicine' as list, p.id as "productId", p.name, sold.units::int, sold.sales::float8 as "salesPaise"
          from sold join ${products} p on p.id = sold.product_id order by sold.sales desc, p.id limit ${TOP})
        union all
        (select 'salt', null, min(salt.name), sum(sold.units)::int, sum(sold.sales)::float8
          from sold join ${products} p on p.id = sold.product_id
            cross join lateral (
              select distinct on (lower(s->>'name')) s->>'name' as name from jsonb_array_elements(p.composition) s) salt
          group by lower(salt.name) order by sum(sold.sales) desc, lower(salt.name) limit ${TOP})`,
      );
      return {
        medicines: rows.flatMap(({ list, productId, name, units, salesPaise }) =>
          list === 'medicine' && productId ? [{ productId, name, units, salesPaise }] : [],
        ),
        salts: rows.flatMap(({ list, name, units, salesPaise }) =>
          list === 'salt' ? [{ salt: name, units, salesPaise }] : [],
        ),
      };
    },

    /** Cancellations and refunds by reason, the commonest first. */
    losses(ex: Executor, filter: AnalyticsFilter) {
      const t = analyticsReasonDays;
      const lost = sql<number>`sum(${t.orders})::int`;
      return ex
        .select({
          kind: t.kind,
          reason: t.reason,
          orders: lost,
          amountPaise: sql<number>`sum(${t.amountPaise})::float8`,
        })
        .from(t)
        .where(inRange(filter, t.day, t.city))
        .groupBy(t.kind, t.reason)
        .orderBy(desc(lost), t.reason);
    },
  };
}

export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
