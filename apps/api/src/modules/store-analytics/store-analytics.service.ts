/** `/store/analytics`: the store's figures over a range of Indian days, and each chart's table as CSV. */

import { analyticsCsv, daysInRange, type TAnalyticsRange } from '@dawanow/shared/analytics';
import { analyticsTable, type TAnalyticsTableId, type TStoreAnalytics } from '@dawanow/shared/store-analytics';
import type { Db } from '../../db/client';
import { lastDays } from '../store-dashboard/store-dashboard.service';
import { shareOf } from '../store-dashboard/store-figures';
import type { StoreAnalyticsRepository } from './store-analytics.repository';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const byCountThenReason = (a: { orders: number; reason: string }, b: { orders: number; reason: string }) =>
  b.orders - a.orders || a.reason.localeCompare(b.reason);

export function createStoreAnalyticsService(deps: { db: Db; repository: StoreAnalyticsRepository }) {
  const { db, repository } = deps;

  async function analytics(storeId: string, range: TAnalyticsRange): Promise<TStoreAnalytics> {
    // Independent reads: run side by side on the pool.
    const [slots, topMedicines, acceptance, fulfilment, cancellations, rejections] = await Promise.all([
      repository.byDayAndHour(db, storeId, range),
      repository.topMedicines(db, storeId, range),
      repository.acceptance(db, storeId, range),
      repository.fulfilment(db, storeId, range),
      repository.cancellations(db, storeId, range),
      repository.rejections(db, storeId, range),
    ]);
    const days = new Map<string, { orders: number; salesPaise: number }>();
    const ordersByHour = new Map<number, number>();
    const totals = { orders: 0, salesPaise: 0, sales: 0 };
    for (const slot of slots) {
      const day = days.get(slot.date) ?? { orders: 0, salesPaise: 0 };
      days.set(slot.date, { orders: day.orders + slot.orders, salesPaise: day.salesPaise + slot.salesPaise });
      ordersByHour.set(slot.hour, (ordersByHour.get(slot.hour) ?? 0) + slot.orders);
      totals.orders += slot.orders;
      totals.salesPaise += slot.salesPaise;
      totals.sales += slot.sales;
    }
    return {
      range,
      totals: {
        orders: totals.orders,
        salesPaise: totals.salesPaise,
        averageOrderPaise: totals.sales ? Math.round(totals.salesPaise / totals.sales) : null,
      },
      byDay: lastDays(range.to, daysInRange(range.from, range.to)).map((date) => ({
        date,
        orders: days.get(date)?.orders ?? 0,
        salesPaise: days.get(date)?.salesPaise ?? 0,
      })),
      byHour: HOURS.map((hour) => ({ hour, orders: ordersByHour.get(hour) ?? 0 })),
      topMedicines,
      acceptance: {
        accepted: acceptance?.accepted ?? 0,
        rejected: acceptance?.rejected ?? 0,
        lapsed: acceptance?.lapsed ?? 0,
        rate: shareOf(acceptance?.accepted, acceptance?.decided),
        medianSecondsToAccept: acceptance?.medianSecondsToAccept ?? null,
      },
      fulfilment: {
        packed: fulfilment?.packed ?? 0,
        medianSeconds: fulfilment?.medianSeconds ?? null,
        p90Seconds: fulfilment?.p90Seconds ?? null,
        packedInTimeRate: shareOf(fulfilment?.inTime, fulfilment?.due),
      },
      losses: [
        ...cancellations.sort(byCountThenReason).map((row) => ({ kind: 'cancelled' as const, ...row })),
        ...rejections.sort(byCountThenReason).map((row) => ({ kind: 'rejected' as const, ...row })),
      ],
    };
  }

  return {
    analytics,

    /** One chart's table as a CSV file: the same rows the page shows, as plain numbers a spreadsheet adds up. */
    async exportTable(storeId: string, range: TAnalyticsRange, id: TAnalyticsTableId) {
      const csv = analyticsCsv(analyticsTable(await analytics(storeId, range), id));
      return { csv, filename: `analytics-${id}-${range.from}-to-${range.to}.csv` };
    },
  };
}

export type StoreAnalyticsService = ReturnType<typeof createStoreAnalyticsService>;
