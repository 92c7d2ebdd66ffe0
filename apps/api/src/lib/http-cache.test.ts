/**
 * Issue 20: public reads carry a validator and a caching rule, a revalidation that matches gets a 304 without a
 * body, compressed and plain answers share the validator, and anything read with a session stays private.
 */
import { catalogApi } from '@dawanow/shared/api/catalog';
import type { TCategoryList } from '@dawanow/shared/catalog';
import type { TProductDetail } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createStore, createUser, type TestUser } from '../../test/factories';
import { createProduct, shelve } from '../../test/order-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../test/test-app';
import { route } from './endpoint';
import { revalidated } from './http-cache';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let storeId: string;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
  admin = await createUser(t.app, { role: 'admin' });
  storeId = await createStore(t.app);
  productId = await createProduct(t.app, { name: 'Cetirizine 10 Tablet', mrpPaise: 3500 });
  await shelve(t.app, storeId, productId, { pricePaise: 3200, stock: 40 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public reads', () => {
  it('answer the categories with a weak ETag, public revalidation and Vary on the encoding', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.json<TCategoryList>().categories.length).toBeGreaterThan(0);
  });

  it('answer 304 without a body when the client already holds the answer, and 200 when it holds another', async () => {
    const first = await get('/api/categories');
    const again = await get('/api/categories', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect(again.headers['content-encoding']).toBeUndefined();
    // A list of tags, and the strong form of ours, match too
    const listed = await get('/api/categories', { 'if-none-match': `"other", ${String(first.headers.etag).slice(2)}` });
    expect(listed.statusCode).toBe(304);
    const other = await get('/api/categories', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('compress a large answer under the same ETag, and revalidate it with a bodiless 304 too', async () => {
    const plain = await get('/api/content/pages/terms');
    const compressed = await get('/api/content/pages/terms', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    const revalidation = await get('/api/content/pages/terms', {
      'accept-encoding': 'br',
      'if-none-match': String(compressed.headers.etag),
    });
    expect(revalidation.statusCode).toBe(304);
    expect(revalidation.rawPayload.length).toBe(0);
    expect(revalidation.headers['content-encoding']).toBeUndefined();
  });

  it('give the site settings, blog, store list and search their own rules', async () => {
    expect((await get('/api/site')).headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect((await get('/api/blog/posts')).headers['cache-control']).toBe('public, max-age=30');
    const nearby = await get('/api/stores/nearby?lat=12.9716&lng=77.5946');
    expect(nearby.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=60');
    expect(nearby.headers.etag).toMatch(/^W\//);
    const search = await get('/api/search?q=cetirizine');
    expect(search.headers['cache-control']).toBe('public, no-cache');
    expect(search.headers.etag).toMatch(/^W\//);
    const suggestions = await get('/api/search/suggestions?q=cet');
    expect(suggestions.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('show a product page with its store offer, and a new price at once after the store changes it', async () => {
    const url = `/api/products/${productId}?storeId=${storeId}`;
    const before = await get(url);
    expect(before.headers['cache-control']).toBe('public, no-cache');
    expect(before.json<TProductDetail>().offer?.pricePaise).toBe(3200);
    await shelve(t.app, storeId, productId, { pricePaise: 2900, stock: 40 });
    // The store's write went straight to the database: this process hears of it once it settles
    await t.app.readCache.settle();
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<TProductDetail>().offer?.pricePaise).toBe(2900);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Another store's page of the same product is another answer
    const anyStore = await get(`/api/products/${productId}`);
    expect(anyStore.json<TProductDetail>().offer).toBeNull();
  });

  it('keep one copy of a product page however its parameters are spelt, and none for unknown or long ones', async () => {
    await t.app.readCache.settle();
    const url = `/api/products/${productId}?storeId=${storeId}`;
    const first = await get(url);
    const kept = t.app.readCache.stats().entries;
    // Unknown parameters are dropped by the parser: each spelling would otherwise keep another copy
    for (let n = 0; n < 20; n += 1) {
      const junk = await get(`${url}&junk=${n}`);
      expect(junk.statusCode).toBe(200);
      expect(junk.body).toBe(first.body);
    }
    expect(t.app.readCache.stats().entries).toBe(kept);
    const suggestions = `/api/search/suggestions?storeId=${storeId}&q=cet`;
    await get(suggestions);
    expect(t.app.readCache.stats().entries).toBe(kept + 1);
    // The same parameters in another order are the same answer
    await get(`/api/search/suggestions?q=cet&storeId=${storeId}`);
    expect(t.app.readCache.stats().entries).toBe(kept + 1);
    const long = await get(`/api/search/suggestions?q=${encodeURIComponent('क'.repeat(60))}`);
    expect(long.statusCode).toBe(200);
    expect(t.app.readCache.stats().entries).toBe(kept + 1);
  });

  it('answer a product taken off sale with 404 once an administrator hides it', async () => {
    const hidden = await createProduct(t.app, { name: 'Levocetirizine 5 Tablet', mrpPaise: 4000 });
    expect((await get(`/api/products/${hidden}`)).statusCode).toBe(200);
    await queryRows(t.app, sql`update products set is_active = false where id = ${hidden}`);
    const gone = await get(`/api/products/${hidden}`);
    expect(gone.statusCode).toBe(404);
    // Nobody may keep the refusal: the product may be back on sale in a minute
    expect(gone.headers['cache-control']).toBe('no-store');
    const invalid = await get(`/api/products/${hidden}?storeId=not-a-store`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });
});

describe('personal reads', () => {
  it('are private and never stored, with no validator to share', async () => {
    const res = await t.app.inject(
      as(customer, { method: 'GET', url: `/api/products/order-again?storeId=${storeId}` }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    const tree = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/categories' }));
    expect(tree.headers['cache-control']).toBe('private, no-store');
  });

  it('cannot be given a public cache rule', () => {
    expect(() => route(Fastify(), catalogApi.orderAgain, () => ({ products: [] }), { cache: revalidated() })).toThrow(
      /only a public GET answer may be cached publicly/,
    );
  });
});
