/** A store's holiday closures, its change requests to the platform, its pharmacists and the audit of its settings. */
import { and, asc, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storeAuditLog, storeChangeRequests, storeClosures, storeMembers } from '../../db/schema/stores';

export type ClosureRow = typeof storeClosures.$inferSelect;
export type ChangeRequestRow = typeof storeChangeRequests.$inferSelect;

export function createStoreSettingsRepository() {
  return {
    /** Closures not yet over at `now`, soonest first. */
    async openClosures(ex: Executor, storeId: string, now: Date): Promise<ClosureRow[]> {
      return ex
        .select()
        .from(storeClosures)
        .where(and(eq(storeClosures.storeId, storeId), gt(storeClosures.endsAt, now)))
        .orderBy(asc(storeClosures.startsAt));
    },

    /** The store's first closure overlapping [from, to), if any. */
    async overlapping(ex: Executor, storeId: string, from: Date, to: Date): Promise<ClosureRow | null> {
      const [row] = await ex
        .select()
        .from(storeClosures)
        .where(and(eq(storeClosures.storeId, storeId), lt(storeClosures.startsAt, to), gt(storeClosures.endsAt, from)))
        .orderBy(asc(storeClosures.startsAt))
        .limit(1);
      return row ?? null;
    },

    async insertClosure(
      ex: Executor,
      closure: Pick<ClosureRow, 'storeId' | 'startsAt' | 'endsAt' | 'reason' | 'createdBy'>,
    ): Promise<ClosureRow> {
      const [row] = await ex.insert(storeClosures).values(closure).returning();
      if (!row) throw new Error('closure insert returned nothing');
      return row;
    },

    /** Deletes the store's closure if it is not over yet; the deleted row, or null. */
    async deleteOpenClosure(ex: Executor, storeId: string, closureId: string, now: Date): Promise<ClosureRow | null> {
      const [row] = await ex
        .delete(storeClosures)
        .where(and(eq(storeClosures.id, closureId), eq(storeClosures.storeId, storeId), gt(storeClosures.endsAt, now)))
        .returning();
      return row ?? null;
    },

    async changeRequests(ex: Executor, storeId: string): Promise<ChangeRequestRow[]> {
      return ex
        .select()
        .from(storeChangeRequests)
        .where(eq(storeChangeRequests.storeId, storeId))
        .orderBy(desc(storeChangeRequests.createdAt), desc(storeChangeRequests.id))
        .limit(200);
    },

    async pendingRequestFor(ex: Executor, storeId: string, field: string): Promise<ChangeRequestRow | null> {
      const [row] = await ex
        .select()
        .from(storeChangeRequests)
        .where(
          and(
            eq(storeChangeRequests.storeId, storeId),
            eq(storeChangeRequests.field, field),
            eq(storeChangeRequests.status, 'pending'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async insertChangeRequest(
      ex: Executor,
      request: Pick<ChangeRequestRow, 'storeId' | 'requestedBy' | 'field' | 'requestedValue' | 'reason'>,
    ): Promise<ChangeRequestRow> {
      const [row] = await ex.insert(storeChangeRequests).values(request).returning();
      if (!row) throw new Error('change request insert returned nothing');
      return row;
    },

    /** Members marked as registered pharmacists (the Team page marks them), on duty first. */
    async pharmacists(ex: Executor, storeId: string) {
      return ex
        .select({
          userId: storeMembers.userId,
          pharmacistName: storeMembers.pharmacistName,
          registrationNumber: storeMembers.pharmacistRegistrationNumber,
          isOnDuty: storeMembers.pharmacistOnDuty,
        })
        .from(storeMembers)
        .where(and(eq(storeMembers.storeId, storeId), isNotNull(storeMembers.pharmacistRegistrationNumber)))
        .orderBy(desc(storeMembers.pharmacistOnDuty), asc(storeMembers.pharmacistName));
    },

    /** Who changed which setting, for the owner and the platform later (append-only). */
    async audit(
      ex: Executor,
      entry: { storeId: string; actorUserId: string; action: string; subject: string; detail: Record<string, unknown> },
    ): Promise<void> {
      await ex.insert(storeAuditLog).values({ ...entry, createdAt: sql`now()` });
    },
  };
}
export type StoreSettingsRepository = ReturnType<typeof createStoreSettingsRepository>;
