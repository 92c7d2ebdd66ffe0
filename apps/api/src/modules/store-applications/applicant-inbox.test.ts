/**
 * Issue 18: "each state change notifies the applicant (in-app …)". The applicant's own inbox hears of their submission
 * and every reviewer's decision once, from the transaction that made it, however often a call is retried.
 */
import type { TAdminStoreApplicationDetail } from '@dawanow/shared/store-applications';
import type { TUserNotification, TUserNotificationList } from '@dawanow/shared/user-notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { type ApplicationFixtures, applicationFixtures } from '../../../test/store-application-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: ApplicationFixtures;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  f = await applicationFixtures(t.app);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const CHECKLIST = { gstinChecked: true, licencesValid: true, pharmacistRegistered: true, photoMatchesAddress: true };

const decide = (applicationId: string, action: string, payload: object) =>
  t.app.inject(as(admin, { method: 'POST', url: `/api/admin/store-applications/${applicationId}/${action}`, payload }));
const versionOf = async (applicationId: string) =>
  (
    await t.app.inject(as(admin, { method: 'GET', url: `/api/admin/store-applications/${applicationId}` }))
  ).json<TAdminStoreApplicationDetail>().version;

/** The applicant's inbox, oldest first (the order things happened in) */
async function inbox(user: TestUser): Promise<TUserNotification[]> {
  const res = await t.app.inject(as(user, { method: 'GET', url: '/api/me/notifications' }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TUserNotificationList>().notifications.reverse();
}

async function submitted() {
  const applicant = await f.readyApplicant();
  const res = await f.submit(applicant);
  expect(res.statusCode, res.body).toBe(200);
  return { applicant, id: res.json<{ id: string }>().id, tradeName: (await f.mine(applicant))?.business.tradeName };
}

describe('the applicant’s inbox', () => {
  it('hears of the submission and of every decision, each once, linking the status page', async () => {
    const { applicant, id, tradeName } = await submitted();
    expect(await inbox(applicant)).toMatchObject([
      {
        kind: 'application_received',
        title: 'We received your application',
        body: expect.stringContaining(`${tradeName} is in the queue for review`),
        link: '/pharmacy-partner/status',
        readAt: null,
      },
    ]);

    expect((await decide(id, 'review', { version: await versionOf(id) })).statusCode).toBe(200);
    const asked = await decide(id, 'request-changes', {
      version: await versionOf(id),
      fieldNotes: { drugLicenceForm20: 'The number differs from the scan.' },
      note: 'Upload a clearer Form 20 as well.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await f.put(applicant, 'licences', f.licences())).statusCode).toBe(200);
    expect((await f.submit(applicant)).statusCode).toBe(200);
    const approved = await decide(id, 'approve', { version: await versionOf(id), checklist: CHECKLIST });
    expect(approved.statusCode, approved.body).toBe(200);

    const messages = await inbox(applicant);
    expect(messages.map((message) => message.kind)).toEqual([
      'application_received',
      'application_under_review',
      'application_changes_requested',
      'application_received',
      'application_approved',
    ]);
    expect(messages.every((message) => message.link === '/pharmacy-partner/status')).toBe(true);
    // The reviewer's words reach the applicant: the note per field and the note beside them
    expect(messages[2]?.title).toBe('Changes needed on your application');
    expect(messages[2]?.body).toContain('- Form 20 licence: The number differs from the scan.');
    expect(messages[2]?.body).toContain('Upload a clearer Form 20 as well.');
    expect(messages[3]?.title).toBe('We received your changes');
    expect(messages[4]?.title).toBe(`${tradeName} is approved`);
    const count = await t.app.inject(as(applicant, { method: 'GET', url: '/api/me/notifications/unread-count' }));
    expect(count.json()).toEqual({ unread: 5 });
  });

  it('tells the rejected applicant the reviewer’s reason', async () => {
    const { applicant, id } = await submitted();
    const res = await decide(id, 'reject', {
      version: await versionOf(id),
      reason: 'The Form 21 is of another address.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await inbox(applicant)).at(-1)).toMatchObject({
      kind: 'application_rejected',
      title: 'Your application was not approved',
      body: expect.stringContaining('The Form 21 is of another address.'),
    });
  });

  it('writes a decision’s message once when the call is retried, at once or later', async () => {
    const { applicant, id } = await submitted();
    const version = await versionOf(id);
    // A double tap: both name the version the reviewer read; one decides, the other is told it changed
    const answers = await Promise.all([1, 2, 3].map(() => decide(id, 'review', { version })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    // A retry after the answer was lost on the way
    expect((await decide(id, 'review', { version })).statusCode).toBe(409);
    expect((await inbox(applicant)).map((message) => message.kind)).toEqual([
      'application_received',
      'application_under_review',
    ]);
    // A second submit of the same application is refused and tells nobody anything
    expect((await f.submit(applicant)).statusCode).toBe(409);
    expect(await inbox(applicant)).toHaveLength(2);
  });

  it('writes nothing for a decision that did not happen', async () => {
    const { applicant, id } = await submitted();
    const gstin = (await f.mine(applicant))?.business.gstin ?? '';
    await t.app.database.db.execute(sql`update stores set gstin = ${gstin} where id = (select id from stores limit 1)`);
    const res = await decide(id, 'approve', { version: await versionOf(id), checklist: CHECKLIST });
    expect(res.statusCode).toBe(409);
    expect((await inbox(applicant)).map((message) => message.kind)).toEqual(['application_received']);
  });
});
