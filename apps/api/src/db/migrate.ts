/** Applies the checked-in migrations; the same SQL on PGlite and on a PostgreSQL server. */
import { resolve } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client';

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');
// Any constant works; it only has to be the same in every API process sharing a server.
export const MIGRATION_LOCK_ID = 4_120_726;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  // Several API processes may start at once against one server: a session lock on one connection makes them
  // migrate one after another instead of racing. The session URL, as a transaction pooler would drop the lock.
  const connection = new pg.Client({ connectionString: database.sessionUrl });
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
  } finally {
    await connection.end();
  }
}
