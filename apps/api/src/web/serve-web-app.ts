/** Production: the API also serves the built single-page app (ARCHITECTURE §1, one process, one port). */
import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Vite puts content-hashed files under assets/: they never change, so browsers may keep them for a year.
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

export async function serveWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    throw new Error(`The web app is not built: ${webDistDir}/index.html is missing. Run "npm run build".`);
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: true,
    dotfiles: 'ignore',
    // The build writes .br and .gz beside every text file (apps/web/vite.config.ts): the browser gets brotli,
    // else gzip, else the file as it is, with Vary: Accept-Encoding. index.html served for client routes
    // (reply.sendFile) is chosen the same way.
    preCompressed: true,
    // Everything outside assets/ is revalidated on each use: index.html, and the service worker (sw.js, issue 19),
    // whose byte change is how browsers learn of a new release.
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? HASHED_ASSET_CACHE : 'no-cache');
    },
  });
}

/**
 * Page navigations get index.html so the SPA can render them, its not-found screen included: a browser
 * asking for HTML, or any path without a file extension. Missing assets and API paths stay 404.
 */
export function isClientRoute(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  return extname(path) === '' || (accept ?? '').includes('text/html');
}
