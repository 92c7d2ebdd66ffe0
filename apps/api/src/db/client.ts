/** Opens the database: embedded PGlite when no DATABASE_URL is set, a pg pool otherwise (ARCHITECTURE §1). */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as auth from './schema/auth';
import * as catalog from './schema/catalog';
import * as content from './schema/content';
import * as jobs from './schema/jobs';
import * as orders from './schema/orders';
import * as payments from './schema/payments';
import * as places from './schema/places';
import * as prescriptionTables from './schema/prescriptions';
import * as settings from './schema/settings';
import * as stores from './schema/stores';

export const schema = {
  ...auth,
  ...catalog,
  ...content,
  ...jobs,
  ...orders,
  ...payments,
  ...places,
  ...prescriptionTables,
  ...settings,
  ...stores,
};
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repository functions that must join a caller's transaction take `Executor`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Rows of a raw query (both drivers answer with `rows`). */
export async function selectRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

type DatabaseHandle = {
  db: Db;
  /** Runs a trivial query; rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};
export type Database = DatabaseHandle & ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool });

export async function openDatabase(database: AppConfig['database']): Promise<Database> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolMax });
    // An idle connection the server closes (restart, failover, a dropped database) must not crash
    // the process; the pool opens a new one on next use and queries in flight fail on their own.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(database.dataDir ? { dataDir: database.dataDir } : {}),
    extensions: { pg_trgm, cube, earthdistance },
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
