/**
 * Search relevance against the engines a small team would pick (issue 20): the 150 labelled queries of
 * relevance-queries.ts run on the same 200,000-product catalogue (search-catalogue.ts) in this one process
 * through DawaNow's own service call (`catalog.search`, the code behind GET /api/search, no store chosen
 * so stock does not reorder the answer), MiniSearch (fuzzy + prefix) and Orama (typo tolerance), and,
 * with `--baseline DIR`, DawaNow's search as it was in DIR (a checkout of an earlier commit with its
 * dependencies installed) on the same database. Reports recall@1, recall@3, MRR (within the first 10) and
 * p50/p95 latency per engine, and every query an engine misses at 3.
 *
 *   tsx relevance.ts [pglite|postgres] [--baseline DIR]
 *
 * MiniSearch and Orama get the query exactly as typed and index what DawaNow's index holds: name, brand,
 * composition and the category with its parent. A benchmark, not a test: it never fails on its figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/catalog.repository';
import { createCatalogService } from '../apps/api/src/modules/catalog/catalog.service';
import { createOrderHistoryRepository } from '../apps/api/src/modules/orders/order-history.repository';
import { LABELLED_QUERIES, type LabelledQuery, type QueryKind } from './relevance-queries';
import { buildSearchCatalogue } from './search-catalogue';
import { type Kind, machineFigures, openFresh, percentile, random, round } from './support';

const root = resolve(import.meta.dirname, '..');
const settings = {
  products: Number(process.env.BENCH_SEARCH_PRODUCTS ?? 200_000),
  /** Timed passes over the 150 queries after one untimed pass. */
  rounds: Number(process.env.BENCH_RELEVANCE_ROUNDS ?? 5),
  depth: 10,
  stockedShare: 0.4,
  seed: Number(process.env.BENCH_SEED ?? 20_261_121),
  miniSearch: { fuzzy: 0.2, prefix: true, boost: { name: 3, brand: 3, composition: 2 } },
  orama: { tolerance: 1, boost: { name: 3, brand: 3, composition: 2 } },
};
const TARGETS = { recallAt3: 0.95, p95Ms: 20 };

type Product = {
  id: string;
  slug: string;
  name: string;
  brand: string;
  composition: string;
  category: string;
  categorySlug: string;
};
type Engine = { name: string; search: (q: string) => Promise<string[]> | string[] };

function parseArgs(): { kind: Kind; baseline: string | null } {
  const args = process.argv.slice(2);
  const at = args.indexOf('--baseline');
  const baseline = at >= 0 ? (args[at + 1] ?? null) : null;
  if (at >= 0 && !baseline) throw new Error('--baseline needs a directory');
  const kind = args.find((arg, index) => !arg.startsWith('--') && index !== at + 1) ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`unknown database "${kind}": use pglite or postgres`);
  return { kind, baseline: baseline ? resolve(baseline) : null };
}

/** Words that name a salt's form or release, not the medicine: "Metformin Hydrochloride Prolonged release" is metformin. */
const FORM_WORDS =
  /\b(hydrochloride|hcl|sodium|potassium|besilate|besylate|maleate|succinate|tartrate|mesylate|prolonged|sustained|extended|modified|controlled|release|ip)\b/g;

/** A salt's name as judged: lower case, without its form or release. */
function saltName(name: string): string {
  return name
    .toLowerCase()
    .replace(FORM_WORDS, ' ')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** "Metformin (Extended Release) 500 mg + Glimepiride 1 mg" → ["glimepiride", "metformin"]. */
function saltsOf(label: string): string[] {
  return label
    .split(' + ')
    .map((part) => saltName(part.replace(/\([^)]*\)/g, ' ').replace(/\s+[\d.].*$/, '')))
    .filter((name) => name !== '')
    .sort();
}

function isHit(query: LabelledQuery, product: Product): boolean {
  if (query.slugs?.includes(product.slug)) return true;
  if (query.categories?.includes(product.categorySlug)) return true;
  if (query.salts) {
    const wanted = query.salts.map(saltName).sort().join('+');
    if (saltsOf(product.composition).join('+') !== wanted) return false;
    return query.strength === undefined || ` ${product.composition.toLowerCase()} `.includes(` ${query.strength} `);
  }
  return false;
}

async function dawaNow(
  database: Awaited<ReturnType<typeof openFresh>>['database'],
  name: string,
  modules: {
    createCatalogRepository: typeof createCatalogRepository;
    createCatalogService: typeof createCatalogService;
  },
): Promise<Engine> {
  const catalog = modules.createCatalogService(
    modules.createCatalogRepository(database.db),
    createOrderHistoryRepository(database.db),
  );
  return {
    name,
    search: async (q) =>
      (await catalog.search({ q, page: 1, pageSize: settings.depth, sort: 'relevance' })).results.map((row) => row.id),
  };
}

async function main() {
  const { kind, baseline } = parseArgs();
  console.log(`\n== search relevance on ${kind}: ${settings.products.toLocaleString('en')} products ==`);
  const { database, cleanup } = await openFresh(kind);
  try {
    await migrateDatabase(database);
    const buildStart = process.hrtime.bigint();
    await buildSearchCatalogue(database, {
      size: settings.products,
      stockedShare: settings.stockedShare,
      next: random(settings.seed),
    });
    const buildSeconds = Number(process.hrtime.bigint() - buildStart) / 1e9;
    console.log(`catalogue built in ${buildSeconds.toFixed(1)} s`);

    const rows = (
      (await database.db.execute(sql`
        select p.id, p.slug, p.name, coalesce(p.brand, '') as brand, p.composition_label as composition,
               concat_ws(' ', c.name, parent.name) as category, c.slug as "categorySlug"
        from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
        where p.is_active`)) as { rows: Product[] }
    ).rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const slugs = new Set(rows.map((row) => row.slug));
    const missing = LABELLED_QUERIES.flatMap((query) => (query.slugs ?? []).filter((slug) => !slugs.has(slug)));
    if (missing.length > 0) throw new Error(`labelled products missing from the catalogue: ${missing.join(', ')}`);
    for (const query of LABELLED_QUERIES) {
      if (!rows.some((row) => isHit(query, row))) throw new Error(`no product in the catalogue answers “${query.q}”`);
    }

    const indexStart = process.hrtime.bigint();
    const mini = new MiniSearch<Product>({
      fields: ['name', 'brand', 'composition', 'category'],
      searchOptions: settings.miniSearch,
    });
    mini.addAll(rows);
    const miniSeconds = Number(process.hrtime.bigint() - indexStart) / 1e9;
    const oramaStart = process.hrtime.bigint();
    const orama = create({
      schema: { name: 'string', brand: 'string', composition: 'string', category: 'string' } as const,
    });
    await insertMultiple(
      orama,
      rows.map(({ id, name, brand, composition, category }) => ({ id, name, brand, composition, category })),
      5_000,
    );
    const oramaSeconds = Number(process.hrtime.bigint() - oramaStart) / 1e9;
    console.log(`indexed in memory: MiniSearch ${miniSeconds.toFixed(1)} s, Orama ${oramaSeconds.toFixed(1)} s`);

    const engines: Engine[] = [await dawaNow(database, 'DawaNow', { createCatalogRepository, createCatalogService })];
    if (baseline) {
      const load = (file: string) => import(pathToFileURL(join(baseline, 'apps/api/src/modules/catalog', file)).href);
      const [repository, service] = await Promise.all([load('catalog.repository.ts'), load('catalog.service.ts')]);
      engines.push(
        await dawaNow(database, 'DawaNow (baseline)', {
          createCatalogRepository: repository.createCatalogRepository,
          createCatalogService: service.createCatalogService,
        }),
      );
    }
    engines.push(
      {
        name: 'MiniSearch',
        search: (q) =>
          mini
            .search(q)
            .slice(0, settings.depth)
            .map((hit) => String(hit.id)),
      },
      {
        name: 'Orama',
        search: async (q) =>
          (await oramaSearch(orama, { term: q, limit: settings.depth, ...settings.orama })).hits.map((hit) => hit.id),
      },
    );

    const report = [];
    for (const engine of engines) {
      const ranks: { query: LabelledQuery; rank: number; top: string[] }[] = [];
      for (const query of LABELLED_QUERIES) {
        const found = (await engine.search(query.q)).map((id) => byId.get(id));
        const rank = found.findIndex((product) => product !== undefined && isHit(query, product)) + 1;
        ranks.push({ query, rank, top: found.slice(0, 3).map((product) => product?.name ?? '?') });
      }
      const times: number[] = [];
      const loadBefore = loadavg()[0] ?? 0;
      for (let round = 0; round < settings.rounds; round++) {
        for (const query of LABELLED_QUERIES) {
          const start = process.hrtime.bigint();
          await engine.search(query.q);
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
        }
      }
      const loadAfter = loadavg()[0] ?? 0;
      times.sort((a, b) => a - b);
      const share = (hits: number) => hits / ranks.length;
      const byKind = Object.fromEntries(
        [...new Set(LABELLED_QUERIES.map((query) => query.kind))].map((kindOf: QueryKind) => {
          const of = ranks.filter((entry) => entry.query.kind === kindOf);
          return [
            kindOf,
            { queries: of.length, atThree: of.filter((entry) => entry.rank >= 1 && entry.rank <= 3).length },
          ];
        }),
      );
      report.push({
        engine: engine.name,
        recallAt1: round(share(ranks.filter((entry) => entry.rank === 1).length)),
        recallAt3: round(share(ranks.filter((entry) => entry.rank >= 1 && entry.rank <= 3).length)),
        mrr: round(ranks.reduce((sum, entry) => sum + (entry.rank > 0 ? 1 / entry.rank : 0), 0) / ranks.length),
        p50Ms: round(percentile(times, 0.5)),
        p95Ms: round(percentile(times, 0.95)),
        maxMs: round(times.at(-1) ?? Number.NaN),
        loadAverage1m: { before: round(loadBefore, 2), after: round(loadAfter, 2) },
        byKind,
        missedAtThree: ranks
          .filter((entry) => entry.rank === 0 || entry.rank > 3)
          .map((entry) => ({ q: entry.query.q, kind: entry.query.kind, rank: entry.rank, top: entry.top })),
      });
    }

    const version = String(
      ((await database.db.execute(sql`select version() as v`)) as { rows: { v: string }[] }).rows[0]?.v,
    );
    const file = join(root, `bench/results/relevance-${kind}.json`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          benchmark: 'search-relevance',
          date: new Date().toISOString(),
          machine: {
            ...machineFigures(),
          },
          database: { kind, version, products: rows.length },
          settings: { ...settings, queries: LABELLED_QUERIES.length, baseline },
          setup: {
            buildSeconds: round(buildSeconds, 1),
            miniSearchSeconds: round(miniSeconds, 1),
            oramaSeconds: round(oramaSeconds, 1),
          },
          targets: TARGETS,
          engines: report,
        },
        null,
        2,
      )}\n`,
    );
    for (const entry of report) {
      console.log(`\n${entry.engine} misses at 3 (${entry.missedAtThree.length}):`);
      for (const miss of entry.missedAtThree) {
        console.log(`  ${miss.kind.padEnd(14)} ${miss.q.padEnd(28)} rank ${miss.rank || '—'}: ${miss.top.join(' | ')}`);
      }
    }
    console.table(
      report.map((entry) => ({
        engine: entry.engine,
        'recall@1': entry.recallAt1,
        'recall@3': entry.recallAt3,
        MRR: entry.mrr,
        'p50 ms': entry.p50Ms,
        'p95 ms': entry.p95Ms,
        load: `${entry.loadAverage1m.before} → ${entry.loadAverage1m.after}`,
      })),
    );
    console.table(
      Object.fromEntries(
        report.map((entry) => [
          entry.engine,
          Object.fromEntries(Object.entries(entry.byKind).map(([k, v]) => [k, `${v.atThree}/${v.queries}`])),
        ]),
      ),
    );
    console.log(`wrote ${file}`);
  } finally {
    await cleanup();
  }
}

await main();
