/**
 * The weekly settlement (ARCHITECTURE §3): every Tuesday (IST) each store's eligible entries — orders delivered
 * at least the dispute window before, not disputed, and any adjustments or returned payouts — become one payout.
 * A durable job runs it; stores are settled in batches, each its own transaction, so a run killed half-way
 * resumes where it stopped, and a second run the same day adds nothing.
 */
import { addDays, indianToday } from '@dawanow/shared/dates';
import type { TSettlementRunResult } from '@dawanow/shared/payouts/payouts';
import { deliveredBeforeDate, nextSettlementDate } from '@dawanow/shared/payouts/rules';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { MoneyRepository } from './money.repository';

export const SETTLEMENT_JOB = 'settlement';
/** Stores per transaction: small enough that a batch commits in seconds, large enough to keep statements few. */
const STORES_PER_BATCH = 500;
/** The job runs at 06:00 IST on the settlement day, before banks open. */
const RUN_HOUR_UTC = 0;
const RUN_MINUTE_UTC = 30;

export type Settlement = ReturnType<typeof createSettlement>;

export function createSettlement(deps: { db: Db; repository: MoneyRepository; provider: string }) {
  const { db, repository, provider } = deps;
  return {
    async run(settlementDate: string, startedBy: string | null): Promise<TSettlementRunResult> {
      const deliveredBefore = deliveredBeforeDate(settlementDate);
      await repository.startRun(db, { settlementDate, deliveredBefore, startedBy });
      let afterStoreId: string | null = null;
      do {
        const batch = await db.transaction(async (tx) => {
          // One run at a time: two would each see the other's entries as unsettled until it commits.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settlement'))`);
          // A batch joins a few hundred thousand open entries: in memory rather than spilled to disk
          await tx.execute(sql`set local work_mem = '64MB'`);
          return repository.settleBatch(tx, {
            settlementDate,
            deliveredBefore,
            provider,
            afterStoreId,
            batch: STORES_PER_BATCH,
          });
        });
        afterStoreId = batch.lastStoreId;
      } while (afterStoreId !== null);
      const totals = await repository.finishRun(db, settlementDate);
      return { settlementDate, deliveredBefore, ...totals };
    },
  };
}

/** When the next weekly run is due: the coming settlement day at 06:00 IST (today's, if that is still ahead). */
export function nextRunAt(now: Date): { date: string; at: Date } {
  let date = nextSettlementDate(indianToday(now));
  let at = new Date(`${date}T00:00:00Z`);
  at.setUTCHours(RUN_HOUR_UTC, RUN_MINUTE_UTC);
  if (at <= now) {
    date = nextSettlementDate(addDays(date, 1));
    at = new Date(`${date}T00:00:00Z`);
    at.setUTCHours(RUN_HOUR_UTC, RUN_MINUTE_UTC);
  }
  return { date, at };
}

/** Registers the weekly job (keyed by its day, so every process schedules the same one); the answer schedules the first. */
export function registerSettlementJob(
  deps: { db: Db; jobs: JobQueue; log: FastifyBaseLogger },
  settlement: Settlement,
) {
  const { db, jobs, log } = deps;
  const scheduleNext = (now: Date) => {
    const next = nextRunAt(now);
    return jobs.schedule(db, SETTLEMENT_JOB, next.date, next.at, { settlementDate: next.date });
  };
  jobs.register(SETTLEMENT_JOB, async (payload) => {
    const { settlementDate } = z.object({ settlementDate: z.iso.date() }).parse(payload);
    const result = await settlement.run(settlementDate, null);
    log.info(result, 'weekly settlement made');
    await scheduleNext(new Date());
  });
  return () => scheduleNext(new Date());
}
