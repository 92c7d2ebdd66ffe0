/**
 * Sustained order placement on PostgreSQL (orders issue, "Performance"): 20 concurrent customers
 * place cash-on-delivery orders against the real API process for BENCH_SECONDS, then the stock is
 * audited (zero oversell), then 50 customers race for the last 10 units of one product.
 *
 *   tsx orders.ts                 creates dawanow_bench_<random> through BENCH_DATABASE_URL (default: the
 *                                 local server as postgres), starts the API on it, and drops the database
 *                                 afterwards
 *   tsx orders.ts --baseline DIR  the same for DIR too, a checkout of an earlier commit with its own
 *                                 `npm ci`: each API on its own database, measured in turns (BENCH_ROUNDS)
 *                                 so both see the same machine, and the ratio printed
 *
 * BENCH_SECONDS, BENCH_CLIENTS, BENCH_PORT, BENCH_SEED change the run; DATABASE_POOL_MAX and
 * LOG_LEVEL pass through to the API. A benchmark, not a test: it reports and never fails on speed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import type { TCartLineInput, TQuote } from '@dawanow/shared/orders/customer';
import { MAX_ORDER_TOTAL_PAISE } from '@dawanow/shared/orders/settings';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../apps/api/src/db/client';
import type { migrateDatabase } from '../apps/api/src/db/migrate';
import { addresses } from '../apps/api/src/db/schema/auth';
import { categories, inventoryBatches, products, storeInventory } from '../apps/api/src/db/schema/catalog';
import { stores } from '../apps/api/src/db/schema/stores';
import { planDemoCatalogue } from '../apps/api/src/db/seed/catalog/seed-steps';
import { buildDemoStores } from '../apps/api/src/db/seed/demo-stores';
import { seedDatabase } from '../apps/api/src/db/seed/seed';
import { createAuthRepository } from '../apps/api/src/modules/auth/auth.repository';
import { createOrdersRepository } from '../apps/api/src/modules/orders/orders.repository';
import { argument, machineFigures, openFresh, percentile, random, round } from './support';

const root = resolve(import.meta.dirname, '..');
// This benchmark is about the PostgreSQL server path, so it uses the local server unless told otherwise.
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const adminUrl = process.env.BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_PORT ?? 3950);
const baselineRoot = argument('--baseline');
const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 20),
  // With a baseline, the measured seconds are split into this many turns per API, taken alternately.
  rounds: Number(process.env.BENCH_ROUNDS ?? 4),
  warmupSeconds: 3,
  clients: Number(process.env.BENCH_CLIENTS ?? 20),
  // Each client places orders for several customers in turn, as a marketplace has many customers each
  // ordering a little: one customer placing hundreds of orders a minute would meet the per-customer limits.
  customersPerClient: Number(process.env.BENCH_CUSTOMERS_PER_CLIENT ?? 10),
  stores: 3,
  productsPerStore: 50,
  stockPerProduct: 10_000,
  basketsPerStore: 100,
  contentionStock: 10,
  contentionOrders: 50,
  apiPoolMax: Number(process.env.DATABASE_POOL_MAX ?? 10), // the API's default
  apiLogLevel: process.env.LOG_LEVEL ?? 'info',
  // Who works at each pharmacy and is told of each new order: BENCH_STORE_MEMBERS=0 places orders as a
  // store without people would (the work of a commit before the notification centre), 1 an owner alone.
  storeMembers: (['owner', 'staff'] as const).slice(0, Number(process.env.BENCH_STORE_MEMBERS ?? 2)),
  seed: Number(process.env.BENCH_SEED ?? 20_261_122),
};
const TARGET_ORDERS_PER_SECOND = 200;
const PASSWORD = 'Bench-Order-2026';
// Brigade Road, Bengaluru: the stores sit within 1 km of it and every customer lives next door.
const CENTRE = { latitude: 12.9738, longitude: 77.6074 };

type Customer = { email: string; addressId: string; cookie: string };
type Basket = { storeId: string; items: TCartLineInput[]; totalPaise: number };
type Answer = { status: number; ms: number; body: unknown };

/** One API under test: a checkout's code, its own database and port, and what it was measured doing. */
type Target = {
  name: string;
  root: string;
  port: number;
  database: Database;
  cleanup: () => Promise<void>;
  api: ChildProcess | null;
  customers: Customer[];
  baskets: Basket[];
  quotes: Answer[];
  measured: Answer[];
  warmup: Answer[];
  wallSeconds: number;
  apiCpuSeconds: number;
  postgresCpuSeconds: number;
};

function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function startApi(target: Target, databaseUrl: string): ChildProcess {
  // BENCH_API_CPU_PROFILE=<dir> writes the API process's CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_API_CPU_PROFILE;
  const profiling = profile ? ['--cpu-prof', '--cpu-prof-dir', join(profile, target.name)] : [];
  return spawn(process.execPath, [...profiling, '--import', 'tsx', 'src/server.ts'], {
    cwd: join(target.root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(target.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOAD_GAZETTEER: 'false',
      SEED_DEMO_DATA: 'false',
      // Every bench customer signs in from 127.0.0.1
      SIGN_IN_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const baseUrlOf = (target: Target) => `http://127.0.0.1:${target.port}`;
// The API's same-origin check accepts its PUBLIC_URL origin, which defaults to localhost:PORT.
const originOf = (target: Target) => `http://localhost:${target.port}`;

async function waitUntilReady(target: Target, api: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (api.exitCode !== null) throw new Error(`the ${target.name} API exited with ${api.exitCode}`);
    const ready = await fetch(`${baseUrlOf(target)}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`the ${target.name} API did not become ready`);
}

/** One JSON request as the signed-in web app sends it; network failures come back as status 0. */
async function post(target: Target, path: string, cookie: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrlOf(target)}${path}`, {
      method: 'POST',
      headers: { origin: originOf(target), cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, body: text ? JSON.parse(text) : null };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String(error) };
  }
}

async function signIn(target: Target, email: string): Promise<string> {
  const res = await fetch(`${baseUrlOf(target)}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: originOf(target), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Stores, shelves and customers straight into the database, before the API starts. */
/** `total` units of a shelf in three batches: a tenth, two tenths and the rest, expiring in that order. */
function threeBatches(shelf: { storeId: string; productId: string }, total: number) {
  const first = Math.floor(total / 10);
  const second = Math.floor(total / 5);
  return [
    { ...shelf, batchNumber: 'BENCH-1', expiryDate: '2028-06-30', quantity: first },
    { ...shelf, batchNumber: 'BENCH-2', expiryDate: '2029-06-30', quantity: second },
    { ...shelf, batchNumber: 'BENCH-3', expiryDate: '2029-12-31', quantity: total - first - second },
  ];
}

async function prepare(database: Database, migrate: typeof migrateDatabase) {
  const { db } = database;
  await migrate(database);
  await seedDatabase(db, { demo: false, gazetteer: false });
  // Offers must not time out mid-run and move orders between shelves (the stock audit stays exact),
  // and every basket may be paid in cash, whatever it costs.
  await createOrdersRepository(db).writeSettings(db, {
    acceptanceWindowSeconds: 3600,
    codLimitPaise: MAX_ORDER_TOTAL_PAISE,
  });
  const next = random(settings.seed);

  const [template] = buildDemoStores();
  if (!template) throw new Error('no demo store template');
  const storeIds = [];
  for (let index = 0; index < settings.stores; index++) {
    const [row] = await db
      .insert(stores)
      .values({
        ...template,
        name: `Bench Pharmacy ${index + 1}`,
        slug: `bench-pharmacy-${index + 1}`,
        latitude: CENTRE.latitude + (next() - 0.5) * 0.01,
        longitude: CENTRE.longitude + (next() - 0.5) * 0.01,
        openingHours: ALWAYS_OPEN,
        status: 'active',
        isAcceptingOrders: true,
      })
      .returning({ id: stores.id });
    if (!row) throw new Error('store insert returned nothing');
    storeIds.push(row.id);
  }

  // Real over-the-counter products from the demo catalogue (no prescription step in the way).
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [row.slug, row.id]),
  );
  const catalogue = planDemoCatalogue()
    .products.filter((row) => row.schedule === 'OTC' && categoryIds.has(row.categorySlug))
    .slice(0, settings.productsPerStore + 1);
  const inserted = await db
    .insert(products)
    .values(
      catalogue.map(({ categorySlug, ...row }) => ({
        ...row,
        schedule: row.schedule ?? 'H',
        popularity: row.popularity ?? 0,
        categoryId: categoryIds.get(categorySlug) ?? '',
      })),
    )
    .returning({ id: products.id, mrpPaise: products.mrpPaise, gstRate: products.gstRate });
  // The last product is the contended one: only the first store has it, and only its last few units.
  const contended = inserted.pop();
  if (!contended || inserted.length < settings.productsPerStore) throw new Error('not enough OTC products');
  const shelfRows = storeIds.flatMap((storeId) =>
    inserted.map((product) => ({
      storeId,
      productId: product.id,
      pricePaise: Math.max(100, Math.round(product.mrpPaise * (0.8 + next() * 0.2))),
    })),
  );
  const [firstStore] = storeIds;
  if (!firstStore) throw new Error('no store');
  const contendedShelf = { storeId: firstStore, productId: contended.id, pricePaise: contended.mrpPaise };
  await db.insert(storeInventory).values([...shelfRows, contendedShelf]);
  // Three batches per shelf, earliest expiry smallest, so orders run through the first batches during
  // the run and lines are taken across two batches (first expiry first out).
  await db
    .insert(inventoryBatches)
    .values([
      ...shelfRows.flatMap((row) => threeBatches(row, settings.stockPerProduct)),
      ...threeBatches(contendedShelf, settings.contentionStock),
    ]);

  const auth = createAuthRepository(db);
  // scrypt is deliberately slow: one hash serves every bench customer.
  const passwordHash = await hashPassword(PASSWORD);
  // Every pharmacy has people: its owner and a staff member at the counter are told of each new order.
  for (const [index, storeId] of storeIds.entries()) {
    for (const role of settings.storeMembers) {
      const member = await auth.createCredentialUser({
        firstName: 'Bench',
        lastName: `${role} ${index + 1}`,
        phone: '+919812345678',
        email: `bench-${role}-${index + 1}@example.in`,
        passwordHash,
        role: 'customer',
      });
      if (!member) throw new Error(`could not create the ${role} of store ${index + 1}`);
      await auth.addStoreMember(storeId, member.id, role);
    }
  }
  const customers: Omit<Customer, 'cookie'>[] = [];
  for (let index = 0; index < settings.clients * settings.customersPerClient; index++) {
    const email = `bench-${index + 1}@example.in`;
    const user = await auth.createCredentialUser({
      firstName: 'Bench',
      lastName: `Customer ${index + 1}`,
      phone: '+919812345678',
      email,
      passwordHash,
      role: 'customer',
    });
    if (!user) throw new Error(`could not create ${email}`);
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user.id,
        name: 'Home',
        addressLine1: `${index + 1}, Brigade Road`,
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
        latitude: CENTRE.latitude + (next() - 0.5) * 0.01,
        longitude: CENTRE.longitude + (next() - 0.5) * 0.01,
        isDefault: true,
      })
      .returning({ id: addresses.id });
    if (!address) throw new Error('address insert returned nothing');
    customers.push({ email, addressId: address.id });
  }
  await db.execute(sql`analyze`);
  const shelves = new Map(storeIds.map((storeId) => [storeId, shelfRows.filter((row) => row.storeId === storeId)]));
  return {
    storeIds,
    shelves,
    customers,
    contended: { storeId: firstStore, productId: contended.id, price: contended.mrpPaise },
  };
}

/** Asks the API what a basket costs (the checkout page does the same before "Place order"). */
async function quote(
  target: Target,
  customer: Customer,
  storeId: string,
  items: TCartLineInput[],
): Promise<Answer & { totalPaise: number }> {
  const answer = await post(target, '/api/checkout/quote', customer.cookie, {
    storeId,
    addressId: customer.addressId,
    deliveryMode: 'standard',
    items,
  });
  const body = answer.body as TQuote;
  if (answer.status !== 200 || body.blockers.length > 0) {
    throw new Error(`quote failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { ...answer, totalPaise: body.bill.totalPaise };
}

function placeOrder(target: Target, customer: Customer, basket: Basket): Promise<Answer> {
  return post(target, '/api/orders', customer.cookie, {
    storeId: basket.storeId,
    addressId: customer.addressId,
    deliveryMode: 'standard',
    items: basket.items,
    idempotencyKey: randomUUID(),
    paymentMethod: 'cod',
    expectedTotalPaise: basket.totalPaise,
  });
}

function latencySummary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 0.5), 1),
    p95Ms: round(percentile(sorted, 0.95), 1),
    p99Ms: round(percentile(sorted, 0.99), 1),
    maxMs: round(sorted.at(-1) ?? Number.NaN, 1),
  };
}

/** CPU seconds a process has used so far (Linux /proc), so the report can say who was busy. */
function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 Hz on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The database server's backends for this database, when it runs on this machine (their /proc entries). */
async function backendPids(database: Database): Promise<number[]> {
  const rows = await selectRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rows.map((row) => row.pid);
}

function machineBusySeconds(): number {
  return cpus().reduce((sum, cpu) => sum + (cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq) / 1000, 0);
}

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}

/**
 * Every client places orders back to back until the deadline, for its customers in turn (client i serves
 * customers i, i + clients, …); one latency and status per request.
 */
async function sustain(target: Target, seconds: number, next: () => number) {
  const answers: Answer[] = [];
  const { customers, baskets } = target;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: settings.clients }, async (_, lane) => {
      for (let turn = 0; performance.now() < deadline; turn++) {
        const customer = customers[(lane + turn * settings.clients) % customers.length] as Customer;
        answers.push(await placeOrder(target, customer, pick(baskets, next)));
      }
    }),
  );
  return answers;
}

/** A fresh database with the world on it, the target's API started on it, its customers signed in and its baskets quoted. */
async function setUp(target: Target) {
  const { database } = target;
  const [{ name } = { name: '' }] = await selectRows<{ name: string }>(
    database.db,
    sql`select current_database() as name`,
  );
  const prepareStart = performance.now();
  // Each API on the schema of its own commit: a later migration (a trigger, an index) is part of what is measured.
  const migrations: { migrateDatabase: typeof migrateDatabase } = await import(
    pathToFileURL(join(target.root, 'apps/api/src/db/migrate.ts')).href
  );
  const world = await prepare(database, migrations.migrateDatabase);
  console.log(
    `${target.name}: prepared ${settings.stores} stores, ${world.customers.length} customers in ${((performance.now() - prepareStart) / 1000).toFixed(1)} s`,
  );
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const api = startApi(target, databaseUrl.toString());
  target.api = api;
  await waitUntilReady(target, api);
  // Signed in `clients` at a time (scrypt is deliberately slow), each keeping its place in the list.
  for (let start = 0; start < world.customers.length; start += settings.clients) {
    const batch = world.customers.slice(start, start + settings.clients);
    target.customers.push(
      ...(await Promise.all(
        batch.map(async (customer) => ({ ...customer, cookie: await signIn(target, customer.email) })),
      )),
    );
  }

  // Basket shapes are quoted once, before the timed loop, so it measures placement alone. The same seed
  // draws the same shapes on every target's copy of the world.
  const next = random(settings.seed + 1);
  const shapes = world.storeIds.flatMap((storeId) =>
    Array.from({ length: settings.basketsPerStore }, () => {
      const shelf = world.shelves.get(storeId) ?? [];
      const lines = new Map<string, TCartLineInput>();
      const count = 1 + Math.floor(next() * 3);
      while (lines.size < count) {
        const row = pick(shelf, next);
        lines.set(row.productId, {
          medicine_id: row.productId,
          price: row.pricePaise,
          quantity: 1 + Math.floor(next() * 2),
        });
      }
      return { storeId, items: [...lines.values()] };
    }),
  );
  // Each client quotes its share one after another, so the quote latency is measured at the same concurrency.
  const quotes = (
    await Promise.all(
      target.customers.slice(0, settings.clients).map(async (customer, lane) => {
        const mine = [];
        for (let index = lane; index < shapes.length; index += settings.clients) {
          const shape = shapes[index];
          if (shape) mine.push({ index, answer: await quote(target, customer, shape.storeId, shape.items) });
        }
        return mine;
      }),
    )
  )
    .flat()
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.answer);
  target.quotes = quotes;
  target.baskets = shapes.map((shape, index) => ({ ...shape, totalPaise: quotes[index]?.totalPaise ?? 0 }));
  return world;
}

/** One measured turn of `seconds`: the orders, and the CPU the API and the database's backends spent on them. */
async function measureTurn(target: Target, seconds: number, next: () => number) {
  const backends = await backendPids(target.database);
  const before = { api: cpuSecondsOf(target.api?.pid), backends: backends.map(cpuSecondsOf) };
  const started = performance.now();
  target.measured.push(...(await sustain(target, seconds, next)));
  target.wallSeconds += (performance.now() - started) / 1000;
  target.apiCpuSeconds += cpuSecondsOf(target.api?.pid) - before.api;
  // Zero when the server is elsewhere (no /proc entries); a backend that ended mid-run is left out.
  target.postgresCpuSeconds += backends.reduce((sum, pid, index) => {
    const used = cpuSecondsOf(pid) - (before.backends[index] ?? Number.NaN);
    return Number.isNaN(used) ? sum : sum + used;
  }, 0);
}

/** The last units race, then the stock audit over every order the target's run made (warm-up and race included). */
async function raceAndAudit(target: Target, world: Awaited<ReturnType<typeof prepare>>) {
  const { database, customers } = target;
  const contendedItems = [{ medicine_id: world.contended.productId, price: world.contended.price, quantity: 1 }];
  const contendedQuote = await quote(target, customers[0] as Customer, world.contended.storeId, contendedItems);
  const race = await Promise.all(
    Array.from({ length: settings.contentionOrders }, (_, index) =>
      placeOrder(target, customers[index % customers.length] as Customer, {
        storeId: world.contended.storeId,
        items: contendedItems,
        totalPaise: contendedQuote.totalPaise,
      }),
    ),
  );

  const shelfAudit = await selectRows<{
    store_id: string;
    product_id: string;
    stock_quantity: number;
    lowest_batch: number;
    ordered: number;
    from_batches: number;
  }>(
    database.db,
    sql`select i.store_id, i.product_id,
        (select sum(b.quantity) from inventory_batches b
          where b.store_id = i.store_id and b.product_id = i.product_id)::int as stock_quantity,
        (select min(b.quantity) from inventory_batches b
          where b.store_id = i.store_id and b.product_id = i.product_id)::int as lowest_batch,
        coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
          where o.store_id = i.store_id and oi.product_id = i.product_id and o.status <> 'cancelled'), 0)::int as ordered,
        coalesce((select sum(ob.quantity) from order_item_batches ob join inventory_batches b on b.id = ob.batch_id
          where b.store_id = i.store_id and b.product_id = i.product_id), 0)::int as from_batches
      from store_inventory i`,
  );
  const initialStock = (row: { product_id: string }) =>
    row.product_id === world.contended.productId ? settings.contentionStock : settings.stockPerProduct;
  const [{ orders: ordersInDatabase } = { orders: -1 }] = await selectRows<{ orders: number }>(
    database.db,
    sql`select count(*)::int as orders from orders`,
  );
  // Each order offered tells each of the store's members once.
  const [{ notices: newOrderNotices } = { notices: -1 }] = await selectRows<{ notices: number }>(
    database.db,
    sql`select count(*)::int as notices from notifications where kind = 'new_order'`,
  );
  const accepted = [...target.warmup, ...target.measured, ...race].filter((answer) => answer.status === 201).length;
  const contendedLeft = shelfAudit.find((row) => row.product_id === world.contended.productId)?.stock_quantity;
  const audit = {
    shelves: shelfAudit.length,
    unitsOrdered: shelfAudit.reduce((sum, row) => sum + row.ordered, 0),
    shelvesWhereStockTakenDiffersFromOrdered: shelfAudit.filter(
      (row) => initialStock(row) - row.stock_quantity !== row.ordered,
    ).length,
    shelvesBelowZero: shelfAudit.filter((row) => row.lowest_batch < 0).length,
    shelvesWhereBatchesTakenDifferFromOrdered: shelfAudit.filter((row) => row.from_batches !== row.ordered).length,
    ordersAcceptedByApi: accepted,
    ordersInDatabase,
    newOrderNotices,
  };
  const contention = {
    stock: settings.contentionStock,
    concurrentOrders: settings.contentionOrders,
    statuses: countBy(race.map((answer) => answer.status)),
    stockLeft: contendedLeft ?? null,
    exact: race.filter((answer) => answer.status === 201).length === settings.contentionStock && contendedLeft === 0,
  };
  const zeroOversell =
    audit.shelvesWhereStockTakenDiffersFromOrdered === 0 &&
    audit.shelvesBelowZero === 0 &&
    audit.shelvesWhereBatchesTakenDifferFromOrdered === 0 &&
    audit.ordersAcceptedByApi === audit.ordersInDatabase &&
    contention.exact;
  return { contention, audit, zeroOversell };
}

function summary(target: Target) {
  const placed = target.measured.filter((answer) => answer.status === 201);
  return {
    orders: placed.length,
    seconds: round(target.wallSeconds, 1),
    ordersPerSecond: round(placed.length / target.wallSeconds, 1),
    // What one order costs each process, whatever else the machine is doing: the capacity figure.
    apiCpuMsPerOrder: round((target.apiCpuSeconds * 1000) / placed.length, 2),
    postgresCpuMsPerOrder: round((target.postgresCpuSeconds * 1000) / placed.length, 2),
    apiProcessCores: round(target.apiCpuSeconds / target.wallSeconds, 2),
    postgresBackendsCores: round(target.postgresCpuSeconds / target.wallSeconds, 2),
    placement: latencySummary(placed.map((answer) => answer.ms)),
    statuses: countBy(target.measured.map((answer) => answer.status)),
    firstError: target.measured.find((answer) => answer.status !== 201)?.body ?? null,
    quote: { quoted: target.quotes.length, ...latencySummary(target.quotes.map((answer) => answer.ms)) },
  };
}

async function newTarget(name: string, root: string, targetPort: number): Promise<Target> {
  const { database, cleanup } = await openFresh('postgres');
  return {
    name,
    root,
    port: targetPort,
    database,
    cleanup,
    api: null,
    customers: [],
    baskets: [],
    quotes: [],
    measured: [],
    warmup: [],
    wallSeconds: 0,
    apiCpuSeconds: 0,
    postgresCpuSeconds: 0,
  };
}

const targets: Target[] = [];
try {
  targets.push(await newTarget('current', root, port));
  if (baselineRoot) targets.push(await newTarget('baseline', resolve(baselineRoot), port + 1));
  const [current] = targets as [Target];
  const version = String((await selectRows<{ v: string }>(current.database.db, sql`select version() as v`))[0]?.v);
  const worlds = [];
  for (const target of targets) worlds.push(await setUp(target));

  const next = random(settings.seed + 2);
  for (const target of targets) target.warmup = await sustain(target, settings.warmupSeconds, next);
  const rounds = targets.length > 1 ? settings.rounds : 1;
  const load = { before: loadavg()[0] ?? 0, after: 0 };
  const cpuBefore = { bench: process.cpuUsage(), machine: machineBusySeconds() };
  const runStart = performance.now();
  for (let turn = 0; turn < rounds; turn++) {
    // Each API goes first in every other turn, so neither always follows the other's backlog.
    const order = turn % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) await measureTurn(target, settings.seconds / rounds, next);
  }
  const runSeconds = (performance.now() - runStart) / 1000;
  load.after = loadavg()[0] ?? 0;
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const machine = {
    benchClientCores: round((benchCpu.user + benchCpu.system) / 1e6 / runSeconds, 2),
    machineBusyCores: round((machineBusySeconds() - cpuBefore.machine) / runSeconds, 2),
  };

  type Result = { name: string; root: string; sustained: ReturnType<typeof summary> } & Awaited<
    ReturnType<typeof raceAndAudit>
  >;
  const results: Result[] = [];
  for (const [index, target] of targets.entries()) {
    const world = worlds[index];
    if (!world) throw new Error('no world');
    results.push({
      name: target.name,
      root: target.root,
      sustained: summary(target),
      ...(await raceAndAudit(target, world)),
    });
  }

  const report = {
    benchmark: 'order-placement',
    date: new Date().toISOString(),
    machine: {
      ...machineFigures(),
      loadAverage1m: { beforeRun: round(load.before, 2), afterRun: round(load.after, 2) },
      ...machine,
    },
    database: { kind: 'postgres', version },
    settings: { ...settings, rounds },
    results,
    target: {
      ordersPerSecond: TARGET_ORDERS_PER_SECOND,
      met: (results[0]?.sustained.ordersPerSecond ?? 0) >= TARGET_ORDERS_PER_SECOND,
      zeroOversell: results.every((result) => result.zeroOversell),
    },
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/orders-postgres.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `${settings.clients} clients, ${settings.seconds} s each in ${rounds} turn(s); load average ${report.machine.loadAverage1m.beforeRun} → ${report.machine.loadAverage1m.afterRun}; ` +
      `bench client ${machine.benchClientCores} cores, whole machine ${machine.machineBusyCores} cores busy`,
  );
  const rows: Record<string, Record<string, string | number>> = {};
  const figures = (result: (typeof results)[number]) => ({
    orders: result.sustained.orders,
    'orders/s': result.sustained.ordersPerSecond,
    'p50 ms': result.sustained.placement.p50Ms,
    'p95 ms': result.sustained.placement.p95Ms,
    'p99 ms': result.sustained.placement.p99Ms,
    'API CPU ms/order': result.sustained.apiCpuMsPerOrder,
    'PostgreSQL CPU ms/order': result.sustained.postgresCpuMsPerOrder,
    'quote p50 ms': result.sustained.quote.p50Ms,
  });
  for (const result of results) {
    for (const [figure, value] of Object.entries(figures(result))) {
      rows[figure] = { ...rows[figure], [result.name]: value };
    }
  }
  const [now, before] = results;
  if (now && before) {
    for (const [figure, value] of Object.entries(figures(now))) {
      const old = figures(before)[figure as keyof ReturnType<typeof figures>];
      rows[figure] = { ...rows[figure], 'current / baseline': round(value / old, 2) };
    }
  }
  console.table(rows);
  for (const result of results) {
    console.log(
      `${result.name}: statuses ${JSON.stringify(result.sustained.statuses)}; last ${result.contention.stock} units, ` +
        `${result.contention.concurrentOrders} orders at once: ${JSON.stringify(result.contention.statuses)}, stock left ` +
        `${result.contention.stockLeft}; audit: ${JSON.stringify(result.audit)}; zero oversell: ${result.zeroOversell ? 'yes' : 'NO'}`,
    );
    if (result.sustained.firstError)
      console.log(`${result.name}: first error ${JSON.stringify(result.sustained.firstError)}`);
  }
} finally {
  for (const target of targets) {
    const stopping = target.api;
    stopping?.kill('SIGTERM');
    if (stopping && stopping.exitCode === null && stopping.signalCode === null) {
      await new Promise((done) => stopping.once('exit', done));
    }
    await target.cleanup();
  }
}
