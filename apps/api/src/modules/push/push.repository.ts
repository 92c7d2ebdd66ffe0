/** The push_subscriptions table: who gets what on which device (schema/push.ts). */
import type { TLanguage } from '@dawanow/shared/languages';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/auth';
import { pushSubscriptions } from '../../db/schema/push';

export type PushTargetRow = Pick<typeof pushSubscriptions.$inferSelect, 'id' | 'endpoint' | 'p256dh' | 'auth'>;

const targetFields = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** null is the customer's order updates; a store id its new-order alerts */
const forStore = (storeId: string | null) =>
  storeId === null ? isNull(pushSubscriptions.storeId) : eq(pushSubscriptions.storeId, storeId);

export function createPushRepository() {
  return {
    /** The language a person reads the app in, for what is sent to them (English until they choose) */
    async languageOf(ex: Executor, userId: string): Promise<TLanguage> {
      const [row] = await ex.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
      return row?.language ?? 'en';
    },

    /**
     * The device's subscription for this purpose, made or taken over: whoever signed in on the browser last
     * is who it speaks for, under the session they are signed in with now.
     */
    async save(
      ex: Executor,
      row: Pick<
        typeof pushSubscriptions.$inferInsert,
        'endpoint' | 'p256dh' | 'auth' | 'userId' | 'sessionId' | 'storeId' | 'label'
      >,
    ): Promise<void> {
      await ex
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: [pushSubscriptions.endpoint, pushSubscriptions.storeId],
          set: {
            p256dh: row.p256dh,
            auth: row.auth,
            userId: row.userId,
            sessionId: row.sessionId,
            label: row.label ?? '',
          },
        });
    },

    async remove(ex: Executor, userId: string, endpoint: string, storeId: string | null): Promise<void> {
      await ex
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint), forStore(storeId)));
    },

    /** What the device at `endpoint` gets for `userId`: order updates, and new orders of which stores. */
    async purposesOf(ex: Executor, userId: string, endpoint: string): Promise<(string | null)[]> {
      const rows = await ex
        .select({ storeId: pushSubscriptions.storeId })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
      return rows.map((row) => row.storeId);
    },

    /** The devices where a customer asked for their order updates */
    customerTargets(ex: Executor, userId: string): Promise<PushTargetRow[]> {
      return ex
        .select(targetFields)
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), isNull(pushSubscriptions.storeId)));
    },

    /** The devices where members of the store asked for its new orders */
    storeTargets(ex: Executor, storeId: string): Promise<PushTargetRow[]> {
      return ex
        .select(targetFields)
        .from(pushSubscriptions)
        .where(and(isNotNull(pushSubscriptions.storeId), eq(pushSubscriptions.storeId, storeId)));
    },

    /** The push service said the browser dropped it: every purpose of that device goes. */
    async forgetEndpoint(ex: Executor, endpoint: string): Promise<void> {
      await ex.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async markDelivered(ex: Executor, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await ex.update(pushSubscriptions).set({ lastSuccessAt: sql`now()` }).where(inArray(pushSubscriptions.id, ids));
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
