/** The store dashboard's figures, each from one query over the store's orders, offers and prescriptions. */
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { PARTNER_WINDOW_DAYS, SALES_SERIES_DAYS } from '@dawanow/shared/store-dashboard';
import { and, asc, eq, gte, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderOffers, orders } from '../../db/schema/orders';

/** Midnight in India `daysAgo` days before today, as the instant timestamps compare with. */
const startOfIndianDay = (daysAgo: number) =>
  sql`((now() at time zone 'Asia/Kolkata')::date - ${daysAgo}::int)::timestamp at time zone 'Asia/Kolkata'`;
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const slaInterval = sql`make_interval(mins => ${FULFILMENT_SLA_MINUTES})`;

/** Money that stays with the store: accepted, then neither cancelled nor refunded. */
const isSale = sql`${orders.acceptedAt} is not null and ${orders.status} not in ('cancelled', 'refunded')`;
/** How many of the rows to list on the dashboard; the orders page has the rest. */
const QUEUE_LIMIT = 20;

export function createStoreDashboardRepository() {
  return {
    /**
     * Orders, sales and accepted orders per Indian day over the last `SALES_SERIES_DAYS` days; days
     * without orders are absent. Orders never paid for were never offered to the store.
     */
    async salesByDay(ex: Executor, storeId: string) {
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      return ex
        .select({
          date: day,
          orders: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')::int`,
          salesPaise: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${isSale}), 0)::int`,
          sales: sql<number>`count(*) filter (where ${isSale})::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            gte(orders.createdAt, startOfIndianDay(SALES_SERIES_DAYS - 1)),
            notInArray(orders.status, ['pending_payment', 'payment_failed']),
          ),
        )
        .groupBy(day);
    },

    /** Orders offered to the store and not yet answered, the soonest to lapse first. */
    waiting(ex: Executor, storeId: string) {
      return ex
        .select({
          id: orders.id,
          number: orders.number,
          totalPaise: orders.totalPaise,
          offerExpiresAt: orderOffers.expiresAt,
        })
        .from(orders)
        .innerJoin(
          orderOffers,
          and(
            eq(orderOffers.orderId, orders.id),
            eq(orderOffers.storeId, orders.storeId),
            eq(orderOffers.outcome, 'pending'),
          ),
        )
        .where(and(eq(orders.storeId, storeId), eq(orders.status, 'placed')))
        .orderBy(asc(orderOffers.expiresAt))
        .limit(QUEUE_LIMIT);
    },

    /** Accepted orders not yet packed: the 15-minute fulfilment clock is running on them. */
    async packing(ex: Executor, storeId: string) {
      const rows = await ex
        .select({ id: orders.id, number: orders.number, status: orders.status, acceptedAt: orders.acceptedAt })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), eq(orders.status, 'processing'), isNotNull(orders.acceptedAt)))
        .orderBy(asc(orders.acceptedAt))
        .limit(QUEUE_LIMIT);
      return rows.flatMap(({ acceptedAt, ...row }) => (acceptedAt ? [{ ...row, acceptedAt }] : []));
    },

    /** The partner agreement's figures over the last `PARTNER_WINDOW_DAYS` days. */
    async partnerFigures(ex: Executor, storeId: string) {
      const [offers] = await ex
        .select({
          accepted: sql<number>`count(*) filter (where ${orderOffers.outcome} = 'accepted')::int`,
          // Withdrawn offers (the customer cancelled, payment lapsed) were never the store's to answer.
          decided: sql<number>`count(*) filter (where ${orderOffers.outcome} in ('accepted', 'rejected', 'expired'))::int`,
        })
        .from(orderOffers)
        .where(and(eq(orderOffers.storeId, storeId), gte(orderOffers.offeredAt, daysAgo(PARTNER_WINDOW_DAYS))));
      const packedInTime = sql`${orders.packedAt} is not null and ${orders.packedAt} <= ${orders.acceptedAt} + ${slaInterval}`;
      const [packing] = await ex
        .select({
          inTime: sql<number>`count(*) filter (where ${packedInTime})::int`,
          // Orders still inside their 15 minutes are not late yet; one cancelled unpacked never ran out its clock.
          due: sql<number>`count(*) filter (where ${orders.packedAt} is not null
            or (${orders.status} <> 'cancelled' and ${orders.acceptedAt} <= now() - ${slaInterval}))::int`,
        })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), gte(orders.acceptedAt, daysAgo(PARTNER_WINDOW_DAYS))));
      return {
        acceptanceRate: offers?.decided ? offers.accepted / offers.decided : null,
        packedInTimeRate: packing?.due ? packing.inTime / packing.due : null,
      };
    },
  };
}

export type StoreDashboardRepository = ReturnType<typeof createStoreDashboardRepository>;
