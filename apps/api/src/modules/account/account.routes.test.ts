import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStoreMember,
  as,
  cookieHeader,
  createStore,
  createUser,
  nextIp,
  signIn,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestUser,
} from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Filter-Coffee-2026';

function getMe(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
}

function signInAttempt(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
    remoteAddress: nextIp(),
  });
}

function updateProfile(user: TestUser, payload: unknown) {
  return t.app.inject(as(user, { method: 'PUT', url: '/api/me/profile', payload: payload as object }));
}

function setLanguage(user: TestUser, payload: unknown) {
  return t.app.inject(as(user, { method: 'PUT', url: '/api/me/language', payload: payload as object }));
}

function changePassword(user: TestUser, payload: unknown) {
  return t.app.inject(as(user, { method: 'POST', url: '/api/me/password', payload: payload as object }));
}

function saveAddress(user: TestUser, name: string) {
  return t.app.inject(
    as(user, {
      method: 'POST',
      url: '/api/me/addresses',
      payload: {
        name,
        address_line1: '12, 4th Cross, Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560038',
        latitude: 12.9719,
        longitude: 77.6412,
      },
    }),
  );
}

async function sessionCount(userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.app,
    sql`select count(*)::int as n from sessions where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

const sessionCookieOf = (res: { cookies: { name: string; value: string; maxAge?: number }[] }) =>
  res.cookies.find((cookie) => cookie.name === 'dawanow.session_token');

describe('GET /api/me', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } });
  });
});

describe('PUT /api/me/profile', () => {
  it('changes the name and phone and returns the updated profile', async () => {
    const user = await createUser(t.app);
    const res = await updateProfile(user, { firstName: '  Priya ', lastName: 'Raghavan', phone: '+91 70123 45678' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toEqual({
      firstName: 'Priya',
      lastName: 'Raghavan',
      phone: '+917012345678',
      language: null,
    });
    expect(res.json().user.name).toBe('Priya Raghavan');
    expect((await getMe(user.cookie)).json().profile).toEqual(res.json().profile);
  });

  it('stores SQL and script injection strings verbatim', async () => {
    const user = await createUser(t.app);
    const firstName = "x' OR '1'='1";
    const lastName = '<img src=x onerror=alert(1)>';
    const res = await updateProfile(user, { firstName, lastName, phone: '9812345678' });
    expect(res.statusCode).toBe(200);
    expect((await getMe(user.cookie)).json().profile).toMatchObject({ firstName, lastName });
    const [row] = await queryRows<{ first_name: string; last_name: string }>(
      t.app,
      sql`select first_name, last_name from profiles where id = ${user.id}`,
    );
    expect(row).toEqual({ first_name: firstName, last_name: lastName });
  });

  it.each([
    ['an empty first name', { firstName: '' }, 'body.firstName'],
    ['a last name over 50 characters', { lastName: 'R'.repeat(51) }, 'body.lastName'],
    ['a name with a line break', { firstName: 'Priya\nAdmin' }, 'body.firstName'],
    ['a UK number', { phone: '+44 20 7946 0958' }, 'body.phone'],
    ['a missing phone', { phone: undefined }, 'body.phone'],
  ])('refuses %s and keeps the profile as it was', async (_label, overrides, path) => {
    const user = await createUser(t.app, { firstName: 'Original' });
    const res = await updateProfile(user, {
      firstName: 'Priya',
      lastName: 'Raghavan',
      phone: '9812345678',
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.map((issue: { path: string }) => issue.path)).toContain(path);
    expect((await getMe(user.cookie)).json().profile).toEqual({
      firstName: 'Original',
      lastName: 'User',
      phone: '+919812345678',
      language: null,
    });
  });

  it('keeps the language when the name and phone change', async () => {
    const user = await createUser(t.app);
    await setLanguage(user, { language: 'hi' });
    const res = await updateProfile(user, { firstName: 'Meera', lastName: 'Iyer', phone: '9812345678' });
    expect(res.json().profile.language).toBe('hi');
  });
});

describe('PUT /api/me/language', () => {
  it('remembers Hindi for the reader, on every device they sign in on', async () => {
    const user = await createUser(t.app);
    expect((await getMe(user.cookie)).json().profile.language).toBeNull();
    const res = await setLanguage(user, { language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.language).toBe('hi');
    const otherDevice = await signIn(t.app, user.email, user.password);
    expect((await getMe(otherDevice)).json().profile.language).toBe('hi');
    expect((await setLanguage(user, { language: 'en' })).json().profile.language).toBe('en');
  });

  it.each([{ language: 'fr' }, { language: '' }, {}, { language: ['hi'] }])(
    'refuses %j and keeps the language',
    async (payload) => {
      const user = await createUser(t.app);
      await setLanguage(user, { language: 'hi' });
      const res = await setLanguage(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect((await getMe(user.cookie)).json().profile.language).toBe('hi');
    },
  );

  it('asks a signed-out caller to sign in', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'hi' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/me/password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await createUser(t.app);
    const res = await changePassword(user, { currentPassword: 'Not-The-Password-1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toEqual([{ path: 'body.currentPassword', message: 'Not correct' }]);
    expect((await signInAttempt(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signInAttempt(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['a common password', 'password123'],
    ['a password containing the e-mail name', null],
    ['a password under 8 characters', 'Ch@i-26'],
  ])('refuses %s as the new password', async (_label, newPassword) => {
    const user = await createUser(t.app);
    const mailbox = user.email.split('@')[0];
    const res = await changePassword(user, {
      currentPassword: TEST_PASSWORD,
      newPassword: newPassword ?? `${mailbox}-2026!`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((issue: { path: string }) => issue.path)).toContain('body.newPassword');
    expect((await signInAttempt(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('switches to the new password, signs out the other devices and keeps this one signed in', async () => {
    const user = await createUser(t.app);
    const otherDevice = await signIn(t.app, user.email, user.password);

    const res = await changePassword(user, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await getMe(otherDevice)).statusCode).toBe(401);
    // The browser that changed the password keeps working with the cookie the response set
    const thisDevice = cookieHeader(res);
    expect(thisDevice).not.toBe('');
    expect((await getMe(thisDevice)).statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);

    expect((await signInAttempt(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signInAttempt(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('explains that an account without a password (Google sign-in) has none to change', async () => {
    const user = await createUser(t.app);
    await queryRows(t.app, sql`delete from accounts where user_id = ${user.id} and provider_id = 'credential'`);
    const res = await changePassword(user, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Google');
    expect((await getMe(user.cookie)).json().user.hasPassword).toBe(false);
  });
});

describe('POST /api/me/sign-out-everywhere', () => {
  it("ends every session of the account, clears the cookie and leaves other people's sessions alone", async () => {
    const user = await createUser(t.app);
    const phone = await signIn(t.app, user.email, user.password);
    const laptop = await signIn(t.app, user.email, user.password);
    const someoneElse = await createUser(t.app);

    const res = await t.app.inject(as(user, { method: 'POST', url: '/api/me/sign-out-everywhere', payload: {} }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = sessionCookieOf(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);

    for (const cookie of [user.cookie, phone, laptop]) expect((await getMe(cookie)).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await getMe(someoneElse.cookie)).statusCode).toBe(200);
    // Signing in again works as usual
    expect((await signInAttempt(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('DELETE /api/me', () => {
  it.each([
    ['no confirmation', {}],
    ['a lower-case confirmation', { confirmation: 'delete' }],
    ['a different word', { confirmation: 'YES' }],
  ])('needs the confirmation "DELETE": refuses %s and deletes nothing', async (_label, payload) => {
    const user = await createUser(t.app);
    const res = await t.app.inject(as(user, { method: 'DELETE', url: '/api/me', payload }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((issue: { path: string }) => issue.path)).toContain('body.confirmation');
    expect((await getMe(user.cookie)).statusCode).toBe(200);
  });

  it('erases the personal data, keeps an anonymous record and signs out everywhere (DPDP Act)', async () => {
    // Sign-in attempts leave a per-account counter derived from the e-mail
    const accountCounters = async () =>
      (
        await queryRows<{ n: number }>(
          t.app,
          sql`select count(*)::int as n from rate_limits where key like 'sign-in:account:%'`,
        )
      )[0]?.n;
    const countersBefore = await accountCounters();
    const user = await createUser(t.app);
    const otherDevice = await signIn(t.app, user.email, user.password);
    expect((await saveAddress(user, 'Home')).statusCode).toBe(201);
    const storeId = await createStore(t.app, 'Erasure Pharmacy');
    await addStoreMember(t.app, storeId, user.id, 'staff');
    expect((await signInAttempt(user.email, 'Wrong-Password-1')).statusCode).toBe(401);
    expect(await accountCounters()).toBe((countersBefore ?? 0) + 1);

    const bystander = await createUser(t.app);
    expect((await saveAddress(bystander, 'Office')).statusCode).toBe(201);
    await addStoreMember(t.app, storeId, bystander.id, 'owner');
    const [{ n: deletionsBefore } = { n: 0 }] = await queryRows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from account_deletions`,
    );

    const res = await t.app.inject(as(user, { method: 'DELETE', url: '/api/me', payload: { confirmation: 'DELETE' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(sessionCookieOf(res)?.value).toBe('');

    const [left] = await queryRows<Record<string, number>>(
      t.app,
      sql`select
        (select count(*)::int from users where id = ${user.id} or email = ${user.email}) as users,
        (select count(*)::int from profiles where id = ${user.id}) as profiles,
        (select count(*)::int from accounts where user_id = ${user.id}) as accounts,
        (select count(*)::int from sessions where user_id = ${user.id}) as sessions,
        (select count(*)::int from addresses where user_id = ${user.id}) as addresses,
        (select count(*)::int from store_members where user_id = ${user.id}) as memberships`,
    );
    expect(left).toEqual({
      users: 0,
      profiles: 0,
      accounts: 0,
      sessions: 0,
      addresses: 0,
      memberships: 0,
    });
    // The erased account's counter is gone; the bystander's own sign-in left one of its own.
    expect(await accountCounters()).toBe((countersBefore ?? 0) + 1);

    const deletions = await queryRows<Record<string, unknown>>(t.app, sql`select * from account_deletions`);
    expect(deletions).toHaveLength(deletionsBefore + 1);
    const record = JSON.stringify(deletions);
    expect(record).not.toContain(user.id);
    expect(record).not.toContain(user.email);

    for (const cookie of [user.cookie, otherDevice]) expect((await getMe(cookie)).statusCode).toBe(401);
    expect((await signInAttempt(user.email, TEST_PASSWORD)).statusCode).toBe(401);

    const bystanderAddresses = await t.app.inject(as(bystander, { method: 'GET', url: '/api/me/addresses' }));
    expect(bystanderAddresses.json().addresses.map((address: { name: string }) => address.name)).toEqual(['Office']);
    expect((await getMe(bystander.cookie)).json().stores).toEqual([
      { storeId, storeName: 'Erasure Pharmacy', role: 'store_admin' },
    ]);
  });

  it('lets the same e-mail sign up afresh after erasure', async () => {
    const user = await createUser(t.app);
    await t.app.inject(as(user, { method: 'DELETE', url: '/api/me', payload: { confirmation: 'DELETE' } }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: { firstName: 'New', lastName: 'Start', phone: '9876543210', email: user.email, password: NEW_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    const me = (await getMe(cookieHeader(res))).json();
    expect(me.user.id).not.toBe(user.id);
    expect(me.profile.firstName).toBe('New');
  });
});
