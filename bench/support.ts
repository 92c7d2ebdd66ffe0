/** Pieces both database benchmarks share: a seeded PRNG, percentiles and a fresh database per run. */
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../apps/api/src/db/client';

export type Kind = 'pglite' | 'postgres';

/** Small seeded PRNG (mulberry32): the same data and queries on every run and database. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

export const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function openFresh(kind: Kind): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, cleanup: () => database.close() };
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('BENCH_DATABASE_URL is required for the PostgreSQL run');
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl, poolMax: 1 });
  const name = `dawanow_bench_${randomBytes(6).toString('hex')}`;
  if (admin.kind !== 'postgres') throw new Error('unreachable');
  await admin.pool.query(`CREATE DATABASE "${name}"`);
  console.log(`created database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 });
  let dropped = false;
  const cleanup = async () => {
    if (dropped) return;
    dropped = true;
    await database.close().catch(() => undefined);
    await admin.pool.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.close();
    console.log(`dropped database ${name}`);
  };
  // Ctrl-C during the run must not leave a benchmark database behind.
  process.once('SIGINT', () => {
    void cleanup().finally(() => process.exit(130));
  });
  return { database, cleanup };
}

/** The databases a run asks for: `pglite` or `postgres` as the first argument, else PGlite and, when
 * BENCH_DATABASE_URL is set, PostgreSQL too. */
export function requestedKinds(): Kind[] {
  const requested = process.argv[2];
  if (requested !== undefined && requested !== 'pglite' && requested !== 'postgres') {
    throw new Error(`unknown database "${requested}": use pglite or postgres`);
  }
  return requested ? [requested] : process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}
