import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/auth';

export function createRateLimitsRepository(db: Db) {
  return {
    /**
     * Counts one hit against `key` in a fixed window, atomically (one upsert), so every API
     * process sharing the database sees the same count.
     */
    async hit(key: string, windowSeconds: number): Promise<{ hits: number; windowEndsAt: Date }> {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
            windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
