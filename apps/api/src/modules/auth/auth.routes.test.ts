import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, cookieHeader, createUser, nextIp, signIn, TEST_ORIGIN, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const STRONG_PASSWORD = 'Masala-Dosa-2026';
const uniqueEmail = (name = 'asha') => `${name}-${randomUUID().slice(0, 8)}@example.in`;

function validSignUp(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Menon',
    phone: '98123 45678',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

function signUp(payload: unknown, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { origin: TEST_ORIGIN },
    payload: payload as object,
    remoteAddress,
  });
}

function signInAttempt(email: string, password: string, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
    remoteAddress,
  });
}

function getMe(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
}

async function userCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.app, sql`select count(*)::int as n from users`);
  return row?.n ?? 0;
}

async function usersWithEmail(email: string) {
  return queryRows<{ id: string; role: string; email_verified: boolean }>(
    t.app,
    sql`select id, role, email_verified from users where lower(email) = lower(${email.trim()})`,
  );
}

describe('POST /api/auth/sign-up', () => {
  it('creates a signed-in customer with a profile, the phone stored as E.164', async () => {
    const details = validSignUp({ phone: '098123-45678' });
    const res = await signUp(details);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    const me = await getMe(cookieHeader(res));
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.role).toBe('customer');
    expect(body.platformRole).toBe('customer');
    expect(body.hasStoreAccess).toBe(false);
    expect(body.stores).toEqual([]);
    expect(body.user).toMatchObject({ email: details.email, name: 'Asha Menon', hasPassword: true });
    expect(body.profile).toEqual({ firstName: 'Asha', lastName: 'Menon', phone: '+919812345678', language: null });
    // SPEC §4: sessions last 7 days
    const daysLeft = (Date.parse(body.session.expiresAt) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);
  });

  it('sets the session in an http-only, SameSite=Lax cookie that scripts cannot read', async () => {
    const res = await signUp(validSignUp());
    const session = res.cookies.find((cookie) => cookie.name === 'dawanow.session_token');
    expect(session?.value).toBeTruthy();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.path).toBe('/');
    expect(res.body).not.toContain(session?.value.split('.')[0]);
  });

  it('ignores a role, metadata and other fields smuggled into the request: always a customer', async () => {
    const details = validSignUp({
      role: 'admin',
      platformRole: 'admin',
      metadata: { role: 'admin' },
      user_metadata: { role: 'admin' },
      stores: [{ storeId: randomUUID(), role: 'owner' }],
      emailVerified: true,
      image: 'https://evil.example/me.png',
      id: 'chosen-id',
    });
    const res = await signUp(details);
    expect(res.statusCode).toBe(201);

    const me = (await getMe(cookieHeader(res))).json();
    expect(me).toMatchObject({ role: 'customer', platformRole: 'customer', hasStoreAccess: false, stores: [] });
    expect(me.user.image).toBeNull();
    expect(me.user.id).not.toBe('chosen-id');
    expect(await usersWithEmail(details.email)).toEqual([{ id: me.user.id, role: 'customer', email_verified: false }]);
  });

  it('refuses an e-mail that is already registered, in any letter case, and keeps the first account', async () => {
    const email = uniqueEmail('meera');
    expect((await signUp(validSignUp({ email }))).statusCode).toBe(201);

    const again = await signUp(validSignUp({ email: ` ${email.toUpperCase()} `, password: 'Another-Pass-2026' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect((await signInAttempt(email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await signInAttempt(email, 'Another-Pass-2026')).statusCode).toBe(401);
  });

  it('creates one account when the same e-mail signs up twice at the same moment', async () => {
    const email = uniqueEmail('twice');
    const results = await Promise.all([signUp(validSignUp({ email })), signUp(validSignUp({ email }))]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'body.firstName'],
    ['a blank last name', { lastName: '   ' }, 'body.lastName'],
    ['a first name over 50 characters', { firstName: 'A'.repeat(51) }, 'body.firstName'],
    ['a last name over 50 characters', { lastName: 'M'.repeat(51) }, 'body.lastName'],
    ['a name with a control character', { firstName: 'Asha\u0000' }, 'body.firstName'],
    ['a malformed e-mail', { email: 'asha@' }, 'body.email'],
    ['an e-mail without a domain', { email: 'asha.example.in' }, 'body.email'],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.in` }, 'body.email'],
    ['a password under 8 characters', { password: 'Ch@i-26' }, 'body.password'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'body.password'],
    ['the common password "password123"', { password: 'password123' }, 'body.password'],
    ['the common password "qwerty123"', { password: 'qwerty123' }, 'body.password'],
    [
      'a password made of the e-mail name',
      { email: 'rajesh.kumar@example.in', password: 'rajesh.kumar!' },
      'body.password',
    ],
    ['a US phone number', { phone: '+1 415 555 2671' }, 'body.phone'],
    ['a mobile number starting with 5', { phone: '5812345678' }, 'body.phone'],
    ['a phone number too short', { phone: '98123' }, 'body.phone'],
    ['a missing phone', { phone: undefined }, 'body.phone'],
  ])('refuses %s with details and creates no user', async (_label, overrides, path) => {
    const details = validSignUp(overrides);
    const before = await userCount();
    const res = await signUp(details);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(res.cookies).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('names every missing field of an empty sign-up', async () => {
    const res = await signUp({});
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.firstName', 'body.lastName', 'body.phone', 'body.email', 'body.password']),
    );
  });

  it('refuses a JSON array, a non-JSON body and a huge body without creating a user', async () => {
    const before = await userCount();
    const details = validSignUp();

    const array = await signUp([details]);
    expect(array.statusCode).toBe(400);
    expect(array.json().error.code).toBe('VALIDATION_FAILED');

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": "asha@example.in",',
      remoteAddress: nextIp(),
    });
    expect(malformed.statusCode).toBe(400);

    const huge = await signUp({ ...details, firstName: 'A'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    expect(await usersWithEmail(details.email)).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('stores SQL and script injection strings in names as exact text', async () => {
    const firstName = "Robert'); DROP TABLE users;--";
    const lastName = '<script>alert("x")</script>';
    const res = await signUp(validSignUp({ firstName, lastName }));
    expect(res.statusCode).toBe(201);

    const me = (await getMe(cookieHeader(res))).json();
    expect(me.profile).toMatchObject({ firstName, lastName });
    expect(me.user.name).toBe(`${firstName} ${lastName}`);
    const [stored] = await queryRows<{ first_name: string; last_name: string }>(
      t.app,
      sql`select first_name, last_name from profiles where id = ${me.user.id}`,
    );
    expect(stored).toEqual({ first_name: firstName, last_name: lastName });
    expect(await userCount()).toBeGreaterThan(0);
  });

  it('limits sign-up attempts to 10 an hour from one address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    statuses.push((await signUp(validSignUp(), ip)).statusCode);
    statuses.push((await signUp(validSignUp(), ip)).statusCode);
    // Refused attempts count too, so guessing cannot go on for free
    for (let i = 0; i < 8; i++) statuses.push((await signUp(validSignUp({ password: 'password123' }), ip)).statusCode);
    expect(statuses).toEqual([201, 201, 400, 400, 400, 400, 400, 400, 400, 400]);

    const details = validSignUp();
    const limited = await signUp(details, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(await usersWithEmail(details.email)).toEqual([]);

    expect((await signUp(details, nextIp())).statusCode).toBe(201);
  }, 60_000);
});

describe("better-auth's own endpoints", () => {
  it.each([
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/delete-user'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/request-password-reset'],
    ['POST', '/api/auth/reset-password'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/revoke-sessions'],
    ['GET', '/api/auth/list-accounts'],
    ['POST', '/api/auth/unlink-account'],
    ['GET', '/api/auth/verify-email'],
    ['POST', '/api/auth/link-social'],
    // The phone-number plugin's: codes are sent and checked only through our routes and their limits
    ['POST', '/api/auth/phone-number/send-otp'],
    ['POST', '/api/auth/phone-number/verify'],
    ['POST', '/api/auth/sign-in/phone-number'],
    ['POST', '/api/auth/phone-number/request-password-reset'],
    ['POST', '/api/auth/phone-number/reset-password'],
  ] as const)('%s %s is unreachable (404)', async (method, url) => {
    const user = await createUser(t.app);
    const email = uniqueEmail('direct');
    const res = await t.app.inject(
      as(user, {
        method,
        url,
        ...(method === 'POST'
          ? { payload: { name: 'Mallory', email, password: STRONG_PASSWORD, role: 'admin', confirmation: 'DELETE' } }
          : {}),
      }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(await usersWithEmail(email)).toEqual([]);
    expect(await usersWithEmail(user.email)).toEqual([{ id: user.id, role: 'customer', email_verified: false }]);
    expect((await getMe(user.cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with the e-mail in any letter case and sets the session cookie', async () => {
    const user = await createUser(t.app);
    const res = await signInAttempt(` ${user.email.toUpperCase()}`, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const me = await getMe(cookieHeader(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown e-mail alike, with 401 and no cookie', async () => {
    const user = await createUser(t.app);
    for (const [email, password] of [
      [user.email, 'Not-My-Password-1'],
      [uniqueEmail('nobody'), TEST_PASSWORD],
    ] as const) {
      const res = await signInAttempt(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
      expect(res.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
    }
  });

  it('refuses a malformed request before checking any password', async () => {
    const res = await signInAttempt('not-an-email', '');
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.password']));
  });

  it('stops a guesser at one address after 8 attempts, while the owner elsewhere still signs in', async () => {
    const user = await createUser(t.app);
    const guesser = nextIp();
    for (let i = 0; i < 8; i++) {
      expect((await signInAttempt(user.email, `Wrong-Password-${i}`, guesser)).statusCode).toBe(401);
    }
    // Even the right password, in another letter case, from that address
    const limited = await signInAttempt(user.email.toUpperCase(), TEST_PASSWORD, guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.cookies).toEqual([]);

    // No targeted lockout: the owner, at home, signs in.
    expect((await signInAttempt(user.email, TEST_PASSWORD, nextIp())).statusCode).toBe(200);
  }, 60_000);

  it('locks an account everywhere after 50 attempts spread over many addresses', async () => {
    const user = await createUser(t.app);
    // createUser signed in once: with 49 wrong guesses, 50 attempts.
    for (let i = 1; i < 50; i++) {
      expect((await signInAttempt(user.email, `Wrong-Password-${i}`, nextIp())).statusCode).toBe(401);
    }
    expect((await signInAttempt(user.email, TEST_PASSWORD, nextIp())).statusCode).toBe(429);
  }, 120_000);

  it('limits one address to 30 attempts in 15 minutes, across accounts', async () => {
    const user = await createUser(t.app);
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      expect((await signInAttempt(uniqueEmail('guess'), 'Wrong-Password-1', ip)).statusCode).toBe(401);
    }
    const limited = await signInAttempt(user.email, TEST_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');

    expect((await signInAttempt(user.email, TEST_PASSWORD, nextIp())).statusCode).toBe(200);
  }, 90_000);

  it("forgives an address's failed attempts at an account after a successful sign-in there", async () => {
    const user = await createUser(t.app);
    const home = nextIp();
    for (let i = 0; i < 7; i++) {
      expect((await signInAttempt(user.email, 'Wrong-Password-1', home)).statusCode).toBe(401);
    }
    expect((await signInAttempt(user.email, TEST_PASSWORD, home)).statusCode).toBe(200);

    for (let i = 0; i < 8; i++) {
      expect((await signInAttempt(user.email, 'Wrong-Password-1', home)).statusCode).toBe(401);
    }
    expect((await signInAttempt(user.email, TEST_PASSWORD, home)).statusCode).toBe(429);
  }, 90_000);
});

describe('sessions', () => {
  it('treats a session whose profile row is gone as signed out (SPEC §4)', async () => {
    const user = await createUser(t.app);
    expect((await getMe(user.cookie)).statusCode).toBe(200);
    await queryRows(t.app, sql`delete from profiles where id = ${user.id}`);

    const me = await getMe(user.cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('UNAUTHENTICATED');
    const addresses = await t.app.inject({ method: 'GET', url: '/api/me/addresses', headers: { cookie: user.cookie } });
    expect(addresses.statusCode).toBe(401);
  });

  it('treats an expired session as signed out', async () => {
    const user = await createUser(t.app);
    await queryRows(
      t.app,
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    const me = await getMe(user.cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged or tampered session cookie', async () => {
    const user = await createUser(t.app);
    const [name, value] = user.cookie.split('=') as [string, string];
    const [token] = value.split('.');
    for (const cookie of [`${name}=${token}`, `${name}=${token}.forged-signature`, `${name}=${randomUUID()}`]) {
      expect((await getMe(cookie)).statusCode).toBe(401);
    }
  });

  it('POST /api/auth/sign-out ends this session only and clears the cookie', async () => {
    const user = await createUser(t.app);
    const otherDevice = await signIn(t.app, user.email, TEST_PASSWORD);

    const res = await t.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} }));
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((cookie) => cookie.name === 'dawanow.session_token');
    expect(cleared?.value).toBe('');

    expect((await getMe(user.cookie)).statusCode).toBe(401);
    expect((await getMe(otherDevice)).statusCode).toBe(200);
  });
});

describe('cross-site request protection', () => {
  const foreignRequests = [
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the null Origin of a sandboxed page', { origin: 'null' }],
    ['no Origin at all', {}],
  ] as const;

  it.each(foreignRequests)('refuses a profile change with %s and changes nothing', async (_label, headers) => {
    const user = await createUser(t.app, { firstName: 'Kavya' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie: user.cookie, ...headers },
      payload: { firstName: 'Hacked', lastName: 'User', phone: '9876543210' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await getMe(user.cookie)).json().profile).toEqual({
      firstName: 'Kavya',
      lastName: 'User',
      phone: '+919812345678',
      language: null,
    });
  });

  it.each(foreignRequests)('refuses account deletion and sign-outs with %s', async (_label, headers) => {
    const user = await createUser(t.app);
    for (const request of [
      { method: 'DELETE', url: '/api/me', payload: { confirmation: 'DELETE' } },
      { method: 'POST', url: '/api/me/sign-out-everywhere', payload: {} },
      { method: 'POST', url: '/api/auth/sign-out', payload: {} },
    ] as const) {
      const res = await t.app.inject({ ...request, headers: { cookie: user.cookie, ...headers } });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await getMe(user.cookie)).statusCode).toBe(200);
    expect(await usersWithEmail(user.email)).toHaveLength(1);
  });

  it('refuses a foreign request whose path is percent-encoded (/%61pi/…) like any other', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/me/sign-out-everywhere',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect((await getMe(user.cookie)).statusCode).toBe(200);
  });

  it('refuses a sign-in posted from another site', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});

describe('GET /api/auth/providers', () => {
  it('reports Google sign-in as off when it is not configured, and the demo outbox carrying codes and links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      google: false,
      googleClientId: null,
      phone: true,
      passwordReset: true,
      devOutbox: true,
    });
  });
});

describe('Google sign-in callback', () => {
  it('sends a failed callback back to /auth with an error, where the failure toast shows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/callback/google?code=stolen&state=forged' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe(`${TEST_ORIGIN}/auth`);
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(res.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
  });
});

describe('over https', () => {
  let secure: TestApp;
  const origin = 'https://dawanow.example';
  beforeAll(async () => {
    secure = await createTestApp({ publicUrl: origin });
  });
  afterAll(async () => {
    await secure.close();
  });

  it('marks the session cookie Secure (and __Secure- prefixed) in production-style deployments', async () => {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin },
      payload: validSignUp(),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    const session = res.cookies.find((cookie) => cookie.name === '__Secure-dawanow.session_token');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});

describe('GET /api/auth/get-session', () => {
  it('answers the session without its token, which stays in the http-only cookie', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(user.email);
    expect(body.session.expiresAt).toBeDefined();
    expect(body.session).not.toHaveProperty('token');
    const token = decodeURIComponent(user.cookie.split('dawanow.session_token=')[1]?.split(';')[0] ?? '').split('.')[0];
    expect(token).not.toBe('');
    expect(res.body).not.toContain(token);
    // Who is signed in is personal: no shared cache may keep it, no browser may store it
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
