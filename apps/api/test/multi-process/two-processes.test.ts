/**
 * Issue 20, "many processes, nothing lost": two real API processes (the server as `npm start` runs it) on one
 * fresh PostgreSQL database, as behind a load balancer. An order event reaches a stream opened on the other
 * process; a durable job runs once though both poll for it; a sign-in limit counts attempts at both; and a
 * SIGKILL of one process in the middle of a mixed load loses no order, payment or unit of stock, and leaves
 * no job stuck — the jobs it held run again once their lease ends.
 *
 * Only on a PostgreSQL server (TEST_DATABASE_URL; vitest.config.ts leaves this folder out otherwise): the
 * embedded database belongs to one process. The whole file takes about a minute and a half.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from '../../src/db/client';
import {
  type ApiProcess,
  type Audit,
  audit,
  createBalancer,
  createDatabase,
  kill,
  killAll,
  type LoadRecord,
  prepareWorld,
  signIn,
  startApi,
  startMixedLoad,
  type World,
} from './cluster';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
// Jobs here take milliseconds: a short lease lets the test see a dead process's jobs taken over
const LEASE_SECONDS = 5;
// The shortest window a store may have to accept (an administrator's setting)
const ACCEPTANCE_WINDOW_SECONDS = 10;
const basePort = 4400 + Math.floor(Math.random() * 400) * 2;
const balancer = createBalancer(basePort);

let dropDatabase = async () => {};
let world: World;
let first: ApiProcess;
let second: ApiProcess;
const cookies = new Map<string, string>();

beforeAll(async () => {
  const database = await createDatabase(serverUrl);
  dropDatabase = database.drop;
  world = await prepareWorld(database.url, {
    stores: 2,
    productsPerStore: 20,
    unitsPerProduct: 400,
    customers: 12,
    acceptanceWindowSeconds: ACCEPTANCE_WINDOW_SECONDS,
  });
  const env = { JOBS_LEASE_SECONDS: String(LEASE_SECONDS) };
  // Both at once, as a deployment starts them: migrations and the seed take turns on their own
  [first, second] = await Promise.all([
    startApi(world, basePort, basePort, env),
    startApi(world, basePort + 1, basePort, env),
  ]);
  balancer.live.push(first.baseUrl, second.baseUrl);
  // A password check is slow on purpose (scrypt): both processes sign people in at once
  const people = [
    ...world.customers.map((customer) => customer.email),
    ...world.stores.map((store) => store.ownerEmail),
  ];
  await Promise.all(
    people.map(async (email, index) => {
      const session = await signIn((index % 2 ? second : first).baseUrl, balancer.origin, email);
      expect(session.status, email).toBe(200);
      cookies.set(email, session.cookie);
    }),
  );
}, 150_000);

afterAll(async () => {
  await killAll();
  await dropDatabase();
});

type Json = Record<string, unknown>;

async function post(baseUrl: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { origin: balancer.origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A cash order of one pack at `storeId`, placed through `baseUrl`. */
async function placeOrder(baseUrl: string, customer: World['customers'][number], storeId: string) {
  const cookie = cookies.get(customer.email) ?? '';
  const store = world.stores.find((candidate) => candidate.id === storeId);
  const line = store?.shelf[0];
  if (!line) throw new Error('no shelf');
  const cart = {
    storeId,
    addressId: customer.addressId,
    deliveryMode: 'standard',
    items: [{ medicine_id: line.productId, price: line.pricePaise, quantity: 1 }],
  };
  const quote = await post(baseUrl, '/api/checkout/quote', cookie, cart);
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const placed = await post(baseUrl, '/api/orders', cookie, {
    ...cart,
    idempotencyKey: crypto.randomUUID(),
    paymentMethod: 'cod',
    expectedTotalPaise: (quote.body.bill as { totalPaise: number }).totalPaise,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return (placed.body.order as { id: string }).id;
}

/** Opens an event stream and collects its `order` events until `stop`. */
async function openStream(baseUrl: string, path: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal: abort.signal });
  expect(res.status).toBe(200);
  const events: Json[] = [];
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const reading = (async () => {
    while (reader) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const message = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = /^event: order\ndata: (.*)$/m.exec(message)?.[1];
        if (data) events.push(JSON.parse(data) as Json);
      }
    }
  })();
  return {
    events,
    async until(check: (event: Json) => boolean): Promise<Json> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const found = events.find(check);
        if (found) return found;
        await new Promise((wait) => setTimeout(wait, 50));
      }
      throw new Error(`no such event within 10 s; heard ${JSON.stringify(events)}`);
    },
    async stop() {
      abort.abort();
      await reading;
    },
  };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds: number): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 250));
    value = await read();
  }
  return value;
}

describe('two API processes on one PostgreSQL database', () => {
  it('tells a store counter connected to one process of an order placed and accepted at the other', async () => {
    const [store] = world.stores;
    const [customer] = world.customers;
    if (!store || !customer) throw new Error('empty world');
    const counter = await openStream(
      second.baseUrl,
      `/api/stores/${store.id}/orders/stream`,
      cookies.get(store.ownerEmail) ?? '',
    );
    const orderId = await placeOrder(first.baseUrl, customer, store.id);
    expect(await counter.until((event) => event.orderId === orderId)).toMatchObject({ status: 'placed' });

    // And the customer's tracking page, open at the second process, hears the acceptance made at the first
    const tracking = await openStream(
      second.baseUrl,
      `/api/orders/${orderId}/stream`,
      cookies.get(customer.email) ?? '',
    );
    const accepted = await post(
      first.baseUrl,
      `/api/stores/${store.id}/orders/${orderId}/accept`,
      cookies.get(store.ownerEmail) ?? '',
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await tracking.until((event) => event.status === 'processing')).toMatchObject({ orderId });
    await Promise.all([counter.stop(), tracking.stop()]);
  });

  it('runs each store-acceptance timer once, though both processes look for due timers five times a second', async () => {
    const [store] = world.stores;
    if (!store) throw new Error('empty world');
    const customers = world.customers.slice(1, 7);
    // Alternately through each process; nobody accepts, so every offer lapses after the window
    const orderIds = await Promise.all(
      customers.map((customer, index) => placeOrder(index % 2 ? second.baseUrl : first.baseUrl, customer, store.id)),
    );
    const timers = await waitFor(
      () => jobsOf(orderIds),
      (rows) => rows.length === orderIds.length && rows.every((row) => row.done),
      ACCEPTANCE_WINDOW_SECONDS + 15,
    );
    expect(timers).toEqual(orderIds.map(() => ({ attempts: 1, done: true })));
    // One lapse each: the order moved once, to the next pharmacy, and says so once in its history
    const histories = await Promise.all(
      orderIds.map((orderId, index) =>
        fetch(`${first.baseUrl}/api/orders/${orderId}`, {
          headers: { cookie: cookies.get(customers[index]?.email ?? '') ?? '' },
        }).then((res) => res.json() as Promise<{ events: { actor: string; title: string }[] }>),
      ),
    );
    for (const history of histories) {
      expect(history.events.filter((event) => event.actor === 'system')).toMatchObject([
        { title: expect.stringMatching(/^Sent to Cluster Pharmacy 2/) },
      ]);
    }
  }, 40_000);

  it('counts failed sign-ins at both processes against one limit', async () => {
    const email = world.customers.at(-1)?.email ?? '';
    // Eight wrong passwords per account and address in 15 minutes, four at each process
    for (let attempt = 0; attempt < 8; attempt++) {
      const at = attempt % 2 ? second.baseUrl : first.baseUrl;
      expect((await signIn(at, balancer.origin, email, 'not-the-password')).status).toBe(401);
    }
    for (const at of [first.baseUrl, second.baseUrl]) {
      // Even the right password now waits: the limit stops the guesser, wherever the next guess lands
      expect((await signIn(at, balancer.origin, email)).status).toBe(429);
    }
  });

  it('refuses within a moment, at one process, a session signed out at the other', async () => {
    const email = world.customers[8]?.email ?? '';
    const { cookie } = await signIn(first.baseUrl, balancer.origin, email);
    const me = (at: string) => fetch(`${at}/api/me`, { headers: { cookie } }).then((res) => res.status);
    // Seen twice at the second process, which now keeps the session's actor in memory
    expect([await me(second.baseUrl), await me(second.baseUrl)]).toEqual([200, 200]);
    const out = await fetch(`${first.baseUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: balancer.origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    // The first process settled its own notice before answering; the second hears it as soon as it commits
    expect(await me(first.baseUrl)).toBe(401);
    expect(
      await waitFor(
        () => me(second.baseUrl),
        (status) => status === 401,
        2,
      ),
    ).toBe(401);
  });

  it('loses no order, payment or unit of stock, and leaves no job stuck, when one process is SIGKILLed under load', async () => {
    const load = startMixedLoad(world, balancer, cookies, 8);
    await new Promise((wait) => setTimeout(wait, 8000));
    const before = snapshot(load.record);
    // No shutdown hook, no draining: requests in flight at the second process are cut off
    await kill(second);
    balancer.live.splice(balancer.live.indexOf(second.baseUrl), 1);
    await new Promise((wait) => setTimeout(wait, 8000));
    const record = await load.stop();
    const after = snapshot(record);

    // The load went on after the kill: orders were placed and paid, and counters accepted them
    expect(after.orders).toBeGreaterThan(before.orders);
    expect(after.paid).toBeGreaterThan(before.paid);
    expect(record.latencies.accept.length).toBeGreaterThan(0);
    expect(record.errors, record.errorSamples.join('\n')).toEqual({
      browse: 0,
      search: 0,
      quote: 0,
      order: 0,
      pay: 0,
      accept: 0,
    });
    expect(record.unanswered.size).toBe(0);

    // Jobs the dead process held run again once their lease ends; then the books must balance
    const result = await waitFor<Audit>(
      () => audit(world, record),
      (found) => found.jobsStuck === 0,
      LEASE_SECONDS + 10,
    );
    // The six orders of the timer test and the first one were placed outside the load
    const outsideTheLoad = 7;
    expect(result).toEqual({
      ordersIn: record.orders.size,
      ordersOut: record.orders.size + outsideTheLoad,
      missingOrders: 0,
      stockBefore: world.stockUnits,
      stockAfter: world.stockUnits,
      paymentsIn: record.paid.size,
      paymentsOut: expect.any(Number),
      missingPayments: 0,
      paymentMismatches: 0,
      unpaidButPlaced: 0,
      jobsStuck: 0,
      stuckKinds: {},
      jobsFailing: 0,
    });
    // A payment completed just as the process died is captured though its answer was lost (and a retry refused)
    expect(result.paymentsOut - result.paymentsIn).toBeLessThanOrEqual(record.refused.pay);
  }, 60_000);
});

function snapshot(record: LoadRecord) {
  return { orders: record.orders.size, paid: record.paid.size };
}

/** The acceptance timers of these orders' first offers: how often each was taken, and whether it finished. */
async function jobsOf(orderIds: string[]): Promise<{ attempts: number; done: boolean }[]> {
  const database = await openDatabase({ kind: 'postgres', url: world.databaseUrl, poolMax: 1 });
  try {
    return await selectRows<{ attempts: number; done: boolean }>(
      database.db,
      sql`select distinct on (payload->>'orderId') attempts, done_at is not null as done from jobs
        where kind = 'offer-timeout' and payload->>'orderId' = any(${`{${orderIds.join(',')}}`}::text[])
        order by payload->>'orderId', run_at`,
    );
  } finally {
    await database.close();
  }
}
