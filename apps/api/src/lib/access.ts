/**
 * ARCHITECTURE §5: every API route declares who may call it (`config.access`), and this plugin
 * enforces it before the handler runs. A route under /api without a rule stops the app from
 * starting, so nothing ships unguarded.
 */
import type { TAccessRule } from '@dawanow/shared/api/endpoint';
import type { TEffectiveRole, TPlatformRole, TStoreRole } from '@dawanow/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export type Actor = {
  userId: string;
  email: string;
  /**
   * "First Last" from the profile (else the account's name, which is the mobile number of an unnamed phone account,
   * else the e-mail), as audit records name the person
   */
  name: string;
  platformRole: TPlatformRole;
  role: TEffectiveRole;
  stores: { storeId: string; storeName: string; role: TStoreRole }[];
  sessionExpiresAt: Date;
  /** The session the request came with: what this device sets up (a push subscription) ends with it */
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccessRule;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved for every route that is not public */
    actor: Actor | null;
  }
}

/** The access rule has run before any handler that needs a user, so a missing actor is a programming error. */
export function actorOf(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.actor;
}

export type RouteAccess = { method: string; url: string; access: TAccessRule };

// Routes added by infrastructure plugins rather than our modules: API docs and the web app.
const isGovernedRoute = (url: string) => url.startsWith('/api') && !url.startsWith('/api/docs');

/** Whether `actor` may call a route with `rule` by `method`; `storeId` is the route's store parameter, if any. */
export function isAllowed(
  rule: TAccessRule,
  actor: Actor | null,
  storeId: string | undefined,
  method: string,
): boolean {
  switch (rule.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return actor !== null;
    case 'admin':
      return actor?.platformRole === 'admin';
    case 'store':
      if (!actor) return false;
      if (actor.stores.some((store) => store.storeId === storeId && rule.roles.includes(store.role))) return true;
      // Issue 15: an administrator's write is audited, which the admin panel's routes do; a store route does
      // only where it says so
      return actor.platformRole === 'admin' && (method === 'GET' || rule.adminWrites === true);
  }
}

export function registerAccessControl(
  app: FastifyInstance,
  resolveActor: (request: FastifyRequest) => Promise<Actor | null>,
): RouteAccess[] {
  const routes: RouteAccess[] = [];
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    if (!isGovernedRoute(route.url)) return;
    const rule = route.config?.access;
    if (!rule) throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: rule });
    }
  });
  // Before validation: a caller who may not use a route learns nothing about its input rules.
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.kind === 'public') return;
    request.actor = await resolveActor(request);
    const storeId = (request.params as { storeId?: string } | undefined)?.storeId;
    if (isAllowed(rule, request.actor, storeId, request.method)) return;
    if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    throw new AppError('FORBIDDEN', "You don't have permission to do this.");
  });
  return routes;
}
