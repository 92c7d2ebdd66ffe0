import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Platform settings an administrator can change (support contacts, acceptance window, commission). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seed steps already applied, so data an administrator deletes does not come back on restart. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
