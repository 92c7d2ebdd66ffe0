/** The store dashboard's figures, each from one query over the store's orders, offers and prescriptions. */
import { PARTNER_WINDOW_DAYS, SALES_SERIES_DAYS } from '@dawanow/shared/store-dashboard';
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderOffers, orders } from '../../db/schema/orders';
import { indianDayOf, offerFigures, orderFigures, packingFigures, shareOf, wasOffered } from './store-figures';

/** Midnight in India `daysAgo` days before today, as the instant timestamps compare with. */
const startOfIndianDay = (daysAgo: number) =>
  sql`((now() at time zone 'Asia/Kolkata')::date - ${daysAgo}::int)::timestamp at time zone 'Asia/Kolkata'`;
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
/** How many of the rows to list on the dashboard; the orders page has the rest. */
const QUEUE_LIMIT = 20;

export function createStoreDashboardRepository() {
  return {
    /**
     * Orders, sales and accepted orders per Indian day over the last `SALES_SERIES_DAYS` days; days
     * without orders are absent. Orders never paid for were never offered to the store.
     */
    async salesByDay(ex: Executor, storeId: string) {
      const day = indianDayOf(orders.createdAt);
      return ex
        .select({ date: day, ...orderFigures })
        .from(orders)
        .where(
          and(eq(orders.storeId, storeId), gte(orders.createdAt, startOfIndianDay(SALES_SERIES_DAYS - 1)), wasOffered),
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
        .select(offerFigures)
        .from(orderOffers)
        .where(and(eq(orderOffers.storeId, storeId), gte(orderOffers.offeredAt, daysAgo(PARTNER_WINDOW_DAYS))));
      const [packing] = await ex
        .select(packingFigures)
        .from(orders)
        .where(and(eq(orders.storeId, storeId), gte(orders.acceptedAt, daysAgo(PARTNER_WINDOW_DAYS))));
      return {
        acceptanceRate: shareOf(offers?.accepted, offers?.decided),
        packedInTimeRate: shareOf(packing?.inTime, packing?.due),
      };
    },
  };
}

export type StoreDashboardRepository = ReturnType<typeof createStoreDashboardRepository>;
