/**
 * Without PUBLIC_URL the app is opened at localhost, 127.0.0.1 or a LAN address (a phone on the same
 * Wi-Fi): the address a request reached is the site's own origin. With PUBLIC_URL, only that one.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let open: TestApp;
let strict: TestApp;

beforeAll(async () => {
  open = await createTestApp({ hasPublicUrl: false });
  // PUBLIC_URL=http://localhost:3000
  strict = await createTestApp({ hasPublicUrl: true });
});
afterAll(async () => {
  await open.close();
  await strict.close();
});

async function signInAt(app: FastifyInstance, host: string, origin: string) {
  const user = await createUser(app);
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { host, origin },
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: nextIp(),
  });
}

describe('the origins a sign-in is accepted from', () => {
  it.each([
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['localhost:3000', 'http://localhost:3000'],
  ])('signs in at %s when no public URL is configured', async (host, origin) => {
    const res = await signInAt(open.app, host, origin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.map((cookie) => cookie.name)).toContain('dawanow.session_token');
  });

  it('refuses a page of another site, or of another address, even without a public URL', async () => {
    for (const origin of ['https://evil.example', 'http://192.168.1.99:3000', 'null']) {
      const res = await signInAt(open.app, '192.168.1.20:3000', origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.cookies).toEqual([]);
    }
  });

  it('accepts only the public URL once it is configured', async () => {
    expect((await signInAt(strict.app, '127.0.0.1:3000', 'http://localhost:3000')).statusCode).toBe(200);
    const fromIp = await signInAt(strict.app, '127.0.0.1:3000', 'http://127.0.0.1:3000');
    expect(fromIp.statusCode).toBe(403);
    expect(fromIp.json().error.code).toBe('FORBIDDEN');
  });
});
