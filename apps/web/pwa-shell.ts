/**
 * Which built files the service worker precaches (issue 19, offline shell): the page, what every first visit
 * loads, and the customer screens that must open offline — not the whole build. The panels, the PDF viewer, the
 * map and the charts are megabytes a customer on a low-end phone should not download in the background; they are
 * kept as they are fetched instead (src/pwa/cache-rules.ts, "asset").
 *
 * Chunk names are content hashes, so the screens are named by source module and followed through Vite's build
 * manifest (dist/.vite/manifest.json, `build.manifest`) to every chunk and stylesheet they import statically.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { builtFilesOf, type TViteManifest } from './build-manifest.ts';

/**
 * The screens that open offline, by source module (router.tsx lazy routes; the home page and the site's frame are
 * in the entry).
 */
const OFFLINE_SCREENS = [
  'index.html',
  'src/features/catalog/pages/product-page.tsx',
  'src/app/routes/medicines-page.tsx',
  'src/features/search/pages/search-page.tsx',
  'src/features/cart/pages/cart-page.tsx',
  'src/app/routes/checkout-route.tsx',
  // Imported by the page after load: offline it must still be there, or the import fails
  'src/pwa/register.ts',
];

/** Workbox's manifest transform: built assets only when part of the shell; public files (icons, favicon) as they are. */
export function appShellOnly(viteManifestPath: string): ManifestTransform {
  return async (entries) => {
    const viteManifest = JSON.parse(readFileSync(viteManifestPath, 'utf8')) as TViteManifest;
    // The offline screens and everything they import statically
    const shell = builtFilesOf(viteManifest, OFFLINE_SCREENS, 'pwa-shell.ts');
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)) };
  };
}

/**
 * The worker is written after the bundle, when the compression plugin has already run (vite.config.ts), so its
 * .br and .gz are made here, at the same levels, for the API's static serving to pick from (serve-web-app.ts).
 */
export function compressServiceWorker(outDir: string): Plugin {
  return {
    name: 'dawanow:compress-service-worker',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const path = join(outDir, 'sw.js');
        const source = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      },
    },
  };
}
