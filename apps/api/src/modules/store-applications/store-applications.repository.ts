/**
 * A pharmacy's own partner application (issue 18): the applicant's undecided one, locked while a step is saved so
 * two devices saving at once take turns; its documents and sealed payout account; the numbers another pharmacy
 * already holds (duplicate protection). The admin repository reads the same tables for the review queue.
 */

import type { TStoreApplicationDocumentKind } from '@dawanow/shared/store-application-steps';
import { OPEN_APPLICATION_STATUSES, type TStoreApplicationStatus } from '@dawanow/shared/store-applications';
import { and, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  storeApplicationBankAccounts,
  storeApplicationDocuments,
  storeApplicationEvents,
  storeApplications,
} from '../../db/schema/store-applications';
import { stores } from '../../db/schema/stores';

export type StoreApplicationInsert = typeof storeApplications.$inferInsert;
type DocumentInsert = typeof storeApplicationDocuments.$inferInsert;
type BankInsert = typeof storeApplicationBankAccounts.$inferInsert;

const DECIDED: TStoreApplicationStatus[] = ['approved', 'rejected'];

export function createStoreApplicationsRepository() {
  return {
    /** The applicant's latest application, decided or not: what the status page shows. */
    async latestOf(ex: Executor, userId: string) {
      const [row] = await ex
        .select()
        .from(storeApplications)
        .where(eq(storeApplications.applicantUserId, userId))
        .orderBy(desc(storeApplications.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The applicant's undecided application, locked for the rest of the transaction. */
    async undecidedForUpdate(ex: Executor, userId: string) {
      const [row] = await ex
        .select()
        .from(storeApplications)
        .where(and(eq(storeApplications.applicantUserId, userId), notInArray(storeApplications.status, DECIDED)))
        .for('update');
      return row ?? null;
    },

    /** One application by id, locked for the rest of the transaction (a reviewer's decision). */
    async lockById(ex: Executor, applicationId: string) {
      const [row] = await ex
        .select()
        .from(storeApplications)
        .where(eq(storeApplications.id, applicationId))
        .for('update');
      return row ?? null;
    },

    /** Starts a draft, and its first event; a second start at the same moment meets the one-undecided index. */
    async startDraft(ex: Executor, userId: string) {
      const [row] = await ex.insert(storeApplications).values({ applicantUserId: userId }).returning();
      if (!row) throw new Error('The draft was not written');
      await ex.insert(storeApplicationEvents).values({ applicationId: row.id, toStatus: 'draft', actorUserId: userId });
      return row;
    },

    async update(ex: Executor, applicationId: string, set: Partial<StoreApplicationInsert>) {
      const [row] = await ex
        .update(storeApplications)
        .set({ ...set, version: sql`${storeApplications.version} + 1`, updatedAt: sql`now()` })
        .where(eq(storeApplications.id, applicationId))
        .returning();
      if (!row) throw new Error('The application was not updated');
      return row;
    },

    async addEvent(ex: Executor, event: typeof storeApplicationEvents.$inferInsert) {
      await ex.insert(storeApplicationEvents).values(event);
    },

    documents(ex: Executor, applicationId: string) {
      return ex
        .select()
        .from(storeApplicationDocuments)
        .where(eq(storeApplicationDocuments.applicationId, applicationId))
        .orderBy(storeApplicationDocuments.kind);
    },

    async document(ex: Executor, applicationId: string, kind: TStoreApplicationDocumentKind) {
      const [row] = await ex
        .select()
        .from(storeApplicationDocuments)
        .where(
          and(eq(storeApplicationDocuments.applicationId, applicationId), eq(storeApplicationDocuments.kind, kind)),
        );
      return row ?? null;
    },

    async putDocument(ex: Executor, document: DocumentInsert) {
      const { applicationId: _id, kind: _kind, ...values } = document;
      await ex
        .insert(storeApplicationDocuments)
        .values(document)
        .onConflictDoUpdate({
          target: [storeApplicationDocuments.applicationId, storeApplicationDocuments.kind],
          set: { ...values, uploadedAt: sql`now()` },
        });
    },

    async bankAccount(ex: Executor, applicationId: string) {
      const [row] = await ex
        .select()
        .from(storeApplicationBankAccounts)
        .where(eq(storeApplicationBankAccounts.applicationId, applicationId));
      return row ?? null;
    },

    async putBankAccount(ex: Executor, account: BankInsert) {
      const { applicationId: _id, ...values } = account;
      await ex
        .insert(storeApplicationBankAccounts)
        .values(account)
        .onConflictDoUpdate({
          target: storeApplicationBankAccounts.applicationId,
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /** Whether a store on DawaNow already has this GSTIN. */
    async storeHasGstin(ex: Executor, gstin: string): Promise<boolean> {
      const [row] = await ex.select({ id: stores.id }).from(stores).where(eq(stores.gstin, gstin)).limit(1);
      return row !== undefined;
    },

    /** Another open application with this GSTIN or one of these drug licence numbers, and which of them. */
    /**
     * Submissions that name the same GSTIN or licence number take turns until each commits: a licence number may
     * stand in any of four columns of another application, which no unique index covers, so two submissions at
     * once could otherwise both pass `openDuplicate`. Locked in one order, so two submissions cannot wait on each
     * other.
     */
    async lockNumbers(tx: Tx, numbers: string[]): Promise<void> {
      for (const number of [...new Set(numbers)].sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`store-application-number:${number}`}))`);
      }
    },

    async openDuplicate(
      ex: Executor,
      applicationId: string,
      numbers: { gstin: string; licences: string[] },
    ): Promise<'gstin' | 'licence' | null> {
      const t = storeApplications;
      const [row] = await ex
        .select({ gstin: t.gstin })
        .from(t)
        .where(
          and(
            ne(t.id, applicationId),
            inArray(t.status, [...OPEN_APPLICATION_STATUSES]),
            or(
              eq(t.gstin, numbers.gstin),
              // Any licence the application holds, retail or wholesale, against any the other holds
              ...[t.drugLicenceForm20, t.drugLicenceForm21, t.drugLicenceForm20b, t.drugLicenceForm21b].map((column) =>
                inArray(column, numbers.licences),
              ),
            ),
          ),
        )
        .limit(1);
      if (!row) return null;
      return row.gstin === numbers.gstin ? 'gstin' : 'licence';
    },
  };
}
export type StoreApplicationsRepository = ReturnType<typeof createStoreApplicationsRepository>;
