/**
 * Issue 20: a session cookie is checked by better-auth the first time a process sees it; later requests take the
 * session's actor from memory, kept until a change to its tables is announced (migration 0049). Every way a
 * session ends must still refuse the cookie after it has been used (kept): sign-out and "sign out everywhere" on
 * the very next request, a revocation, suspension or membership change written by anyone else as soon as its
 * notice arrives (within moments; test/multi-process has the same across two processes), expiry by the clock —
 * and a remembered token must not lend its standing to a cookie with another signature.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createStore, createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getMe = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
/** The status of the cookie's next `/api/me` once a change written elsewhere has been heard (at most 2 s) */
const statusOnceHeard = (cookie: string, status: number) =>
  expect.poll(async () => (await getMe(cookie)).statusCode, { timeout: 2_000 }).toBe(status);

/** Signs in a new customer and uses the cookie twice, so this process knows it. */
async function usedSession() {
  const user = await createUser(t.app);
  for (let use = 0; use < 2; use++) expect((await getMe(user.cookie)).statusCode).toBe(200);
  return user;
}

describe('a session cookie the API has seen before', () => {
  it('is refused on the next request after sign-out, while another device stays signed in', async () => {
    const user = await usedSession();
    const otherDevice = await signIn(t.app, user.email, TEST_PASSWORD);
    expect((await getMe(otherDevice)).statusCode).toBe(200);

    const out = await t.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} }));
    expect(out.statusCode).toBe(200);

    const me = await getMe(user.cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('UNAUTHENTICATED');
    expect((await getMe(otherDevice)).statusCode).toBe(200);
  });

  it('is refused once another API process has revoked the session in the database', async () => {
    const user = await usedSession();
    // What "sign out everywhere" or a password change served by another process leaves behind
    await queryRows(t.app, sql`delete from sessions where user_id = ${user.id}`);
    await statusOnceHeard(user.cookie, 401);
    const order = await t.app.inject(as(user, { method: 'GET', url: '/api/orders' }));
    expect(order.statusCode).toBe(401);
  });

  it('is refused after "sign out everywhere" on every device', async () => {
    const user = await usedSession();
    const otherDevice = await signIn(t.app, user.email, TEST_PASSWORD);
    expect((await getMe(otherDevice)).statusCode).toBe(200);
    const res = await t.app.inject(as(user, { method: 'POST', url: '/api/me/sign-out-everywhere', payload: {} }));
    expect(res.statusCode).toBeLessThan(300);
    expect((await getMe(user.cookie)).statusCode).toBe(401);
    expect((await getMe(otherDevice)).statusCode).toBe(401);
  });

  it('is refused once the session has expired', async () => {
    const user = await usedSession();
    await queryRows(
      t.app,
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    await statusOnceHeard(user.cookie, 401);
  });

  it('is refused once the account is suspended, even with its session row still there', async () => {
    const user = await usedSession();
    await queryRows(
      t.app,
      sql`update users set suspended_at = now(), suspension_reason = 'Abusive calls' where id = ${user.id}`,
    );
    await statusOnceHeard(user.cookie, 401);
  });

  it('lends nothing to the same token under another signature, or to a header carrying the cookie twice', async () => {
    const user = await usedSession();
    const [name, value] = user.cookie.split('=') as [string, string];
    const token = value.slice(0, value.lastIndexOf('.'));
    // The shape better-auth checks (44 characters of base64 ending in "="), but not this server's signature
    const forged = `${name}=${token}.${'A'.repeat(43)}=`;
    expect((await getMe(forged)).statusCode).toBe(401);
    expect((await getMe(`${forged}; ${user.cookie}`)).statusCode).toBe(401);
    expect((await getMe(user.cookie)).statusCode).toBe(200);
  });

  it('sees a store membership granted or taken away once the change is heard', async () => {
    const user = await usedSession();
    const storeId = await createStore(t.app);
    const stores = async () => (await getMe(user.cookie)).json().stores as unknown[];
    await queryRows(
      t.app,
      sql`insert into store_members (store_id, user_id, role) values (${storeId}, ${user.id}, 'staff')`,
    );
    await expect.poll(stores, { timeout: 2_000 }).toHaveLength(1);
    await queryRows(t.app, sql`delete from store_members where user_id = ${user.id}`);
    await expect.poll(stores, { timeout: 2_000 }).toHaveLength(0);
  });

  it('is answered from memory while nothing it was read from changes, and read again after a change', async () => {
    // The new store is announced (a change to a kept actor's tables): heard before the actor is kept
    const storeId = await createStore(t.app);
    await t.app.readCache.settle();
    const user = await usedSession();
    const stores = async () => (await getMe(user.cookie)).json().stores as unknown[];
    // A membership written with the tables' triggers off announces nothing: the kept actor does not have it
    await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into store_members (store_id, user_id, role) values (${storeId}, ${user.id}, 'staff')`,
      );
    });
    await t.app.readCache.settle();
    expect(await stores()).toHaveLength(0);
    // Any announced change to the actor's tables (here a profile) makes the next request read it afresh
    await queryRows(t.app, sql`update profiles set last_name = last_name where id = ${user.id}`);
    await expect.poll(stores, { timeout: 2_000 }).toHaveLength(1);
  });
});
