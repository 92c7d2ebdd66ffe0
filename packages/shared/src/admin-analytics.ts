/**
 * The marketplace's analytics (`/admin/analytics`) over a range of Indian days, optionally one city's. Figures
 * belong to the day an order was placed and the city of the pharmacy holding it (docs/decisions.md, "Analytics:
 * a day at a time"); each chart has its table, described once here for the page and the CSV.
 */
import { z } from 'zod';
import { type TAnalyticsTable, topMedicinesTable, ZAnalyticsRange } from './analytics';

/** How often the roll-ups are brought up to date (a durable job); the page says so beside the figures. */
export const ANALYTICS_REFRESH_MINUTES = 5;

const ZDay = z.iso.date();
const ZShare = z.number().min(0).max(1).nullable();

export const ZAdminAnalyticsQuery = ZAnalyticsRange.safeExtend({
  city: z.string().trim().min(1).max(80, 'Choose a city from the list').optional(),
});
export type TAdminAnalyticsQuery = z.infer<typeof ZAdminAnalyticsQuery>;

export const ZAdminAnalytics = z.object({
  range: z.object({ from: ZDay, to: ZDay }),
  city: z.string().nullable(),
  /** The oldest build among the range's days: the figures are as of then (null with no days built) */
  asOf: z.iso.datetime({ offset: true }).nullable(),
  totals: z.object({
    /** Orders that reached a pharmacy, cancelled ones left out */
    orders: z.int(),
    cancelled: z.int(),
    /** The value of those orders, delivery fees included */
    gmvPaise: z.number(),
    averageOrderPaise: z.int().nullable(),
    /** Customers whose first order it was */
    newCustomers: z.int(),
    /** Orders from customers who had ordered before */
    returningOrders: z.int(),
    refunded: z.int(),
    refundedPaise: z.number(),
  }),
  /** One entry per day of the range, oldest first */
  byDay: z.array(z.object({ date: ZDay, orders: z.int(), gmvPaise: z.number(), newCustomers: z.int() })),
  acceptance: z.object({
    decided: z.int(),
    accepted: z.int(),
    rate: ZShare,
    medianSeconds: z.number().nullable(),
    p90Seconds: z.number().nullable(),
  }),
  /** Express and standard orders, placed → delivered */
  delivery: z.object({
    delivered: z.int(),
    medianSeconds: z.number().nullable(),
    p90Seconds: z.number().nullable(),
    /** Delivered within the promise made at checkout (express 30 min, standard 60 min) */
    promiseHitRate: ZShare,
  }),
  losses: z.array(
    z.object({ kind: z.enum(['cancelled', 'refunded']), reason: z.string(), orders: z.int(), amountPaise: z.number() }),
  ),
  topMedicines: z.array(z.object({ productId: z.uuid(), name: z.string(), units: z.int(), salesPaise: z.number() })),
  topSalts: z.array(z.object({ salt: z.string(), units: z.int(), salesPaise: z.number() })),
  /** Every pharmacy with orders or offers in the range, highest GMV first */
  stores: z.array(
    z.object({
      storeId: z.uuid(),
      name: z.string(),
      city: z.string(),
      orders: z.int(),
      gmvPaise: z.number(),
      acceptanceRate: ZShare,
      averageAcceptSeconds: z.number().nullable(),
      packedInTimeRate: ZShare,
      promiseHitRate: ZShare,
      cancelled: z.int(),
      refunded: z.int(),
    }),
  ),
});
export type TAdminAnalytics = z.infer<typeof ZAdminAnalytics>;

export const ADMIN_ANALYTICS_TABLES = [
  'gmv-by-day',
  'acceptance',
  'delivery',
  'losses',
  'top-medicines',
  'top-salts',
  'stores',
] as const;
export type TAdminAnalyticsTableId = (typeof ADMIN_ANALYTICS_TABLES)[number];

export const ZAdminAnalyticsExportQuery = ZAdminAnalyticsQuery.safeExtend({ table: z.enum(ADMIN_ANALYTICS_TABLES) });

const LOSS_LABEL = { cancelled: 'Cancelled', refunded: 'Refunded' } as const;

/** The table behind each chart, in raw values (the page formats them; the CSV writes plain numbers). */
export function adminAnalyticsTable(data: TAdminAnalytics, id: TAdminAnalyticsTableId): TAnalyticsTable {
  switch (id) {
    case 'gmv-by-day':
      return {
        title: 'GMV, orders and new customers per day',
        columns: [
          { label: 'Day', kind: 'date' },
          { label: 'Orders', kind: 'count' },
          { label: 'GMV', kind: 'money' },
          { label: 'New customers', kind: 'count' },
        ],
        rows: data.byDay.map((day) => [day.date, day.orders, day.gmvPaise, day.newCustomers]),
      };
    case 'acceptance':
      return {
        title: 'Acceptance by pharmacies',
        columns: [
          { label: 'Offers answered or lapsed', kind: 'count' },
          { label: 'Accepted', kind: 'count' },
          { label: 'Acceptance rate', kind: 'rate' },
          { label: 'Median time to accept', kind: 'duration' },
          { label: '90th percentile', kind: 'duration' },
        ],
        rows: [
          [
            data.acceptance.decided,
            data.acceptance.accepted,
            data.acceptance.rate,
            data.acceptance.medianSeconds,
            data.acceptance.p90Seconds,
          ],
        ],
      };
    case 'delivery':
      return {
        title: 'Fulfilment (placed to delivered)',
        columns: [
          { label: 'Delivered orders', kind: 'count' },
          { label: 'Median', kind: 'duration' },
          { label: '90th percentile', kind: 'duration' },
          { label: 'Delivered on promise', kind: 'rate' },
        ],
        rows: [
          [
            data.delivery.delivered,
            data.delivery.medianSeconds,
            data.delivery.p90Seconds,
            data.delivery.promiseHitRate,
          ],
        ],
      };
    case 'losses':
      return {
        title: 'Cancellations and refunds by reason',
        columns: [
          { label: 'What happened', kind: 'text' },
          { label: 'Reason', kind: 'text' },
          { label: 'Orders', kind: 'count' },
          { label: 'Value', kind: 'money' },
        ],
        rows: data.losses.map((loss) => [LOSS_LABEL[loss.kind], loss.reason, loss.orders, loss.amountPaise]),
      };
    case 'top-medicines':
      return topMedicinesTable(data.topMedicines);
    case 'top-salts':
      return {
        title: 'Top salts',
        columns: [
          { label: 'Salt', kind: 'text' },
          { label: 'Units', kind: 'count' },
          { label: 'Sales of medicines containing it', kind: 'money' },
        ],
        rows: data.topSalts.map((salt) => [salt.salt, salt.units, salt.salesPaise]),
      };
    case 'stores':
      return {
        title: 'Pharmacies',
        columns: [
          { label: 'Pharmacy', kind: 'text' },
          { label: 'City', kind: 'text' },
          { label: 'Orders', kind: 'count' },
          { label: 'GMV', kind: 'money' },
          { label: 'Acceptance rate', kind: 'rate' },
          { label: 'Average time to accept', kind: 'duration' },
          { label: 'Packed within 15 min', kind: 'rate' },
          { label: 'Delivered on promise', kind: 'rate' },
          { label: 'Cancelled', kind: 'count' },
          { label: 'Refunded', kind: 'count' },
        ],
        rows: data.stores.map((store) => [
          store.name,
          store.city,
          store.orders,
          store.gmvPaise,
          store.acceptanceRate,
          store.averageAcceptSeconds,
          store.packedInTimeRate,
          store.promiseHitRate,
          store.cancelled,
          store.refunded,
        ]),
      };
  }
}
