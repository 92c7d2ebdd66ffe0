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
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? HASHED_ASSET_CACHE : 'no-cache');
    },
  });
}

/** Client routes (no file extension) get index.html so the SPA can render them, its not-found screen included. */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '/';
  return !path.startsWith('/api/') && path !== '/api' && extname(path) === '';
}
