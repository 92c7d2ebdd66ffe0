/**
 * Issue 15: the admin users screens. An administrator finds users by part of a name, e-mail or phone, filters
 * by role and status and pages by cursor; reads one user's profile, counts, orders, stores and sessions;
 * suspends a user (their cookie stops working at once, sign-in is refused with a clear message) and
 * reactivates them; makes and removes platform admins (never yourself, never the last one). Every write
 * leaves an audit row; refused input changes nothing.
 */
import { ACCOUNT_SUSPENDED_MESSAGE, type TAdminUserDetail, type TAdminUsersPage } from '@dawanow/shared/admin-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, nextIp, signIn, TEST_ORIGIN, type TestUser } from '../../../test/factories';
import { createOrderWorld, type OrderWorld } from '../../../test/order-fixtures';
import { createCustomer, placeOrder } from '../../../test/store-insights-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let world: OrderWorld;
let admin: TestUser;
let customer: { user: TestUser; addressId: string };

beforeAll(async () => {
  t = await createTestApp();
  world = await createOrderWorld(t.app);
  admin = await createUser(t.app, { role: 'admin', firstName: 'Rohan' });
  customer = await createCustomer(t.app, 'Lakshmi', '+919845012345');
  await placeOrder(t.app, world, customer, world.storeA, [[world.paracetamol, 2, 2700]]);
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => t.app.inject(as(user, { method: 'GET', url }));
const post = (user: TestUser | null, url: string, payload: object) =>
  t.app.inject(as(user, { method: 'POST', url, payload }));
const suspend = (by: TestUser, userId: string, reason = 'Abusive calls to pharmacists') =>
  post(by, `/api/admin/users/${userId}/suspend`, { reason });
const reactivate = (by: TestUser, userId: string, reason = 'Apologised; cleared by support') =>
  post(by, `/api/admin/users/${userId}/reactivate`, { reason });
const setAdmin = (by: TestUser, userId: string, grant: boolean, reason = 'Joins the operations team') =>
  post(by, `/api/admin/users/${userId}/admin`, { grant, reason });

async function listed(query: string) {
  const response = await get(admin, `/api/admin/users?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminUsersPage>();
}
const emailsOf = async (query: string) => (await listed(query)).users.map((user) => user.email);

async function detail(userId: string) {
  const response = await get(admin, `/api/admin/users/${userId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminUserDetail>();
}

const auditRows = (subjectId: string) =>
  queryRows<{ action: string; actor_user_id: string; before: object; after: object; reason: string }>(
    t.app,
    sql`select action, actor_user_id, before, after, reason from admin_audit_log
        where subject_type = 'user' and subject_id = ${subjectId} order by created_at`,
  );

const signInAttempt = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: nextIp(),
    payload: { email: user.email, password: user.password },
  });

describe('the list', () => {
  it('finds users by part of their name, e-mail or phone, and filters by role and status', async () => {
    expect(await emailsOf('q=lakSHMI')).toEqual([customer.user.email]);
    expect(await emailsOf(`q=${customer.user.email.slice(0, 9).toUpperCase()}`)).toEqual([customer.user.email]);
    // The phone as people write it, with spaces or without the country code
    expect(await emailsOf('q=98450%2012345')).toEqual([customer.user.email]);
    expect(await emailsOf('q=%2B91-9845012')).toEqual([customer.user.email]);
    // % and _ are letters here, not wildcards
    expect(await emailsOf('q=%25')).toEqual([]);

    const admins = await emailsOf('role=admin');
    expect(admins).toContain(admin.email);
    expect(admins).not.toContain(customer.user.email);
    // The order world's two pharmacy owners are store members, not customers
    const members = await emailsOf('role=store_member');
    expect(members.sort()).toEqual([world.staffA.email, world.staffB.email].sort());
    const customers = await emailsOf('role=customer');
    expect(customers).toContain(customer.user.email);
    expect(customers).not.toContain(world.staffA.email);
    expect(customers).not.toContain(admin.email);

    const [lakshmi] = (await listed('q=lakshmi')).users;
    expect(lakshmi).toMatchObject({
      name: 'Lakshmi User',
      phone: '+919845012345',
      platformRole: 'customer',
      storeCount: 0,
      suspendedAt: null,
    });
    expect((await listed(`q=${world.staffA.email}`)).users[0]?.storeCount).toBe(1);
    expect(await emailsOf('status=suspended')).toEqual([]);
    expect(await emailsOf('status=active&q=lakshmi')).toEqual([customer.user.email]);
  });

  it('pages newest first by cursor, each user exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TAdminUsersPage = await listed(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.users.map((user) => user.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await listed('limit=100')).users;
    expect(seen).toEqual(all.map((user) => user.id));
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      t.app,
      sql`select count(*)::int as count from users`,
    );
    expect(seen).toHaveLength(count);
    const times = all.map((user) => user.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('exports the filtered users as CSV', async () => {
    const response = await get(admin, '/api/admin/users/export?q=lakshmi');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Phone,Role,Stores,Status,Suspended (IST),Joined (IST)');
    expect(lines).toHaveLength(2);
    // A leading + would start a formula in a spreadsheet, so the writer keeps the phone as text
    expect(lines[1]).toContain(`Lakshmi User,${customer.user.email},'+919845012345,Customer,0,Active,,"`);
  });

  it('refuses bad and hostile filters with 400', async () => {
    for (const query of [
      `q=${'a'.repeat(10_000)}`,
      'q=%00lakshmi',
      'q=%E2%80%AEevil',
      'role=superuser',
      'status=deleted',
      "cursor=1' or '1'='1",
      `cursor=1_${'-'.repeat(36)}`,
      'limit=0',
      'limit=100000',
    ]) {
      const response = await get(admin, `/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('VALIDATION_FAILED');
    }
    expect((await get(admin, '/api/admin/users/export?role=root')).statusCode).toBe(400);
  });
});

describe('one user', () => {
  it('shows profile, counts, latest orders, store memberships and sessions', async () => {
    const shown = await detail(customer.user.id);
    expect(shown.user).toMatchObject({
      id: customer.user.id,
      firstName: 'Lakshmi',
      lastName: 'User',
      email: customer.user.email,
      phone: '+919845012345',
      platformRole: 'customer',
      suspendedAt: null,
      suspensionReason: null,
    });
    expect(shown.addressCount).toBe(1);
    expect(shown.prescriptionCount).toBe(0);
    expect(shown.orders.count).toBe(1);
    expect(shown.orders.latest).toEqual([
      expect.objectContaining({
        number: expect.any(String),
        status: expect.any(String),
        totalPaise: expect.any(Number),
      }),
    ]);
    expect(shown.stores).toEqual([]);
    // createCustomer signed in once
    expect(shown.sessions).toEqual([
      expect.objectContaining({ ipAddress: expect.any(String), userAgent: expect.any(String) }),
    ]);

    const owner = await detail(world.staffA.id);
    expect(owner.stores).toEqual([{ storeId: world.storeA, storeName: 'Residency Road Medicals', role: 'owner' }]);
  });

  it('answers 404 for a user that does not exist and 400 for an id that is not one', async () => {
    const missing = await get(admin, '/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    for (const id of ['not-a-user', "1'%20or%20'1'='1", 'x'.repeat(90)]) {
      expect((await get(admin, `/api/admin/users/${id}`)).statusCode, id).toBe(400);
      expect((await suspend(admin, id)).statusCode, id).toBe(400);
    }
    // An address too long for any id is refused before routing
    expect((await get(admin, `/api/admin/users/${'x'.repeat(10_000)}`)).statusCode).toBe(414);
  });

  it('is for platform administrators only', async () => {
    const url = `/api/admin/users/${customer.user.id}`;
    for (const path of ['/api/admin/users', '/api/admin/users/export', url]) {
      expect((await get(null, path)).statusCode).toBe(401);
      expect((await get(customer.user, path)).statusCode).toBe(403);
      expect((await get(world.staffA, path)).statusCode).toBe(403);
    }
    expect((await suspend(world.staffA, customer.user.id)).statusCode).toBe(403);
    expect((await setAdmin(customer.user, customer.user.id, true)).statusCode).toBe(403);
    expect((await detail(customer.user.id)).user.platformRole).toBe('customer');
  });
});

describe('suspension', () => {
  it('ends the user’s sessions at once, refuses sign-in with a clear message, and reactivation lets them back', async () => {
    const user = await createUser(t.app, { firstName: 'Vikram' });
    const secondDevice = await signIn(t.app, user.email, user.password);
    expect((await get(user, '/api/me')).statusCode).toBe(200);

    const response = await suspend(admin, user.id);
    expect(response.statusCode, response.body).toBe(200);
    // Both devices are signed out on their next request
    expect((await get(user, '/api/me')).statusCode).toBe(401);
    expect((await get({ ...user, cookie: secondDevice }, '/api/me')).statusCode).toBe(401);
    const refused = await signInAttempt(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ACCOUNT_SUSPENDED_MESSAGE);
    expect(refused.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
    // A wrong password still says only that: the suspension is no clue to a guesser
    const guess = await signInAttempt({ ...user, password: 'not-the-password' });
    expect(guess.json().error.message).not.toBe(ACCOUNT_SUSPENDED_MESSAGE);

    const shown = await detail(user.id);
    expect(shown.user).toMatchObject({ suspensionReason: 'Abusive calls to pharmacists' });
    expect(shown.user.suspendedAt).not.toBeNull();
    expect(shown.sessions).toEqual([]);
    expect(await emailsOf('status=suspended')).toContain(user.email);
    expect((await suspend(admin, user.id)).statusCode).toBe(409);

    expect((await reactivate(admin, user.id)).statusCode).toBe(200);
    expect((await detail(user.id)).user).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect((await signInAttempt(user)).statusCode).toBe(200);
    expect((await reactivate(admin, user.id)).statusCode).toBe(409);

    expect(await auditRows(user.id)).toEqual([
      {
        action: 'user.suspended',
        actor_user_id: admin.id,
        before: { status: 'active' },
        after: { status: 'suspended', sessionsEnded: 2 },
        reason: 'Abusive calls to pharmacists',
      },
      {
        action: 'user.reactivated',
        actor_user_id: admin.id,
        before: { status: 'suspended', suspensionReason: 'Abusive calls to pharmacists' },
        after: { status: 'active' },
        reason: 'Apologised; cleared by support',
      },
    ]);
  });

  it('never suspends yourself or another administrator', async () => {
    const other = await createUser(t.app, { role: 'admin', firstName: 'Meera' });
    const self = await suspend(admin, admin.id);
    expect(self.statusCode).toBe(403);
    const otherAdmin = await suspend(admin, other.id);
    expect(otherAdmin.statusCode).toBe(409);
    expect(otherAdmin.json().error.message).toMatch(/Remove their admin role/);
    expect((await get(other, '/api/me')).statusCode).toBe(200);
    expect(await auditRows(other.id)).toEqual([]);
    expect(await auditRows(admin.id)).toEqual([]);
  });

  it('refuses a missing, huge or hidden-character reason and changes nothing; markup is kept as text', async () => {
    const user = await createUser(t.app, { firstName: 'Farah' });
    for (const payload of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(10_000) },
      { reason: 'ok\u202Egnp.exe' },
      { reason: 42 },
    ]) {
      const response = await post(admin, `/api/admin/users/${user.id}/suspend`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect((await get(user, '/api/me')).statusCode).toBe(200);
    expect(await auditRows(user.id)).toEqual([]);

    const markup = '<script>alert(document.cookie)</script>';
    expect((await suspend(admin, user.id, markup)).statusCode).toBe(200);
    expect((await detail(user.id)).user.suspensionReason).toBe(markup);
    expect((await auditRows(user.id))[0]?.reason).toBe(markup);
  });
});

describe('the platform admin role', () => {
  it('is granted and removed with a reason, each change audited', async () => {
    const user = await createUser(t.app, { firstName: 'Nisha' });
    expect((await setAdmin(admin, user.id, true)).statusCode).toBe(200);
    expect((await get(user, '/api/admin/users')).statusCode).toBe(200);
    expect((await setAdmin(admin, user.id, true)).statusCode).toBe(409);
    expect((await setAdmin(admin, user.id, false, 'Left the operations team')).statusCode).toBe(200);
    expect((await get(user, '/api/admin/users')).statusCode).toBe(403);
    expect((await setAdmin(admin, user.id, false)).statusCode).toBe(409);
    expect(await auditRows(user.id)).toEqual([
      expect.objectContaining({
        action: 'user.admin_granted',
        before: { platformRole: 'customer' },
        after: { platformRole: 'admin' },
        reason: 'Joins the operations team',
      }),
      expect.objectContaining({
        action: 'user.admin_revoked',
        before: { platformRole: 'admin' },
        after: { platformRole: 'customer' },
        reason: 'Left the operations team',
      }),
    ]);
  });

  it('is never changed on yourself, nor given to a suspended account', async () => {
    expect((await setAdmin(admin, admin.id, false)).statusCode).toBe(403);
    const user = await createUser(t.app, { firstName: 'Dev' });
    await suspend(admin, user.id);
    expect((await setAdmin(admin, user.id, true)).statusCode).toBe(409);
    expect((await detail(admin.id)).user.platformRole).toBe('admin');
    expect((await detail(user.id)).user.platformRole).toBe('customer');
  });

  it('never leaves the platform without an administrator, even when two remove each other at once', async () => {
    // Only two administrators: every other one steps down first
    const a = await createUser(t.app, { role: 'admin', firstName: 'Anil' });
    const b = await createUser(t.app, { role: 'admin', firstName: 'Bina' });
    const others = (await listed('role=admin&limit=100')).users.filter((user) => user.id !== a.id && user.id !== b.id);
    for (const user of others) expect((await setAdmin(a, user.id, false)).statusCode).toBe(200);

    const [byA, byB] = await Promise.all([setAdmin(a, b.id, false), setAdmin(b, a.id, false)]);
    expect([byA.statusCode, byB.statusCode].sort()).toEqual([200, 403]);
    const remaining = await queryRows<{ id: string }>(t.app, sql`select id from users where role = 'admin'`);
    expect(remaining).toHaveLength(1);

    // The one left cannot remove themselves, and there is nobody else to remove them
    const [last] = remaining;
    const lastAdmin = last?.id === a.id ? a : b;
    expect((await setAdmin(lastAdmin, lastAdmin.id, false)).statusCode).toBe(403);

    // Restore the file's administrator for any later test
    for (const user of [admin]) expect((await setAdmin(lastAdmin, user.id, true)).statusCode).toBe(200);
  });
});
