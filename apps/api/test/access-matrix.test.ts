/**
 * ARCHITECTURE §5 authorisation matrix: every route in the app's route table, called by every kind
 * of caller, gets the answer its declared rule promises. A route added without a rule, or with a
 * rule this file does not know, fails here.
 */
import { randomUUID } from 'node:crypto';
import { access, type TAccessRule } from '@dawanow/shared/api/endpoint';
import type { TStoreRole } from '@dawanow/shared/auth';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type RouteAccess, registerAccessControl } from '../src/lib/access';
import { addStoreMember, as, createStore, createUser, signIn, type TestUser } from './factories';
import { createTestApp } from './test-app';

// The route table exists only once the app is built, and the tests below are generated from it,
// so the app is built while this file is collected rather than in beforeAll.
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const storeA = await createStore(t.app, 'Apollo Corner Pharmacy');
const storeB = await createStore(t.app, 'Bharat Medicals');

type Actor = {
  name: string;
  user: TestUser | null;
  isPlatformAdmin: boolean;
  /** The actor's role in store A, as SPEC §4 maps store_members roles (owner/admin → store_admin …) */
  roleInStoreA: TStoreRole | null;
};

async function member(storeId: string, role: 'owner' | 'manager' | 'staff'): Promise<TestUser> {
  const user = await createUser(t.app);
  await addStoreMember(t.app, storeId, user.id, role);
  return user;
}

const actors: Actor[] = [
  { name: 'anonymous', user: null, isPlatformAdmin: false, roleInStoreA: null },
  { name: 'customer', user: await createUser(t.app), isPlatformAdmin: false, roleInStoreA: null },
  { name: 'store A owner', user: await member(storeA, 'owner'), isPlatformAdmin: false, roleInStoreA: 'store_admin' },
  {
    name: 'store A manager',
    user: await member(storeA, 'manager'),
    isPlatformAdmin: false,
    roleInStoreA: 'store_manager',
  },
  { name: 'store A staff', user: await member(storeA, 'staff'), isPlatformAdmin: false, roleInStoreA: 'store_staff' },
  { name: 'store B owner', user: await member(storeB, 'owner'), isPlatformAdmin: false, roleInStoreA: null },
  {
    name: 'platform admin',
    user: await createUser(t.app, { role: 'admin' }),
    isPlatformAdmin: true,
    roleInStoreA: null,
  },
];

type Outcome = 'allowed' | 401 | 403;

/** What the rule promises, written from ARCHITECTURE §5 rather than from the code that enforces it. */
function expectedOutcome(rule: TAccessRule, actor: Actor, method: string): Outcome {
  switch (rule.kind) {
    case 'public':
      return 'allowed';
    case 'signed-in':
      return actor.user ? 'allowed' : 401;
    case 'admin':
      if (!actor.user) return 401;
      return actor.isPlatformAdmin ? 'allowed' : 403;
    case 'store':
      // Every store route in the matrix is called on store A
      if (!actor.user) return 401;
      if (actor.roleInStoreA && rule.roles.includes(actor.roleInStoreA)) return 'allowed';
      // A platform admin reads every store; writes only where the route audits them (ARCHITECTURE §5)
      return actor.isPlatformAdmin && (method === 'GET' || rule.adminWrites) ? 'allowed' : 403;
  }
}

const PARAM_VALUES: Record<string, string> = {
  storeId: storeA,
  addressId: randomUUID(),
  providerId: 'google',
  slug: 'terms',
  placeId: '1',
  ref: 'dolo-650-tablet',
  orderId: randomUUID(),
  paymentId: randomUUID(),
  payoutId: randomUUID(),
  provider: 'sandbox',
  prescriptionId: randomUUID(),
  fileId: randomUUID(),
  quoteId: randomUUID(),
  refundId: randomUUID(),
  customerId: randomUUID(),
  notificationId: randomUUID(),
  productId: randomUUID(),
  batchId: randomUUID(),
  requestId: randomUUID(),
  closureId: randomUUID(),
  photoId: randomUUID(),
  invitationId: randomUUID(),
  categoryId: randomUUID(),
  applicationId: randomUUID(),
  kind: 'form20',
  couponId: randomUUID(),
  postId: randomUUID(),
  testimonialId: randomUUID(),
  reminderId: randomUUID(),
  imageId: randomUUID(),
  imageName: `${'0'.repeat(32)}-640.webp`,
  userId: 'no-such-member',
  token: 'A'.repeat(43),
};

function concretePath(url: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = PARAM_VALUES[name];
    if (!value) throw new Error(`The matrix has no value for the route parameter :${name} (${url}); add one`);
    return value;
  });
}

// These end the caller's sessions; they run last, each on a session of its own, so they cannot
// turn the other checks into 401s.
const SESSION_ENDING = new Set(['POST /api/auth/sign-out', 'POST /api/me/sign-out-everywhere', 'DELETE /api/me']);
const keyOf = (route: RouteAccess) => `${route.method} ${route.url}`;
const routes = [
  ...t.app.routeAccess.filter((route) => !SESSION_ENDING.has(keyOf(route))),
  ...t.app.routeAccess.filter((route) => SESSION_ENDING.has(keyOf(route))),
];

let ipCounter = 0;
async function call(route: RouteAccess, actor: Actor) {
  let user = actor.user;
  if (user && SESSION_ENDING.has(keyOf(route))) {
    user = { ...user, cookie: await signIn(t.app, user.email, user.password) };
  }
  ipCounter += 1;
  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'DELETE';
  const response = t.app.inject(
    as(user, {
      method: route.method as 'GET',
      url: concretePath(route.url),
      // A fresh client address per call keeps per-IP limits (contact form, sign-in) out of the picture
      remoteAddress: `10.200.${ipCounter >> 8}.${ipCounter & 255}`,
      ...(hasBody ? { payload: { probe: true } } : {}),
    }),
  );
  if (!route.url.endsWith('/stream')) return response;
  // An event stream that lets the caller in stays open; access is refused before it opens, at once.
  const stillOpen = new Promise<{ statusCode: number; body: string }>((resolve) => {
    setTimeout(() => resolve({ statusCode: 200, body: 'stream open' }), 1000).unref();
  });
  return Promise.race([response, stillOpen]);
}

describe('the route table', () => {
  it('lists every route of the OpenAPI document', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const documented = Object.entries(spec.json().paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(10);
    expect(t.app.routeAccess.map(keyOf)).toEqual(expect.arrayContaining(documented));
  });

  it('covers the identity routes with the rules ARCHITECTURE §5 gives them', () => {
    const ruleOf = (key: string) => t.app.routeAccess.find((route) => keyOf(route) === key)?.access;
    expect(ruleOf('POST /api/auth/sign-up')).toEqual(access.public);
    expect(ruleOf('GET /api/me')).toEqual(access.signedIn);
    expect(ruleOf('DELETE /api/me/addresses/:addressId')).toEqual(access.signedIn);
    // A customer's own order history, so never public (issue 17)
    expect(ruleOf('GET /api/products/order-again')).toEqual(access.signedIn);
    expect(ruleOf('GET /api/stores/:storeId/members')).toEqual(access.store(['store_admin']));
  });

  it('gives the sign-in routes of issue 17 theirs: codes and resets for anyone, linking a number once signed in', () => {
    const ruleOf = (key: string) => t.app.routeAccess.find((route) => keyOf(route) === key)?.access;
    for (const key of [
      'POST /api/auth/phone/send-code',
      'POST /api/auth/phone/verify',
      'POST /api/auth/password/forgot',
      'POST /api/auth/password/reset',
      // The embedded demo's outbox (the test app is configured as the demo is); elsewhere it is not routed at all
      'GET /api/dev/outbox',
    ]) {
      expect(ruleOf(key), key).toEqual(access.public);
    }
    expect(ruleOf('POST /api/auth/phone/link')).toEqual(access.signedIn);
  });

  it('gives every signed-in person their own inbox, whatever their role (issue 18)', () => {
    const ruleOf = (key: string) => t.app.routeAccess.find((route) => keyOf(route) === key)?.access;
    for (const key of [
      'GET /api/me/notifications',
      'GET /api/me/notifications/unread-count',
      'POST /api/me/notifications/:notificationId/read',
      'POST /api/me/notifications/read-all',
    ]) {
      expect(ruleOf(key), key).toEqual(access.signedIn);
    }
  });

  it('lets anyone read the push key, the signed-in subscribe their device, and only members ask for store orders (issue 19)', () => {
    const ruleOf = (key: string) => t.app.routeAccess.find((route) => keyOf(route) === key)?.access;
    expect(ruleOf('GET /api/push/public-key')).toEqual(access.public);
    for (const key of ['GET /api/push/subscription', 'POST /api/push/subscription', 'DELETE /api/push/subscription']) {
      expect(ruleOf(key), key).toEqual(access.signedIn);
    }
    for (const key of [
      'POST /api/stores/:storeId/push/subscription',
      'DELETE /api/stores/:storeId/push/subscription',
    ]) {
      expect(ruleOf(key), key).toEqual(access.storeCan('orders'));
    }
  });

  it('lists the Prometheus figures as public, and hides them from a remote caller without METRICS_TOKEN (issue 20)', async () => {
    const ruleOf = (key: string) => t.app.routeAccess.find((route) => keyOf(route) === key)?.access;
    expect(ruleOf('GET /api/metrics')).toEqual(access.public);
    for (const actor of actors) {
      const remote = await t.app.inject(
        as(actor.user, { method: 'GET', url: '/api/metrics', remoteAddress: '10.9.8.7' }),
      );
      expect(remote.statusCode, actor.name).toBe(404);
    }
  });

  it('lets every member read the store dashboard, and only owners, admins and managers pause the store', () => {
    const ruleOf = (key: string) => t.app.routeAccess.find((route) => keyOf(route) === key)?.access;
    expect(ruleOf('GET /api/stores/:storeId/dashboard')).toEqual(
      access.store(['store_admin', 'store_manager', 'store_staff']),
    );
    expect(ruleOf('POST /api/stores/:storeId/accepting')).toEqual(access.store(['store_admin', 'store_manager']));
  });

  it("keeps the team to owners and admins, and reopening a prescription to the store's admins (issue 14)", () => {
    const teamRoutes = t.app.routeAccess.filter((route) => route.url.startsWith('/api/stores/:storeId/team'));
    expect(teamRoutes.length).toBe(8);
    for (const route of teamRoutes) expect(route.access, keyOf(route)).toEqual(access.store(['store_admin']));
    const ruleOf = (key: string) => t.app.routeAccess.find((route) => keyOf(route) === key)?.access;
    // The one store write a platform admin may make: its handler audits the admin's reopening (issue 15)
    expect(ruleOf('POST /api/stores/:storeId/prescriptions/:prescriptionId/reopen')).toEqual({
      ...access.store(['store_admin']),
      adminWrites: true,
    });
    expect(ruleOf('POST /api/store-invitations/:token/accept')).toEqual(access.signedIn);
  });

  it('refuses to register an /api route that declares no access rule', async () => {
    const bare = Fastify();
    registerAccessControl(bare, async () => null);
    const handler = async () => ({ ok: true });

    expect(() => bare.get('/api/unguarded', handler)).toThrow(/GET \/api\/unguarded declares no access rule/);
    expect(() => bare.get('/api/guarded', { config: { access: access.public } }, handler)).not.toThrow();
    // Routes outside the API (the web app) need no rule
    expect(() => bare.get('/about', handler)).not.toThrow();
    await bare.close();

    // The same inside a plugin registered under /api, the way the app registers its modules
    const startWithUnguardedModule = async () => {
      const plugged = Fastify();
      registerAccessControl(plugged, async () => null);
      await plugged.register(
        async (api) => {
          api.post('/orders', handler);
        },
        { prefix: '/api' },
      );
      await plugged.ready();
    };
    await expect(startWithUnguardedModule()).rejects.toThrow(/POST \/api\/orders declares no access rule/);
  });
});

describe('GET /api/me for each actor', () => {
  it.each([
    ['customer', 'customer', []],
    ['store A owner', 'store_admin', [{ storeId: storeA, storeName: 'Apollo Corner Pharmacy', role: 'store_admin' }]],
    [
      'store A manager',
      'store_manager',
      [{ storeId: storeA, storeName: 'Apollo Corner Pharmacy', role: 'store_manager' }],
    ],
    ['store A staff', 'store_staff', [{ storeId: storeA, storeName: 'Apollo Corner Pharmacy', role: 'store_staff' }]],
    ['store B owner', 'store_admin', [{ storeId: storeB, storeName: 'Bharat Medicals', role: 'store_admin' }]],
    ['platform admin', 'admin', []],
  ] as const)('reports the %s as %s with their stores', async (name, role, stores) => {
    const actor = actors.find((candidate) => candidate.name === name);
    const res = await t.app.inject(as(actor?.user ?? null, { method: 'GET', url: '/api/me' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role, hasStoreAccess: stores.length > 0, stores });
    expect(res.json().platformRole).toBe(name === 'platform admin' ? 'admin' : 'customer');
  });

  it("shows store A's team to its owner: its own members only", async () => {
    const owner = actors.find((actor) => actor.name === 'store A owner')?.user ?? null;
    const res = await t.app.inject(as(owner, { method: 'GET', url: `/api/stores/${storeA}/members` }));
    expect(res.statusCode).toBe(200);
    const ids = res.json().members.map((entry: { userId: string }) => entry.userId);
    const storeATeam = actors.filter((actor) => actor.roleInStoreA).map((actor) => actor.user?.id);
    expect(ids.sort()).toEqual(storeATeam.sort());
  });
});

describe.each(routes.map((route) => [keyOf(route), route] as const))('%s', (_key, route) => {
  it.each(actors.map((actor) => [actor.name, actor] as const))('%s', async (_name, actor) => {
    const expected = expectedOutcome(route.access, actor, route.method);
    const res = await call(route, actor);
    const what = `${keyOf(route)} as ${actor.name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, what).toBeLessThan(500);
    if (expected === 'allowed') {
      expect([401, 403], what).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode, what).toBe(expected);
      expect(JSON.parse(res.body).error.code, what).toBe(expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });
});
