/**
 * What the store's figures count (docs/decisions.md, "What the dashboard counts"), written once as SQL pieces:
 * the dashboard, analytics and the customers list build their queries from these, so "a sale" or "the
 * acceptance rate" means the same on every screen.
 */
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderOffers, orders } from '../../db/schema/orders';

/** The Indian calendar day of an instant, "YYYY-MM-DD". */
export const indianDayOf = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Midnight in India at the start of a calendar day ("YYYY-MM-DD"), as the instant timestamps compare with. */
export const startOfIndianDate = (date: string) => sql`(${date}::date)::timestamp at time zone 'Asia/Kolkata'`;

/** Orders never paid for were never offered to a store. */
export const wasOffered = notInArray(orders.status, ['pending_payment', 'payment_failed']);

/** Money that stays with the store: accepted, then neither cancelled nor refunded. */
export const isSale = sql`${orders.acceptedAt} is not null and ${orders.status} not in ('cancelled', 'refunded')`;

/** Orders, sales and the sales' count among offered orders (the dashboard's "today", analytics' days). */
export const orderFigures = {
  orders: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')::int`,
  salesPaise: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${isSale}), 0)::int`,
  sales: sql<number>`count(*) filter (where ${isSale})::int`,
};

/** Offers accepted among those the store answered or let lapse; withdrawn ones were never its to answer. */
export const offerFigures = {
  accepted: sql<number>`count(*) filter (where ${orderOffers.outcome} = 'accepted')::int`,
  decided: sql<number>`count(*) filter (where ${orderOffers.outcome} in ('accepted', 'rejected', 'expired'))::int`,
};

const slaInterval = sql`make_interval(mins => ${FULFILMENT_SLA_MINUTES})`;

/** Accepted orders packed within the 15 minutes, among those whose clock has run out or that were packed. */
export const packingFigures = {
  inTime: sql<number>`count(*) filter (where ${orders.packedAt} is not null
    and ${orders.packedAt} <= ${orders.acceptedAt} + ${slaInterval})::int`,
  // Orders still inside their 15 minutes are not late yet; one cancelled unpacked never ran out its clock.
  due: sql<number>`count(*) filter (where ${orders.packedAt} is not null
    or (${orders.status} <> 'cancelled' and ${orders.acceptedAt} <= now() - ${slaInterval}))::int`,
};

/** A share, or null when nothing was counted. */
export const shareOf = (part: number | undefined, whole: number | undefined) => (whole ? (part ?? 0) / whole : null);
