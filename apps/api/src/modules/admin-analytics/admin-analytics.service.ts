/**
 * `/admin/analytics`: the marketplace's figures over a range of Indian days, read from the daily roll-ups, and
 * the refresh that keeps them current (docs/decisions.md, "Analytics: a day at a time").
 */
import {
  adminAnalyticsTable,
  type TAdminAnalytics,
  type TAdminAnalyticsQuery,
  type TAdminAnalyticsTableId,
} from '@dawanow/shared/admin-analytics';
import { analyticsCsv, daysInRange } from '@dawanow/shared/analytics';
import { indianToday } from '@dawanow/shared/dates';
import type { Db } from '../../db/client';
import { lastDays } from '../store-dashboard/store-dashboard.service';
import { shareOf } from '../store-dashboard/store-figures';
import {
  ACCEPTANCE_BUCKET_SECONDS,
  type AdminAnalyticsRepository,
  type AnalyticsFilter,
  DELIVERY_BUCKET_SECONDS,
} from './admin-analytics.repository';

/**
 * Order events are numbered when written but committed in any order: each refresh looks again at this many
 * events before the newest it saw, so one committed late is not skipped.
 */
const EVENT_OVERLAP = 500;
/** Past days a refresh builds for the first time, at most (a new install's history comes in over a few runs). */
const BACKFILL_DAYS = 31;

type Bucket = { bucket: number; orders: number };

/** The value below which `fraction` of the counted durations fall, read at the middle of its bucket. */
export function percentileOf(buckets: Bucket[], fraction: number, step: number): number | null {
  const total = buckets.reduce((sum, bucket) => sum + bucket.orders, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const { bucket, orders } of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += orders;
    if (seen >= fraction * total) return (bucket + 0.5) * step;
  }
  return null;
}

export function createAdminAnalyticsService(deps: { db: Db; repository: AdminAnalyticsRepository }) {
  const { db, repository } = deps;

  /** Builds each day in its own transaction, noting the newest event seen before starting. */
  async function build(days: string[]): Promise<void> {
    if (days.length === 0) return;
    const { newest } = await repository.eventPositions(db);
    for (const day of days) await db.transaction((tx) => repository.buildDay(tx, day, newest));
  }

  async function analytics(query: TAdminAnalyticsQuery): Promise<TAdminAnalytics> {
    const filter: AnalyticsFilter = { from: query.from, to: query.to, city: query.city ?? null };
    // A day no refresh has reached yet (a new install, or a long range) is built now, once.
    await build(await repository.unbuiltDays(db, filter.from, filter.to, daysInRange(filter.from, filter.to)));
    const [asOf, days, stores, durations, bestSellers, losses] = await Promise.all([
      repository.oldestBuild(db, filter.from, filter.to),
      repository.byDay(db, filter),
      repository.byStore(db, filter),
      repository.durations(db, filter),
      repository.bestSellers(db, filter),
      repository.losses(db, filter),
    ]);
    const byDate = new Map(days.map((day) => [day.date, day]));
    const sum = (pick: (row: (typeof stores)[number]) => number) => stores.reduce((total, row) => total + pick(row), 0);
    const orders = sum((row) => row.orders - row.cancelled);
    const gmvPaise = sum((row) => row.gmvPaise);
    const newCustomers = days.reduce((total, day) => total + day.firstOrders, 0);
    const measured = (measure: 'delivery' | 'acceptance') => durations.filter((row) => row.measure === measure);
    const delivery = measured('delivery');
    const acceptance = measured('acceptance');
    const [decided, accepted] = [sum((row) => row.offersDecided), sum((row) => row.offersAccepted)];
    const delivered = sum((row) => row.delivered);
    return {
      range: { from: filter.from, to: filter.to },
      city: filter.city,
      asOf: asOf?.toISOString() ?? null,
      totals: {
        orders,
        cancelled: sum((row) => row.cancelled),
        gmvPaise,
        averageOrderPaise: orders ? Math.round(gmvPaise / orders) : null,
        newCustomers,
        returningOrders: orders - newCustomers,
        refunded: sum((row) => row.refunded),
        refundedPaise: sum((row) => row.refundedPaise),
      },
      byDay: lastDays(filter.to, daysInRange(filter.from, filter.to)).map((date) => {
        const day = byDate.get(date);
        return {
          date,
          orders: day ? day.orders - day.cancelled : 0,
          gmvPaise: day?.gmvPaise ?? 0,
          newCustomers: day?.firstOrders ?? 0,
        };
      }),
      acceptance: {
        decided,
        accepted,
        rate: shareOf(accepted, decided),
        medianSeconds: percentileOf(acceptance, 0.5, ACCEPTANCE_BUCKET_SECONDS),
        p90Seconds: percentileOf(acceptance, 0.9, ACCEPTANCE_BUCKET_SECONDS),
      },
      delivery: {
        delivered,
        medianSeconds: percentileOf(delivery, 0.5, DELIVERY_BUCKET_SECONDS),
        p90Seconds: percentileOf(delivery, 0.9, DELIVERY_BUCKET_SECONDS),
        promiseHitRate: shareOf(
          sum((row) => row.deliveredOnPromise),
          delivered,
        ),
      },
      losses,
      topMedicines: bestSellers.medicines,
      topSalts: bestSellers.salts,
      stores: stores
        .map((row) => ({
          storeId: row.storeId,
          name: row.name,
          city: row.city,
          orders: row.orders - row.cancelled,
          gmvPaise: row.gmvPaise,
          acceptanceRate: shareOf(row.offersAccepted, row.offersDecided),
          averageAcceptSeconds: row.offersAccepted ? Math.round(row.acceptSeconds / row.offersAccepted) : null,
          packedInTimeRate: shareOf(row.packedInTime, row.packingDue),
          promiseHitRate: shareOf(row.deliveredOnPromise, row.delivered),
          cancelled: row.cancelled,
          refunded: row.refunded,
        }))
        .sort((a, b) => b.gmvPaise - a.gmvPaise || a.name.localeCompare(b.name)),
    };
  }

  return {
    analytics,

    /**
     * Rebuilds the days whose orders changed since the last refresh (found through the order events), today
     * always, and a month of history never built; run by the durable job every few minutes.
     */
    async refresh(now = new Date()): Promise<string[]> {
      const today = indianToday(now);
      const { seen } = await repository.eventPositions(db);
      const changed = await repository.daysChangedAfter(db, Math.max(0, seen - EVENT_OVERLAP));
      const first = await repository.firstOrderDay(db);
      const history = first && first < today ? await repository.unbuiltDays(db, first, today, BACKFILL_DAYS) : [];
      const days = [...new Set([today, ...changed, ...history])].sort();
      await build(days);
      return days;
    },

    /** One chart's table as a CSV file: the same rows the page shows, as plain numbers a spreadsheet adds up. */
    async exportTable(query: TAdminAnalyticsQuery, id: TAdminAnalyticsTableId) {
      const csv = analyticsCsv(adminAnalyticsTable(await analytics(query), id));
      const city = query.city ? `-${query.city.replace(/[^A-Za-z0-9]+/g, '-')}` : '';
      return { csv, filename: `marketplace-${id}-${query.from}-to-${query.to}${city}.csv` };
    },
  };
}

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
