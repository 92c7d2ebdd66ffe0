/** Pieces both database benchmarks share: a seeded PRNG, percentiles and a fresh database per run. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { waitUntilReady } from '../apps/api/test/wait-until-ready';

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

/** The value after a command-line flag (`--baseline DIR`), or null when the flag is absent. */
export function argument(name: string): string | null {
  const index = process.argv.indexOf(name);
  if (index < 0) return null;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

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

/** Times each case one call at a time after `warmup` untimed calls: p50, p95 and max in milliseconds. */
export async function timeCases(
  cases: [string, () => Promise<unknown>][],
  counts: { runs: number; warmup: number },
): Promise<{ case: string; 'p50 ms': number; 'p95 ms': number; 'max ms': number }[]> {
  const results = [];
  for (const [name, run] of cases) {
    for (let index = 0; index < counts.warmup; index++) await run();
    const times: number[] = [];
    for (let index = 0; index < counts.runs; index++) {
      const start = process.hrtime.bigint();
      await run();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    results.push({
      case: name,
      'p50 ms': round(percentile(times, 0.5), 2),
      'p95 ms': round(percentile(times, 0.95), 2),
      'max ms': round(times.at(-1) ?? Number.NaN, 2),
    });
  }
  return results;
}

/** The machine a report was measured on: its processors, memory and Node. */
export function machineFigures() {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model,
    memoryGb: round(totalmem() / 2 ** 30, 1),
    node: process.version,
  };
}

/** Writes `bench/results/<name>-<database>.json` with the machine it ran on, and prints the table. */
export function writeReport(
  name: string,
  kind: Kind,
  details: { settings: object; setup: object; results: object[]; loadBefore: number },
): void {
  const root = resolve(import.meta.dirname, '..');
  const report = {
    benchmark: name,
    date: new Date().toISOString(),
    machine: {
      ...machineFigures(),
      loadAverage1m: { before: round(details.loadBefore, 2), after: round(loadavg()[0] ?? 0, 2) },
    },
    database: kind,
    settings: details.settings,
    setup: details.setup,
    results: details.results,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, `bench/results/${name}-${kind}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.table(details.results);
  console.log(`wrote ${file}`);
}

/**
 * The production server of the checkout at `root` (built already) on a fresh embedded database with the demo data,
 * on 127.0.0.1:`port`, until `stop`: what a first visitor of `npm start` meets.
 */
export async function startProductionServer(
  root: string,
  port: number,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-bench-server-'));
  const { DATABASE_URL: _serverDatabase, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/api'),
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOAD_GAZETTEER: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
