import type { TMe } from '@dawanow/shared/auth';
import type { TAdminStoreApplicationDetail } from '@dawanow/shared/store-applications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStoreMember, as, createStore, createUser, type TestUser } from '../../../test/factories';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { type ApplicationFixtures, applicationFixtures } from '../../../test/store-application-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: ApplicationFixtures;
let admin: TestUser;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtp: { url: smtp.url, from: 'DawaNow <partners@dawanow.test>' } });
  f = await applicationFixtures(t.app);
  admin = await createUser(t.app, { role: 'admin', firstName: 'Meera' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const CHECKLIST = { gstinChecked: true, licencesValid: true, pharmacistRegistered: true, photoMatchesAddress: true };

const decide = (user: TestUser, applicationId: string, action: string, payload: object) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/admin/store-applications/${applicationId}/${action}`, payload }));
const detail = async (applicationId: string) =>
  (
    await t.app.inject(as(admin, { method: 'GET', url: `/api/admin/store-applications/${applicationId}` }))
  ).json<TAdminStoreApplicationDetail>();

/** A submitted application and its applicant */
async function submitted() {
  const applicant = await f.readyApplicant();
  const res = await f.submit(applicant);
  expect(res.statusCode, res.body).toBe(200);
  return { applicant, id: res.json<{ id: string }>().id };
}

describe('the review flow', () => {
  it('moves submitted → under review → changes requested → resubmitted, the applicant seeing the notes per field', async () => {
    const { applicant, id } = await submitted();
    let version = (await detail(id)).version;
    const review = await decide(admin, id, 'review', { version });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<TAdminStoreApplicationDetail>().status).toBe('under_review');

    version = review.json<TAdminStoreApplicationDetail>().version;
    const changes = await decide(admin, id, 'request-changes', {
      version,
      fieldNotes: { drugLicenceForm20: 'The number differs from the scan; check the last digits.' },
    });
    expect(changes.statusCode, changes.body).toBe(200);
    const mine = await f.mine(applicant);
    expect(mine?.status).toBe('changes_requested');
    expect(mine?.fieldNotes).toEqual({ drugLicenceForm20: 'The number differs from the scan; check the last digits.' });
    // …and hears each decision by e-mail, with where to see it
    const mailTo = () => smtp.received.filter((mail) => mail.to.includes(applicant.email)).map((mail) => mail.text);
    await expect.poll(mailTo).toHaveLength(2);
    expect(mailTo()[0]).toContain('A reviewer has started checking your application.');
    expect(mailTo()[1]).toContain('- Form 20 licence: The number differs from the scan; check the last digits.');
    expect(mailTo()[1]).toContain('/pharmacy-partner/status');

    expect((await f.put(applicant, 'licences', f.licences())).statusCode).toBe(200);
    const again = await f.submit(applicant);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe('resubmitted');
    expect((await detail(id)).events.map((event) => event.toStatus)).toEqual([
      'draft',
      'submitted',
      'under_review',
      'changes_requested',
      'resubmitted',
    ]);
  });

  it('rejects with the reason the applicant reads, after which they may apply afresh', async () => {
    const { applicant, id } = await submitted();
    const res = await decide(admin, id, 'reject', {
      version: (await detail(id)).version,
      reason: 'The Form 21 licence belongs to another address.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await f.mine(applicant)).toMatchObject({
      status: 'rejected',
      decisionNote: 'The Form 21 licence belongs to another address.',
    });
    expect((await f.put(applicant, 'business', f.business())).statusCode).toBe(200);
    expect((await f.mine(applicant))?.status).toBe('draft');
  });

  it('refuses customers, decisions over a newer save, a wrong state and an incomplete checklist', async () => {
    const { applicant, id } = await submitted();
    const { version } = await detail(id);
    expect((await decide(applicant, id, 'approve', { version, checklist: CHECKLIST })).statusCode).toBe(403);
    expect((await decide(admin, id, 'approve', { version: version - 1, checklist: CHECKLIST })).statusCode).toBe(409);
    const unchecked = await decide(admin, id, 'approve', { version, checklist: { ...CHECKLIST, gstinChecked: false } });
    expect(unchecked.statusCode).toBe(400);
    expect((await decide(admin, id, 'request-changes', { version, fieldNotes: {} })).statusCode).toBe(400);
    expect((await detail(id)).status).toBe('submitted');
    const draft = await createUser(t.app);
    await f.put(draft, 'business', f.business());
    const draftId = (await f.mine(draft))?.id ?? '';
    expect((await decide(admin, draftId, 'review', { version: 2 })).statusCode).toBe(404);
  });

  it('refuses an administrator deciding their own application', async () => {
    const applicantAdmin = await createUser(t.app, { role: 'admin' });
    for (const step of ['business', 'premises', 'licences', 'bank-account'] as const) {
      const body = { business: f.business(), premises: f.premises(), licences: f.licences(), 'bank-account': f.bank };
      expect((await f.put(applicantAdmin, step, body[step])).statusCode).toBe(200);
    }
    for (const kind of ['form20', 'form21', 'gst_certificate', 'pharmacist_registration', 'shop_front'])
      await f.upload(applicantAdmin, kind, f.pdf);
    const id = (await f.submit(applicantAdmin)).json<{ id: string }>().id;
    const res = await decide(applicantAdmin, id, 'approve', {
      version: (await detail(id)).version,
      checklist: CHECKLIST,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('another administrator must decide it');
    expect((await detail(id)).status).toBe('submitted');
  });
});

describe('who moves an application, and from which state', () => {
  const ACTIONS = ['review', 'request-changes', 'reject', 'approve'] as const;
  const payloadOf = (action: (typeof ACTIONS)[number], version: number) =>
    ({
      review: { version },
      'request-changes': { version, fieldNotes: { drugLicenceForm20: 'Check the last digits.' } },
      reject: { version, reason: 'The licence belongs to another address.' },
      approve: { version, checklist: CHECKLIST },
    })[action];
  const move = async (user: TestUser | null, id: string, action: (typeof ACTIONS)[number]) =>
    t.app.inject(
      as(user, {
        method: 'POST',
        url: `/api/admin/store-applications/${id}/${action}`,
        payload: payloadOf(action, (await detail(id)).version),
      }),
    );
  /** Each of `actions` refused with `status`, the application as it was */
  async function refused(
    user: TestUser | null,
    id: string,
    actions: readonly (typeof ACTIONS)[number][],
    status: number,
  ) {
    const before = await detail(id);
    for (const action of actions) {
      const res = await move(user, id, action);
      expect(res.statusCode, `${action} from ${before.status}: ${res.body}`).toBe(status);
    }
    const after = await detail(id);
    expect(after).toMatchObject({ status: before.status, version: before.version });
    expect(after.events).toHaveLength(before.events.length);
  }

  it('lets nobody but another administrator decide: not a visitor, a customer or a pharmacy’s owner', async () => {
    const { id } = await submitted();
    await refused(null, id, ACTIONS, 401);
    await refused(await createUser(t.app), id, ACTIONS, 403);
    const owner = await createUser(t.app);
    await addStoreMember(t.app, await createStore(t.app, 'Owner’s Pharmacy'), owner.id, 'owner');
    await refused(owner, id, ACTIONS, 403);
  });

  it('waits for the applicant after asking for changes, reviews a resubmission again, and approves from review', async () => {
    const { applicant, id } = await submitted();
    expect((await move(admin, id, 'request-changes')).statusCode).toBe(200);
    // With the applicant: nothing for a reviewer to decide until they resubmit
    await refused(admin, id, ACTIONS, 409);
    expect((await f.submit(applicant)).json().status).toBe('resubmitted');
    expect((await move(admin, id, 'review')).statusCode).toBe(200);
    await refused(admin, id, ['review'], 409);
    // Under review the applicant can neither change nor send it again
    expect((await f.put(applicant, 'licences', f.licences())).statusCode).toBe(409);
    expect((await f.submit(applicant)).statusCode).toBe(409);
    expect((await move(admin, id, 'approve')).statusCode).toBe(200);
    await refused(admin, id, ACTIONS, 409);
    // Each decision reached the applicant by e-mail too: changes asked, review, approval
    const mails = () => smtp.received.filter((mail) => mail.to.includes(applicant.email)).map((mail) => mail.text);
    await expect.poll(mails).toHaveLength(3);
    expect(mails()[2]).toMatch(/is approved\. Sign in and open the store panel/);
    expect((await detail(id)).events.map((event) => event.toStatus)).toEqual([
      'draft',
      'submitted',
      'changes_requested',
      'resubmitted',
      'under_review',
      'approved',
    ]);
  });

  it('rejects from review, and a rejected application is decided for good', async () => {
    const { applicant, id } = await submitted();
    expect((await move(admin, id, 'review')).statusCode).toBe(200);
    expect((await move(admin, id, 'reject')).statusCode).toBe(200);
    await refused(admin, id, ACTIONS, 409);
    expect((await detail(id)).status).toBe('rejected');
    const mails = () => smtp.received.filter((mail) => mail.to.includes(applicant.email)).map((mail) => mail.text);
    await expect.poll(mails).toHaveLength(2);
    expect(mails()[1]).toContain('The licence belongs to another address.');
  });
});

describe('approving', () => {
  it('creates the store taking no orders, its owner, its payout account and the audit record in one go', async () => {
    const { applicant, id } = await submitted();
    // The reviewer opens a document through the API, as the applicant uploaded it
    const photo = await t.app.inject(
      as(admin, { method: 'GET', url: `/api/admin/store-applications/${id}/documents/shop_front` }),
    );
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const res = await decide(admin, id, 'approve', { version: (await detail(id)).version, checklist: CHECKLIST });
    expect(res.statusCode, res.body).toBe(200);
    const storeId = (await f.mine(applicant))?.storeId;
    expect(storeId).toBeTruthy();
    const [store] = await queryRows<{ status: string; accepting: boolean; gstin: string }>(
      t.app,
      sql`select status, is_accepting_orders as accepting, gstin from stores where id = ${storeId}`,
    );
    expect(store).toMatchObject({ status: 'active', accepting: false });
    const members = await queryRows<{ user_id: string; role: string }>(
      t.app,
      sql`select user_id, role from store_members where store_id = ${storeId}`,
    );
    expect(members).toEqual([{ user_id: applicant.id, role: 'owner' }]);
    const [account] = await queryRows<{ destination: string }>(
      t.app,
      sql`select destination from store_bank_accounts where store_id = ${storeId}`,
    );
    expect(account?.destination).toBe('A/c ••••7890 · HDFC0001234');
    const audit = await queryRows<{ action: string }>(
      t.app,
      sql`select action from admin_audit_log where subject_id = ${storeId}`,
    );
    expect(audit).toEqual([{ action: 'store.created' }]);

    // Store access at the applicant's next request, for that store only
    const me = await t.app.inject(as(applicant, { method: 'GET', url: '/api/me' }));
    expect(me.json<TMe>().stores.map((store) => store.storeId)).toEqual([storeId]);
    const settings = await t.app.inject(as(applicant, { method: 'GET', url: `/api/stores/${storeId}/settings` }));
    expect(settings.statusCode).toBe(200);
    const otherStore = await createStore(t.app, 'Another Pharmacy');
    const others = await t.app.inject(as(applicant, { method: 'GET', url: `/api/stores/${otherStore}/settings` }));
    expect(others.statusCode).toBe(403);
  });

  it('changes nothing when the store cannot be made (a store took the GSTIN meanwhile)', async () => {
    const { applicant, id } = await submitted();
    const gstin = (await f.mine(applicant))?.business.gstin ?? '';
    await t.app.database.db.execute(sql`update stores set gstin = ${gstin} where id = (select id from stores limit 1)`);
    const res = await decide(admin, id, 'approve', { version: (await detail(id)).version, checklist: CHECKLIST });
    expect(res.statusCode).toBe(409);
    expect((await f.mine(applicant))?.storeId).toBeNull();
    const members = await queryRows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from store_members where user_id = ${applicant.id}`,
    );
    expect(members[0]?.n).toBe(0);
  });
});
