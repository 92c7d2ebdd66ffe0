/**
 * The platform's audit log (issue 15): one row per administrator's write, in the write's own transaction.
 * Append-only: a trigger (migration 0018) refuses UPDATE, DELETE and TRUNCATE, except the foreign key's own
 * "set null" when an administrator's account is erased.
 */
import { ADMIN_AUDIT_SUBJECT_TYPES } from '@dawanow/shared/admin-audit';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamptz } from './columns';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator's name and e-mail when they acted, so the log still reads after the account is erased */
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** `<record>.<change>`, one of ADMIN_AUDIT_ACTIONS */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The record as it was (null where nothing was there) and as the change left it */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    // Newest first, and one page after another: (created_at, id) is the list's order and its cursor
    index('admin_audit_log_created_idx').on(table.createdAt, table.id),
    index('admin_audit_log_subject_idx').on(table.subjectType, table.subjectId, table.createdAt),
    index('admin_audit_log_actor_idx').on(table.actorUserId, table.createdAt),
    index('admin_audit_log_action_idx').on(table.action, table.createdAt),
    // The filter takes part of a name or e-mail (ILIKE '%…%'), which only trigram indexes serve
    index('admin_audit_log_actor_name_trgm_idx').using('gin', table.actorName.op('gin_trgm_ops')),
    index('admin_audit_log_actor_email_trgm_idx').using('gin', table.actorEmail.op('gin_trgm_ops')),
    check(
      'admin_audit_log_subject_type_check',
      sql.raw(`subject_type in (${ADMIN_AUDIT_SUBJECT_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    check('admin_audit_log_reason_length_check', sql`char_length(${table.reason}) <= 2000`),
  ],
);
