/**
 * CSRF defence for cookie sessions: a state-changing API request must come from our own pages.
 * SameSite=Lax cookies already stop most cross-site posts; this also covers same-site subdomains
 * and old browsers. Requests without cookies (scripts, webhooks) are not affected.
 *
 * Which origins are ours: with PUBLIC_URL set, exactly that one (production). Without it, the app
 * may be opened at localhost, 127.0.0.1 or a LAN address from a phone, so the origin the request
 * itself reached (its Host) is ours too; a page elsewhere still sends its own origin and is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Vite's dev server, which proxies /api to us during development.
const DEV_WEB_ORIGIN = 'http://localhost:5173';

export type OriginPolicy = {
  /** Origins that are always ours */
  fixed: string[];
  /** Whether the origin a request reached us at counts as ours too (no PUBLIC_URL configured) */
  followsHost: boolean;
};

export function originPolicy(config: Pick<AppConfig, 'publicUrl' | 'hasPublicUrl' | 'env'>): OriginPolicy {
  return {
    fixed: [new URL(config.publicUrl).origin, ...(config.env === 'development' ? [DEV_WEB_ORIGIN] : [])],
    followsHost: !config.hasPublicUrl,
  };
}

/** The origin a request reached us at, as a browser on that page would send it. */
export function originOfRequest(request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return `${request.protocol}://${request.host}`;
}

/** Every origin that counts as ours for a request that reached us at `reached`. */
export function ownOrigins(policy: OriginPolicy, reached: string | null): string[] {
  return policy.followsHost && reached ? [...policy.fixed, reached] : policy.fixed;
}

export function registerSameOriginCheck(app: FastifyInstance, policy: OriginPolicy, cookieName: string) {
  app.addHook('onRequest', async (request) => {
    // Judge by the route that matched, not the raw URL: the router decodes `/%61pi/me`, which
    // reaches the /api/me route although the raw URL does not start with "/api/".
    const path = request.routeOptions.url ?? request.url;
    if (SAFE_METHODS.has(request.method) || !path.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const refused = new AppError('FORBIDDEN', 'This request did not come from DawaNow and was refused.');
    if (origin) {
      if (!ownOrigins(policy, originOfRequest(request)).includes(origin)) throw refused;
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw refused;
    if (request.headers.cookie?.includes(cookieName)) throw refused;
  });
}
