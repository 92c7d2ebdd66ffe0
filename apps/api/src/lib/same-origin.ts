/**
 * CSRF defence for cookie sessions: a state-changing API request must come from our own pages.
 * SameSite=Lax cookies already stop most cross-site posts; this also covers same-site subdomains
 * and old browsers. Requests without cookies (scripts, webhooks) are not affected.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerSameOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[], cookieName: string) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const refused = new AppError('FORBIDDEN', 'This request did not come from DawaNow and was refused.');
    if (origin) {
      if (!allowedOrigins.includes(origin)) throw refused;
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw refused;
    if (request.headers.cookie?.includes(cookieName)) throw refused;
  });
}
