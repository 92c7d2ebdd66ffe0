/**
 * The admin dashboard's figures over the whole marketplace. Each reads a bounded slice through an
 * index — today's and last week's day of orders, open orders, open offers, stores — never every order.
 */
import { OPEN_ORDER_STATUSES } from '@dawanow/shared/admin-dashboard';
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { AWAITING_REVIEW_STATUSES } from '@dawanow/shared/store-applications';
import { and, asc, count, eq, gt, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type Executor, readEach } from '../../db/client';
import { orderOffers, orders } from '../../db/schema/orders';
import { cashRefunds, paymentRefunds } from '../../db/schema/payments';
import { prescriptions } from '../../db/schema/prescriptions';
import { storeApplications } from '../../db/schema/store-applications';
import { storeClosures, stores } from '../../db/schema/stores';
import { wasOffered } from '../store-dashboard/store-figures';

/** Orders placed in [from, to): how many reached a store and their value, cancelled ones left out. */
const salesBetween = (ex: Executor, from: SQL, to: SQL) =>
  ex
    .select({
      orders: sql<number>`count(*)::int`,
      // A day's marketplace total can pass the 32-bit range that one order's fits in
      gmvPaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::float8`,
    })
    .from(orders)
    .where(
      and(
        sql`${orders.createdAt} >= ${from}`,
        sql`${orders.createdAt} < ${to}`,
        wasOffered,
        ne(orders.status, 'cancelled'),
      ),
    );

/** Midnight in India today, and the same instant a week before. */
const todayStart = sql`(now() at time zone 'Asia/Kolkata')::date::timestamp at time zone 'Asia/Kolkata'`;
const weekAgo = (instant: SQL) => sql`${instant} - interval '7 days'`;

export function createAdminDashboardRepository() {
  return {
    /** Today so far, and the same weekday a week ago up to the same time of day. */
    async sales(ex: Executor) {
      const [[today], [lastWeek]] = await readEach(ex, [
        () => salesBetween(ex, todayStart, sql`now()`),
        () => salesBetween(ex, weekAgo(todayStart), weekAgo(sql`now()`)),
      ]);
      return { today: today ?? { orders: 0, gmvPaise: 0 }, lastWeek: lastWeek ?? { orders: 0, gmvPaise: 0 } };
    },

    openOrdersByStatus(ex: Executor) {
      return ex
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(inArray(orders.status, [...OPEN_ORDER_STATUSES]))
        .groupBy(orders.status);
    },

    /** Offers still pending after their window: the oldest first, with how many there are in all. */
    pastAcceptanceWindow(ex: Executor, limit: number) {
      return ex
        .select({
          id: orders.id,
          number: orders.number,
          storeName: stores.name,
          dueAt: orderOffers.expiresAt,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(orderOffers)
        .innerJoin(orders, eq(orders.id, orderOffers.orderId))
        .innerJoin(stores, eq(stores.id, orderOffers.storeId))
        .where(and(eq(orderOffers.outcome, 'pending'), lt(orderOffers.expiresAt, sql`now()`)))
        .orderBy(asc(orderOffers.expiresAt))
        .limit(limit);
    },

    /** Accepted, unpacked orders whose 15 minutes have run out: the longest overdue first. */
    slaBreaches(ex: Executor, limit: number) {
      const packBy = sql<Date>`${orders.acceptedAt} + make_interval(mins => ${FULFILMENT_SLA_MINUTES})`;
      return ex
        .select({
          id: orders.id,
          number: orders.number,
          storeName: stores.name,
          dueAt: packBy.mapWith(orders.acceptedAt),
          total: sql<number>`count(*) over ()::int`,
        })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(and(eq(orders.status, 'processing'), lt(packBy, sql`now()`)))
        .orderBy(asc(orders.acceptedAt))
        .limit(limit);
    },

    /** Every store's state and hours, with the closures in force now. */
    async storesNow(ex: Executor) {
      const [all, closed] = await Promise.all([
        ex
          .select({
            id: stores.id,
            status: stores.status,
            isAcceptingOrders: stores.isAcceptingOrders,
            openingHours: stores.openingHours,
          })
          .from(stores),
        ex
          .select({ storeId: storeClosures.storeId, startsAt: storeClosures.startsAt, endsAt: storeClosures.endsAt })
          .from(storeClosures)
          .where(and(lte(storeClosures.startsAt, sql`now()`), gt(storeClosures.endsAt, sql`now()`))),
      ]);
      return { all, closed };
    },

    async prescriptionsWaiting(ex: Executor): Promise<number> {
      const [row] = await ex.select({ count: count() }).from(prescriptions).where(eq(prescriptions.status, 'pending'));
      return row?.count ?? 0;
    },

    async refundRequests(ex: Executor): Promise<number> {
      const [row] = await ex.select({ count: count() }).from(orders).where(eq(orders.status, 'refund_requested'));
      return row?.count ?? 0;
    },

    async cashRefundsToPay(ex: Executor): Promise<number> {
      const [row] = await ex
        .select({ count: count() })
        .from(cashRefunds)
        .where(eq(cashRefunds.status, 'details_received'));
      return row?.count ?? 0;
    },

    /** Refunds the gateway failed every automatic attempt at (a partial index holds just those) */
    async refundsFailed(ex: Executor): Promise<number> {
      const [row] = await ex.select({ count: count() }).from(paymentRefunds).where(eq(paymentRefunds.status, 'failed'));
      return row?.count ?? 0;
    },

    /** Store applications waiting for an administrator: the `(status, queued_at, id)` index's first column */
    async storeApplicationsWaiting(ex: Executor): Promise<number> {
      const [row] = await ex
        .select({ count: count() })
        .from(storeApplications)
        .where(inArray(storeApplications.status, [...AWAITING_REVIEW_STATUSES]));
      return row?.count ?? 0;
    },
  };
}

export type AdminDashboardRepository = ReturnType<typeof createAdminDashboardRepository>;
