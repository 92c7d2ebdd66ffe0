/**
 * Issue 20: an answer is kept until a table it was read from changes — by the admin panel, a script or another API
 * process on the same database. On a PostgreSQL server (TEST_DATABASE_URL) the second instance below is another
 * application with its own pool and listener; on the embedded database it is the same process.
 */
import type { TCategoryList } from '@dawanow/shared/catalog';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { buildApp } from '../app';
import { openReadCache } from './read-cache';

let t: TestApp;
let other: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const { database } = t.app;
  other =
    database.kind === 'postgres'
      ? await buildApp(
          testConfig({
            database: { kind: 'postgres', url: String(database.pool.options.connectionString), poolMax: 5 },
          }),
        )
      : t.app;
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  if (other !== t.app) await other.close();
  await t.close();
});

const categoryNames = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/categories' })).json<TCategoryList>().categories.map((c) => c.name);

describe('the read cache', () => {
  it('keeps an answer until one of its tables changes', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const first = await t.app.readCache.read('test:kept', ['categories'], 60_000, load);
    expect(await t.app.readCache.read('test:kept', ['categories'], 60_000, load)).toBe(first);
    await t.app.database.db.execute(sql`update categories set updated_at = updated_at where false`);
    await vi.waitFor(async () => {
      expect(await t.app.readCache.read('test:kept', ['categories'], 60_000, load)).toBeGreaterThan(first);
    });
  });

  it('reads concurrent misses of one key once', async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return loads;
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.app.readCache.read('test:once', ['products'], 60_000, load)),
    );
    expect(answers).toEqual([1, 1, 1]);
  });

  it('never keeps an absence, which an insert announced by nothing could end', async () => {
    let loads = 0;
    const load = async () => (++loads > 1 ? loads : null);
    expect(await t.app.readCache.read('test:absent', ['products'], 60_000, load)).toBeNull();
    expect(await t.app.readCache.read('test:absent', ['products'], 60_000, load)).toBe(2);
    expect(await t.app.readCache.read('test:absent', ['products'], 60_000, load)).toBe(2);
  });

  it('keeps an answer no longer than asked', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await t.app.readCache.read('test:brief', ['products'], 0, load)).toBe(1);
    expect(await t.app.readCache.read('test:brief', ['products'], 0, load)).toBe(2);
  });

  it('holds at most its bound in bytes, letting the oldest answers go first', async () => {
    const cache = await openReadCache(t.app.database, t.app.log, { maxBytes: 1_000 });
    try {
      let loads = 0;
      const load = async () => {
        loads++;
        return 'x'.repeat(300);
      };
      for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, ['products'], 60_000, load, (v) => v.length);
      expect(cache.stats()).toEqual({ entries: 3, bytes: 903 });
      await cache.read('d', ['products'], 60_000, load, (v) => v.length);
      expect(loads).toBe(4);
      await cache.read('a', ['products'], 60_000, load, (v) => v.length);
      expect(loads).toBe(5);
    } finally {
      await cache.close();
    }
  });
  it('keeps a partition under its own bound, so its answers never push out the others', async () => {
    const cache = await openReadCache(t.app.database, t.app.log);
    try {
      const sessions = cache.partition({ maxEntries: 2, maxBytes: 1_000_000 });
      let loads = 0;
      const load = async () => ++loads;
      await cache.read('catalogue', ['products'], 60_000, load);
      for (const key of ['a', 'b', 'c']) await sessions.read(key, ['sessions'], 60_000, load);
      expect(sessions.stats().entries).toBe(2);
      expect(cache.stats().entries).toBe(1);
      // The oldest of the partition went; the other answers are still kept
      expect(await cache.read('catalogue', ['products'], 60_000, load)).toBe(1);
      expect(await sessions.read('c', ['sessions'], 60_000, load)).toBe(4);
      expect(await sessions.read('a', ['sessions'], 60_000, load)).toBe(5);
      // A change to a partition's table is heard like any other
      await t.app.database.db.execute(sql`update sessions set expires_at = expires_at where false`);
      await vi.waitFor(async () => expect(await sessions.read('c', ['sessions'], 60_000, load)).toBeGreaterThan(4));
    } finally {
      await cache.close();
    }
  });
});

describe('a write on one instance', () => {
  it("drops the categories every instance keeps, once the admin's edit commits", async () => {
    // Both instances have read (and keep) the list
    expect(await categoryNames(t.app)).not.toContain('Monsoon care');
    expect(await categoryNames(other)).not.toContain('Monsoon care');
    const created = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/admin/categories', payload: { name: 'Monsoon care' } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await categoryNames(t.app)).toContain('Monsoon care');
    // The other process hears of it as soon as PostgreSQL delivers the notification
    await vi.waitFor(async () => expect(await categoryNames(other)).toContain('Monsoon care'));
  });

  it('drops the site settings every instance keeps, when the setting is edited by hand', async () => {
    const phone = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/site' })).json<{ contact: { phone: string } }>().contact.phone;
    const before = await phone(other);
    await t.app.database.db.execute(
      sql`update settings set value = jsonb_set(value, '{phone}', '"+91 80 4000 2020"') where key = 'site.contact'`,
    );
    await vi.waitFor(async () => expect(await phone(other)).toBe('+91 80 4000 2020'));
    expect(before).not.toBe('+91 80 4000 2020');
  });
});
