import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Durable timers: a job runs once at or after `run_at`, even if the process restarts in between. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** One live job per kind and key (e.g. the offer it times out) */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamptz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    doneAt: timestamptz('done_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_kind_key_idx').on(table.kind, table.key),
    index('jobs_due_idx').on(table.runAt).where(sql`${table.doneAt} is null`),
  ],
);
