/**
 * Keeps the analytics roll-ups current: a durable job every few minutes, one per time slot across all
 * processes (the slot is the job's key), each scheduling the next when it is done.
 */
import { ANALYTICS_REFRESH_MINUTES } from '@dawanow/shared/admin-analytics';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/jobs';
import type { AdminAnalyticsService } from './admin-analytics.service';

const ANALYTICS_REFRESH = 'analytics-refresh';
const SLOT_MS = ANALYTICS_REFRESH_MINUTES * 60_000;

/** Registers the refresh; the answer schedules the first, once the app is ready. */
export function registerAnalyticsRefresh(
  app: FastifyInstance,
  jobs: JobQueue,
  analytics: Pick<AdminAnalyticsService, 'refresh'>,
): () => Promise<void> {
  const scheduleAt = (at: Date) => {
    const slot = new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
    return jobs.schedule(app.database.db, ANALYTICS_REFRESH, slot.toISOString(), at, {});
  };
  jobs.register(ANALYTICS_REFRESH, async () => {
    const days = await analytics.refresh();
    app.log.debug({ days }, 'analytics roll-ups refreshed');
    await scheduleAt(new Date(Date.now() + SLOT_MS));
  });
  return () => scheduleAt(new Date());
}
