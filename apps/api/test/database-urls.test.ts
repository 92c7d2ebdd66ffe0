/**
 * DATABASE_LISTEN_URL and DATABASE_READ_URL on a real server (issue 20, docs/operations.md). The "replica" is a
 * second database on the same server with data of its own, so each answer shows which one it was read from; every
 * connection names itself (`application_name`), so pg_stat_activity shows which URL opened it. Statements go
 * unnamed, as behind a transaction pooler older than PgBouncer 1.21.
 */
import { randomUUID } from 'node:crypto';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { MIGRATION_LOCK_ID } from '../src/db/migrate';
import { as, createStore } from './factories';
import { checkoutBody, createOrderWorld, createProduct, HOME, type OrderWorld, shelve } from './order-fixtures';
import { queryRows, runOnServer, testConfig } from './test-app';

// vitest.config.ts leaves this file out without a server
const serverUrl = process.env.TEST_DATABASE_URL as string;
const run = randomUUID().replaceAll('-', '').slice(0, 12);
const primaryName = `dawanow_test_primary_${run}`;
const replicaName = `dawanow_test_replica_${run}`;
const names = { primary: `dawanow-pool-${run}`, listen: `dawanow-listen-${run}`, read: `dawanow-read-${run}` };

function urlOf(database: string, applicationName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

const OPEN = { openingHours: ALWAYS_OPEN, state: 'Karnataka', status: 'active' as const, isAcceptingOrders: true };
let app: FastifyInstance;
let world: OrderWorld;
const replica = { storeId: '', productId: '' };
/** The connections found waiting for the migration's lock at start */
let migratedOn: string[] = [];

beforeAll(async () => {
  await runOnServer(serverUrl, `create database ${primaryName}`);
  await runOnServer(serverUrl, `create database ${replicaName}`);
  // The replica's schema and data, written by an app of its own: a pharmacy and a product the primary lacks
  const writer = await buildApp(
    testConfig({ database: { kind: 'postgres', url: urlOf(replicaName, 'dawanow-test-setup'), poolMax: 2 } }),
  );
  replica.storeId = await createStore(writer, 'Replica Road Medicals', {
    ...OPEN,
    latitude: 12.972,
    longitude: 77.595,
  });
  replica.productId = await createProduct(writer, { name: 'Paracip 650 Replica', mrpPaise: 3100 });
  await shelve(writer, replica.storeId, replica.productId, { pricePaise: 2900, stock: 5 });
  await writer.close();

  // The test holds the migration's lock while the app starts, to see which connection waits for it
  const holder = new pg.Client({ connectionString: urlOf(primaryName, 'dawanow-test-lock') });
  await holder.connect();
  await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  const building = buildApp(
    testConfig({
      database: {
        kind: 'postgres',
        url: urlOf(primaryName, names.primary),
        poolMax: 5,
        listenUrl: urlOf(primaryName, names.listen),
        read: { url: urlOf(replicaName, names.read), poolMax: 2 },
        // As behind a PgBouncer before 1.21: orders, quotes and the catalogue below all run without names
        namedStatements: false,
      },
    }),
  );
  try {
    await vi.waitFor(
      async () => {
        const waiting = await holder.query(
          `select a.application_name as name from pg_locks l join pg_stat_activity a using (pid)
          where l.locktype = 'advisory' and not l.granted and a.datname = current_database()`,
        );
        migratedOn = waiting.rows.map((row: { name: string }) => row.name);
        expect(migratedOn).not.toEqual([]);
      },
      { timeout: 30_000, interval: 100 },
    );
  } finally {
    await holder.end();
  }
  app = await building;
  world = await createOrderWorld(app);
});
afterAll(async () => {
  await app?.close();
  await runOnServer(serverUrl, `drop database if exists ${primaryName} with (force)`);
  await runOnServer(serverUrl, `drop database if exists ${replicaName} with (force)`);
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('DATABASE_READ_URL', () => {
  it('serves search, suggestions, product and category pages and the store locator from the replica', async () => {
    const search = await get('/api/search?q=paracip');
    expect(search.statusCode).toBe(200);
    expect(search.json().results.map((card: { name: string }) => card.name)).toEqual(['Paracip 650 Replica']);
    const suggestions = await get('/api/search/suggestions?q=parac');
    expect(suggestions.json().products.map((card: { name: string }) => card.name)).toEqual(['Paracip 650 Replica']);

    const product = await get(`/api/products/${replica.productId}?storeId=${replica.storeId}`);
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({ name: 'Paracip 650 Replica', offer: { pricePaise: 2900 } });
    // The primary's product is not on the replica
    expect((await get(`/api/products/${world.paracetamol}`)).statusCode).toBe(404);
    const category = await get(`/api/categories/${product.json().category.slug}/products`);
    expect(category.json().products.map((card: { name: string }) => card.name)).toEqual(['Paracip 650 Replica']);

    const nearby = await get(`/api/stores/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`);
    expect(nearby.json().stores.map((store: { name: string }) => store.name)).toEqual(['Replica Road Medicals']);
    expect((await get(`/api/stores/${replica.storeId}`)).json().name).toBe('Replica Road Medicals');
  });

  it("reads the quote's stock, the order, the customer's session and history on the primary", async () => {
    const body = await checkoutBody(app, world, [[world.paracetamol, 2, 2700]]);
    const placed = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${placed.json().order.id}` }));
    expect(order.statusCode).toBe(200);
    // The ordered product's id comes from the primary; its card, like every catalogue read, from the replica
    const again = await app.inject(
      as(world.customer, { method: 'GET', url: `/api/products/order-again?storeId=${world.storeA}` }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().products).toEqual([]);
  });

  it('opens the replica read-only, and keeps none of its answers in the process', async () => {
    await expect(
      app.database.reads.db.execute(sql`insert into settings (key, value) values ('replica.write', '1')`),
    ).rejects.toMatchObject({ cause: { message: 'cannot execute INSERT in a read-only transaction' } });
    const kept = app.readCache.stats().entries;
    for (const url of ['/api/categories', `/api/products/${replica.productId}`, '/api/search/suggestions?q=para']) {
      expect((await get(url)).statusCode).toBe(200);
    }
    expect(app.readCache.stats().entries).toBe(kept);
  });

  it('reports the replica at /api/ready and its pool at /api/metrics', async () => {
    expect((await get('/api/ready')).json()).toEqual({ status: 'ready', database: 'postgres', reads: 'replica' });
    const metrics = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/dawanow_db_pool_connections\{pool="primary",state="idle"\} [1-9]/);
    expect(metrics.body).toMatch(/dawanow_db_pool_connections\{pool="read",state="idle"\} [1-2]/);
    expect(metrics.body).toContain('dawanow_db_pool_connections{pool="read",state="waiting"} 0');
  });
});

describe('DATABASE_PREPARED_STATEMENTS=false', () => {
  it('sends the hot statements unnamed, so no session keeps one a pooler could lose', async () => {
    if (app.database.kind !== 'postgres') throw new Error('a PostgreSQL server is needed');
    const client = await app.database.pool.connect();
    try {
      await client.query({ name: 'reserve_stock_probe', text: 'select 1' });
      const kept = await client.query('select name from pg_prepared_statements');
      expect(kept.rows).toEqual([]);
    } finally {
      client.release();
    }
  });
});

describe('the migrated database', () => {
  it('opens every later session without JIT compilation', async () => {
    const session = new pg.Client({ connectionString: urlOf(primaryName, 'dawanow-test-jit') });
    await session.connect();
    try {
      expect((await session.query('show jit')).rows).toEqual([{ jit: 'off' }]);
    } finally {
      await session.end();
    }
  });
});

describe('DATABASE_LISTEN_URL', () => {
  it('runs the start-up migration there, where its session lock holds', () => {
    expect(migratedOn).toEqual([names.listen]);
  });

  it('opens the LISTEN sessions there, and the pools elsewhere', async () => {
    const sessions = await queryRows<{ name: string; database: string; count: number }>(
      app,
      sql`select application_name as name, datname as database, count(*)::int as count from pg_stat_activity
        where application_name in ${[names.primary, names.listen, names.read]}
        group by 1, 2 order by 1`,
    );
    expect(sessions).toEqual([
      // Live order updates, and the read cache's table changes
      { name: names.listen, database: primaryName, count: 2 },
      { name: names.primary, database: primaryName, count: expect.any(Number) },
      { name: names.read, database: replicaName, count: expect.any(Number) },
    ]);
  });

  it('still delivers live order updates and drops kept answers when a table changes', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const body = await checkoutBody(app, world, [[world.cetirizine, 1, 2000]]);
    const placed = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
    const orderId = placed.json().order.id as string;
    const stream = await fetch(`${address}/api/orders/${orderId}/stream`, {
      headers: { cookie: world.customer.cookie },
    });
    const accepted = app.inject(
      as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${orderId}/accept` }),
    );
    const processing = `"orderId":"${orderId}","status":"processing"`;
    // Leaving the loop cancels the stream
    let received = '';
    for await (const text of (stream.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream())) {
      received += text;
      if (received.includes(processing)) break;
    }
    expect((await accepted).statusCode).toBe(200);
    expect(received).toContain(processing);

    // Site settings are read on the primary and kept until the settings table changes
    expect((await get('/api/site')).json().contact.email).toBe('support@dawanow.in');
    expect(app.readCache.peek('/api/site', ['settings'])).toBeDefined();
    await queryRows(
      app,
      sql`update settings set value = jsonb_set(value, '{email}', '"help@dawanow.in"') where key = 'site.contact'`,
    );
    expect((await get('/api/site')).json().contact.email).toBe('help@dawanow.in');
  });

  it('answers 503 at /api/ready once the replica stops answering', async () => {
    await runOnServer(serverUrl, `alter database ${replicaName} with allow_connections false`);
    await runOnServer(
      serverUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${replicaName}'`,
    );
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.message).toBe('The read replica is not answering.');
  });
});
