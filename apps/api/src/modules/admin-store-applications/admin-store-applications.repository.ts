/**
 * Store applications as the admin panel reads them: the list in `(queued_at, id)` order (the latest submission,
 * or a draft's start), oldest or newest first, through the `(status, queued_at, id)` index; the cities they name;
 * one application with its applicant; and its events. Issue 18's form and review
 * actions will write here.
 */
import {
  AWAITING_REVIEW_STATUSES,
  STORE_APPLICATION_STATUSES,
  type TStoreApplicationStatus,
  type ZAdminStoreApplicationFilters,
} from '@dawanow/shared/store-applications';
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import { containsPattern } from '../../db/like-pattern';
import { profiles, users } from '../../db/schema/auth';
import { storeApplicationEvents, storeApplications } from '../../db/schema/store-applications';

export type AdminStoreApplicationFilter = Omit<z.output<typeof ZAdminStoreApplicationFilters>, 'sort'>;
export type StoreApplicationRow = typeof storeApplications.$inferSelect;

/** The states a view of the list covers: the review queue, everything submitted (drafts are the applicant's), or one. */
function statusesOf(view: AdminStoreApplicationFilter['status']): readonly TStoreApplicationStatus[] {
  if (view === 'awaiting') return AWAITING_REVIEW_STATUSES;
  if (view === 'any') return STORE_APPLICATION_STATUSES.filter((status) => status !== 'draft');
  return [view];
}

export function createAdminStoreApplicationsRepository() {
  return {
    list(
      ex: Executor,
      filter: AdminStoreApplicationFilter,
      page: { after: TimePosition | null; limit: number; sort: 'oldest' | 'newest' },
    ) {
      const q = filter.q?.trim();
      const words = q ? containsPattern(q) : null;
      const direction = page.sort === 'newest' ? 'desc' : 'asc';
      const by = direction === 'desc' ? desc : asc;
      const t = storeApplications;
      return ex
        .select({
          id: t.id,
          micros: timeMicros(t.queuedAt),
          status: t.status,
          legalName: t.legalName,
          tradeName: t.tradeName,
          gstin: t.gstin,
          city: t.city,
          applicantName: users.name,
          submittedAt: t.submittedAt,
          createdAt: t.createdAt,
          licenceValidUntil: sql<
            string | null
          >`least(${t.drugLicenceForm20ValidUntil}, ${t.drugLicenceForm21ValidUntil})::text`,
        })
        .from(t)
        .innerJoin(users, eq(users.id, t.applicantUserId))
        .where(
          and(
            inArray(t.status, [...statusesOf(filter.status)]),
            words ? or(ilike(t.legalName, words), ilike(t.tradeName, words), ilike(t.gstin, words)) : undefined,
            filter.city ? eq(t.city, filter.city) : undefined,
            filter.waitingDays ? sql`${t.queuedAt} < now() - make_interval(days => ${filter.waitingDays})` : undefined,
            afterPosition(t.queuedAt, t.id, page.after, direction),
          ),
        )
        .orderBy(by(t.queuedAt), by(t.id))
        .limit(page.limit);
    },

    async cities(ex: Executor): Promise<string[]> {
      const rows = await ex
        .selectDistinct({ city: storeApplications.city })
        .from(storeApplications)
        .where(isNotNull(storeApplications.city))
        .orderBy(asc(storeApplications.city));
      return rows.flatMap((row) => (row.city ? [row.city] : []));
    },

    async find(ex: Executor, applicationId: string) {
      const [row] = await ex
        .select({
          application: storeApplications,
          applicant: { userId: users.id, name: users.name, email: users.email, phone: profiles.phone },
        })
        .from(storeApplications)
        .innerJoin(users, eq(users.id, storeApplications.applicantUserId))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(storeApplications.id, applicationId));
      return row ?? null;
    },

    /** Where to e-mail an applicant about a decision on their application */
    async applicantEmail(ex: Executor, userId: string): Promise<string | null> {
      const [row] = await ex.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    events(ex: Executor, applicationId: string) {
      return ex
        .select({
          id: storeApplicationEvents.id,
          fromStatus: storeApplicationEvents.fromStatus,
          toStatus: storeApplicationEvents.toStatus,
          actorName: users.name,
          note: storeApplicationEvents.note,
          fieldNotes: storeApplicationEvents.fieldNotes,
          at: storeApplicationEvents.at,
        })
        .from(storeApplicationEvents)
        .leftJoin(users, eq(users.id, storeApplicationEvents.actorUserId))
        .where(eq(storeApplicationEvents.applicationId, applicationId))
        .orderBy(asc(storeApplicationEvents.at), asc(storeApplicationEvents.id));
    },
  };
}
export type AdminStoreApplicationsRepository = ReturnType<typeof createAdminStoreApplicationsRepository>;
