/**
 * First-load JavaScript per route (issue: "home and product pages send under 200 KB of compressed
 * JavaScript on first load"). Builds apps/web for production (`--no-build` measures the existing
 * apps/web/dist) and reads Vite's build manifest (dist/.vite/manifest.json, `build.manifest` in
 * apps/web/vite.config.ts).
 *
 *   tsx bundle.ts              vite build, then measure
 *   tsx bundle.ts --no-build   measure apps/web/dist as it is
 *
 * Method. A first visit to a route downloads, before the page can render:
 *   1. the entry chunk (index.html's <script type="module">) and everything it imports statically —
 *      the chunks index.html modulepreloads. The router, the home page, the providers and the route
 *      guards live here;
 *   2. the lazy chunk of every route object the URL matches, and everything that chunk imports
 *      statically — what Vite's preload helper fetches alongside a dynamic import. In app/router.tsx
 *      the root route `/` is lazy (app/layouts/site-layout.tsx: header, footer, tab bar), so every
 *      route loads it; `/product/:id`, `/medicines` and `/search` each add their page's lazy chunk,
 *      while the home page is an ordinary element inside the entry.
 * `imports` in the manifest are static imports; `dynamicImports` are not followed, because they load
 * later (other routes, and parts such as header popovers that load when first opened). A file reached
 * several ways is counted once. CSS is not counted.
 *
 * The route table below is kept by hand beside router.tsx, so two checks keep it honest: each lazy
 * module must be imported by router.tsx and be a dynamic entry of the build, and each route's page
 * module must appear in the source maps of the files counted for that route (skipped, with a note,
 * when the build has no source maps).
 *
 * Sizes: raw bytes on disk; gzip at zlib's default level 6 (what Node's compression middlewares use
 * on the fly; level 9 is under 1% smaller); brotli at quality 11 (Node's default, as for precompressed
 * assets). 1 KB = 1,000 bytes, as Vite reports. The budget applies to the gzip total.
 *
 * Writes bench/results/bundle.json and prints tables. A benchmark, not a test: it reports the budget,
 * it never fails on size.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'apps/web');
const distDir = join(webDir, 'dist');
const manifestPath = join(distDir, '.vite/manifest.json');
const routerPath = join(webDir, 'src/app/router.tsx');

const BUDGET_GZIP_BYTES = 200_000;
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 11;

const LAYOUT = 'src/app/layouts/site-layout.tsx';

/** Paths are relative to apps/web, as the manifest names sources. `lazy` lists the route objects' lazy modules. */
const routes = [
  { route: '/', url: '/', page: 'src/app/routes/home-page.tsx', lazy: [LAYOUT] },
  {
    route: '/product/:id',
    url: '/product/dolo-650-tablet',
    page: 'src/features/catalog/pages/product-page.tsx',
    lazy: [LAYOUT, 'src/features/catalog/pages/product-page.tsx'],
  },
  {
    route: '/medicines',
    url: '/medicines',
    page: 'src/app/routes/medicines-page.tsx',
    lazy: [LAYOUT, 'src/app/routes/medicines-page.tsx'],
  },
  {
    route: '/search',
    url: '/search',
    page: 'src/features/search/pages/search-page.tsx',
    lazy: [LAYOUT, 'src/features/search/pages/search-page.tsx'],
  },
];

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;
type Size = { raw: number; gzip: number; brotli: number };

function build() {
  execFileSync('npm', ['run', 'build', '-w', '@dawanow/web'], { cwd: root, stdio: 'inherit' });
}

function readManifest(): Manifest {
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build apps/web with build.manifest on (run without --no-build)`);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** How router.tsx names a module: `./x` below src/app, `@/x` elsewhere. */
function specifierInRouter(source: string): string {
  const withoutExtension = source.replace(/\.tsx?$/, '');
  return withoutExtension.startsWith('src/app/')
    ? `./${withoutExtension.slice('src/app/'.length)}`
    : `@/${withoutExtension.slice('src/'.length)}`;
}

/** The route table must describe router.tsx: lazy modules imported with import(), other pages imported statically. */
function checkAgainstRouter(manifest: Manifest) {
  const router = readFileSync(routerPath, 'utf8');
  for (const route of routes) {
    for (const lazy of route.lazy) {
      if (!router.includes(`import('${specifierInRouter(lazy)}')`)) {
        throw new Error(`router.tsx does not lazy-load ${lazy} (route ${route.route}): update bench/bundle.ts`);
      }
      if (!manifest[lazy]?.isDynamicEntry) {
        throw new Error(`${lazy} is not a dynamic entry of the build (route ${route.route}): update bench/bundle.ts`);
      }
    }
    if (!route.lazy.includes(route.page) && !router.includes(`from '${specifierInRouter(route.page)}'`)) {
      throw new Error(
        `router.tsx does not import ${route.page} statically (route ${route.route}): update bench/bundle.ts`,
      );
    }
  }
}

/** The chunk and everything it imports statically, as output file names. */
function staticClosure(manifest: Manifest, key: string, files: Set<string>, seen = new Set<string>()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files, seen);
}

/** Source files a built chunk was made from, from its hidden source map; null without one. */
function sourcesOf(file: string): string[] | null {
  const mapPath = join(distDir, `${file}.map`);
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; sourceRoot?: string };
  return map.sources.map((source) => resolve(dirname(mapPath), map.sourceRoot ?? '', source));
}

const sizeCache = new Map<string, Size>();
function sizeOf(file: string): Size {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(join(distDir, file));
  const size = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
  sizeCache.set(file, size);
  return size;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(2);

if (!process.argv.includes('--no-build')) build();
const manifest = readManifest();
checkAgainstRouter(manifest);
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && manifest[key]?.src === 'index.html');
if (!entryKey) throw new Error('manifest has no index.html entry');

const measured = routes.map((route) => {
  const files = new Set<string>();
  for (const key of [entryKey, ...route.lazy]) staticClosure(manifest, key, files);
  const sorted = [...files].sort((a, b) => sizeOf(b).raw - sizeOf(a).raw);
  const total = sorted.reduce<Size>(
    (sum, file) => {
      const size = sizeOf(file);
      return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
  const sources = sorted.map(sourcesOf);
  const pageFile = sources.every((list) => list !== null)
    ? (sorted.find((_, index) => sources[index]?.includes(join(webDir, route.page))) ?? null)
    : undefined;
  if (pageFile === null) {
    throw new Error(`${route.page} is in none of the files counted for ${route.route}: update bench/bundle.ts`);
  }
  return {
    route: route.route,
    url: route.url,
    lazyModules: route.lazy,
    pageModuleIn: pageFile ?? 'not checked (no source maps)',
    files: sorted.map((file) => ({ file, ...sizeOf(file) })),
    total,
    budgetGzipBytes: BUDGET_GZIP_BYTES,
    withinBudget: total.gzip < BUDGET_GZIP_BYTES,
  };
});

const report = {
  benchmark: 'first-load-javascript',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version },
  settings: {
    built: !process.argv.includes('--no-build'),
    gzipLevel: GZIP_LEVEL,
    brotliQuality: BROTLI_QUALITY,
    budgetGzipBytes: BUDGET_GZIP_BYTES,
    kilobyte: 1000,
  },
  entry: manifest[entryKey]?.file,
  routes: measured,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
const resultPath = join(root, 'bench/results/bundle.json');
writeFileSync(resultPath, `${JSON.stringify(report, null, 2)}\n`);

const allFiles = [...new Set(measured.flatMap((route) => route.files.map((file) => file.file)))].sort(
  (a, b) => sizeOf(b).raw - sizeOf(a).raw,
);
console.log('\nFiles downloaded on a first visit (KB = 1,000 bytes)');
console.table(
  allFiles.map((file) => ({
    file,
    'raw KB': kb(sizeOf(file).raw),
    'gzip KB': kb(sizeOf(file).gzip),
    'brotli KB': kb(sizeOf(file).brotli),
    routes: measured
      .filter((route) => route.files.some((counted) => counted.file === file))
      .map((route) => route.route)
      .join(' '),
  })),
);
console.log(`\nFirst-load JavaScript per route (budget: gzip < ${kb(BUDGET_GZIP_BYTES)} KB)`);
console.table(
  measured.map((route) => ({
    route: route.route,
    files: route.files.length,
    'raw KB': kb(route.total.raw),
    'gzip KB': kb(route.total.gzip),
    'brotli KB': kb(route.total.brotli),
    budget: route.withinBudget
      ? `within (${kb(BUDGET_GZIP_BYTES - route.total.gzip)} KB left)`
      : `OVER by ${kb(route.total.gzip - BUDGET_GZIP_BYTES)} KB`,
  })),
);
console.log(`wrote ${resultPath}`);
