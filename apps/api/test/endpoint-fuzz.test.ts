/**
 * Issue 12, a fuzzer over every endpoint: every route of the app's route table, called by every
 * kind of caller of the authorisation matrix, with hostile input generated from the route's
 * OpenAPI schemas (fast-check, fixed seed). Whatever arrives, the API
 * - never answers 5xx,
 * - answers every 4xx in the error shape `{ error: { code, message, details? } }`,
 * - changes nothing in the database when it refuses (3xx, 4xx): every table's row count and checksum
 *   are the same after the refusal as before (except the tables in TABLES_A_REFUSAL_MAY_CHANGE),
 * - and never succeeds (2xx) on another customer's order, address, payment, prescription or quote,
 *   or on another store's order, prescription or quote than the URL's store.
 *
 * FUZZ_RUNS (requests per route, spread over the callers; default 48) and FUZZ_SEED change the run.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZErrorCode } from '@dawanow/shared/errors';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteAccess } from '../src/lib/access';
import { hmacHex } from '../src/providers/payments/payment-gateway';
import { nextIp, TEST_ORIGIN, type TestUser } from './factories';
import {
  changedTables,
  type Fingerprint,
  fingerprint,
  fingerprintQuery,
  watchedTables,
  writeHorizon,
} from './fuzz/database-fingerprint';
import {
  createFuzzWorld,
  type FuzzActor,
  idPoolFor,
  PRESCRIPTION_DETAILS,
  type RealValues,
  readRealValues,
  replacementFor,
} from './fuzz/fuzz-world';
import {
  type FuzzRequest,
  type OpenApiDocument,
  requestArb,
  routeSpec,
  SPECIAL_BODY_ROUTES,
} from './fuzz/route-requests';
import { rowsNamed } from './fuzz/row-owners';
import { uploadFiles } from './fuzz/special-bodies';
import { createTestApp, queryRows, testConfig } from './test-app';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 48);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

// Uploads that get through are stored on disk, as in production.
const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-fuzz-'));
const t = await createTestApp({ dataDir });
const { app } = t;
const world = await createFuzzWorld(app);
await app.ready();
const document = app.swagger() as unknown as OpenApiDocument;
const tables = await watchedTables(app);
const fingerprintSql = fingerprintQuery(tables);
const files = uploadFiles(world.jpeg);
const sandboxSecret = hmacHex(testConfig().authSecret ?? '', 'dawanow-payment-sandbox');
const runsPerCaller = Math.max(1, Math.ceil(RUNS_PER_ROUTE / world.actors.length));

const started = Date.now();
const tally = { requests: 0, refused: 0, succeeded: 0, checkedUnchanged: 0, routes: new Set<string>() };
const statuses = new Map<number, number>();
const succeededRoutes = new Set<string>();

afterAll(async () => {
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  const neverSucceeded = [...tally.routes].filter((key) => !succeededRoutes.has(key));
  console.info(
    `endpoint fuzz: ${tally.requests} requests over ${tally.routes.size} routes × ${world.actors.length} callers ` +
      `(seed ${SEED}, ${runsPerCaller} per route and caller) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${tally.refused} refused (database unchanged checked ${tally.checkedUnchanged}), ${tally.succeeded} succeeded; ` +
      `statuses ${byStatus.join(' ')}; routes never answering 2xx: ${neverSucceeded.join(', ') || 'none'}`,
  );
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// These end the caller's session (or account); they run last, and a caller is replaced after one succeeds.
const SESSION_ENDING = new Set(['POST /api/auth/sign-out', 'POST /api/me/sign-out-everywhere', 'DELETE /api/me']);
const keyOf = (route: RouteAccess) => `${route.method} ${route.url}`;
const routes = [
  ...app.routeAccess.filter((route) => !SESSION_ENDING.has(keyOf(route))),
  ...app.routeAccess.filter((route) => SESSION_ENDING.has(keyOf(route))),
];

const ZStrictApiError = z.strictObject({
  error: z.strictObject({ code: ZErrorCode, message: z.string().min(1), details: z.unknown().optional() }),
});

/** The database's fingerprint as last taken, and the write horizon it was taken at. */
let known: { horizon: string; tables: Fingerprint } | null = null;

async function databaseNow(): Promise<{ horizon: string; tables: Fingerprint }> {
  const horizon = await writeHorizon(app);
  if (known?.horizon !== horizon) known = { horizon, tables: await fingerprint(app, fingerprintSql) };
  return known;
}

type Answer = { statusCode: number; body: string; contentType: string };

async function send(user: TestUser | null, request: FuzzRequest, isStream: boolean): Promise<Answer> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) };
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  const options = {
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: nextIp(),
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
  if (!isStream) {
    const res = await app.inject(options);
    return { statusCode: res.statusCode, body: res.body, contentType: String(res.headers['content-type'] ?? '') };
  }
  // An event stream that lets the caller in stays open: its status is the answer, then it is closed.
  const abort = new AbortController();
  const res = await app.inject({ ...options, payloadAsStream: true, signal: abort.signal });
  const contentType = String(res.headers['content-type'] ?? '');
  if (contentType.startsWith('text/event-stream')) {
    abort.abort();
    return { statusCode: res.statusCode, body: '(event stream)', contentType };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(Buffer.from(chunk));
  return { statusCode: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), contentType };
}

function errorShapeProblem(answer: Answer): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `a ${answer.statusCode} whose body is not JSON (${answer.contentType}): ${answer.body.slice(0, 300)}`;
  }
  const result = ZStrictApiError.safeParse(parsed);
  return result.success ? null : `a ${answer.statusCode} not in the error shape: ${answer.body.slice(0, 300)}`;
}

const uploadCount = () => readdirSync(dataDir, { recursive: true }).length;

async function exercise(route: RouteAccess, actor: FuzzActor, request: FuzzRequest): Promise<string[]> {
  const key = keyOf(route);
  const { user } = actor;
  const before = await databaseNow();
  const filesBefore = key === 'POST /api/prescriptions' ? uploadCount() : 0;
  const named = await rowsNamed(app, route.url, { ...request.named }, user?.id ?? null);

  const answer = await send(user, request, route.url.endsWith('/stream'));
  tally.requests += 1;
  tally.routes.add(key);
  statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);

  const problems: string[] = [];
  const report = (what: string) =>
    problems.push(
      `${what}\n  as ${actor.name}: ${request.description}\n  answer: ${answer.statusCode} ${answer.body.slice(0, 400)}`,
    );
  if (answer.statusCode >= 500) report(`a ${answer.statusCode}`);
  // Redirects here are better-auth's answers to a bad sign-in callback: refusals too, though not in our shape.
  if (answer.statusCode >= 300 && answer.statusCode < 500) {
    tally.refused += 1;
    const shape = answer.statusCode >= 400 ? errorShapeProblem(answer) : null;
    if (shape) report(shape);
    const changed = changedTables(before.tables, (await databaseNow()).tables);
    if (changed.length > 0) report(`a refusal that changed ${changed.join(', ')}`);
    else tally.checkedUnchanged += 1;
    if (key === 'POST /api/prescriptions' && uploadCount() !== filesBefore) report('a refused upload that left files');
  }
  if (answer.statusCode >= 200 && answer.statusCode < 300) {
    tally.succeeded += 1;
    succeededRoutes.add(key);
    for (const row of named) if (!row.mayUse(actor)) report(`a success on ${row.what}`);
    // The caller signed out or erased its account: the next request comes from a new caller like it (not
    // from a new sign-in: the per-account limit would refuse hundreds of them in a long run).
    if (SESSION_ENDING.has(key) && actor.user) actor.user = await replacementFor(app, actor);
  }
  return problems;
}

type Payments = { providerOrderId: string; amountPaise: number }[];

async function realValues(): Promise<{ real: RealValues; payments: Payments }> {
  const payments = await queryRows<Payments[number]>(
    app,
    sql`select provider_order_id as "providerOrderId", amount_paise as "amountPaise" from payments
        order by xmin::text::bigint, ctid`,
  );
  return { real: await readRealValues(app), payments };
}

/** A seed per route and caller, so adding a route does not change what the others are sent. */
function seedFor(key: string, actor: string): number {
  let hash = SEED | 0;
  for (const char of `${key} ${actor}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('the fuzzer', () => {
  it('knows the body format of every route it treats specially', () => {
    const keys = app.routeAccess.map(keyOf);
    expect(keys).toEqual(expect.arrayContaining(SPECIAL_BODY_ROUTES));
    expect(keys).toEqual(expect.arrayContaining([...SESSION_ENDING]));
  });

  it('watches every table but the rate limiter, and sees a change to any row', async () => {
    expect(tables).toEqual(expect.arrayContaining(['orders', 'sessions', 'jobs', 'payment_events', 'users']));
    expect(tables).not.toContain('rate_limits');
    const before = await databaseNow();
    await app.database.db.execute(sql`update settings set value = value where key = (select min(key) from settings)`);
    expect(changedTables(before.tables, (await databaseNow()).tables)).toEqual([]);
    await app.database.db.execute(
      sql`update inventory_batches set quantity = quantity + 1 where store_id = ${world.storeA}`,
    );
    expect(changedTables(before.tables, (await databaseNow()).tables)).toEqual([
      'inventory_batches (same count, rows changed)',
    ]);
    await app.database.db.execute(
      sql`update inventory_batches set quantity = quantity - 1 where store_id = ${world.storeA}`,
    );
  });
});

describe.each(routes.map((route) => [keyOf(route), route] as const))('%s', (key, route) => {
  const spec = routeSpec(document, route.method, route.url);
  // The rows as they are when the route's turn comes (earlier routes' successes included)
  let values: Awaited<ReturnType<typeof realValues>>;
  beforeAll(async () => {
    values = await realValues();
  });
  it.each(world.actors.map((actor) => [actor.name, actor] as const))(
    'as %s: no 5xx, refusals in the error shape and changing nothing',
    async (actorName, actor) => {
      const { real, payments } = values;
      const requests = fc.sample(
        requestArb(spec, {
          pool: idPoolFor(real, actor, [world.victim.email]),
          uploadFiles: files,
          validUploadFields: PRESCRIPTION_DETAILS,
          payments,
          sandboxSecret,
        }),
        { seed: seedFor(key, actorName), numRuns: runsPerCaller },
      );
      // Every sample is sent and every problem collected, rather than fc.assert stopping at the first:
      // the database moves on with each request, so shrinking could not replay a failure anyway.
      const problems: string[] = [];
      for (const request of requests) problems.push(...(await exercise(route, actor, request)));
      expect(problems, problems.join('\n\n')).toEqual([]);
    },
    60_000 + runsPerCaller * 10_000,
  );
});
