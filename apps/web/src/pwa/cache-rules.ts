/**
 * What the service worker (src/sw.ts) keeps on the phone besides the precached app shell — the one list, read by
 * the worker and checked against every API contract by cache-rules.test.ts.
 *
 * Issue 19: catalogue and product pages read recently stay readable offline, while nothing personal is ever
 * stored. So API answers are cached only from an allow-list of public reads that carry no session data (the
 * handlers of these contracts never look at the caller, packages/shared/src/api: `access.public`); everything else
 * under /api — accounts, orders, prescriptions, cart pricing, sessions, panels, /api/dev — goes to the network only.
 */

/** Which runtime cache a same-origin GET belongs in, or null for "network only, never stored". */
export type TCacheRule = 'catalogue' | 'image' | 'asset';

/** Never cached, whatever a rule below says: personal or live answers (defence in depth beside the allow-list). */
const NEVER = [
  /^\/api\/(account|admin|auth|cart|dev|me|notifications|orders|payments|prescriptions|push)(\/|$)/,
  /^\/api\/products\/order-again$/,
];

/** Public catalogue reads: categories, listings, products, search, stores near the customer, site texts. */
const CATALOGUE = [
  /^\/api\/site$/,
  /^\/api\/categories$/,
  /^\/api\/categories\/[^/]+\/products$/,
  /^\/api\/products\/popular$/,
  /^\/api\/products\/[^/]+$/,
  /^\/api\/search$/,
  /^\/api\/stores\/nearby$/,
  /^\/api\/stores\/[0-9a-f-]{36}$/,
  /^\/api\/offers$/,
  /^\/api\/testimonials$/,
  /^\/api\/content\/pages\/[^/]+$/,
  /^\/api\/blog\/posts(\/[^/]+)?$/,
];

/** Public pictures, stored under content hashes and served as immutable. Prescription files are never here. */
const IMAGES = [
  /^\/api\/(product-images|category-images|blog-images)\/[^/]+$/,
  /^\/api\/stores\/[0-9a-f-]{36}\/photos\/[^/]+$/,
  /^\/images\//,
];

/** The rule for a request the worker sees, by method and same-origin path (query strings do not change the rule). */
export function cacheRuleFor(method: string, pathname: string): TCacheRule | null {
  if (method !== 'GET' || NEVER.some((pattern) => pattern.test(pathname))) return null;
  if (CATALOGUE.some((pattern) => pattern.test(pathname))) return 'catalogue';
  if (IMAGES.some((pattern) => pattern.test(pathname))) return 'image';
  // Route chunks that are not precached (the panels, the PDF viewer, the map): content-hashed, so kept as fetched.
  if (pathname.startsWith('/assets/')) return 'asset';
  return null;
}

/**
 * Page navigations the app shell answers when the network cannot: every app route, not the API (its OAuth
 * callbacks and file downloads are navigations too) nor the documents the server writes itself.
 */
export function isAppNavigation(pathname: string): boolean {
  return !/^\/(api(\/|$)|sitemap|sitemaps\/|robots\.txt$|blog\/rss\.xml$)/.test(pathname);
}

/** Bounds of the runtime caches: a low-end phone's storage is small, and old catalogue answers lose their use. */
export const CACHE_LIMITS = {
  catalogue: { name: 'dawanow-catalogue', maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60 },
  image: { name: 'dawanow-images', maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
  asset: { name: 'dawanow-assets', maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
} as const satisfies Record<TCacheRule, { name: string; maxEntries: number; maxAgeSeconds: number }>;
