/**
 * The platform audit log's table (`admin_audit_log`): rows are only ever inserted (the database refuses
 * anything else), inside the administrator's write. Admin writes are rare, so these are plain builder
 * statements, not reusable ones.
 */
import { addDays } from '@dawanow/shared/dates';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import { containsPattern } from '../../db/like-pattern';
import { adminAuditLog } from '../../db/schema/admin-audit';
import { startOfIndianDate } from '../store-dashboard/store-figures';

export type NewAdminAuditRow = Omit<typeof adminAuditLog.$inferInsert, 'id' | 'createdAt'>;

/** What the list filters by; days are Indian calendar days, both included. */
export type AdminAuditFilter = {
  actor?: string | null | undefined;
  subjectType?: string | undefined;
  subjectId?: string | null | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const rowColumns = {
  id: adminAuditLog.id,
  actorUserId: adminAuditLog.actorUserId,
  actorName: adminAuditLog.actorName,
  actorEmail: adminAuditLog.actorEmail,
  action: adminAuditLog.action,
  subjectType: adminAuditLog.subjectType,
  subjectId: adminAuditLog.subjectId,
  before: adminAuditLog.before,
  after: adminAuditLog.after,
  reason: adminAuditLog.reason,
  createdAt: adminAuditLog.createdAt,
  micros: timeMicros(adminAuditLog.createdAt),
};
export type AdminAuditRow = typeof adminAuditLog.$inferSelect & { micros: string };

function conditions(filter: AdminAuditFilter): (SQL | undefined)[] {
  const actor = filter.actor?.trim();
  return [
    actor
      ? or(
          ilike(adminAuditLog.actorName, containsPattern(actor)),
          ilike(adminAuditLog.actorEmail, containsPattern(actor)),
        )
      : undefined,
    filter.subjectType ? eq(adminAuditLog.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(adminAuditLog.subjectId, filter.subjectId) : undefined,
    filter.action ? eq(adminAuditLog.action, filter.action) : undefined,
    filter.from ? gte(adminAuditLog.createdAt, startOfIndianDate(filter.from)) : undefined,
    filter.to ? lt(adminAuditLog.createdAt, startOfIndianDate(addDays(filter.to, 1))) : undefined,
  ];
}

export function createAdminAuditRepository() {
  return {
    async insert(ex: Executor, row: NewAdminAuditRow): Promise<void> {
      await ex.insert(adminAuditLog).values(row);
    },

    /** Newest first, at most `limit` rows after `after` (the previous page's last row). */
    async list(
      ex: Executor,
      filter: AdminAuditFilter,
      page: { after: TimePosition | null; limit: number },
    ): Promise<AdminAuditRow[]> {
      return ex
        .select(rowColumns)
        .from(adminAuditLog)
        .where(and(...conditions(filter), afterPosition(adminAuditLog.createdAt, adminAuditLog.id, page.after, 'desc')))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(page.limit);
    },
  };
}
export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>;
