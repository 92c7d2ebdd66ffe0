/** A person's own inbox: paging, the unread count and filter, marking read, nobody else's rows, and erasure. */
import { randomUUID } from 'node:crypto';
import type { TUserNotification, TUserNotificationList } from '@dawanow/shared/user-notifications';
import { USER_NOTIFICATIONS_PAGE_SIZE } from '@dawanow/shared/user-notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';
import { createNotificationsRepository } from './notifications.repository';
import { createNotifier, type UserNotice } from './notifier';
import { createUserNotificationsRepository } from './user-notifications.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const notifier = () =>
  createNotifier({
    stores: createNotificationsRepository(t.app.database.db),
    users: createUserNotificationsRepository(),
  });

const notice = (user: TestUser, overrides: Partial<UserNotice> = {}): UserNotice => ({
  userId: user.id,
  kind: 'application_under_review',
  title: 'Your application is being reviewed',
  body: 'A reviewer has started checking your application.',
  link: '/pharmacy-partner/status',
  dedupeKey: `test:${randomUUID()}`,
  ...overrides,
});

async function list(user: TestUser, query = ''): Promise<TUserNotificationList> {
  const res = await t.app.inject(as(user, { method: 'GET', url: `/api/me/notifications${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TUserNotificationList>();
}

async function unread(user: TestUser): Promise<number> {
  const res = await t.app.inject(as(user, { method: 'GET', url: '/api/me/notifications/unread-count' }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ unread: number }>().unread;
}

const markRead = (user: TestUser | null, id: string) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/me/notifications/${id}/read` }));

/** Every page of the inbox, following the cursors to the end. */
async function everyPage(user: TestUser, filter = ''): Promise<TUserNotification[]> {
  const all: TUserNotification[] = [];
  let cursor: string | null = null;
  do {
    const page: TUserNotificationList = await list(
      user,
      `?${new URLSearchParams({ ...(cursor ? { cursor } : {}) })}${filter}`,
    );
    expect(page.notifications.length).toBeLessThanOrEqual(USER_NOTIFICATIONS_PAGE_SIZE);
    all.push(...page.notifications);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

describe('the inbox', () => {
  it('pages newest first without skipping or repeating, even among messages written in the same instant', async () => {
    const user = await createUser(t.app);
    expect(await list(user)).toEqual({ notifications: [], nextCursor: null, unread: 0 });
    // One transaction: every row has the same created_at, so only the id orders them
    await t.app.database.db.transaction(async (tx) => {
      for (let index = 0; index < 25; index++) {
        await notifier().notifyUser(tx, notice(user, { title: `Same instant ${index}` }));
      }
    });
    await notifier().notifyUser(t.app.database.db, notice(user, { title: 'The newest' }));

    const first = await list(user);
    expect(first.notifications).toHaveLength(USER_NOTIFICATIONS_PAGE_SIZE);
    expect(first.notifications[0]).toMatchObject({
      title: 'The newest',
      kind: 'application_under_review',
      body: 'A reviewer has started checking your application.',
      link: '/pharmacy-partner/status',
      readAt: null,
    });
    expect(first.nextCursor).not.toBeNull();
    expect(first.unread).toBe(26);

    const all = await everyPage(user);
    expect(all).toHaveLength(26);
    expect(new Set(all.map((item) => item.id)).size).toBe(26);
    const times = all.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('counts the unread, filters to them, and marks one or all read', async () => {
    const user = await createUser(t.app);
    for (const title of ['First', 'Second', 'Third']) {
      await notifier().notifyUser(t.app.database.db, notice(user, { title }));
    }
    expect(await unread(user)).toBe(3);
    const [third, second] = (await list(user)).notifications;
    if (!third || !second) throw new Error('messages missing');

    const read = await markRead(user, second.id);
    expect(read.statusCode, read.body).toBe(200);
    const readAt = read.json<TUserNotification>().readAt;
    expect(readAt).not.toBeNull();
    // Again is fine, and keeps the first reading's time
    expect((await markRead(user, second.id)).json<TUserNotification>().readAt).toBe(readAt);
    expect(await unread(user)).toBe(2);
    const unreadOnly = await list(user, '?unread=true');
    expect(unreadOnly.notifications.map((item) => item.title)).toEqual(['Third', 'First']);
    expect(unreadOnly.unread).toBe(2);

    const all = await t.app.inject(as(user, { method: 'POST', url: '/api/me/notifications/read-all' }));
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ marked: 2 });
    expect(await unread(user)).toBe(0);
    expect((await list(user, '?unread=true')).notifications).toEqual([]);
    expect((await list(user)).notifications.every((item) => item.readAt !== null)).toBe(true);
  });

  it('shows nobody another person’s messages and answers 404 for their ids, changing nothing', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await notifier().notifyUser(t.app.database.db, notice(owner, { title: 'Only for the owner' }));
    const [mine] = (await list(owner)).notifications;
    if (!mine) throw new Error('message missing');

    expect((await list(other)).notifications).toEqual([]);
    expect(await unread(other)).toBe(0);
    for (const id of [mine.id, randomUUID()]) {
      const res = await markRead(other, id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const marked = await t.app.inject(as(other, { method: 'POST', url: '/api/me/notifications/read-all' }));
    expect(marked.json()).toEqual({ marked: 0 });
    expect(await unread(owner)).toBe(1);
    expect((await markRead(null, mine.id)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401);
  });

  it('refuses a malformed cursor, filter or id', async () => {
    const user = await createUser(t.app);
    for (const query of [
      '?cursor=1_not-a-uuid',
      "?cursor=1'; drop table users; --",
      '?unread=yes',
      `?cursor=${'9'.repeat(17)}_${randomUUID()}`,
    ]) {
      const res = await t.app.inject(as(user, { method: 'GET', url: `/api/me/notifications${query}` }));
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
    expect((await markRead(user, 'not-an-id')).statusCode).toBe(400);
  });

  it('writes one message per key however many times or workers send it', async () => {
    const user = await createUser(t.app);
    const dedupeKey = `test:${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 8 }, () => notifier().notifyUser(t.app.database.db, notice(user, { dedupeKey }))),
    );
    await notifier().notifyUser(t.app.database.db, notice(user, { dedupeKey }));
    expect(await unread(user)).toBe(1);
  });

  it('goes with the account when the person erases it', async () => {
    const user = await createUser(t.app);
    await notifier().notifyUser(t.app.database.db, notice(user));
    const erased = await t.app.inject(
      as(user, { method: 'DELETE', url: '/api/me', payload: { confirmation: 'DELETE' } }),
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await queryRows(t.app, sql`select 1 from user_notifications where user_id = ${user.id}`);
    expect(left).toEqual([]);
  });

  it('refuses a link that leaves the app, in the database itself', async () => {
    const user = await createUser(t.app);
    for (const link of ['//evil.example/steal', 'https://evil.example', '/\\evil.example']) {
      await expect(notifier().notifyUser(t.app.database.db, notice(user, { link }))).rejects.toThrow();
    }
    expect(await unread(user)).toBe(0);
  });
});
