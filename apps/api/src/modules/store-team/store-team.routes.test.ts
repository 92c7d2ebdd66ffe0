import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TInvitationCreated, TInvitationPreview, TTeam, TTeamMember } from '@dawanow/shared/store-team';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStoreMember, as, createStore, createUser, TEST_ORIGIN, type TestUser } from '../../../test/factories';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let app: FastifyInstance;
let smtp: TestSmtpServer;
let storeA: string;
let storeB: string;
let owner: TestUser;
let manager: TestUser;
let staff: TestUser;
let ownerB: TestUser;
let platformAdmin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    dataDir: mkdtempSync(join(tmpdir(), 'dawanow-team-')),
    smtp: { url: smtp.url, from: 'DawaNow <no-reply@dawanow.in>' },
  });
  app = t.app;
  storeA = await createStore(app, 'Jayanagar Medicals');
  storeB = await createStore(app, 'Malleswaram Pharmacy');
  owner = await createUser(app, { firstName: 'Lakshmi' });
  await addStoreMember(app, storeA, owner.id, 'owner');
  manager = await createUser(app, { firstName: 'Manoj' });
  await addStoreMember(app, storeA, manager.id, 'manager');
  staff = await createUser(app, { firstName: 'Suresh' });
  await addStoreMember(app, storeA, staff.id, 'staff');
  ownerB = await createUser(app, { firstName: 'Farah' });
  await addStoreMember(app, storeB, ownerB.id, 'owner');
  platformAdmin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const team = (user: TestUser, storeId = storeA) =>
  app.inject(as(user, { method: 'GET', url: `/api/stores/${storeId}/team` }));
const invite = (user: TestUser, payload: unknown, storeId = storeA) =>
  app.inject(as(user, { method: 'POST', url: `/api/stores/${storeId}/team/invitations`, payload: payload as object }));
const memberUrl = (userId: string, storeId = storeA) => `/api/stores/${storeId}/team/members/${userId}`;
const accept = (user: TestUser, path: string) =>
  app.inject(as(user, { method: 'POST', url: `/api/store-invitations/${path.split('/').at(-1)}/accept` }));
const preview = (path: string) =>
  app.inject({ method: 'GET', url: `/api/store-invitations/${path.split('/').at(-1)}` });
const auditActions = async (storeId = storeA) =>
  (
    await queryRows<{ action: string; subject: string }>(
      app,
      sql`select action, subject from store_audit_log where store_id = ${storeId} order by created_at, id`,
    )
  ).map((row) => `${row.action} ${row.subject}`);
const count = async (table: 'store_invitations' | 'store_members' | 'store_audit_log') =>
  (await queryRows<{ n: number }>(app, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n ?? 0;

describe('who may see and manage the team', () => {
  it('shows the owner every member with role and pharmacist mark, the owner first', async () => {
    const res = await team(owner);
    expect(res.statusCode, res.body).toBe(200);
    const { members, invitations } = res.json<TTeam>();
    expect(members.map((member) => [member.name, member.role, member.isYou])).toEqual([
      ['Lakshmi User', 'owner', true],
      ['Manoj User', 'manager', false],
      ['Suresh User', 'staff', false],
    ]);
    // The owner is the pharmacist the store's licence names (test fixtures, like the demo data)
    expect(members[0]?.pharmacist?.registrationNumber).toMatch(/\d/);
    expect(members[1]).toMatchObject({ pharmacist: null, onDuty: false, email: manager.email });
    expect(invitations).toEqual([]);
  });

  it('refuses managers, staff and other stores, and lets a platform admin look but not change it', async () => {
    for (const user of [manager, staff, ownerB, platformAdmin]) {
      expect((await invite(user, { email: 'x@example.in', role: 'staff' })).statusCode).toBe(403);
      expect((await app.inject(as(user, { method: 'DELETE', url: memberUrl(staff.id) }))).statusCode).toBe(403);
    }
    for (const user of [manager, staff, ownerB]) expect((await team(user)).statusCode).toBe(403);
    expect((await team(platformAdmin)).statusCode).toBe(200);
    const nowhere = await team(platformAdmin, randomUUID());
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().error.message).toBe('There is no such store.');
    expect(await count('store_invitations')).toBe(0);
  });
});

describe('inviting by e-mail link', () => {
  it('mails a link whose token is stored only as a hash, and a new person signs up and then accepts', async () => {
    const before = smtp.received.length;
    const res = await invite(owner, { email: '  Priya.Nair@Example.in ', role: 'staff' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<TInvitationCreated>();
    expect(created).toMatchObject({ emailed: true, invitation: { email: 'priya.nair@example.in', role: 'staff' } });
    expect(created.path).toMatch(/^\/store\/invitations\/[A-Za-z0-9_-]{43}$/);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.to).toEqual(['priya.nair@example.in']);
    expect(mail?.subject).toBe("You're invited to join Jayanagar Medicals on DawaNow");
    expect(mail?.text).toContain(`${TEST_ORIGIN}${created.path}`);

    const token = created.path.split('/').at(-1) ?? '';
    const stored = await queryRows<{ token_hash: string }>(
      app,
      sql`select token_hash from store_invitations where id = ${created.invitation.id}`,
    );
    expect(stored[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await queryRows(app, sql`select * from store_invitations`))).not.toContain(token);

    // Signed out: the page can say what the link is for
    expect((await preview(created.path)).json<TInvitationPreview>()).toMatchObject({
      storeName: 'Jayanagar Medicals',
      role: 'staff',
      email: 'priya.nair@example.in',
      state: 'open',
    });
    expect((await app.inject({ method: 'POST', url: `/api/store-invitations/${token}/accept` })).statusCode).toBe(401);

    const priya = await createUser(app, { firstName: 'Priya', email: 'priya.nair@example.in' });
    expect((await app.inject(as(priya, { method: 'GET', url: `/api/stores/${storeA}/orders` }))).statusCode).toBe(403);
    const accepted = await accept(priya, created.path);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ storeId: storeA, storeName: 'Jayanagar Medicals' });
    // At once, with the same session: the store's orders, but not its team
    expect((await app.inject(as(priya, { method: 'GET', url: `/api/stores/${storeA}/orders` }))).statusCode).toBe(200);
    expect((await team(priya)).statusCode).toBe(403);
    expect((await accept(priya, created.path)).json().error.message).toBe('This invitation has already been accepted.');
    expect((await preview(created.path)).json().state).toBe('accepted');
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['team.invited priya.nair@example.in', `team.joined ${priya.id}`]),
    );
  });

  it('adds an existing account on acceptance, only when its address is the invited one', async () => {
    const existing = await createUser(app, { firstName: 'Kiran' });
    const other = await createUser(app, { firstName: 'Mallory' });
    const created = (await invite(owner, { email: existing.email, role: 'manager' })).json<TInvitationCreated>();
    const wrong = await accept(other, created.path);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(
      `This invitation is for ${existing.email}. Sign in with that address to accept it.`,
    );
    expect((await accept(existing, created.path)).statusCode).toBe(200);
    const members = (await team(owner)).json<TTeam>().members;
    expect(members.find((member) => member.userId === existing.id)?.role).toBe('manager');
    expect(members.some((member) => member.userId === other.id)).toBe(false);
  });

  it('replaces the open invitation when the same address is invited again: the old link stops working', async () => {
    const first = (await invite(owner, { email: 'ravi@example.in', role: 'staff' })).json<TInvitationCreated>();
    const second = (await invite(owner, { email: 'ravi@example.in', role: 'manager' })).json<TInvitationCreated>();
    const open = (await team(owner)).json<TTeam>().invitations.filter((row) => row.email === 'ravi@example.in');
    expect(open).toEqual([expect.objectContaining({ id: second.invitation.id, role: 'manager' })]);
    expect((await preview(first.path)).json().state).toBe('revoked');
    const ravi = await createUser(app, { email: 'ravi@example.in' });
    expect((await accept(ravi, first.path)).statusCode).toBe(409);
    expect((await accept(ravi, second.path)).statusCode).toBe(200);
  });

  it('refuses bad addresses and roles, members already on the team, and says so; nothing is stored', async () => {
    const invitations = await count('store_invitations');
    const cases: [unknown, number, string][] = [
      [{}, 400, ''],
      [{ email: '', role: 'staff' }, 400, 'Please enter your email'],
      [{ email: 'not-an-address', role: 'staff' }, 400, 'Please enter a valid email address'],
      [{ email: `${'a'.repeat(250)}@example.in`, role: 'staff' }, 400, 'Email is too long'],
      [{ email: 'x@example.in\r\nBcc: all@example.in', role: 'staff' }, 400, ''],
      [{ email: 'x@example.in', role: 'owner' }, 400, 'Choose manager or staff'],
      [{ email: 'x@example.in', role: 'admin' }, 400, 'Choose manager or staff'],
      [{ email: ['x@example.in'], role: 'staff' }, 400, ''],
      [{ email: manager.email.toUpperCase(), role: 'staff' }, 409, `${manager.email} is already on your team.`],
    ];
    for (const [payload, status, message] of cases) {
      const res = await invite(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(res.body).toContain(message);
    }
    expect(await count('store_invitations')).toBe(invitations);
  });

  it("expires after 7 days, can be revoked, and another store's invitation cannot be revoked", async () => {
    const created = (await invite(owner, { email: 'neha@example.in', role: 'staff' })).json<TInvitationCreated>();
    expect(Date.parse(created.invitation.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const neha = await createUser(app, { email: 'neha@example.in' });
    await app.database.db.execute(
      sql`update store_invitations set expires_at = now() - interval '1 minute' where id = ${created.invitation.id}`,
    );
    expect((await preview(created.path)).json().state).toBe('expired');
    expect((await accept(neha, created.path)).json().error.message).toBe(
      'This invitation has expired. Ask the store for a new one.',
    );

    const again = (await invite(owner, { email: 'neha@example.in', role: 'staff' })).json<TInvitationCreated>();
    const revokeUrl = (storeId: string) => `/api/stores/${storeId}/team/invitations/${again.invitation.id}`;
    expect((await app.inject(as(ownerB, { method: 'DELETE', url: revokeUrl(storeB) }))).statusCode).toBe(404);
    expect((await app.inject(as(owner, { method: 'DELETE', url: revokeUrl(storeA) }))).statusCode).toBe(200);
    expect((await app.inject(as(owner, { method: 'DELETE', url: revokeUrl(storeA) }))).statusCode).toBe(404);
    expect((await accept(neha, again.path)).statusCode).toBe(409);
    expect(await auditActions()).toContain('team.invitation_revoked neha@example.in');
    expect((await app.inject({ method: 'GET', url: '/api/store-invitations/short' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/store-invitations/${'A'.repeat(43)}` })).statusCode).toBe(404);
  });

  it('still gives the link to share when the mail server is down', async () => {
    const offline = await createTestApp({ smtp: { url: 'smtp://127.0.0.1:1', from: 'DawaNow <no-reply@dawanow.in>' } });
    try {
      const store = await createStore(offline.app, 'Offline Pharmacy');
      const boss = await createUser(offline.app);
      await addStoreMember(offline.app, store, boss.id, 'owner');
      const res = await offline.app.inject(
        as(boss, {
          method: 'POST',
          url: `/api/stores/${store}/team/invitations`,
          payload: { email: 'someone@example.in', role: 'staff' },
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<TInvitationCreated>()).toMatchObject({
        emailed: false,
        path: expect.stringMatching(/^\/store\/invitations\//),
      });
    } finally {
      await offline.close();
    }
    // A second app of its own (its mail server is down from the start): building it takes a while on a busy machine
  }, 90_000);
});

describe('roles and removal', () => {
  const setRole = (user: TestUser, userId: string, role: unknown, storeId = storeA) =>
    app.inject(as(user, { method: 'PUT', url: `${memberUrl(userId, storeId)}/role`, payload: { role } }));

  it('makes staff a manager and back, logged; never the owner, never oneself', async () => {
    const promoted = await setRole(owner, staff.id, 'manager');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<TTeamMember>()).toMatchObject({ userId: staff.id, role: 'manager' });
    expect((await setRole(owner, staff.id, 'staff')).json().role).toBe('staff');
    expect(await auditActions()).toEqual(expect.arrayContaining([`team.role_changed ${staff.id}`]));

    expect((await setRole(owner, owner.id, 'staff')).json().error.message).toBe(
      'You cannot change your own role. Ask another owner or admin.',
    );
    const admin = await createUser(app, { firstName: 'Anita' });
    await addStoreMember(app, storeA, admin.id, 'admin');
    const demoteOwner = await setRole(admin, owner.id, 'staff');
    expect(demoteOwner.statusCode).toBe(403);
    expect(demoteOwner.json().error.message).toBe("The owner's role cannot be changed.");
    expect((await app.inject(as(admin, { method: 'DELETE', url: memberUrl(owner.id) }))).json().error.message).toBe(
      'The owner cannot be removed from the store.',
    );
  });

  it('tells the owners and admins of each change in their notifications, and no one else', async () => {
    const titles = async (user: TestUser) => {
      const res = await app.inject(as(user, { method: 'GET', url: `/api/stores/${storeA}/notifications` }));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().notifications as { kind: string; title: string }[])
        .filter((notice) => notice.kind === 'team_change')
        .map((notice) => notice.title);
    };
    expect((await setRole(owner, staff.id, 'manager')).statusCode).toBe(200);
    expect((await setRole(owner, staff.id, 'staff')).statusCode).toBe(200);
    expect(await titles(owner)).toEqual(expect.arrayContaining(['A member’s role changed']));
    expect(await titles(staff)).toEqual([]);
    expect(await titles(manager)).toEqual([]);
  });

  it('refuses other roles, bad ids and members of other stores', async () => {
    expect((await setRole(owner, staff.id, 'owner')).statusCode).toBe(400);
    expect((await setRole(owner, staff.id, 'admin')).statusCode).toBe(400);
    expect((await setRole(owner, "x' or 1=1 --", 'manager')).statusCode).toBe(400);
    expect((await setRole(owner, ownerB.id, 'staff')).statusCode).toBe(404);
    // Store B's owner cannot reach store A's members through store B's address
    expect((await setRole(ownerB, staff.id, 'manager', storeB)).statusCode).toBe(404);
    const members = (await team(owner)).json<TTeam>().members;
    expect(members.find((member) => member.userId === staff.id)?.role).toBe('staff');
  });

  it("removes a member whose very next request with the same session is refused the store's data", async () => {
    const leaving = await createUser(app, { firstName: 'Vikram' });
    await addStoreMember(app, storeA, leaving.id, 'staff');
    const orders = () => app.inject(as(leaving, { method: 'GET', url: `/api/stores/${storeA}/orders` }));
    expect((await orders()).statusCode).toBe(200);
    await app.database.db.execute(sql`insert into notifications (user_id, store_id, kind, title, dedupe_key)
      values (${leaving.id}, ${storeA}, 'low_stock', 'Dolo 650 is running low', ${`test:${randomUUID()}`})`);
    const notices = async () =>
      (
        await queryRows<{ n: number }>(
          app,
          sql`select count(*)::int as n from notifications where user_id = ${leaving.id} and store_id = ${storeA}`,
        )
      )[0]?.n;
    expect(await notices()).toBe(1);
    expect((await app.inject(as(owner, { method: 'DELETE', url: memberUrl(leaving.id) }))).statusCode).toBe(200);
    // What the store told them goes with the membership
    expect(await notices()).toBe(0);
    expect((await orders()).statusCode).toBe(403);
    const me = await app.inject(as(leaving, { method: 'GET', url: '/api/me' }));
    expect(me.json()).toMatchObject({ hasStoreAccess: false, stores: [] });
    expect(await auditActions()).toContain(`team.removed ${leaving.id}`);
    expect((await app.inject(as(owner, { method: 'DELETE', url: memberUrl(leaving.id) }))).statusCode).toBe(404);
  });
});

describe('live streams of a removed member', () => {
  it("ends the removed member's open order stream at once, and leaves the others' open", async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const leaving = await createUser(app, { firstName: 'Ravi' });
    await addStoreMember(app, storeA, leaving.id, 'staff');
    const open = async (user: TestUser) => {
      const res = await fetch(`${address}/api/stores/${storeA}/orders/stream`, { headers: { cookie: user.cookie } });
      expect(res.status).toBe(200);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      // Resolves when the server ends the response.
      const ended = (async () => {
        while (!(await reader.read()).done) {}
        return 'ended';
      })();
      return { ended, close: () => reader.cancel() };
    };
    const theirs = await open(leaving);
    const mine = await open(manager);

    expect((await app.inject(as(owner, { method: 'DELETE', url: memberUrl(leaving.id) }))).statusCode).toBe(200);
    await expect(theirs.ended).resolves.toBe('ended');
    const stillOpen = await Promise.race([mine.ended, new Promise((done) => setTimeout(() => done('open'), 300))]);
    expect(stillOpen).toBe('open');
    // Reconnecting is refused.
    const again = await fetch(`${address}/api/stores/${storeA}/orders/stream`, { headers: { cookie: leaving.cookie } });
    expect(again.status).toBe(403);
    await mine.close();
  });
});

describe('registered pharmacists', () => {
  const mark = (userId: string, payload: unknown) =>
    app.inject(as(owner, { method: 'PUT', url: `${memberUrl(userId)}/pharmacist`, payload: payload as object }));
  const onDuty = (userId: string, value: unknown) =>
    app.inject(as(owner, { method: 'PUT', url: `${memberUrl(userId)}/on-duty`, payload: { onDuty: value } }));

  it('validates name and State Pharmacy Council number, and only a pharmacist goes on duty', async () => {
    const bad: [unknown, string][] = [
      [{ name: 'Manoj Kumar', registrationNumber: '' }, 'registration number'],
      [{ name: 'Manoj Kumar', registrationNumber: 'ABCDEF' }, 'registration number'],
      [{ name: 'Manoj Kumar', registrationNumber: `KA/${'1'.repeat(60)}` }, 'registration number'],
      [{ name: 'M', registrationNumber: 'KSPC/12345' }, 'Enter the name as on the register'],
      [{ name: '<script>alert(1)</script>', registrationNumber: 'KSPC/12345' }, 'letters, spaces'],
      [{ name: 'Manoj\u202EKumar', registrationNumber: 'KSPC/12345' }, 'invisible'],
      [{ registrationNumber: 'KSPC/12345' }, ''],
    ];
    for (const [payload, message] of bad) {
      const res = await mark(manager.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    const notYet = await onDuty(manager.id, true);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe(
      'Only a registered pharmacist can be on duty. Mark them as pharmacist first.',
    );
    expect((await onDuty(manager.id, 'yes')).statusCode).toBe(400);

    const marked = await mark(manager.id, { name: ' Manoj Kumar ', registrationNumber: 'kspc/2014/12345' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<TTeamMember>().pharmacist).toEqual({
      name: 'Manoj Kumar',
      registrationNumber: 'KSPC/2014/12345',
    });
    expect((await onDuty(manager.id, true)).json().onDuty).toBe(true);

    const unmarked = await app.inject(as(owner, { method: 'DELETE', url: `${memberUrl(manager.id)}/pharmacist` }));
    expect(unmarked.json<TTeamMember>()).toMatchObject({ pharmacist: null, onDuty: false });
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        `team.pharmacist_marked ${manager.id}`,
        `team.on_duty_changed ${manager.id}`,
        `team.pharmacist_unmarked ${manager.id}`,
      ]),
    );
    // A staff member cannot mark themselves
    const self = await app.inject(
      as(staff, {
        method: 'PUT',
        url: `${memberUrl(staff.id)}/pharmacist`,
        payload: { name: 'Suresh', registrationNumber: 'KSPC/1' },
      }),
    );
    expect(self.statusCode).toBe(403);
  });
});
