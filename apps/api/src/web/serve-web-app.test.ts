import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT_ENCODING, decodedBody } from '../../test/decoded-body';
import { createTestApp, type TestApp } from '../../test/test-app';

// Large enough to be worth compressing, as a real bundle is.
const VENDOR_JS = `export const vendor = [${Array.from({ length: 400 }, (_, i) => `"module-${i}"`).join(',')}];`;
const INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous" /></head><div id="root">DawaNow SPA</div></html>';
// Asked for without a session cookie: who is signed in is known already (nobody), so the page neither preloads
// nor asks for /api/me
const SIGNED_OUT_HTML =
  '<!doctype html><html lang="en-IN" data-session="none"><head></head><div id="root">DawaNow SPA</div></html>';
const SESSION_COOKIE = 'dawanow.session_token=abc.def';
const ROUTE_MODULES = [
  { path: '/search', files: ['assets/search-page-1a2b.js', 'assets/page-header-3c4d.js'] },
  { path: '/offers/:code', files: ['assets/offer-page-5e6f.js'] },
];
const SEARCH_PRELOADS =
  '<link rel="modulepreload" crossorigin href="/assets/search-page-1a2b.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/page-header-3c4d.js">';
const SERVICE_WORKER = `self.addEventListener('push', () => {}); // ${'precache '.repeat(200)}`;

/** What the build writes (apps/web/vite.config.ts): the file, and its .br and .gz beside it. */
function writeWithCompressed(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dawanow-web-'));
  mkdirSync(join(dist, 'assets'));
  writeWithCompressed(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  writeWithCompressed(join(dist, 'assets', 'vendor-9b2e4d.js'), VENDOR_JS);
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  // What the build lists for lazy landing routes (apps/web/route-modules.ts)
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'route-modules.json'), JSON.stringify(ROUTE_MODULES));
  // What the PWA build adds at the root (issue 19)
  writeWithCompressed(join(dist, 'sw.js'), SERVICE_WORKER);
  writeWithCompressed(join(dist, 'manifest.webmanifest'), '{"name":"DawaNow","short_name":"DawaNow"}');
  t = await createTestApp({ env: 'production', webDistDir: dist });
});
afterAll(async () => {
  await t.close();
});

describe('serving the built web app', () => {
  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html without caching at / and for every client route', async () => {
    for (const url of ['/', '/medicines', '/store/orders/abc', '/no/such/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('DawaNow SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a page with the language its reader chose on <html>, so the loading screen shows in it before JavaScript', async () => {
    for (const url of ['/', '/medicines', '/orders/abc?x=1']) {
      const hindi = await t.app.inject({ method: 'GET', url, headers: { cookie: 'other=1; dawanow-language=hi' } });
      expect(hindi.statusCode, url).toBe(200);
      expect(hindi.headers['content-type']).toMatch(/^text\/html/);
      expect(hindi.body, url).toContain('<html lang="hi-IN"');
      expect(hindi.body).toContain('DawaNow SPA');
      expect(hindi.headers['cache-control']).toBe('no-cache');
      expect(hindi.headers.vary).toMatch(/cookie/i);
    }
    for (const cookie of [undefined, 'dawanow-language=en', 'dawanow-language=fr', 'my-dawanow-language=hi']) {
      const english = await t.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });
      expect(english.body, cookie).toContain('<html lang="en-IN"');
    }
    // The service worker's offline copy is the built file as it is
    const shell = await t.app.inject({ method: 'GET', url: '/index.html', headers: { cookie: 'dawanow-language=hi' } });
    expect(shell.body).toBe(INDEX_HTML);
  });

  it("names a lazy landing route's chunks in its page, so the browser fetches them with the entry", async () => {
    for (const cookie of [SESSION_COOKIE, undefined]) {
      const search = await t.app.inject({ method: 'GET', url: '/search?q=dolo', headers: cookie ? { cookie } : {} });
      expect(search.statusCode).toBe(200);
      expect(search.body).toContain(`${SEARCH_PRELOADS}</head>`);
      expect(search.body).toContain('DawaNow SPA');
    }
    const offer = await t.app.inject({ method: 'GET', url: '/offers/FIRST50/' });
    expect(offer.body).toContain('<link rel="modulepreload" crossorigin href="/assets/offer-page-5e6f.js"></head>');
    // Other paths, and paths that only begin like a listed one, get the page as built
    for (const url of ['/', '/searching', '/search/more', '/offers', '/offers/a/b']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { cookie: SESSION_COOKIE } });
      expect(page.body, url).toBe(INDEX_HTML);
    }
  });

  it('serves the SPA for page navigations whose path has a dot', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/product/dolo-650.5mg',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('DawaNow SPA');
  });

  it('sends security headers with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the service worker uncached, so a new release is seen on the next visit, and the app manifest', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(decodedBody(worker)).toBe(SERVICE_WORKER);
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ short_name: 'DawaNow' });
  });

  it('never serves dotfiles', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/.env' })).body).not.toContain('SECRET');
  });

  it('answers 404 for missing files and unknown API routes, not the SPA', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('does not answer POST to a client route with the SPA', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/medicines', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('compressed delivery of the built web app', () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the brotli file the build made to a browser that accepts brotli', async () => {
    const res = await get('/assets/vendor-9b2e4d.js', { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(VENDOR_JS).length);
    expect(Number(res.headers['content-length'])).toBeLessThan(VENDOR_JS.length / 3);
    expect(decodedBody(res)).toBe(VENDOR_JS);
  });

  it('sends gzip to a client that accepts gzip but not brotli', async () => {
    const res = await get('/assets/vendor-9b2e4d.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(res)).toBe(VENDOR_JS);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const clients: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of clients) {
      const res = await get('/assets/vendor-9b2e4d.js', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.body).toBe(VENDOR_JS);
    }
  });

  it('sends the page compressed, at / and for client routes, signed in or not', async () => {
    for (const url of ['/', '/medicines', '/product/dolo-650.5mg']) {
      for (const cookie of [SESSION_COOKIE, undefined]) {
        const res = await get(url, {
          accept: 'text/html',
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          ...(cookie ? { cookie } : {}),
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.vary, url).toMatch(/cookie/i);
        expect(decodedBody(res)).toBe(cookie ? INDEX_HTML : SIGNED_OUT_HTML);
      }
    }
    const plain = await get('/medicines', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(plain)).toBe(SIGNED_OUT_HTML);
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('<svg/>');
  });
});
