/**
 * Product search over 200,000 products (issue 5, "Performance"): the API's own service call
 * (`catalog.search`, the code behind GET /api/search) timed in this process, one query at a time, on a
 * fresh database, with a store selected so prices and stock are joined in as they are for a shopper.
 *
 * The catalogue (search-catalogue.ts) is the demo catalogue and the Jan Aushadhi list as imported, and
 * generated products up to 200,000: each takes one of their compositions and a made-up brand, the way
 * hundreds of brands share one salt in Indian pharmacies.
 *
 *   tsx search.ts            PGlite (in memory), then PostgreSQL too when BENCH_DATABASE_URL is set
 *   tsx search.ts pglite     PGlite only
 *   tsx search.ts postgres   PostgreSQL only (creates and drops dawanow_bench_<random>)
 *   tsx search.ts pglite --baseline DIR   also DIR's catalog module (a clean export of an earlier commit with
 *                            this checkout's node_modules) on the same database, each query through both in turn
 *
 * A benchmark, not a test: it reports and never fails on speed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/catalog.repository';
import { createCatalogService } from '../apps/api/src/modules/catalog/catalog.service';
import { createOrderHistoryRepository } from '../apps/api/src/modules/orders/order-history.repository';
import { buildSearchCatalogue, pick } from './search-catalogue';
import { argument, type Kind, machineFigures, openFresh, percentile, random, requestedKinds, round } from './support';

const root = resolve(import.meta.dirname, '..');
const settings = {
  products: Number(process.env.BENCH_SEARCH_PRODUCTS ?? 200_000),
  queries: Number(process.env.BENCH_SEARCH_QUERIES ?? 2_000),
  warmup: Number(process.env.BENCH_SEARCH_WARMUP ?? 200),
  stockedShare: 0.4,
  seed: Number(process.env.BENCH_SEED ?? 20_261_121),
};
const TARGET_P95_MS = 20;
/** Examples, brand prefixes, misspelt brands, misspelt salts: the queries take these in turn. */
const QUERY_KINDS = 4;
const baselineDir = argument('--baseline');
// The examples, a broad word that matches most of the catalogue (its total is counted) and a Hindi query.
const EXAMPLES = [
  'paracetmol',
  'dolo',
  'azithro',
  'vitamin d3',
  'pan 40',
  'paracetamol 650',
  'metformin',
  'amoxycilin',
  'cetrizine',
  'telma 40',
  'tablet',
  'बुखार की दवा',
];

/** A one-character slip: dropped, doubled or swapped letters, as typed on a phone. */
function typo(word: string, next: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(next() * (word.length - 3));
  const kind = Math.floor(next() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

type Latency = { q: string; ms: number; total: number };
type Engine = {
  name: string;
  modules: {
    createCatalogRepository: typeof createCatalogRepository;
    createCatalogService: typeof createCatalogService;
  };
};

/** Percentiles over all queries, per example, and the ten slowest. */
function summarize(latencies: Latency[], busySeconds: number) {
  const sorted = latencies.map((entry) => entry.ms).sort((a, b) => a - b);
  const examples = Object.fromEntries(
    EXAMPLES.map((q) => {
      const times = latencies
        .filter((entry) => entry.q === q)
        .map((entry) => entry.ms)
        .sort((a, b) => a - b);
      return [q, { runs: times.length, p50Ms: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)) }];
    }),
  );
  const slowest = [...latencies]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
    .map((entry) => ({ ...entry, ms: round(entry.ms) }));
  const results = {
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    queriesPerSecond: Math.round(latencies.length / busySeconds),
    averageMatches: round(latencies.reduce((sum, entry) => sum + entry.total, 0) / latencies.length, 1),
  };
  return { results, examples, slowest };
}

async function bench(kind: Kind) {
  console.log(`\n== product search on ${kind}: ${settings.products.toLocaleString('en')} products ==`);
  const { database, cleanup } = await openFresh(kind);
  try {
    await migrateDatabase(database);
    const version = String(
      ((await database.db.execute(sql`select version() as v`)) as { rows: { v: string }[] }).rows[0]?.v,
    );
    const next = random(settings.seed);
    const insertStart = process.hrtime.bigint();
    const {
      storeId,
      generatedNames: names,
      salts,
    } = await buildSearchCatalogue(database, {
      size: settings.products,
      stockedShare: settings.stockedShare,
      next,
    });
    const insertSeconds = Number(process.hrtime.bigint() - insertStart) / 1e9;
    console.log(`inserted ${settings.products.toLocaleString('en')} products in ${insertSeconds.toFixed(1)} s`);

    // A mix like real traffic: the examples, brand prefixes as typed in the header, misspelt brands and salts.
    const queries = Array.from({ length: settings.warmup + settings.queries }, (_, index) => {
      const roll = index % QUERY_KINDS;
      if (roll === 0) return pick(EXAMPLES, next);
      const brand = (pick(names, next).split(' ')[0] ?? '').toLowerCase();
      if (roll === 1) return brand.slice(0, 3 + Math.floor(next() * 4));
      if (roll === 2) return typo(brand, next);
      return typo(pick(salts, next).split(' ')[0] ?? '', next);
    });

    const engines: Engine[] = [{ name: 'this checkout', modules: { createCatalogRepository, createCatalogService } }];
    if (baselineDir) {
      const load = (file: string) =>
        import(pathToFileURL(join(resolve(baselineDir), 'apps/api/src/modules/catalog', file)).href);
      const [repository, service] = await Promise.all([load('catalog.repository.ts'), load('catalog.service.ts')]);
      engines.push({ name: `baseline (${baselineDir})`, modules: { ...repository, ...service } });
    }
    const searches = engines.map(({ modules }) => {
      const catalog = modules.createCatalogService(
        modules.createCatalogRepository(database.db),
        createOrderHistoryRepository(database.db),
      );
      return (q: string) => catalog.search({ q, storeId, page: 1, pageSize: 24, sort: 'relevance' });
    });
    for (const q of queries.slice(0, settings.warmup)) for (const search of searches) await search(q);

    // With a baseline, each query goes through both, so a burst of load elsewhere on the machine falls on both alike.
    // The second of a pair finds the first's pages in the cache, so which goes first alternates within each kind of
    // query (alternating by position alone put every example query through the same engine first).
    const latencies: Latency[][] = engines.map(() => []);
    const busySeconds = engines.map(() => 0);
    const loadBefore = loadavg()[0] ?? 0;
    for (const [index, q] of queries.slice(settings.warmup).entries()) {
      for (let turn = 0; turn < searches.length; turn++) {
        const at = (Math.floor(index / QUERY_KINDS) + turn) % searches.length;
        const search = searches[at];
        if (!search) continue;
        const start = process.hrtime.bigint();
        const result = await search(q);
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        latencies[at]?.push({ q, ms, total: result.total });
        busySeconds[at] = (busySeconds[at] ?? 0) + ms / 1000;
      }
    }
    const loadAfter = loadavg()[0] ?? 0;
    const measured = engines.map((engine, at) => ({
      engine: engine.name,
      ...summarize(latencies[at] ?? [], busySeconds[at] ?? 0),
    }));
    const report = {
      benchmark: 'product-search',
      date: new Date().toISOString(),
      machine: {
        ...machineFigures(),
        loadAverage1m: { beforeQueries: round(loadBefore, 2), afterQueries: round(loadAfter, 2) },
      },
      database: { kind, version, products: settings.products },
      settings: { ...settings, baseline: baselineDir },
      setup: { insertSeconds: round(insertSeconds, 1) },
      engines: measured,
      target: { p95Ms: TARGET_P95_MS, met: (measured[0]?.results.p95Ms ?? Number.NaN) < TARGET_P95_MS },
    };
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const file = join(root, `bench/results/search-${kind}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.table(
      measured.map(({ engine, results }) => ({
        engine,
        database: kind,
        'p50 ms': results.p50Ms,
        'p95 ms': results.p95Ms,
        'p99 ms': results.p99Ms,
        'max ms': results.maxMs,
        'queries/s': results.queriesPerSecond,
        'avg matches': results.averageMatches,
      })),
    );
    for (const { engine, examples, slowest } of measured) {
      console.log(engine);
      console.table(examples);
      console.log('slowest:', slowest);
    }
    console.log(
      `load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}; p95 ${measured[0]?.results.p95Ms} ms: target < ${TARGET_P95_MS} ms ${report.target.met ? 'met' : 'NOT met'}; wrote ${file}`,
    );
  } finally {
    await cleanup();
  }
}

const kinds = requestedKinds();
for (const kind of kinds) await bench(kind);
