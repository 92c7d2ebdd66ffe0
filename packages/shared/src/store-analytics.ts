/**
 * A store's analytics (`/store/analytics`) over a range of Indian (Asia/Kolkata) days. The figures use the
 * dashboard's definitions (docs/decisions.md, "What the dashboard counts"); each chart has a table behind it,
 * described once here so the page's accessible table and the CSV download show the same rows.
 */
import { z } from 'zod';
import { type TAnalyticsTable, topMedicinesTable, ZAnalyticsRange } from './analytics';

const ZDay = z.iso.date();

export const ZStoreAnalytics = z.object({
  range: z.object({ from: ZDay, to: ZDay }),
  totals: z.object({
    /** Orders held by the store placed in the range, cancelled and never-paid ones left out */
    orders: z.int(),
    /** Accepted orders neither cancelled nor refunded */
    salesPaise: z.int(),
    averageOrderPaise: z.int().nullable(),
  }),
  /** One entry per day of the range, oldest first, days without orders as 0 */
  byDay: z.array(z.object({ date: ZDay, orders: z.int(), salesPaise: z.int() })),
  /** 24 entries, hour 0 (midnight–1 am IST) to 23 */
  byHour: z.array(z.object({ hour: z.int().min(0).max(23), orders: z.int() })),
  /** The best-selling medicines by value, at most 10 */
  topMedicines: z.array(z.object({ productId: z.uuid(), name: z.string(), units: z.int(), salesPaise: z.int() })),
  acceptance: z.object({
    accepted: z.int(),
    rejected: z.int(),
    lapsed: z.int(),
    /** Accepted among accepted, rejected and lapsed; null with none */
    rate: z.number().min(0).max(1).nullable(),
    medianSecondsToAccept: z.number().nullable(),
  }),
  fulfilment: z.object({
    /** Orders accepted in the range and since packed */
    packed: z.int(),
    /** Acceptance → packed */
    medianSeconds: z.number().nullable(),
    p90Seconds: z.number().nullable(),
    /** Packed within 15 minutes among those whose clock ran out or that were packed (the partner figure) */
    packedInTimeRate: z.number().min(0).max(1).nullable(),
  }),
  /** Orders cancelled while the store held them, and offers it turned down, by reason */
  losses: z.array(z.object({ kind: z.enum(['cancelled', 'rejected']), reason: z.string(), orders: z.int() })),
});
export type TStoreAnalytics = z.infer<typeof ZStoreAnalytics>;

export const ANALYTICS_TABLES = [
  'sales-by-day',
  'orders-by-hour',
  'top-medicines',
  'acceptance',
  'fulfilment',
  'losses',
] as const;
export type TAnalyticsTableId = (typeof ANALYTICS_TABLES)[number];

export const ZAnalyticsExportQuery = ZAnalyticsRange.safeExtend({ table: z.enum(ANALYTICS_TABLES) });

const LOSS_LABEL = { cancelled: 'Cancelled', rejected: 'Turned down' } as const;

/** The table behind each chart, in raw values (the page formats them; the CSV writes plain numbers). */
export function analyticsTable(data: TStoreAnalytics, id: TAnalyticsTableId): TAnalyticsTable {
  switch (id) {
    case 'sales-by-day':
      return {
        title: 'Sales and orders per day',
        columns: [
          { label: 'Day', kind: 'date' },
          { label: 'Orders', kind: 'count' },
          { label: 'Sales', kind: 'money' },
        ],
        rows: data.byDay.map((day) => [day.date, day.orders, day.salesPaise]),
      };
    case 'orders-by-hour':
      return {
        title: 'Orders by hour of day (IST)',
        columns: [
          { label: 'Hour', kind: 'hour' },
          { label: 'Orders', kind: 'count' },
        ],
        rows: data.byHour.map((entry) => [entry.hour, entry.orders]),
      };
    case 'top-medicines':
      return topMedicinesTable(data.topMedicines);
    case 'acceptance':
      return {
        title: 'Acceptance',
        columns: [
          { label: 'Accepted', kind: 'count' },
          { label: 'Turned down', kind: 'count' },
          { label: 'Lapsed', kind: 'count' },
          { label: 'Acceptance rate', kind: 'rate' },
          { label: 'Median time to accept', kind: 'duration' },
        ],
        rows: [
          [
            data.acceptance.accepted,
            data.acceptance.rejected,
            data.acceptance.lapsed,
            data.acceptance.rate,
            data.acceptance.medianSecondsToAccept,
          ],
        ],
      };
    case 'fulfilment':
      return {
        title: 'Fulfilment (acceptance to packed)',
        columns: [
          { label: 'Packed orders', kind: 'count' },
          { label: 'Median', kind: 'duration' },
          { label: '90th percentile', kind: 'duration' },
          { label: 'Packed within 15 minutes', kind: 'rate' },
        ],
        rows: [
          [
            data.fulfilment.packed,
            data.fulfilment.medianSeconds,
            data.fulfilment.p90Seconds,
            data.fulfilment.packedInTimeRate,
          ],
        ],
      };
    case 'losses':
      return {
        title: 'Cancellations and rejections by reason',
        columns: [
          { label: 'What happened', kind: 'text' },
          { label: 'Reason', kind: 'text' },
          { label: 'Orders', kind: 'count' },
        ],
        rows: data.losses.map((loss) => [LOSS_LABEL[loss.kind], loss.reason, loss.orders]),
      };
  }
}
