/**
 * Issue 17, "Forgot password" by e-mailed link, with a real SMTP server started here: the mail arrives as a mail
 * client reads it, and its link is what the customer opens.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, nextIp, signIn, TEST_ORIGIN, TEST_PASSWORD } from '../../../test/factories';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

const NEW_PASSWORD = 'Filter-Kaapi-2027';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtp: { url: smtp.url, from: 'DawaNow <no-reply@dawanow.in>' }, devOutbox: false });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

function post(url: string, payload: object, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload, remoteAddress });
}

const forgot = (email: string, remoteAddress?: string) => post('/api/auth/password/forgot', { email }, remoteAddress);
const reset = (token: string, newPassword = NEW_PASSWORD) => post('/api/auth/password/reset', { token, newPassword });

function linkIn(text: string): URL {
  const found = /https?:\/\/\S+/.exec(text)?.[0];
  if (!found) throw new Error(`no link in: ${text}`);
  return new URL(found);
}

describe('forgot password', () => {
  it('mails a link to the reset page at the site’s address, which sets a new password and ends every session', async () => {
    const user = await createUser(t.app, { firstName: 'Meera' });
    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: [user.email], subject: 'Reset your DawaNow password' });
    expect(mail?.text).toContain('Hello Meera User,');
    expect(mail?.text).toContain('works once, for 1 hour');
    const link = linkIn(mail?.text ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth/reset-password');
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);

    // Only the token's hash is kept
    const stored = await queryRows<{ identifier: string }>(t.app, sql`select identifier from verifications`);
    expect(stored.map((row) => row.identifier).join(' ')).not.toContain(token);

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    await expect(signIn(t.app, user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    expect(await signIn(t.app, user.email, NEW_PASSWORD)).toContain('session_token');

    const again = await reset(token, 'Another-Pass-2028');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/expired or was already used/);
  });

  it('answers the same for an address nobody uses, and sends nothing', async () => {
    const res = await forgot('nobody-here@example.in');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const known = await createUser(t.app);
    await forgot(known.email);
    await smtp.waitFor(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[known.email]]);
  });

  it('never mails the stand-in address of an account made with a mobile number', async () => {
    await t.app.database.db.execute(
      sql`insert into users (id, name, email, phone_number, phone_number_verified)
          values ('phone-only-user', '+917000000001', '917000000001@phone.dawanow.invalid', '+917000000001', true)`,
    );
    const res = await forgot('917000000001@phone.dawanow.invalid');
    expect(res.statusCode).toBe(200);
    const control = await createUser(t.app);
    await forgot(control.email);
    await smtp.waitFor(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[control.email]]);
  });

  it('refuses a forged or expired token, a common password and a short one, changing nothing', async () => {
    const user = await createUser(t.app);
    for (const [token, password, field] of [
      ['not-a-real-token-0000000000', NEW_PASSWORD, 'body.token'],
      ['', NEW_PASSWORD, 'body.token'],
      ['x'.repeat(201), NEW_PASSWORD, 'body.token'],
      ['whatever-token-123456789012', 'password123', 'body.newPassword'],
      ['whatever-token-123456789012', 'short', 'body.newPassword'],
    ] as const) {
      const res = await reset(token, password);
      expect(res.statusCode, `${token} ${password}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
    await forgot(user.email);
    const [mail] = await smtp.waitFor(1);
    const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? '';
    await t.app.database.db.execute(sql`update verifications set expires_at = now() - interval '1 second'`);
    const expired = await reset(token);
    expect(expired.statusCode).toBe(400);
    expect(await signIn(t.app, user.email, TEST_PASSWORD)).toContain('session_token');
  });

  it('mails an address at most 3 times an hour, and an address asks at most 10 times', async () => {
    const user = await createUser(t.app);
    const statuses: number[] = [];
    for (let ask = 0; ask < 4; ask += 1) statuses.push((await forgot(user.email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await smtp.waitFor(3);
    expect(smtp.received).toHaveLength(3);

    const address = nextIp();
    const fromOneAddress: number[] = [];
    for (let ask = 0; ask < 11; ask += 1) {
      fromOneAddress.push((await forgot(`someone-${ask}@example.in`, address)).statusCode);
    }
    expect(fromOneAddress.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(fromOneAddress[10]).toBe(429);
  });
});

describe('where no mail can be sent', () => {
  it('is off, and says so, without SMTP or the demo outbox', async () => {
    const bare = await createTestApp({ smtp: null, devOutbox: false });
    try {
      const providers = await bare.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toMatchObject({ passwordReset: false, phone: false, devOutbox: false });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'someone@example.in' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/not available here/);
    } finally {
      await bare.close();
    }
  });
});
