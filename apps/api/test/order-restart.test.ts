/**
 * Orders survive a crash (ARCHITECTURE §4): the API process is killed with SIGKILL — no shutdown
 * hook runs — between placing an order and paying for it, then started again on the same data
 * directory. Both orders, their items and their stock reservations are still there, the online
 * payment completes, and the durable acceptance timer of the cash order still fires.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indianToday } from '@dawanow/shared/dates';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import type { TOrderDetail, TPlaceOrderResponse, TQuote } from '@dawanow/shared/orders/customer';
import { sellableExpiryCutoff } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts';
import { seedDatabase } from '../src/db/seed/seed';
import { spawnApi } from './api-process';
import { waitUntilReady } from './wait-until-ready';

const ACCEPTANCE_WINDOW_SECONDS = 15;
const PACKS = 2;

const children = new Set<ChildProcess>();
const dataDirs: string[] = [];

// Whatever happens in the test, no server is left running and no data directory left behind.
afterEach(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((done) => child.once('exit', done));
    }
  }
  children.clear();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function startServer(dataDir: string, port: number): ChildProcess {
  const child = spawnApi(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      // Timers are looked for five times a second, so the acceptance window is the only wait.
      JOBS_POLL_MS: '200',
    },
    ['ignore', 'ignore', 'inherit'],
  );
  children.add(child);
  return child;
}

/**
 * The demo data as the server would seed it, plus what the test needs to know about it. Demo stores
 * keep shop hours, so the Bengaluru ones are opened around the clock: the test must pass at 3 a.m. too.
 */
async function prepareDataDir(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: true, gazetteer: false });
    await database.db.execute(
      sql`update stores set opening_hours = ${JSON.stringify(ALWAYS_OPEN)}::jsonb where city = 'Bengaluru'`,
    );
    const [shelf] = await selectRows<{ store_id: string; product_id: string; price_paise: number; stock: number }>(
      database.db,
      sql`select i.store_id, i.product_id, i.price_paise, b.stock
        from store_inventory i join stores s on s.id = i.store_id join products p on p.id = i.product_id
        cross join lateral (select coalesce(sum(quantity), 0)::int as stock from inventory_batches
          where store_id = i.store_id and product_id = i.product_id
            and expiry_date >= ${sellableExpiryCutoff(indianToday(new Date()))}::date) b
        where s.slug = 'brigade-road-medicals' and p.schedule = 'OTC' and p.is_active and i.is_in_stock
          and b.stock >= ${2 * PACKS} and i.price_paise * ${PACKS} < 500_00
        order by b.stock desc, p.slug limit 1`,
    );
    const [home] = await selectRows<{ id: string }>(
      database.db,
      sql`select a.id from addresses a join users u on u.id = a.user_id
        where u.email = 'customer@demo.dawanow.in' and a.is_default`,
    );
    if (!shelf || !home) throw new Error('the demo data has no OTC shelf at Brigade Road or no customer address');
    return { ...shelf, addressId: home.id };
  } finally {
    await database.close();
  }
}

/** Reads the data directory while no server holds it (PGlite allows one process at a time). */
async function inspectDataDir(dataDir: string, orderIds: string[], storeId: string, productId: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    const ids = `{${orderIds.join(',')}}`;
    const orders = await selectRows<{ id: string; status: string; items: number }>(
      database.db,
      sql`select o.id, o.status, (select count(*) from order_items where order_id = o.id)::int as items
        from orders o where o.id = any(${ids}::uuid[]) order by o.created_at`,
    );
    const [shelf] = await selectRows<{ stock: number }>(
      database.db,
      sql`select coalesce(sum(quantity), 0)::int as stock from inventory_batches
        where store_id = ${storeId} and product_id = ${productId}`,
    );
    const timers = await selectRows<{ kind: string }>(
      database.db,
      sql`select kind from jobs where done_at is null and payload->>'orderId' = any(${ids}::text[]) order by kind`,
    );
    return { orders, stock: shelf?.stock, timers: timers.map((timer) => timer.kind) };
  } finally {
    await database.close();
  }
}

function client(baseUrl: string) {
  // The API's same-origin check accepts its PUBLIC_URL origin, which defaults to localhost:PORT.
  const origin = `http://localhost:${new URL(baseUrl).port}`;
  return {
    async signIn(email: string): Promise<string> {
      const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return res.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    },
    async send<T>(method: 'GET' | 'POST' | 'PUT', path: string, cookie: string, body?: unknown) {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, text, json: (text ? JSON.parse(text) : null) as T };
    },
  };
}

describe('an API process killed between placing and paying', () => {
  it('keeps every order and stock reservation, takes the payment and fires the timers after a restart', {
    timeout: 360_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-restart-'));
    dataDirs.push(dataDir);
    const port = 4000 + Math.floor(Math.random() * 900);
    const baseUrl = `http://127.0.0.1:${port}`;
    const world = await prepareDataDir(dataDir);
    const api = client(baseUrl);

    const first = startServer(dataDir, port);
    await waitUntilReady(baseUrl, first);
    const admin = await api.signIn('admin@demo.dawanow.in');
    const settings = await api.send('PUT', '/api/admin/settings/orders', admin, {
      acceptanceWindowSeconds: ACCEPTANCE_WINDOW_SECONDS,
      codLimitPaise: 2_000_00,
    });
    expect(settings.status, settings.text).toBe(200);

    const customer = await api.signIn('customer@demo.dawanow.in');
    const cart = {
      storeId: world.store_id,
      addressId: world.addressId,
      deliveryMode: 'standard',
      items: [{ medicine_id: world.product_id, price: world.price_paise, quantity: PACKS }],
    };
    const quote = await api.send<TQuote>('POST', '/api/checkout/quote', customer, cart);
    expect(quote.status, quote.text).toBe(200);
    expect(quote.json.blockers).toEqual([]);
    const place = (paymentMethod: 'online' | 'cod') =>
      api.send<TPlaceOrderResponse>('POST', '/api/orders', customer, {
        ...cart,
        idempotencyKey: randomUUID(),
        paymentMethod,
        expectedTotalPaise: quote.json.bill.totalPaise,
      });
    const online = await place('online');
    expect(online.status, online.text).toBe(201);
    expect(online.json.order.status).toBe('pending_payment');
    const paymentId = /^\/payment\/sandbox\/([0-9a-f-]{36})$/.exec(online.json.redirectTo)?.[1];
    expect(paymentId, online.json.redirectTo).toBeDefined();
    const cod = await place('cod');
    expect(cod.status, cod.text).toBe(201);
    expect(cod.json.order.status).toBe('placed');
    const orderIds = [online.json.order.id, cod.json.order.id];

    // No shutdown hook, no flush: whatever was acknowledged must already be on disk.
    first.kill('SIGKILL');
    await new Promise((done) => first.once('exit', done));

    const onDisk = await inspectDataDir(dataDir, orderIds, world.store_id, world.product_id);
    expect(onDisk.orders).toEqual([
      { id: online.json.order.id, status: 'pending_payment', items: 1 },
      { id: cod.json.order.id, status: 'placed', items: 1 },
    ]);
    expect(onDisk.stock).toBe(world.stock - 2 * PACKS);
    expect(onDisk.timers).toEqual(['offer-timeout', 'payment-expiry']);

    const second = startServer(dataDir, port);
    await waitUntilReady(baseUrl, second);
    // The session and the cookie secret live in the data directory too: the customer stays signed in.
    for (const orderId of orderIds) {
      const read = await api.send<TOrderDetail>('GET', `/api/orders/${orderId}`, customer);
      expect(read.status, read.text).toBe(200);
      expect(read.json.items).toMatchObject([{ productId: world.product_id, quantity: PACKS }]);
    }

    const checkout = await api.send<{ status: string }>('GET', `/api/payments/sandbox/${paymentId}`, customer);
    expect(checkout.json.status).toBe('created');
    const paid = await api.send('POST', `/api/payments/sandbox/${paymentId}/complete`, customer, {
      outcome: 'success',
    });
    expect(paid.status, paid.text).toBe(200);
    const afterPayment = await api.send<TOrderDetail>('GET', `/api/orders/${online.json.order.id}`, customer);
    expect(afterPayment.json).toMatchObject({ status: 'placed', payment: { status: 'paid' } });

    // The cash order's store never answers: its acceptance timer, set before the crash, moves it on.
    const deadline = Date.now() + (ACCEPTANCE_WINDOW_SECONDS + 30) * 1000;
    let timeline: TOrderDetail | null = null;
    while (Date.now() < deadline) {
      timeline = (await api.send<TOrderDetail>('GET', `/api/orders/${cod.json.order.id}`, customer)).json;
      if (timeline.events.some((event) => event.actor === 'system')) break;
      await new Promise((wait) => setTimeout(wait, 500));
    }
    const moved = timeline?.events.find((event) => event.actor === 'system');
    expect(moved?.title, JSON.stringify(timeline?.events)).toMatch(/^(Sent to |Cancelled: no pharmacy)/);
  });
});
