/**
 * Issue 19, the phone profile: a customer page whose screen is a lazy route (search, a product, the cart…) used to
 * ask for its chunk only once the entry had downloaded and run — one more round trip on slow 4G before the page
 * could draw anything of its own. The build lists, for those routes, the chunks each needs beyond what index.html
 * already preloads (`dist/.vite/route-modules.json`, beside Vite's manifest, never served); the server names them
 * in the page it sends for such a path (`<link rel="modulepreload">`, apps/api/src/modules/seo/route-modules.ts),
 * so the browser fetches them alongside the entry.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { builtFilesOf, type TViteManifest } from './build-manifest.ts';

/**
 * Paths as router.tsx declares them (`:name` for a parameter) and the module its route loads lazily. The customer
 * pages people land on from a link or a search engine; the home page and the site's frame are in the entry already.
 */
const LANDING_ROUTES = [
  { path: '/search', module: 'src/features/search/pages/search-page.tsx' },
  { path: '/product/:id', module: 'src/features/catalog/pages/product-page.tsx' },
  { path: '/medicines/:id', module: 'src/features/catalog/pages/product-page.tsx' },
  { path: '/medicines', module: 'src/app/routes/medicines-page.tsx' },
  { path: '/cart', module: 'src/features/cart/pages/cart-page.tsx' },
  { path: '/stores', module: 'src/features/location/pages/stores-page.tsx' },
];

const WHO = 'route-modules.ts';

/** What `dist/.vite/route-modules.json` holds: for each path, the built files to preload, as `assets/…` */
type TRouteModules = { path: string; files: string[] }[];

export function routeModules(outDir: string): Plugin {
  return {
    name: 'dawanow:route-modules',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as TViteManifest;
        const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
        if (!entry) throw new Error(`${WHO}: the build manifest has no entry`);
        const preloaded = builtFilesOf(manifest, [entry], WHO);
        const routes: TRouteModules = LANDING_ROUTES.map(({ path, module }) => {
          // A module the router stopped loading lazily would be preloaded for nothing, or not at all
          if (!manifest[module]?.isDynamicEntry) {
            throw new Error(`${WHO}: ${module} (${path}) is not a lazy route of the build`);
          }
          const files = [...builtFilesOf(manifest, [module], WHO)];
          return { path, files: files.filter((file) => file.endsWith('.js') && !preloaded.has(file)) };
        });
        writeFileSync(join(outDir, '.vite/route-modules.json'), `${JSON.stringify(routes, null, 2)}\n`);
      },
    },
  };
}
