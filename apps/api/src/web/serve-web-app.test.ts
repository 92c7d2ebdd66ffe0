import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dawanow-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">DawaNow SPA</div>');
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
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
