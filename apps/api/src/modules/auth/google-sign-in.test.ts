/**
 * Google sign-in against a real OpenID Connect provider on localhost (oauth2-mock-server): the
 * redirect flow's start, and One Tap's ID-token sign-in verified against the provider's keys (and refused
 * to a suspended account, issue 15).
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@dawanow/shared/admin-users';
import { sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, cookieHeader, createUser, TEST_ORIGIN } from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

const CLIENT_ID = 'dawanow-test-client';
let provider: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  t = await createTestApp({
    google: { clientId: CLIENT_ID, clientSecret: 'test-secret', issuerUrl: provider.issuer.url ?? '' },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

async function idToken(claims: Record<string, unknown>, audience = CLIENT_ID) {
  return provider.issuer.buildToken({
    scopesOrTransform: (_header, payload) => {
      Object.assign(payload, { aud: audience, email_verified: true }, claims);
    },
  });
}

function oneTap(token: string, nonce: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: TEST_ORIGIN },
    payload: { provider: 'google', idToken: { token, nonce } },
  });
}

describe('Google sign-in', () => {
  it('is offered when configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toMatchObject({ google: true, googleClientId: CLIENT_ID });
  });

  it('starts the redirect flow at the provider with offline access and a consent prompt', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe(new URL(provider.issuer.url ?? '').origin);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('signs in with a One Tap ID token and creates a customer with a profile', async () => {
    const nonce = randomUUID();
    const token = await idToken({
      sub: 'google-sub-1',
      email: 'kiran.onetap@example.in',
      name: 'Kiran Shetty',
      given_name: 'Kiran',
      family_name: 'Shetty',
      nonce,
    });
    const res = await oneTap(token, nonce);
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: 'kiran.onetap@example.in', hasPassword: false },
      profile: { firstName: 'Kiran', lastName: 'Shetty', phone: null },
      role: 'customer',
    });
  });

  it('refuses a suspended account with the suspension message, and opens no session', async () => {
    const claims = { sub: 'google-sub-3', email: 'suspended.onetap@example.in', name: 'Ravi Kumar' };
    const first = randomUUID();
    expect((await oneTap(await idToken({ ...claims, nonce: first }), first)).statusCode).toBe(200);
    const admin = await createUser(t.app, { role: 'admin' });
    const [user] = await queryRows<{ id: string }>(t.app, sql`select id from users where email = ${claims.email}`);
    const suspended = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/admin/users/${user?.id}/suspend`, payload: { reason: 'Chargebacks' } }),
    );
    expect(suspended.statusCode, suspended.body).toBe(200);

    const again = randomUUID();
    const res = await oneTap(await idToken({ ...claims, nonce: again }), again);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ACCOUNT_SUSPENDED_MESSAGE);
    expect(res.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
    const sessions = await queryRows(t.app, sql`select 1 from sessions where user_id = ${user?.id}`);
    expect(sessions).toEqual([]);
  });

  it('refuses ID tokens for another app, with the wrong nonce, or signed by someone else', async () => {
    const nonce = randomUUID();
    const claims = { sub: 'google-sub-2', email: 'mallory@example.in', name: 'Mallory', nonce };
    expect((await oneTap(await idToken(claims, 'some-other-client'), nonce)).statusCode).toBe(401);
    expect((await oneTap(await idToken(claims), randomUUID())).statusCode).toBe(401);

    const impostor = new OAuth2Server();
    await impostor.issuer.keys.generate('RS256');
    impostor.issuer.url = provider.issuer.url ?? '';
    const forged = await impostor.issuer.buildToken({
      scopesOrTransform: (_header, payload) => Object.assign(payload, { aud: CLIENT_ID }, claims),
    });
    const res = await oneTap(forged, nonce);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
