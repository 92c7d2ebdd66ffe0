/**
 * A fingerprint of the database — row count and an MD5 over every row of every table in the public
 * schema — so a test can show that a refused request changed nothing.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../test-app';

/**
 * Tables a refused request may change. Only the rate limiter: counting attempts that are then
 * refused (a wrong password, a seventh contact message) is its purpose. Everything else — sessions,
 * jobs, verifications, payment events, the prescription access log — must stay as it was.
 */
export const TABLES_A_REFUSAL_MAY_CHANGE: Record<string, string> = {
  rate_limits: 'counts attempts, refused ones included (sign-in, sign-up and contact limits)',
  // Issue 17: a wrong sign-in code uses one of its 5 tries, and an expired or used-up one is deleted
  verifications: 'counts the tries of a waiting sign-in code, refused ones included',
};

export type Fingerprint = Map<string, { rows: number; md5: string }>;

export async function watchedTables(app: FastifyInstance): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    app,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !(name in TABLES_A_REFUSAL_MAY_CHANGE));
}

/** One query over every table: `t::text` is the whole row, so any column's change shows. */
export function fingerprintQuery(tables: readonly string[]): SQL {
  const parts = tables.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::int as rows,
            coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as md5
          from ${sql.identifier(table)} t`,
  );
  return sql.join(parts, sql` union all `);
}

export async function fingerprint(app: FastifyInstance, query: SQL): Promise<Fingerprint> {
  const rows = await queryRows<{ name: string; rows: number; md5: string }>(app, query);
  return new Map(rows.map((row) => [row.name, { rows: row.rows, md5: row.md5 }]));
}

/**
 * The first transaction id not yet assigned. Every insert, update or delete runs in a transaction
 * that is given an id, so while this has not moved no row anywhere can have changed: the fuzzer
 * then skips the checksums (a request that wrote and rolled back moves it, and gets them).
 */
export async function writeHorizon(app: FastifyInstance): Promise<string> {
  const [row] = await queryRows<{ xmax: string }>(
    app,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  return row?.xmax ?? '';
}

/** The tables whose rows differ, e.g. `orders (3 → 4 rows)` or `sessions (same count, rows changed)`. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const changed: string[] = [];
  for (const [name, was] of before) {
    const now = after.get(name);
    if (!now || now.md5 !== was.md5) {
      changed.push(
        now && now.rows !== was.rows
          ? `${name} (${was.rows} → ${now.rows} rows)`
          : `${name} (same count, rows changed)`,
      );
    }
  }
  return changed;
}
