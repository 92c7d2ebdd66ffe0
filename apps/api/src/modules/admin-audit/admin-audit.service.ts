/**
 * The platform's audit log (issue 15). Every administrator's write calls `recordAdminAction` inside its own
 * transaction, so the log never says something happened that did not, and nothing happens unlogged. The
 * list and its CSV read the same filters.
 */
import {
  ADMIN_AUDIT_ACTION_LABELS,
  ADMIN_AUDIT_EXPORT_MAX_ROWS,
  type TAdminAuditAction,
  type TAdminAuditEntry,
  type TAdminAuditPage,
  type TAdminAuditSubjectType,
  ZAdminAuditAction,
  type ZAdminAuditFilters,
  type ZAdminAuditQuery,
  ZAdminAuditSubjectType,
} from '@dawanow/shared/admin-audit';
import { toCsv } from '@dawanow/shared/csv';
import { indianToday } from '@dawanow/shared/dates';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import type { Actor } from '../../lib/access';
import { rowsForExport } from '../../lib/csv-reply';
import type { AdminAuditRepository, AdminAuditRow } from './admin-audit.repository';

/** One administrator's write: who, what, to which record, the record before and after, and why. */
export type AdminAction = {
  actor: Pick<Actor, 'userId' | 'name' | 'email'>;
  action: TAdminAuditAction;
  subjectType: TAdminAuditSubjectType;
  subjectId: string;
  /** null where nothing was there before (a first write) */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
};

/** What admin writes are handed: the one way into the log, always inside the write's transaction. */
export type RecordAdminAction = (ex: Executor, entry: AdminAction) => Promise<void>;

function entryOf(row: AdminAuditRow): TAdminAuditEntry {
  return {
    id: row.id,
    actor: { userId: row.actorUserId, name: row.actorName, email: row.actorEmail },
    action: ZAdminAuditAction.parse(row.action),
    subjectType: ZAdminAuditSubjectType.parse(row.subjectType),
    subjectId: row.subjectId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function adminAuditCsv(entries: TAdminAuditEntry[]): string {
  const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : null);
  return toCsv(
    ['Time (IST)', 'Administrator', 'E-mail', 'Action', 'Record type', 'Record id', 'Before', 'After', 'Reason'],
    entries.map((entry) => [
      new Date(entry.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
      entry.actor.name,
      entry.actor.email,
      ADMIN_AUDIT_ACTION_LABELS[entry.action],
      entry.subjectType,
      entry.subjectId,
      json(entry.before),
      json(entry.after),
      entry.reason,
    ]),
  );
}

export function createAdminAuditService(deps: { db: Db; repository: AdminAuditRepository }) {
  const { db, repository } = deps;

  const recordAdminAction: RecordAdminAction = (ex, { actor, reason, ...entry }) =>
    repository.insert(ex, {
      ...entry,
      actorUserId: actor.userId,
      actorName: actor.name,
      actorEmail: actor.email,
      reason: reason ?? null,
    });

  return {
    recordAdminAction,

    async list(query: z.output<typeof ZAdminAuditQuery>): Promise<TAdminAuditPage> {
      const { cursor, limit, ...filter } = query;
      const rows = await repository.list(db, filter, { after: decodeTimeCursor(cursor), limit: limit + 1 });
      const { page, nextCursor } = keysetPage(rows, limit);
      return { entries: page.map(entryOf), nextCursor };
    },

    async exportCsv(filter: z.output<typeof ZAdminAuditFilters>): Promise<{ csv: string; filename: string }> {
      const rows = await rowsForExport(
        ADMIN_AUDIT_EXPORT_MAX_ROWS,
        `More than ${ADMIN_AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-IN')} entries match. Choose fewer days or another filter.`,
        (limit) => repository.list(db, filter, { after: null, limit }),
      );
      return { csv: adminAuditCsv(rows.map(entryOf)), filename: `audit-log-${indianToday()}.csv` };
    },
  };
}
export type AdminAuditService = ReturnType<typeof createAdminAuditService>;
