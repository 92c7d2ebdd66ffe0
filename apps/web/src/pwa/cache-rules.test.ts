import type { TEndpoint } from '@dawanow/shared/api/endpoint';
import { describe, expect, it } from 'vitest';
import { cacheRuleFor, isAppNavigation } from './cache-rules';

// Every contract of the API, so a new endpoint is checked the day it is added.
const contractModules = import.meta.glob<Record<string, Record<string, unknown>>>(
  '../../../../packages/shared/src/api/*.ts',
  { eager: true },
);
const endpoints = Object.values(contractModules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
  .flatMap((group) => Object.entries(group))
  .filter((entry): entry is [string, TEndpoint] => {
    const value = entry[1] as Partial<TEndpoint> | null;
    return typeof value?.path === 'string' && typeof value.method === 'string' && typeof value.access === 'object';
  });

const UUID = '0b6f2f5e-5d1c-4b1f-9a55-3c7d2b0e8f41';
/** A real-looking value for each path parameter, so the path is one a browser would really ask for. */
function samplePath(path: string): string {
  return `/api${path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    /Id$/.test(name) ? UUID : name === 'imageName' ? 'b41c9e-640.webp' : 'dolo-650-tablet',
  )}`;
}

/** The public reads the worker keeps for offline reading, by contract path. */
const CACHED_CATALOGUE = [
  'GET /site',
  'GET /categories',
  'GET /categories/:slug/products',
  'GET /products/popular',
  'GET /products/:ref',
  'GET /search',
  'GET /stores/nearby',
  'GET /stores/:storeId',
  'GET /offers',
  'GET /testimonials',
  'GET /content/pages/:slug',
  'GET /blog/posts',
  'GET /blog/posts/:slug',
];
const CACHED_IMAGES = [
  'GET /product-images/:imageName',
  'GET /category-images/:imageId',
  'GET /blog-images/:imageName',
  'GET /stores/:storeId/photos/:photoId',
];

describe('what the service worker may store', () => {
  it('finds the API contracts', () => {
    expect(endpoints.length).toBeGreaterThan(200);
  });

  it('never stores an answer from an endpoint that needs a session, or any write', () => {
    const stored = endpoints.filter(
      ([, endpoint]) =>
        (endpoint.access.kind !== 'public' || endpoint.method !== 'GET') &&
        cacheRuleFor(endpoint.method, samplePath(endpoint.path)) !== null,
    );
    expect(stored.map(([name, endpoint]) => `${name}: ${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('stores exactly the public catalogue reads and public pictures it lists, and every one of them is public', () => {
    const byRule = (rule: string) =>
      endpoints
        .filter(([, endpoint]) => cacheRuleFor(endpoint.method, samplePath(endpoint.path)) === rule)
        .map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`)
        .sort();
    expect(byRule('catalogue')).toEqual([...CACHED_CATALOGUE].sort());
    expect(byRule('image')).toEqual([...CACHED_IMAGES].sort());
    for (const [, endpoint] of endpoints.filter(([, e]) => cacheRuleFor(e.method, samplePath(e.path)) !== null)) {
      expect(endpoint.access.kind, endpoint.path).toBe('public');
    }
  });

  it('keeps public reads that depend on the caller or are one-off out of the cache', () => {
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/providers',
      '/api/products/order-again',
      '/api/search/suggestions',
      '/api/geocoding/autocomplete',
      '/api/location/approximate',
      `/api/store-invitations/abc123`,
      '/api/dev/outbox',
      '/api/health',
    ]) {
      expect(cacheRuleFor('GET', path), path).toBeNull();
    }
  });

  it('classifies real addresses of each kind', () => {
    expect(cacheRuleFor('GET', '/api/products/dolo-650-tablet')).toBe('catalogue');
    expect(cacheRuleFor('GET', '/api/categories/diabetes-care/products')).toBe('catalogue');
    expect(cacheRuleFor('GET', `/api/prescriptions/${UUID}/file`)).toBeNull();
    expect(cacheRuleFor('GET', `/api/orders/${UUID}`)).toBeNull();
    expect(cacheRuleFor('GET', `/api/stores/${UUID}/members`)).toBeNull();
    expect(cacheRuleFor('POST', '/api/cart/quote')).toBeNull();
    expect(cacheRuleFor('GET', '/images/stores/storefront-2.svg')).toBe('image');
    expect(cacheRuleFor('GET', '/assets/store-panel-layout-1CpNIBer.js')).toBe('asset');
    expect(cacheRuleFor('GET', '/sw.js')).toBeNull();
    expect(cacheRuleFor('GET', '/')).toBeNull();
  });

  it('answers app routes from the shell offline, never the API or the documents the server writes', () => {
    for (const path of ['/', '/product/dolo-650-tablet', '/cart', '/checkout', '/blog/fever-in-children']) {
      expect(isAppNavigation(path), path).toBe(true);
    }
    for (const path of [
      '/api/auth/callback/google',
      '/api',
      '/sitemap.xml',
      '/sitemaps/products-1.xml',
      '/robots.txt',
    ]) {
      expect(isAppNavigation(path), path).toBe(false);
    }
    expect(isAppNavigation('/blog/rss.xml')).toBe(false);
  });
});
