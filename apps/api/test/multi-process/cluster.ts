/**
 * Several real API processes on one PostgreSQL database, as behind a load balancer, and the mixed load the
 * multi-process test and the soak benchmark (bench/soak.ts) drive through them: people browsing and searching,
 * quoting carts, placing orders (cash and online), paying through the gateway's webhook, and pharmacies
 * accepting what comes in. A process may be killed at any moment: the load then goes to the others, as a load
 * balancer's health check would send it, and the audit afterwards says whether anything was lost.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import type { TPlaceOrderResponse, TQuote } from '@dawanow/shared/orders/customer';
import { MAX_ORDER_TOTAL_PAISE } from '@dawanow/shared/orders/settings';
import type { TStoreOrderList } from '@dawanow/shared/orders/store';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, selectRows } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { addresses } from '../../src/db/schema/auth';
import { categories, inventoryBatches, products, storeInventory } from '../../src/db/schema/catalog';
import { stores } from '../../src/db/schema/stores';
import { planDemoCatalogue } from '../../src/db/seed/catalog/seed-steps';
import { buildDemoStores } from '../../src/db/seed/demo-stores';
import { seedDatabase } from '../../src/db/seed/seed';
import { createAuthRepository } from '../../src/modules/auth/auth.repository';
import { createOrdersRepository } from '../../src/modules/orders/orders.repository';
import { spawnApi } from '../api-process';
import { runOnServer } from '../test-app';
import { waitUntilReady } from '../wait-until-ready';

export const PASSWORD = 'Many-Processes-2026';
// Every process signs sessions with the same secret, as every process behind one address must.
const AUTH_SECRET = 'multi-process-auth-secret-0123456789abcdef';
// Brigade Road, Bengaluru: the stores sit within a kilometre of it and every customer lives next door.
const CENTRE = { latitude: 12.9738, longitude: 77.6074 };

/** A new, empty database on the server `serverUrl` names; `drop` removes it (and its connections). */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dawanow_cluster_${randomUUID().replaceAll('-', '')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

export type World = {
  databaseUrl: string;
  stores: { id: string; ownerEmail: string; shelf: { productId: string; pricePaise: number }[] }[];
  customers: { email: string; addressId: string }[];
  /** Units on all shelves before the first order */
  stockUnits: number;
};

/** Stores with shelves, their owners and customers, straight into the database before any API process starts. */
export async function prepareWorld(
  databaseUrl: string,
  size: {
    stores: number;
    productsPerStore: number;
    unitsPerProduct: number;
    customers: number;
    /** How long a store has to accept before the order moves to the next one */
    acceptanceWindowSeconds: number;
  },
): Promise<World> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 2 });
  try {
    const { db } = database;
    await migrateDatabase(database);
    await seedDatabase(db, { demo: false, gazetteer: false });
    // Every basket may be paid in cash
    await createOrdersRepository(db).writeSettings(db, {
      acceptanceWindowSeconds: size.acceptanceWindowSeconds,
      codLimitPaise: MAX_ORDER_TOTAL_PAISE,
    });
    const [template] = buildDemoStores();
    const categoryIds = new Map((await db.select().from(categories)).map((row) => [row.slug, row.id]));
    // Over-the-counter products only: no prescription step between a cart and its order
    const catalogue = planDemoCatalogue()
      .products.filter((row) => row.schedule === 'OTC' && categoryIds.has(row.categorySlug))
      .slice(0, size.productsPerStore);
    if (!template || catalogue.length < size.productsPerStore) throw new Error('the demo catalogue is too small');
    const productRows = await db
      .insert(products)
      .values(
        catalogue.map(({ categorySlug, ...row }) => ({
          ...row,
          schedule: row.schedule ?? 'OTC',
          popularity: row.popularity ?? 0,
          categoryId: categoryIds.get(categorySlug) ?? '',
        })),
      )
      .returning({ id: products.id, mrpPaise: products.mrpPaise });

    const auth = createAuthRepository(db);
    // scrypt is slow on purpose: one hash serves every account here
    const passwordHash = await hashPassword(PASSWORD);
    const createUser = async (email: string) => {
      const user = await auth.createCredentialUser({
        firstName: 'Load',
        lastName: email.split('@')[0] ?? 'Tester',
        phone: '+919812345678',
        email,
        passwordHash,
        role: 'customer',
      });
      if (!user) throw new Error(`could not create ${email}`);
      return user.id;
    };

    const world: World = { databaseUrl, stores: [], customers: [], stockUnits: 0 };
    for (let index = 0; index < size.stores; index++) {
      const [store] = await db
        .insert(stores)
        .values({
          ...template,
          name: `Cluster Pharmacy ${index + 1}`,
          slug: `cluster-pharmacy-${index + 1}`,
          latitude: CENTRE.latitude + index * 0.001,
          longitude: CENTRE.longitude + index * 0.001,
          openingHours: ALWAYS_OPEN,
          status: 'active',
          isAcceptingOrders: true,
        })
        .returning({ id: stores.id });
      if (!store) throw new Error('store insert returned nothing');
      const shelf = productRows.map((product) => ({ productId: product.id, pricePaise: product.mrpPaise }));
      await db.insert(storeInventory).values(shelf.map((row) => ({ ...row, storeId: store.id })));
      await db.insert(inventoryBatches).values(
        shelf.map((row) => ({
          storeId: store.id,
          productId: row.productId,
          batchNumber: 'LOAD-1',
          expiryDate: '2029-12-31',
          quantity: size.unitsPerProduct,
        })),
      );
      world.stockUnits += shelf.length * size.unitsPerProduct;
      const ownerEmail = `owner-${index + 1}@cluster.example.in`;
      await auth.addStoreMember(store.id, await createUser(ownerEmail), 'owner');
      world.stores.push({ id: store.id, ownerEmail, shelf });
    }
    for (let index = 0; index < size.customers; index++) {
      const email = `customer-${index + 1}@cluster.example.in`;
      const [address] = await db
        .insert(addresses)
        .values({
          userId: await createUser(email),
          name: 'Home',
          addressLine1: `${index + 1}, Brigade Road`,
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560025',
          latitude: CENTRE.latitude,
          longitude: CENTRE.longitude + 0.002,
          isDefault: true,
        })
        .returning({ id: addresses.id });
      if (!address) throw new Error('address insert returned nothing');
      world.customers.push({ email, addressId: address.id });
    }
    await db.execute(sql`analyze`);
    return world;
  } finally {
    await database.close();
  }
}

export type ApiProcess = { baseUrl: string; child: ChildProcess; exited: Promise<void> };

// Every process started and not yet exited, so that a run cut short (a start that timed out) leaves none behind
const spawned = new Set<ChildProcess>();

/** One API process as `npm start` runs it, on `port`, sharing the database, secret and public address. */
export async function startApi(
  world: World,
  port: number,
  publicPort: number,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawnApi({
    PORT: String(port),
    HOST: '127.0.0.1',
    // One public address for all, as behind a load balancer: the same-origin check accepts it on each
    PUBLIC_URL: `http://localhost:${publicPort}`,
    DATABASE_URL: world.databaseUrl,
    DATABASE_POOL_MAX: '5',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'dawanow-cluster-')),
    AUTH_SECRET,
    SEED_DEMO_DATA: 'false',
    // Every client here comes from 127.0.0.1: the per-address limit would stop the load, not a guesser
    SIGN_IN_LIMIT_PER_IP: '100000',
    JOBS_POLL_MS: '200',
    ...env,
  });
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  spawned.add(child);
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      spawned.delete(child);
      done();
    }),
  );
  await waitUntilReady(baseUrl, child, () => output);
  return { baseUrl, child, exited };
}

export async function kill(api: ApiProcess): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  await api.exited;
}

/** SIGKILLs every process still running, ready or not. */
export async function killAll(): Promise<void> {
  const children = [...spawned];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map((child) => new Promise((done) => child.once('exit', done))));
}

export type Answer<T = unknown> = { status: number; ms: number; body: T };

/**
 * Talks to the live processes as a load balancer would: each request goes to the next one in turn, and a
 * request a process could not answer (refused, or cut off by its death) goes to the next. Every request
 * here may be repeated: orders carry an idempotency key, the rest read or change a state only once.
 */
export function createBalancer(publicPort: number) {
  const live: string[] = [];
  let turn = 0;
  const origin = `http://localhost:${publicPort}`;

  async function send<T>(method: 'GET' | 'POST', path: string, cookie = '', body?: unknown): Promise<Answer<T>> {
    const started = performance.now();
    let lastError: unknown = null;
    for (let attempt = 0; attempt < 6; attempt++) {
      const baseUrl = live[turn++ % Math.max(1, live.length)];
      if (!baseUrl) break;
      try {
        const res = await fetch(`${baseUrl}${path}`, {
          method,
          headers: { origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        // A process shutting down says so; the balancer tries another
        if (res.status === 503) throw new Error(text);
        return { status: res.status, ms: performance.now() - started, body: (text ? JSON.parse(text) : null) as T };
      } catch (error) {
        lastError = error;
        await new Promise((wait) => setTimeout(wait, 50 * (attempt + 1)));
      }
    }
    return { status: 0, ms: performance.now() - started, body: String(lastError) as T };
  }

  return { live, send, origin };
}
export type Balancer = ReturnType<typeof createBalancer>;

/** Signs in at one process directly: the session cookie it returns is good at every process. */
export async function signIn(baseUrl: string, origin: string, email: string, password = PASSWORD) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: res.status,
    cookie: res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
  };
}

export const LOAD_KINDS = ['browse', 'search', 'quote', 'order', 'pay', 'accept'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/** What the load saw: answers per kind, the orders the API acknowledged and the payments it took. */
export type LoadRecord = {
  latencies: Record<LoadKind, number[]>;
  /** Answers outside what the step expects (5xx, or no process answered) */
  errors: Record<LoadKind, number>;
  /** Refusals a shopper may meet (a limit, an order another counter accepted first) */
  refused: Record<LoadKind, number>;
  errorSamples: string[];
  /** Acknowledged orders by id; each was placed under its own idempotency key */
  orders: Map<string, { paymentMethod: 'cod' | 'online' }>;
  paid: Set<string>;
  /** Idempotency keys of placements no process answered (their order may or may not exist) */
  unanswered: Set<string>;
};

const SEARCH_WORDS = ['paracetamol', 'dolo', 'vitamin', 'cough', 'crocin', 'antacid', 'zinc', 'ors', 'calcium', 'gel'];

/** Runs `clients` shoppers and one counter per store until `stop()`; returns what they saw. */
export function startMixedLoad(world: World, balancer: Balancer, cookies: Map<string, string>, clients: number) {
  const record: LoadRecord = {
    latencies: Object.fromEntries(LOAD_KINDS.map((kind) => [kind, []])) as unknown as LoadRecord['latencies'],
    errors: Object.fromEntries(LOAD_KINDS.map((kind) => [kind, 0])) as Record<LoadKind, number>,
    refused: Object.fromEntries(LOAD_KINDS.map((kind) => [kind, 0])) as Record<LoadKind, number>,
    errorSamples: [],
    orders: new Map(),
    paid: new Set(),
    unanswered: new Set(),
  };
  let running = true;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const cookieOf = (email: string) => cookies.get(email) ?? '';

  function note(kind: LoadKind, answer: Answer, expected: number[], refusals: number[] = [409, 429]): boolean {
    if (expected.includes(answer.status)) {
      record.latencies[kind].push(answer.ms);
      return true;
    }
    if (refusals.includes(answer.status)) record.refused[kind]++;
    else {
      record.errors[kind]++;
      if (record.errorSamples.length < 20) {
        record.errorSamples.push(`${kind} ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      }
    }
    return false;
  }

  async function shop(customer: World['customers'][number]): Promise<void> {
    const cookie = cookieOf(customer.email);
    const store = pick(world.stores);
    const roll = Math.random();
    if (roll < 0.3) {
      const product = pick(store.shelf);
      const kind = 'browse';
      if (Math.random() < 0.5) note(kind, await balancer.send('GET', '/api/categories'), [200]);
      else note(kind, await balancer.send('GET', `/api/products/${product.productId}?storeId=${store.id}`), [200]);
      return;
    }
    if (roll < 0.55) {
      const q = encodeURIComponent(pick(SEARCH_WORDS));
      note('search', await balancer.send('GET', `/api/search?q=${q}&storeId=${store.id}`), [200]);
      return;
    }
    const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(store.shelf));
    const cart = {
      storeId: store.id,
      addressId: customer.addressId,
      deliveryMode: 'standard',
      items: [...new Map(lines.map((line) => [line.productId, line])).values()].map((line) => ({
        medicine_id: line.productId,
        price: line.pricePaise,
        quantity: 1,
      })),
    };
    const quote = await balancer.send<TQuote>('POST', '/api/checkout/quote', cookie, cart);
    if (!note('quote', quote, [200]) || quote.body.blockers.length > 0 || roll < 0.7) return;

    const paymentMethod = Math.random() < 0.5 ? 'cod' : 'online';
    const idempotencyKey = randomUUID();
    const order = await balancer.send<TPlaceOrderResponse>('POST', '/api/orders', cookie, {
      ...cart,
      idempotencyKey,
      paymentMethod,
      expectedTotalPaise: quote.body.bill.totalPaise,
    });
    if (order.status === 0) record.unanswered.add(idempotencyKey);
    if (!note('order', order, [200, 201])) return;
    record.orders.set(order.body.order.id, { paymentMethod });
    if (paymentMethod === 'cod') return;
    // The gateway's hosted page, then its signed webhook (the sandbox gateway sends it as Razorpay would)
    const paymentId = /\/payment\/sandbox\/([0-9a-f-]{36})$/.exec(order.body.redirectTo)?.[1];
    const paid = await balancer.send('POST', `/api/payments/sandbox/${paymentId}/complete`, cookie, {
      outcome: 'success',
    });
    if (note('pay', paid, [200])) record.paid.add(order.body.order.id);
  }

  async function counter(store: World['stores'][number]): Promise<void> {
    const cookie = cookieOf(store.ownerEmail);
    const list = await balancer.send<TStoreOrderList>('GET', `/api/stores/${store.id}/orders?view=incoming`, cookie);
    if (list.status !== 200) {
      note('accept', list, [200]);
      return;
    }
    for (const order of list.body.orders.filter((row) => row.status === 'placed')) {
      // 404 and 409: the offer lapsed and the order moved on, or the other counter took it, since the list was read
      const accepted = await balancer.send('POST', `/api/stores/${store.id}/orders/${order.id}/accept`, cookie);
      note('accept', accepted, [200], [404, 409]);
    }
  }

  const loops = [
    ...Array.from({ length: clients }, async (_, index) => {
      // Each shopper takes its customers in turn, so per-customer limits (unpaid orders, packs a day) stay far
      let turn = index;
      while (running) {
        await shop(world.customers[turn % world.customers.length] as World['customers'][number]);
        turn += clients;
      }
    }),
    ...world.stores.map(async (store) => {
      while (running) {
        await counter(store);
        await new Promise((wait) => setTimeout(wait, 200));
      }
    }),
  ];

  return {
    record,
    async stop(): Promise<LoadRecord> {
      running = false;
      await Promise.all(loops);
      return record;
    },
  };
}

export type Audit = {
  /** Orders the API acknowledged, and orders the database holds */
  ordersIn: number;
  ordersOut: number;
  missingOrders: number;
  /** Units on the shelves plus units held by orders, against the units there were */
  stockBefore: number;
  stockAfter: number;
  /** Payments the webhook acknowledged, and captured payments the database holds */
  paymentsIn: number;
  paymentsOut: number;
  /** Acknowledged payments the database has not captured */
  missingPayments: number;
  /** Captured payments that are not exactly one per order, for the order's total */
  paymentMismatches: number;
  /** Online orders placed in the store's queue or beyond without a captured payment */
  unpaidButPlaced: number;
  /** Due jobs no process holds (a job a dead process held is held until its lease ends), by kind */
  jobsStuck: number;
  stuckKinds: Record<string, number>;
  /** Unfinished jobs whose last run failed (they retry later and later) */
  jobsFailing: number;
};

/** What the database holds after the load, against what the load was told. */
export async function audit(world: World, record: LoadRecord): Promise<Audit> {
  const database: Database = await openDatabase({ kind: 'postgres', url: world.databaseUrl, poolMax: 1 });
  try {
    const { db } = database;
    const ids = `{${[...record.orders.keys()].join(',')}}`;
    const [counts] = await selectRows<{ found: number; total: number }>(
      db,
      sql`select count(*) filter (where id = any(${ids}::uuid[]))::int as found, count(*)::int as total from orders`,
    );
    const [stock] = await selectRows<{ shelves: number; held: number }>(
      db,
      sql`select (select coalesce(sum(quantity), 0) from inventory_batches)::int as shelves,
        (select coalesce(sum(quantity), 0) from order_item_batches)::int as held`,
    );
    const paidIds = `{${[...record.paid].join(',')}}`;
    const [money] = await selectRows<{ captured: number; found: number; mismatches: number; unpaid: number }>(
      db,
      sql`select
        (select count(*) from payments where status = 'paid')::int as captured,
        (select count(distinct order_id) from payments where status = 'paid' and order_id = any(${paidIds}::uuid[]))::int
          as found,
        (select count(*) from orders o cross join lateral (select count(*) as captured,
            count(*) filter (where p.amount_paise = o.total_paise) as exact
          from payments p where p.order_id = o.id and p.status = 'paid') c
          where c.captured > 1 or c.captured <> c.exact)::int as mismatches,
        (select count(*) from orders o where o.payment_method <> 'cod' and o.status not in ('pending_payment', 'payment_failed', 'cancelled')
          and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'paid'))::int as unpaid`,
    );
    // Stuck: due for a few polls, and nobody holds it (a lease, or a failed run's back-off, has ended)
    const jobs = await selectRows<{ kind: string; stuck: number; failing: number }>(
      db,
      sql`select kind, count(*) filter (where run_at < now() - interval '5 seconds'
          and (locked_until is null or locked_until < now() - interval '5 seconds'))::int as stuck,
        count(*) filter (where last_error is not null)::int as failing
      from jobs where done_at is null group by kind`,
    );
    return {
      ordersIn: record.orders.size,
      ordersOut: counts?.total ?? 0,
      missingOrders: record.orders.size - (counts?.found ?? 0),
      stockBefore: world.stockUnits,
      stockAfter: (stock?.shelves ?? 0) + (stock?.held ?? 0),
      paymentsIn: record.paid.size,
      paymentsOut: money?.captured ?? 0,
      missingPayments: record.paid.size - (money?.found ?? 0),
      paymentMismatches: money?.mismatches ?? 0,
      unpaidButPlaced: money?.unpaid ?? 0,
      jobsStuck: jobs.reduce((sum, row) => sum + row.stuck, 0),
      stuckKinds: Object.fromEntries(jobs.filter((row) => row.stuck > 0).map((row) => [row.kind, row.stuck])),
      jobsFailing: jobs.reduce((sum, row) => sum + row.failing, 0),
    };
  } finally {
    await database.close();
  }
}
