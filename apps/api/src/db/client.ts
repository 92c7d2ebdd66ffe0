/** Opens the database: embedded PGlite when no DATABASE_URL is set, a pg pool otherwise (ARCHITECTURE §1). */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { getTableColumns, is, type Query, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import {
  type PgColumn,
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  PgTable,
  PgTransaction,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import pg from 'pg';
import type { AppConfig } from '../config';
/**
 * Drizzle is opened without a schema: its relational query API (`db.query.…`) is not used, and with a schema
 * every transaction would build a query builder for each of the app's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repository functions that must join a caller's transaction take `Executor`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Rows of a raw query (both drivers answer with `rows`). */
export async function selectRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A query-builder statement whose values are named placeholders (`sql.placeholder`), as it is before it runs. */
type Buildable<TResult> = { toSQL(): Query; execute(values?: Record<string, unknown>): Promise<TResult> };
/** What a statement selects or returns, by name: columns, SQL expressions, or a whole table's columns under one name. */
type Selection = Record<string, PgColumn | SQL | SQL.Aliased | PgTable>;

/** The selection as the driver maps a result row back to it: each field with the path of names it answers under. */
function orderedFields(selection: Selection): SelectedFieldsOrdered {
  return Object.entries(selection).flatMap(([name, field]) =>
    is(field, PgTable)
      ? Object.entries(getTableColumns(field)).map(([column, value]) => ({ path: [name, column], field: value }))
      : [{ path: [name], field }],
  );
}

/**
 * A hot statement, built once and run many times, in or out of a transaction. Building a
 * query-builder statement costs the API more CPU than the database takes to run it (docs/decisions.md,
 * "What typed data access costs"), and Drizzle's own `.prepare()` binds a statement to the connection
 * pool, so it cannot join a transaction. Here the SQL text is built once from the builder and handed to
 * the executor's session on each call — the pool, or the transaction's connection — as a named
 * statement, which also spares PostgreSQL the parse and plan after a connection's first use.
 * `selection` is the object given to `.select()` or `.returning()` (none when the statement returns no rows).
 */
export function reusableStatement<TResult>(
  name: string,
  query: Buildable<TResult>,
  selection?: Selection,
): (ex: Executor, values: Record<string, unknown>) => Promise<TResult> {
  return prepared(name, query.toSQL(), selection);
}

function prepared<TResult>(
  name: string,
  built: Query,
  selection?: Selection,
): (ex: Executor, values: Record<string, unknown>) => Promise<TResult> {
  const fields = selection && orderedFields(selection);
  return (ex, values) => ex._.session.prepareQuery(built, fields, name, true).execute(values) as Promise<TResult>;
}

const dialect = new PgDialect();

/**
 * `reusableStatement` for SQL the query builder cannot say (a statement over an `unnest` of array
 * parameters). `selection` names the columns the statement returns, in their order, as its rows come back.
 */
export function reusableSql<TRow>(
  name: string,
  query: SQL,
  selection: Record<string, SQL>,
): (ex: Executor, values: Record<string, unknown>) => Promise<TRow[]> {
  return prepared(name, dialect.sqlToQuery(query), selection);
}

/**
 * Reads that do not depend on each other, answered in the order given: together on the pool, one after another
 * in a transaction, whose one connection takes one query at a time (pg 8 queues the others with a deprecation
 * warning; pg 9 refuses them).
 */
export async function readEach<const TReads extends readonly (() => unknown)[]>(
  ex: Executor,
  reads: TReads,
): Promise<{ -readonly [K in keyof TReads]: Awaited<ReturnType<TReads[K]>> }> {
  type Answers = { -readonly [K in keyof TReads]: Awaited<ReturnType<TReads[K]>> };
  if (!is(ex, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers;
}

/**
 * Rows that follow from a write in the same statement: each is a part of that statement (a `WITH` of it), built
 * once from `made`, a SQL expression for what the leading write made (an offer's new id; the batches a
 * reservation took, as a relation), and named placeholders (prefixed by the module that owns them, so that parts
 * never share a name); `values` gives those placeholders for one call. This is how a write and what it sets off go
 * to the database in one round trip while each module still writes its own tables (docs/decisions.md, "An order's
 * writes in fewer statements").
 */
export type FollowingWrites<TInput> = {
  parts(made: SQL): AnyInsert[];
  values(input: TInput): Record<string, unknown>;
};
/** Several modules' following writes as one: every part, for `made`, and every placeholder value for one call. */
export function allFollowing<TInput>(followers: readonly FollowingWrites<TInput>[], made: SQL) {
  return {
    parts: followers.flatMap((follower) => follower.parts(made)),
    values: (input: TInput): Record<string, unknown> =>
      Object.assign({}, ...followers.map((follower) => follower.values(input))),
  };
}

/** Placeholder values under the names a part of a statement gave them (`FollowingWrites`). */
export function prefixed(prefix: string, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`${prefix}${name}`, value]));
}

/** An insert built by the query builder, not yet run, without `returning` (nothing reads a part's rows). */
export type AnyInsert = TypedQueryBuilder<undefined>;

type DatabaseHandle = {
  db: Db;
  /**
   * Where the public catalogue reads go (catalogue and product pages, categories, search, the store locator):
   * a replica's read-only pool when DATABASE_READ_URL is set, otherwise `db` itself. A repository whose every
   * call is such a read is built on `reads.db`; everything else stays on `db` (docs/decisions.md).
   */
  reads: { db: Db; isReplica: boolean; ping(): Promise<void> };
  /** Runs a trivial query; rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};
export type Database = DatabaseHandle &
  (
    | { kind: 'pglite'; client: PGlite }
    | {
        kind: 'postgres';
        pool: pg.Pool;
        /** The replica's pool, or null when the public reads use `pool` */
        readPool: pg.Pool | null;
        /** Where a session of its own is opened: LISTEN, and the migration's session lock */
        sessionUrl: string;
      }
  );

/**
 * Sends every statement unnamed: a PgBouncer before 1.21 in transaction mode hands the next transaction a server
 * connection that never saw a named statement's Parse. Each `reusableStatement` call is then parsed and planned
 * again, but still built only once.
 */
class UnnamedStatementsClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only rewrites the first argument
  override query(...args: any[]): any {
    const [config] = args;
    if (config && typeof config === 'object' && typeof config.name === 'string' && !('submit' in config)) {
      args[0] = { ...config, name: undefined };
    }
    return Reflect.apply(super.query, this, args);
  }
}

function openPool(url: string, max: number, namedStatements: boolean, options?: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(options ? { options } : {}),
    ...(namedStatements ? {} : { Client: UnnamedStatementsClient }),
  });
  // An idle connection the server closes (restart, failover, a dropped database) must not crash
  // the process; the pool opens a new one on next use and queries in flight fail on their own.
  pool.on('error', () => undefined);
  return pool;
}

const pingOf = (db: Db) => async () => {
  await db.execute(sql`select 1`);
};

export async function openDatabase(database: AppConfig['database']): Promise<Database> {
  if (database.kind === 'postgres') {
    const namedStatements = database.namedStatements ?? true;
    const pool = openPool(database.url, database.poolMax, namedStatements);
    const db = drizzlePg({ client: pool });
    // Read-only at the session's start: a replica refuses writes anyway, and a URL that names a primary by
    // mistake must not take one either.
    const readPool = database.read
      ? openPool(database.read.url, database.read.poolMax, namedStatements, '-c default_transaction_read_only=on')
      : null;
    const readDb = readPool ? drizzlePg({ client: readPool }) : db;
    return {
      db,
      reads: { db: readDb, isReplica: readPool !== null, ping: pingOf(readDb) },
      kind: 'postgres',
      pool,
      readPool,
      sessionUrl: database.listenUrl ?? database.url,
      ping: pingOf(db),
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }
  if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(database.dataDir ? { dataDir: database.dataDir } : {}),
    extensions: { pg_trgm, cube, earthdistance },
  });
  const db = drizzlePglite({ client });
  return {
    db,
    reads: { db, isReplica: false, ping: pingOf(db) },
    kind: 'pglite',
    client,
    ping: pingOf(db),
    close: () => client.close(),
  };
}
