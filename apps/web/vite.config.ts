import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pdfjsAssets } from './pdfjs-assets.ts';
import { prerenderedShell } from './prerender-shell.ts';
import { appShellOnly, compressServiceWorker } from './pwa-shell.ts';
import { routeModules } from './route-modules.ts';

// Issue 19: the brand green of the header and the icons (index.css --color-brand-700)
const THEME_COLOUR = '#047857';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pdfjsAssets(),
    prerenderedShell(),
    routeModules(fileURLToPath(new URL('./dist', import.meta.url))),
    // Issue 19: installable app and offline shell. Our own worker (src/sw.ts) because it also shows order
    // updates by push; src/pwa/register.ts registers it after the first paint, so no script is injected here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'DawaNow — Medicines delivered in minutes',
        short_name: 'DawaNow',
        description: 'Medicines in minutes from licensed partner pharmacies near you.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        categories: ['medical', 'health', 'shopping'],
        // Drawn from public/favicon.svg by scripts/make-icons.ts
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The pdf.js fonts and decoders are fetched only by the prescription viewer, never offline. The
        // manifest and its icons are listed by the plugin itself (includeManifestIcons below is off: once is enough).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['pdfjs/**', '**/*.map'],
        manifestTransforms: [appShellOnly(fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url)))],
      },
      includeManifestIcons: false,
      devOptions: { enabled: false },
    }),
    compressServiceWorker(fileURLToPath(new URL('./dist', import.meta.url))),
    // Every text file of the build also goes out as .br and .gz beside it, compressed once here at the
    // highest levels (brotli 11, gzip 9) instead of on every request; the API's static serving picks one by
    // the browser's Accept-Encoding (apps/api/src/web/serve-web-app.ts). A file that would not shrink is left
    // alone; images are compressed already. The manifest is for bench/bundle.ts and never served.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest|ico)$/,
      exclude: /(^|[\\/])\.vite[\\/]/,
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // In development the API runs on its own port; the browser still sees one origin.
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
  // Source maps are built for error reporting but not referenced from the served bundles. The manifest
  // (dist/.vite, never served: dotfiles are ignored) tells bench/bundle.ts which chunks each route loads.
  build: {
    target: 'es2022',
    // A font is fetched only when the page has text it draws (unicode-range, index.css): inlined in the stylesheet,
    // every visitor would download it before the first paint, whatever their language or their phone's own fonts.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    sourcemap: 'hidden',
    manifest: true,
    // The vendor chunk is ~520 kB minified (~160 KB gzip) and every page needs all of it; bench/bundle.ts
    // watches the real limit, first-load JavaScript per route.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What every first visit loads (the entry's static imports) goes out as two files instead of a
        // dozen shards: the libraries, unchanged from one release to the next so returning visitors keep
        // them cached, and our own code. Fewer files also compress better: ~2 KB gzip less first-load
        // JavaScript (bench/bundle.ts).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
