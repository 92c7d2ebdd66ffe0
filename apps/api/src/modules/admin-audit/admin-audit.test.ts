/**
 * Issue 15: the platform's audit log. Every administrator's write leaves a row (who, what, before → after, why)
 * in its own transaction; the table refuses changes and deletions; the list filters by names rather than ids,
 * pages by cursor, and exports CSV that a spreadsheet cannot run. The cash-refund and prescription writes are
 * checked in their own journeys (orders.routes.test.ts, prescription-decisions.test.ts).
 */
import { addDays, indianToday } from '@dawanow/shared/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: TestUser;
let other: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', firstName: 'Rohan', email: 'rohan.iyer@dawanow.in' });
  // A name a spreadsheet would run as a formula, to show the CSV keeps it as text
  other = await createUser(t.app, { role: 'admin', firstName: '=HYPERLINK("http://evil")' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => t.app.inject(as(user, { method: 'GET', url }));
const putSettings = (user: TestUser, payload: object) =>
  t.app.inject(as(user, { method: 'PUT', url: '/api/admin/settings/orders', payload }));
const auditCount = async () =>
  (await queryRows<{ count: number }>(t.app, sql`select count(*)::int as count from admin_audit_log`))[0]?.count;

/** A row written at a chosen time, as the log's own writes cannot be back-dated. */
async function insertAt(createdAt: string, subjectId: string) {
  await t.app.database.db.execute(sql`
    insert into admin_audit_log (actor_user_id, actor_name, actor_email, action, subject_type, subject_id, after, created_at)
    values (${admin.id}, 'Rohan User', ${admin.email}, 'cash_refund.paid', 'order', ${subjectId}, '{}'::jsonb, ${createdAt}::timestamptz)`);
}

describe('order settings', () => {
  it('writes who changed them, from what to what, in the same transaction; refused input writes nothing', async () => {
    const first = await putSettings(admin, { acceptanceWindowSeconds: 240, codLimitPaise: 3_000_00 });
    expect(first.statusCode, first.body).toBe(200);
    await putSettings(other, { acceptanceWindowSeconds: 300, codLimitPaise: 3_000_00 });
    const before = await auditCount();
    for (const payload of [
      { acceptanceWindowSeconds: -1, codLimitPaise: 100 },
      { acceptanceWindowSeconds: 'x'.repeat(10_000), codLimitPaise: 100 },
      { acceptanceWindowSeconds: 240, codLimitPaise: '1; delete from admin_audit_log; --' },
      {},
    ]) {
      expect((await putSettings(admin, payload)).statusCode).toBe(400);
    }
    expect((await putSettings(customer, { acceptanceWindowSeconds: 60, codLimitPaise: 0 })).statusCode).toBe(403);
    expect(await auditCount()).toBe(before);

    const log = await get(admin, '/api/admin/audit-log?subjectType=settings&subjectId=orders');
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().entries).toEqual([
      expect.objectContaining({
        actor: { userId: other.id, name: '=HYPERLINK("http://evil") User', email: other.email },
        action: 'settings.orders.updated',
        before: { acceptanceWindowSeconds: 240, codLimitPaise: 3_000_00 },
        after: { acceptanceWindowSeconds: 300, codLimitPaise: 3_000_00 },
        reason: null,
      }),
      expect.objectContaining({
        actor: { userId: admin.id, name: 'Rohan User', email: 'rohan.iyer@dawanow.in' },
        // Nothing was stored yet: the defaults were in force
        before: { acceptanceWindowSeconds: 180, codLimitPaise: 2_000_00 },
        after: { acceptanceWindowSeconds: 240, codLimitPaise: 3_000_00 },
      }),
    ]);
  });
});

describe('the list', () => {
  it('filters by administrator (name or e-mail text), action, record and Indian days, and pages by cursor', async () => {
    const today = indianToday();
    const yesterday = addDays(today, -1);
    // 23:30 IST yesterday is 18:00 UTC: an Indian day, not a UTC one, decides which day it belongs to
    await insertAt(`${yesterday}T23:30:00+05:30`, 'order-late-yesterday');
    await insertAt(`${today}T00:10:00+05:30`, 'order-early-today');

    const entries = async (query: string) => {
      const response = await get(admin, `/api/admin/audit-log?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().entries as { subjectId: string; actor: { name: string } }[];
    };
    expect((await entries('actor=rohan')).every((entry) => entry.actor.name === 'Rohan User')).toBe(true);
    expect(await entries('actor=IYER%40DAWANOW')).not.toHaveLength(0);
    expect(await entries('actor=hyperlink')).toHaveLength(1);
    // % and _ are letters here, not wildcards
    expect(await entries('actor=%25')).toHaveLength(0);
    expect((await entries('action=cash_refund.paid')).map((entry) => entry.subjectId)).toEqual([
      'order-early-today',
      'order-late-yesterday',
    ]);
    expect(
      (await entries(`action=cash_refund.paid&from=${yesterday}&to=${yesterday}`)).map((e) => e.subjectId),
    ).toEqual(['order-late-yesterday']);
    expect((await entries(`action=cash_refund.paid&from=${today}`)).map((e) => e.subjectId)).toEqual([
      'order-early-today',
    ]);

    // Pages of one, newest first, each entry exactly once
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(admin, `/api/admin/audit-log?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      const page = response.json() as { entries: { id: string }[]; nextCursor: string | null };
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await get(admin, '/api/admin/audit-log?limit=100')).json().entries as { id: string }[];
    expect(seen).toEqual(all.map((entry) => entry.id));
    expect(seen.length).toBe(await auditCount());
  });

  it('refuses bad and hostile filters with 400', async () => {
    for (const query of [
      'from=2026-13-45',
      'from=yesterday',
      'from=0000-01-01',
      `from=${indianToday()}&to=${addDays(indianToday(), -3)}`,
      `actor=${'a'.repeat(10_000)}`,
      'actor=%00rohan',
      'subjectType=order&subjectId=%E2%80%AEevil',
      'subjectId=abc',
      'subjectType=spaceship',
      'action=orders.dropped',
      "cursor=1' or '1'='1",
      'cursor=99999999999999999999_00000000-0000-0000-0000-000000000000',
      `cursor=1_${'-'.repeat(36)}`,
      'limit=0',
      'limit=100000',
    ]) {
      const response = await get(admin, `/api/admin/audit-log?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('VALIDATION_FAILED');
    }
    expect((await get(admin, '/api/admin/audit-log/export?from=2026-02-30')).statusCode).toBe(400);
  });

  it('is for platform administrators only', async () => {
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/export']) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(customer, url)).statusCode).toBe(403);
    }
  });
});

describe('the CSV export', () => {
  it('writes the filtered entries with IST times and neutralises formula-looking cells', async () => {
    const response = await get(admin, '/api/admin/audit-log/export?subjectType=settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (IST),Administrator,E-mail,Action,Record type,Record id,Before,After,Reason');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil"") User",${other.email},Order settings changed,settings,orders`,
    );
    // Before and after as JSON text (the database keeps its own key order)
    expect(lines[1]).toMatch(/^"\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [ap]m",/);
    expect(lines[1]).toContain('""acceptanceWindowSeconds"":240');
    expect(lines[1]).toContain('""acceptanceWindowSeconds"":300');
  });
});

describe('the table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const before = await auditCount();
    const { db } = t.app.database;
    await expect(db.execute(sql`update admin_audit_log set reason = 'rewritten'`)).rejects.toThrow();
    await expect(db.execute(sql`update admin_audit_log set actor_user_id = null`)).rejects.toThrow();
    await expect(db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate admin_audit_log`)).rejects.toThrow();
    expect(await auditCount()).toBe(before);
    const rewritten = await queryRows(t.app, sql`select 1 from admin_audit_log where reason = 'rewritten'`);
    expect(rewritten).toEqual([]);
  });

  it('keeps an erased administrator’s entries, readable by the name and e-mail they had', async () => {
    const leaving = await createUser(t.app, { role: 'admin', firstName: 'Meera' });
    expect((await putSettings(leaving, { acceptanceWindowSeconds: 200, codLimitPaise: 0 })).statusCode).toBe(200);
    await t.app.database.db.execute(sql`delete from users where id = ${leaving.id}`);
    const entries = (await get(admin, '/api/admin/audit-log?actor=meera')).json().entries;
    expect(entries).toEqual([
      expect.objectContaining({ actor: { userId: null, name: 'Meera User', email: leaving.email } }),
    ]);
  });
});
