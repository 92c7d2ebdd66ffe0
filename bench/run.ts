/**
 * HTTP throughput of the public read endpoints: the API runs as its own process (as `npm start` does) and
 * autocannon loads it from this one. Writes JSON to bench/results/ and prints a table. A benchmark, not a test:
 * it reports, it never fails on speed.
 *
 *   tsx run.ts                     a fresh embedded database, or with BENCH_DATABASE_URL a fresh PostgreSQL
 *                                  database created through it (dropped afterwards)
 *   tsx run.ts --baseline DIR      the same for DIR too, a checkout of an earlier commit with its own `npm ci`
 *                                  (`--baseline-commit SHA` names it in the report): each API on its own
 *                                  database, every endpoint measured in turns (BENCH_ROUNDS) taken alternately,
 *                                  so both see the same machine, and the ratio printed
 *
 * BENCH_SECONDS (per endpoint and API), BENCH_CONNECTIONS, BENCH_PORT and LOG_LEVEL (passed to the API) change
 * the run.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { waitUntilReady } from '../apps/api/test/wait-until-ready';
import { argument, openFresh, round } from './support';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
const baselineRoot = argument('--baseline');
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
const settings = {
  secondsPerEndpoint: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  rounds: baselineRoot ? Number(process.env.BENCH_ROUNDS ?? 2) : 1,
  warmupSeconds: 2,
  apiLogLevel: process.env.LOG_LEVEL ?? 'info',
  database: kind,
};
// A store near the demo stores (MG Road, Bengaluru)
const NEAR_DEMO_STORES = { lat: 12.9756, lng: 77.6066 };

type Api = { name: string; root: string; baseUrl: string; stop: () => Promise<void> };
type Target = { name: string; path: (api: Api) => Promise<string> };
type Turn = { requests: number; seconds: number; p50: number; p99: number; non2xx: number; errors: number };

async function startApi(name: string, apiRoot: string, apiPort: number): Promise<Api> {
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-bench-http-'));
  const fresh = kind === 'postgres' ? await openFresh('postgres') : null;
  // The fresh database's own pool is not needed: the API opens one
  if (fresh) await fresh.database.close();
  const databaseUrl = fresh && fresh.database.kind === 'postgres' ? fresh.database.pool.options.connectionString : '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(apiRoot, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: settings.apiLogLevel,
      // The gazetteer serves address search, which is not measured here; it only slows the start
      LOAD_GAZETTEER: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await fresh?.cleanup();
  };
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, root: apiRoot, baseUrl, stop };
}

async function json<T>(api: Api, path: string): Promise<T> {
  const res = await fetch(`${api.baseUrl}${path}`);
  if (!res.ok) throw new Error(`${api.name}: GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

// The best seller and the nearest store of each API's own demo data (ids differ between databases)
const bestSeller = async (api: Api) =>
  (await json<{ products: { slug: string }[] }>(api, '/api/products/popular?limit=1')).products[0]?.slug;
const nearestStore = async (api: Api) =>
  (
    await json<{ stores: { id: string }[] }>(
      api,
      `/api/stores/nearby?lat=${NEAR_DEMO_STORES.lat}&lng=${NEAR_DEMO_STORES.lng}`,
    )
  ).stores[0]?.id;

const targets: Target[] = [
  { name: 'health', path: async () => '/api/health' },
  { name: 'ready (database round trip)', path: async () => '/api/ready' },
  { name: 'categories', path: async () => '/api/categories' },
  { name: 'product page', path: async (api) => `/api/products/${await bestSeller(api)}` },
  {
    name: 'product page, store selected',
    path: async (api) => `/api/products/${await bestSeller(api)}?storeId=${await nearestStore(api)}`,
  },
  { name: 'policy page (~10 KB)', path: async () => '/api/content/pages/terms' },
  { name: 'site config', path: async () => '/api/site' },
];

async function load(url: string, seconds: number): Promise<Turn> {
  const run = await autocannon({ url, connections: settings.connections, duration: seconds });
  return {
    requests: run.requests.total,
    seconds: run.duration,
    p50: run.latency.p50,
    p99: run.latency.p99,
    non2xx: run.non2xx,
    errors: run.errors,
  };
}

function summary(turns: Turn[]) {
  const seconds = turns.reduce((sum, turn) => sum + turn.seconds, 0);
  const mean = (pick: (turn: Turn) => number) => round(turns.reduce((sum, t) => sum + pick(t), 0) / turns.length, 1);
  return {
    requestsPerSecond: Math.round(turns.reduce((sum, turn) => sum + turn.requests, 0) / seconds),
    latencyMs: { p50: mean((t) => t.p50), p99: mean((t) => t.p99) },
    non2xx: turns.reduce((sum, turn) => sum + turn.non2xx, 0),
    errors: turns.reduce((sum, turn) => sum + turn.errors, 0),
  };
}

const commitOf = (dir: string) => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};

const apis: Api[] = [];
try {
  apis.push(await startApi('current', root, port));
  if (baselineRoot) apis.push(await startApi('baseline', resolve(baselineRoot), port + 1));
  const loadBefore = loadavg()[0] ?? 0;
  const results = [];
  for (const target of targets) {
    const urls = new Map<Api, string>();
    for (const api of apis) urls.set(api, `${api.baseUrl}${await target.path(api)}`);
    for (const api of apis) await load(String(urls.get(api)), settings.warmupSeconds);
    const turns = new Map<Api, Turn[]>(apis.map((api) => [api, []]));
    for (let turn = 0; turn < settings.rounds; turn++) {
      // Each API goes first in every other turn, so neither always follows the other's backlog
      for (const api of turn % 2 === 0 ? apis : [...apis].reverse()) {
        turns.get(api)?.push(await load(String(urls.get(api)), settings.secondsPerEndpoint / settings.rounds));
      }
    }
    const [current, baseline] = apis.map((api) => summary(turns.get(api) ?? []));
    results.push({
      name: target.name,
      path: new URL(String(urls.get(apis[0] as Api))).pathname,
      current,
      ...(baseline && current
        ? { baseline, ratio: round(current.requestsPerSecond / baseline.requestsPerSecond, 2) }
        : {}),
    });
  }
  const report = {
    benchmark: 'http-read-endpoints',
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      node: process.version,
      loadAverage1m: { before: round(loadBefore, 2), after: round(loadavg()[0] ?? 0, 2) },
    },
    commits: { current: commitOf(root), baseline: argument('--baseline-commit') ?? baselineRoot },
    settings,
    results,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, `bench/results/http-${kind}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `${kind}, ${settings.connections} connections, ${settings.secondsPerEndpoint} s per endpoint and API in ` +
      `${settings.rounds} turn(s); load average ${report.machine.loadAverage1m.before} → ${report.machine.loadAverage1m.after}`,
  );
  console.table(
    results.map((r) => ({
      endpoint: r.name,
      'req/s': r.current?.requestsPerSecond,
      'p50 / p99 ms': `${r.current?.latencyMs.p50} / ${r.current?.latencyMs.p99}`,
      ...(r.baseline
        ? {
            'baseline req/s': r.baseline.requestsPerSecond,
            'baseline p50 / p99 ms': `${r.baseline.latencyMs.p50} / ${r.baseline.latencyMs.p99}`,
            ratio: r.ratio,
          }
        : {}),
      'non-2xx': (r.current?.non2xx ?? 0) + (r.baseline?.non2xx ?? 0),
      errors: (r.current?.errors ?? 0) + (r.baseline?.errors ?? 0),
    })),
  );
} finally {
  for (const api of apis) await api.stop();
}
