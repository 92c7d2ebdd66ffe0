/**
 * Prescription retention (docs/decisions.md, "Retention: 3 years"): a daily durable job, one per
 * Indian date across all processes, removes files and register rows past retention.
 */
import { indianToday } from '@dawanow/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/jobs';
import type { PrescriptionsService } from './prescriptions.service';

const RETENTION_SWEEP = 'retention-sweep';
const DAY_MS = 24 * 60 * 60_000;

/** Registers the sweep; the answer schedules today's, once the app is ready. */
export function registerRetentionSweep(
  app: FastifyInstance,
  jobs: JobQueue,
  prescriptions: Pick<PrescriptionsService, 'sweepRetention'>,
): () => Promise<void> {
  const scheduleSweep = (at: Date) => jobs.schedule(app.database.db, RETENTION_SWEEP, indianToday(at), at, {});
  jobs.register(RETENTION_SWEEP, async () => {
    const removed = await prescriptions.sweepRetention();
    app.log.info({ removed }, 'prescription retention sweep done');
    await scheduleSweep(new Date(Date.now() + DAY_MS));
  });
  return () => scheduleSweep(new Date());
}
