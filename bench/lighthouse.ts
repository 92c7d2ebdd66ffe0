import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Page as Tab } from 'puppeteer-core';
import { STORAGE_KEYS } from '../packages/shared/src/storage-keys';
import { argument, round, startProductionServer } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3970);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PRODUCT = 'dolo-650-tablet';

/** The issue's targets; `atMost` false means at least. Scores are 0–100, times in milliseconds. */
const TARGETS = {
  performance: { value: 95, atMost: false },
  accessibility: { value: 100, atMost: false },
  'LCP ms': { value: 2000, atMost: true },
  'TBT ms': { value: 150, atMost: true },
  CLS: { value: 0.05, atMost: true },
} as const;

const METRICS = {
  'FCP ms': 'first-contentful-paint',
  'LCP ms': 'largest-contentful-paint',
  'TBT ms': 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  'SI ms': 'speed-index',
} as const;

type Page = { name: string; path: string; withCartItem?: boolean };
const PAGES: Page[] = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search?q=paracetamol' },
  { name: 'product', path: `/product/${PRODUCT}` },
  { name: 'cart', path: '/cart', withCartItem: true },
  { name: 'stores', path: '/stores' },
];

type Figures = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS, number>;
type Sample = Figures & {
  run: number;
  benchmarkIndex: number | null;
  loadAverage1m: number;
  finalUrl: string;
  lcpElement: string | null;
  failedAudits: Record<string, string[]>;
  warnings: string[];
};

/** The production server of the checkout at `root` on a fresh embedded database, until `stop`. */
async function startServer(
  root: string,
  port: number,
): Promise<{ baseUrl: string; stop: () => Promise<void>; checkBuild: () => void }> {
  const indexPath = join(root, 'apps/web/dist/index.html');
  if (!existsSync(indexPath)) throw new Error(`${root}/apps/web/dist is not built: run npm run build there first`);
  // The server reads index.html once; a build replacing dist while it runs would make pages load missing files.
  const built = readFileSync(indexPath, 'utf8');
  const checkBuild = () => {
    if (!existsSync(indexPath) || readFileSync(indexPath, 'utf8') !== built) {
      throw new Error(`${root}/apps/web/dist was rebuilt during the run: measure again when nothing else builds`);
    }
  };
  const { baseUrl, stop } = await startProductionServer(root, port);
  return { baseUrl, stop, checkBuild };
}

/**
 * The cart a first-time visitor has after adding one pack of the product: priced by the store the app picks for
 * them (the nearest serviceable one to the approximate location, as features/location does), so the cart page
 * shows no price change.
 */
async function cartWithOneItem(baseUrl: string): Promise<string> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return (await res.json()) as T;
  };
  const place = await get<{ latitude: number; longitude: number }>('/api/location/approximate');
  const nearby = await get<{ stores: { id: string; is_serviceable: boolean }[] }>(
    `/api/stores/nearby?lat=${place.latitude}&lng=${place.longitude}&radius=5&limit=10`,
  );
  const store = nearby.stores.find((candidate) => candidate.is_serviceable);
  const product = await get<{ id: string; mrpPaise: number; offer: { pricePaise: number } | null }>(
    `/api/products/${PRODUCT}${store ? `?storeId=${store.id}` : ''}`,
  );
  return JSON.stringify([
    { medicine_id: product.id, price: product.offer?.pricePaise ?? product.mrpPaise, quantity: 1 },
  ]);
}

/** Audits of a category that count towards its score and did not pass, as `id` (score). */
function failedAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    return ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1
      ? [`${ref.id} (${audit.score})`]
      : [];
  });
}

function lcpElementOf(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
}

/** Lighthouse's version and the browser's, from the first run. */
const environment: { lighthouse?: string; userAgent?: string } = {};

/** A tab of a new Chromium with an empty profile, on the origin already (and the cart filled for the cart page). */
async function inFreshBrowser<T>(baseUrl: string, page: Page, cart: string, use: (tab: Tab) => Promise<T>): Promise<T> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const tab = await browser.newPage();
    // Every run opens the origin first, so connection reuse is the same for the cart and the other pages.
    await tab.goto(`${baseUrl}/api/health`);
    if (page.withCartItem) {
      // A string, not a function: tsx would add helpers to a function that the page does not have.
      await tab.evaluate(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.cart)}, ${JSON.stringify(cart)})`);
    }
    const result = await use(tab);
    await browser.disconnect();
    return result;
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run of `page` in a new Chromium with an empty profile. */
async function audit(
  baseUrl: string,
  page: Page,
  cart: string,
  run: number,
  reportPath: string | null,
): Promise<Sample> {
  return inFreshBrowser(baseUrl, page, cart, async (tab) => {
    const result = await lighthouse(
      `${baseUrl}${page.path}`,
      { logLevel: 'error', output: reportPath ? 'html' : 'json', onlyCategories: [...CATEGORIES] },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(page.path, lhr.runtimeError.code, lhr.runtimeError.message);
    environment.lighthouse ??= lhr.lighthouseVersion;
    environment.userAgent ??= lhr.environment.hostUserAgent;
    if (reportPath) writeFileSync(reportPath, String(result.report));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      run,
      ...(Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)]),
      ) as Record<(typeof CATEGORIES)[number], number>),
      ...(Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [
          name,
          name === 'CLS' ? round(numeric(id), 4) : round(numeric(id), 0),
        ]),
      ) as Record<keyof typeof METRICS, number>),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      loadAverage1m: round(loadavg()[0] ?? 0, 2),
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lcpElementOf(lhr),
      failedAudits: Object.fromEntries(
        CATEGORIES.filter((category) => category !== 'performance').map((category) => [
          category,
          failedAudits(lhr, category),
        ]),
      ),
      warnings: lhr.runWarnings.map(String),
    };
  });
}

/**
 * How many zod schemas the page builds while it loads, counted in a plain load of its own (not a Lighthouse run):
 * every contract schema a chunk imports is built as the module runs, the largest part of the first task on a phone
 * (docs/decisions.md, "The first screen builds only the schemas it reads"). zod calls
 * `globalThis.__zod_globalConfig.postProcessor` after each construction (the hook of its ahead-of-time compiler);
 * unlike the timings, the count does not drift with the machine.
 */
async function schemasBuilt(baseUrl: string, page: Page, cart: string): Promise<number> {
  return inFreshBrowser(baseUrl, page, cart, async (tab) => {
    await tab.evaluateOnNewDocument(
      'window.__schemasBuilt = 0; globalThis.__zod_globalConfig = { postProcessor() { window.__schemasBuilt++; } };',
    );
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle0' });
    return Number(await tab.evaluate('window.__schemasBuilt'));
  });
}

class LighthouseRunError extends Error {
  constructor(
    path: string,
    readonly code: string,
    message: string,
  ) {
    super(`${path}: ${code} ${message}`);
  }
}

// Chromium sometimes loses the trace of a load on a busy machine; Lighthouse itself says to run again
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);

async function auditRetrying(...args: Parameters<typeof audit>): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(...args);
    } catch (error) {
      if (!(error instanceof LighthouseRunError && RETRIED_ERRORS.has(error.code)) || attempt === 3) throw error;
      console.log(`${error.message}: running that page again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medians(samples: Sample[]): Figures {
  const names = [...CATEGORIES, ...(Object.keys(METRICS) as (keyof typeof METRICS)[])];
  return Object.fromEntries(
    names.map((name) => [name, round(median(samples.map((sample) => sample[name])), name === 'CLS' ? 4 : 0)]),
  ) as Figures;
}

/** Each failed audit, `category: id`, with the number of runs it failed in. */
function failedInRuns(samples: Sample[]): Record<string, string> {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    for (const [category, audits] of Object.entries(sample.failedAudits)) {
      for (const failed of audits) {
        const key = `${category}: ${failed.replace(/ \(.*\)$/, '')}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return Object.fromEntries([...counts].map(([key, count]) => [key, `${count}/${samples.length} runs`]));
}

function meetsTargets(figures: Figures): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(TARGETS).map(([name, target]) => {
      const value = figures[name as keyof Figures];
      return [name, target.atMost ? value <= target.value : value >= target.value];
    }),
  );
}

const runs = Number(argument('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');
const label = argument('--label') ?? 'mobile';
const reportsDir = argument('--reports');
const onlyPages = argument('--pages')?.split(',');
const pages = onlyPages ? PAGES.filter((page) => onlyPages.includes(page.name)) : PAGES;
if (pages.length === 0) throw new Error(`--pages names none of ${PAGES.map((page) => page.name).join(', ')}`);
const baselineRoot = argument('--baseline');
const root = resolve(import.meta.dirname, '..');
const trees = [
  { name: 'current', root, port: PORT },
  ...(baselineRoot ? [{ name: 'baseline', root: resolve(baselineRoot), port: PORT + 1 }] : []),
];
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

const loadBefore = loadavg()[0] ?? 0;
const servers = [];
try {
  for (const tree of trees) servers.push({ ...tree, ...(await startServer(tree.root, tree.port)) });
  const checkouts = await Promise.all(
    servers.map(async (server) => ({
      ...server,
      cart: await cartWithOneItem(server.baseUrl),
      samples: new Map<string, Sample[]>(),
    })),
  );

  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      // The baseline first on odd runs, this checkout first on even ones.
      const order = run % 2 ? [...checkouts].reverse() : checkouts;
      for (const checkout of order) {
        const reportPath = reportsDir ? join(reportsDir, `${checkout.name}-${page.name}-${run}.html`) : null;
        const sample = await auditRetrying(checkout.baseUrl, page, checkout.cart, run, reportPath);
        checkout.checkBuild();
        checkout.samples.set(page.name, [...(checkout.samples.get(page.name) ?? []), sample]);
        console.log(
          `run ${run}/${runs} ${checkout.name} ${page.path}: performance ${sample.performance}, LCP ${sample['LCP ms']} ms, TBT ${sample['TBT ms']} ms, CLS ${sample.CLS}`,
        );
      }
    }
  }

  const schemas = new Map<string, number>();
  for (const checkout of checkouts) {
    for (const page of pages) {
      schemas.set(`${checkout.name} ${page.name}`, await schemasBuilt(checkout.baseUrl, page, checkout.cart));
    }
  }

  const results = checkouts.map((checkout) => ({
    checkout: checkout.name,
    root: checkout.root,
    pages: pages.map((page) => {
      const samples = checkout.samples.get(page.name) ?? [];
      const figures = medians(samples);
      return {
        page: page.name,
        path: page.path,
        median: { ...figures, 'zod schemas built': schemas.get(`${checkout.name} ${page.name}`) ?? Number.NaN },
        targetsMet: meetsTargets(figures),
        failedAudits: failedInRuns(samples),
        runs: samples,
      };
    }),
  }));

  const report = {
    benchmark: 'lighthouse',
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      node: process.version,
      loadAverage1m: { before: round(loadBefore, 2), after: round(loadavg()[0] ?? 0, 2) },
    },
    settings: {
      preset: 'Lighthouse default (mobile): Moto G Power emulation, simulated slow 4G, 4× CPU slowdown',
      ...environment,
      chrome: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      runsPerPage: runs,
      categories: CATEGORIES,
      targets: TARGETS,
      visitor: 'first visit, empty profile, no location set (the app falls back to the approximate location)',
    },
    results,
  };
  const resultPath = join(root, `bench/results/lighthouse-${label}.json`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(resultPath, `${JSON.stringify(report, null, 2)}\n`);

  const [current, baseline] = results;
  for (const page of current?.pages ?? []) {
    const before = baseline?.pages.find((candidate) => candidate.page === page.page);
    console.log(`\n${page.path} — median of ${runs} runs`);
    console.table(
      (Object.keys(page.median) as (keyof typeof page.median)[]).map((name) => {
        const target = TARGETS[name as keyof typeof TARGETS];
        return {
          figure: name,
          current: page.median[name],
          ...(before
            ? {
                baseline: before.median[name],
                'current / baseline': `${((page.median[name] / before.median[name]) * 100).toFixed(1)}%`,
              }
            : {}),
          target: target ? `${target.atMost ? '≤' : '≥'} ${target.value}` : '',
          met: target ? (page.targetsMet[name] ? 'yes' : 'NO') : '',
        };
      }),
    );
    for (const [checkout, failures] of [
      ['current', page.failedAudits],
      ['baseline', before?.failedAudits],
    ] as const) {
      if (failures && Object.keys(failures).length > 0) {
        console.log(
          `failed audits, ${checkout}: ${Object.entries(failures)
            .map(([id, count]) => `${id} (${count})`)
            .join('; ')}`,
        );
      }
    }
  }
  console.log(`wrote ${resultPath}`);
} finally {
  for (const server of servers) await server.stop();
}
