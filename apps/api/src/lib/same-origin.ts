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
    // Judge by the route that matched, not the raw URL: the router decodes `/%61pi/me`, which
    // reaches the /api/me route although the raw URL does not start with "/api/".
    const path = request.routeOptions.url ?? request.url;
    if (SAFE_METHODS.has(request.method) || !path.startsWith('/api/')) return;
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
