/**
 * First-load JavaScript per route (issue: "home and product pages send under 200 KB of compressed
 * JavaScript on first load"), and what the production server really sends for it (issue 12: "every
 * response is compressed"). Builds apps/web for production (`--no-build` measures the existing
 * apps/web/dist) and reads Vite's build manifest (dist/.vite/manifest.json, `build.manifest` in
 * apps/web/vite.config.ts).
 *
 *   tsx bundle.ts                  vite build, start the production server, measure
 *   tsx bundle.ts --no-build       measure apps/web/dist as it is
 *   tsx bundle.ts --server URL     download from a production server already running at URL
 *   tsx bundle.ts --baseline DIR   measure DIR too, a checkout of an earlier commit with its own
 *                                  node_modules (built there as well unless --no-build), one after the
 *                                  other in this run, and print what the server sends before → after
 *
 * Method. A first visit to a route downloads, before the page can render:
 *   1. the entry chunk (index.html's <script type="module">) and everything it imports statically —
 *      the chunks index.html modulepreloads. The router, the home page, the providers and the route
 *      guards live here;
 *   2. the lazy chunk of every route object the URL matches, and everything that chunk imports
 *      statically — what Vite's preload helper fetches alongside a dynamic import. `/product/:id`,
 *      `/medicines` and `/search` each add their page's lazy chunk, while the home page and the site's
 *      frame (app/layouts/site-layout.tsx: header, footer, tab bar) are in the entry. Before session 20
 *      the frame was the lazy root route that every URL loaded; for a baseline built then, it is
 *      counted as one more lazy module of every route.
 * `imports` in the manifest are static imports; `dynamicImports` are not followed, because they load
 * later (other routes, and parts such as header popovers that load when first opened). A file reached
 * several ways is counted once. CSS is not counted in the JavaScript figures.
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
 * Sent: the benchmark starts the production server of the tree it measures (`NODE_ENV=production`: API
 * and built web app on one port, a fresh embedded database with the demo data in a temporary directory,
 * BENCH_PORT, default 3960) and downloads each route's page, its CSS and every JavaScript file counted
 * above with the headers of Chrome on Android (`Accept-Encoding: gzip, deflate, br, zstd`). "sent" is
 * the body as it crossed the wire, before decoding (headers not included; they are ~0.3 KB a file).
 * Each body is decoded and must equal the file on disk. It also downloads the JSON the home page asks
 * for, which depends on the demo data rather than the build.
 *
 * Writes bench/results/bundle.json and prints tables. A benchmark, not a test: it reports the budget,
 * it never fails on size.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { builtFilesOf } from '../apps/web/build-manifest';
import { argument, startProductionServer } from './support';

const BUDGET_GZIP_BYTES = 200_000;
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 11;
// Chrome 123+ (Android included); what DevTools shows a phone sending.
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const PORT = Number(process.env.BENCH_PORT ?? 3960);

const LAYOUT = 'src/app/layouts/site-layout.tsx';

/** Paths are relative to apps/web, as the manifest names sources. `lazy` lists the route objects' lazy modules. */
const routes = [
  { route: '/', url: '/', page: 'src/app/routes/home-page.tsx', lazy: [] },
  {
    route: '/product/:id',
    url: '/product/dolo-650-tablet',
    page: 'src/features/catalog/pages/product-page.tsx',
    lazy: ['src/features/catalog/pages/product-page.tsx'],
  },
  {
    route: '/medicines',
    url: '/medicines',
    page: 'src/app/routes/medicines-page.tsx',
    lazy: ['src/app/routes/medicines-page.tsx'],
  },
  {
    route: '/search',
    url: '/search',
    page: 'src/features/search/pages/search-page.tsx',
    lazy: ['src/features/search/pages/search-page.tsx'],
  },
];

/** The route's lazy modules in this build: with the site's frame when the build still loads it lazily. */
function lazyModulesOf(route: (typeof routes)[number], manifest: Manifest): string[] {
  return manifest[LAYOUT]?.isDynamicEntry ? [LAYOUT, ...route.lazy] : route.lazy;
}

/** What the home page asks the API for on a first visit (features/home, content and catalog api.ts). */
const HOME_PAGE_API = ['/api/site', '/api/categories', '/api/products/popular?limit=8', '/api/testimonials'];

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;
type Size = { raw: number; gzip: number; brotli: number };
/** One download: the bytes as they crossed the wire and how they were encoded. */
type Sent = { sent: number; encoding: string };

/** A checkout of the repository: this one, or an earlier commit's to compare with. */
function treeAt(root: string) {
  const webDir = join(root, 'apps/web');
  const distDir = join(webDir, 'dist');
  return {
    root,
    webDir,
    distDir,
    manifestPath: join(distDir, '.vite/manifest.json'),
    routerPath: join(webDir, 'src/app/router.tsx'),
  };
}
type Tree = ReturnType<typeof treeAt>;

function build(tree: Tree) {
  execFileSync('npm', ['run', 'build', '-w', '@dawanow/web'], { cwd: tree.root, stdio: 'inherit' });
}

function readManifest(tree: Tree): Manifest {
  if (!existsSync(tree.manifestPath)) {
    throw new Error(`${tree.manifestPath} is missing: build apps/web with build.manifest on (run without --no-build)`);
  }
  return JSON.parse(readFileSync(tree.manifestPath, 'utf8')) as Manifest;
}

/** How router.tsx names a module: `./x` below src/app, `@/x` elsewhere. */
function specifierInRouter(source: string): string {
  const withoutExtension = source.replace(/\.tsx?$/, '');
  return withoutExtension.startsWith('src/app/')
    ? `./${withoutExtension.slice('src/app/'.length)}`
    : `@/${withoutExtension.slice('src/'.length)}`;
}

/** The route table must describe router.tsx: lazy modules imported with import(), other pages imported statically. */
function checkAgainstRouter(tree: Tree, manifest: Manifest) {
  const router = readFileSync(tree.routerPath, 'utf8');
  for (const route of routes) {
    for (const lazy of lazyModulesOf(route, manifest)) {
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

/** Source files a built chunk was made from, from its hidden source map; null without one. */
function sourcesOf(tree: Tree, file: string): string[] | null {
  const mapPath = join(tree.distDir, `${file}.map`);
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; sourceRoot?: string };
  return map.sources.map((source) => resolve(dirname(mapPath), map.sourceRoot ?? '', source));
}

const sizeCache = new Map<string, Size>();
function sizeOf(tree: Tree, file: string): Size {
  const path = join(tree.distDir, file);
  const cached = sizeCache.get(path);
  if (cached) return cached;
  const bytes = readFileSync(path);
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
  sizeCache.set(path, size);
  return size;
}

/** GETs a path as a phone's browser would; the body is kept as it came over the wire, then decoded. */
function download(url: string, accept: string): Promise<Sent & { decoded: Buffer }> {
  return new Promise((resolveDownload, reject) => {
    get(url, { headers: { accept, 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'] ?? 'identity';
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        const length = res.headers['content-length'];
        if (length !== undefined && Number(length) !== wire.length) {
          return reject(new Error(`${url}: content-length ${length}, ${wire.length} bytes received`));
        }
        const decoders: Record<string, (bytes: Buffer) => Buffer> = {
          identity: (bytes) => bytes,
          br: brotliDecompressSync,
          gzip: gunzipSync,
        };
        const decode = decoders[encoding];
        if (!decode) return reject(new Error(`${url}: unexpected content-encoding ${encoding}`));
        resolveDownload({ sent: wire.length, encoding, decoded: decode(wire) });
      });
    }).on('error', reject);
  });
}

/** Downloads a built file and checks that what arrives, decoded, is the file on disk. */
async function downloadFile(tree: Tree, baseUrl: string, file: string, accept: string): Promise<Sent> {
  const { decoded, ...sent } = await download(`${baseUrl}/${file}`, accept);
  if (!decoded.equals(readFileSync(join(tree.distDir, file)))) {
    throw new Error(`${file}: the server sent something other than the built file`);
  }
  return sent;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const encodingsOf = (downloads: Sent[]) => [...new Set(downloads.map((download) => download.encoding))].join(' ');

/**
 * Product, category and blog pages carry their own title, description and JSON-LD in the head (the server fills
 * them in for search engines); the app they load — every script and stylesheet tag, and the body — must be the
 * build's.
 */
function servesBuiltApp(page: string, built: string): boolean {
  const assetTags = (html: string) =>
    (html.match(/<(?:script|link)\b[^>]*>/g) ?? []).filter((tag) =>
      /\bsrc=|rel="(?:stylesheet|modulepreload)"/.test(tag),
    );
  const bodyOf = (html: string) => html.slice(html.indexOf('<body'));
  return bodyOf(page) === bodyOf(built) && assetTags(built).every((tag) => page.includes(tag));
}

/** Everything this benchmark measures in one checkout. */
async function measureTree(tree: Tree, options: { isBuilt: boolean; serverUrl: string | null }) {
  const buildStarted = performance.now();
  if (options.isBuilt) build(tree);
  const buildSeconds = options.isBuilt ? Math.round(performance.now() - buildStarted) / 1000 : null;
  const manifest = readManifest(tree);
  checkAgainstRouter(tree, manifest);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && manifest[key]?.src === 'index.html');
  if (!entryKey) throw new Error('manifest has no index.html entry');

  const server = options.serverUrl
    ? { baseUrl: options.serverUrl, stop: async () => {} }
    : await startProductionServer(tree.root, PORT);
  try {
    const sentCache = new Map<string, Promise<Sent>>();
    const sentOf = (file: string, accept: string) => {
      const cached = sentCache.get(file) ?? downloadFile(tree, server.baseUrl, file, accept);
      sentCache.set(file, cached);
      return cached;
    };

    const measured = [];
    for (const route of routes) {
      // The chunks the route loads and everything they import statically, scripts and stylesheets apart
      const built = [...builtFilesOf(manifest, [entryKey, ...lazyModulesOf(route, manifest)], 'bench/bundle.ts')];
      const files = built.filter((file) => !file.endsWith('.css'));
      const css = built.filter((file) => file.endsWith('.css'));
      const sorted = [...files].sort((a, b) => sizeOf(tree, b).raw - sizeOf(tree, a).raw);
      const counted = await Promise.all(
        sorted.map(async (file) => ({ file, ...sizeOf(tree, file), ...(await sentOf(file, '*/*')) })),
      );
      const totalOf = (key: 'raw' | 'gzip' | 'brotli' | 'sent') => sum(counted.map((file) => file[key]));
      const total = { raw: totalOf('raw'), gzip: totalOf('gzip'), brotli: totalOf('brotli'), sent: totalOf('sent') };
      const sources = sorted.map((file) => sourcesOf(tree, file));
      const pageFile = sources.every((list) => list !== null)
        ? (sorted.find((_, index) => sources[index]?.includes(join(tree.webDir, route.page))) ?? null)
        : undefined;
      if (pageFile === null) {
        throw new Error(`${route.page} is in none of the files counted for ${route.route}: update bench/bundle.ts`);
      }

      const cssSent = await Promise.all([...css].map((file) => sentOf(file, 'text/css,*/*;q=0.1')));
      const { decoded: page, ...pageSent } = await download(`${server.baseUrl}${route.url}`, 'text/html');
      if (!servesBuiltApp(page.toString(), readFileSync(join(tree.distDir, 'index.html'), 'utf8'))) {
        throw new Error(`${route.url}: the server did not send the built index.html`);
      }
      measured.push({
        route: route.route,
        url: route.url,
        lazyModules: lazyModulesOf(route, manifest),
        pageModuleIn: pageFile ?? 'not checked (no source maps)',
        files: counted,
        total: { ...total, encodings: encodingsOf(counted) },
        budgetGzipBytes: BUDGET_GZIP_BYTES,
        withinBudget: total.gzip < BUDGET_GZIP_BYTES,
        // The whole first visit as the server sends it: the page, its CSS and the JavaScript above.
        firstVisit: {
          raw: page.length + sum([...css].map((file) => sizeOf(tree, file).raw)) + total.raw,
          sent: pageSent.sent + sum(cssSent.map((download) => download.sent)) + total.sent,
          encodings: encodingsOf([pageSent, ...cssSent, ...counted]),
          css: [...css],
        },
      });
    }

    const api = [];
    for (const path of HOME_PAGE_API) {
      const { decoded, ...sent } = await download(`${server.baseUrl}${path}`, 'application/json');
      api.push({ path, raw: decoded.length, ...sent });
    }
    return {
      root: tree.root,
      buildSeconds,
      entry: manifest[entryKey]?.file,
      server: server.baseUrl,
      routes: measured,
      api,
    };
  } finally {
    await server.stop();
  }
}
type Measurement = Awaited<ReturnType<typeof measureTree>>;

const kb = (bytes: number) => (bytes / 1000).toFixed(2);
const ratio = (after: number, before: number) => `${((after / before) * 100).toFixed(1)}%`;

const isBuilt = !process.argv.includes('--no-build');
const baselineRoot = argument('--baseline');
const current = treeAt(resolve(import.meta.dirname, '..'));
// The earlier commit first, so both builds and servers run on the same machine minutes apart.
const baseline = baselineRoot ? await measureTree(treeAt(resolve(baselineRoot)), { isBuilt, serverUrl: null }) : null;
const measurement = await measureTree(current, { isBuilt, serverUrl: argument('--server') });

const report = {
  benchmark: 'first-load-javascript',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version },
  settings: {
    built: isBuilt,
    gzipLevel: GZIP_LEVEL,
    brotliQuality: BROTLI_QUALITY,
    acceptEncoding: ACCEPT_ENCODING,
    budgetGzipBytes: BUDGET_GZIP_BYTES,
    kilobyte: 1000,
  },
  ...measurement,
  baseline,
};
mkdirSync(join(current.root, 'bench/results'), { recursive: true });
const resultPath = join(current.root, 'bench/results/bundle.json');
writeFileSync(resultPath, `${JSON.stringify(report, null, 2)}\n`);

const { routes: measured } = measurement;
const allFiles = [...new Map(measured.flatMap((route) => route.files.map((file) => [file.file, file]))).values()].sort(
  (a, b) => b.raw - a.raw,
);
console.log(`\nFiles downloaded on a first visit (KB = 1,000 bytes; sent = ${measurement.server}, ${ACCEPT_ENCODING})`);
console.table(
  allFiles.map((file) => ({
    file: file.file,
    'raw KB': kb(file.raw),
    'gzip KB': kb(file.gzip),
    'brotli KB': kb(file.brotli),
    'sent KB': kb(file.sent),
    encoding: file.encoding,
    routes: measured
      .filter((route) => route.files.some((counted) => counted.file === file.file))
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
    'sent KB': kb(route.total.sent),
    budget: route.withinBudget
      ? `within (${kb(BUDGET_GZIP_BYTES - route.total.gzip)} KB left)`
      : `OVER by ${kb(route.total.gzip - BUDGET_GZIP_BYTES)} KB`,
  })),
);
console.log('\nWhat the server sends for a first visit: page + CSS + JavaScript');
console.table(
  measured.map((route) => ({
    route: route.route,
    'raw KB': kb(route.firstVisit.raw),
    'sent KB': kb(route.firstVisit.sent),
    'sent / raw': ratio(route.firstVisit.sent, route.firstVisit.raw),
    encodings: route.firstVisit.encodings,
  })),
);
console.log('\nJSON the home page asks for (demo data)');
console.table(
  measurement.api.map((answer) => ({
    path: answer.path,
    'raw KB': kb(answer.raw),
    'sent KB': kb(answer.sent),
    encoding: answer.encoding,
  })),
);

if (baseline) {
  const before = (list: Measurement['routes'], route: string) => {
    const found = list.find((candidate) => candidate.route === route);
    if (!found) throw new Error(`the baseline has no route ${route}`);
    return found;
  };
  console.log(`\nSent before (${baseline.root}) → after (${measurement.root})`);
  if (baseline.buildSeconds !== null && measurement.buildSeconds !== null) {
    console.log(`vite build: ${baseline.buildSeconds} s before, ${measurement.buildSeconds} s after`);
  }
  console.table([
    ...measured.map((route) => {
      const old = before(baseline.routes, route.route);
      return {
        what: `${route.route} page + CSS + JS`,
        'before KB': kb(old.firstVisit.sent),
        'after KB': kb(route.firstVisit.sent),
        'after / before': ratio(route.firstVisit.sent, old.firstVisit.sent),
        'JS before KB': kb(old.total.sent),
        'JS after KB': kb(route.total.sent),
      };
    }),
    ...measurement.api.map((answer) => {
      const old = baseline.api.find((candidate) => candidate.path === answer.path);
      return {
        what: answer.path,
        'before KB': old ? kb(old.sent) : '—',
        'after KB': kb(answer.sent),
        'after / before': old ? ratio(answer.sent, old.sent) : '—',
      };
    }),
  ]);
}
console.log(`wrote ${resultPath}`);
