import { addDays, indianToday } from '@dawanow/shared/dates';
import { gstinCheckCharacter } from '@dawanow/shared/india';
import type { TMyStoreApplication } from '@dawanow/shared/store-application-steps';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createStore, createUser, type TestUser } from '../../../test/factories';
import { pdfWithEmbeddedFile } from '../../../test/pdf-fixtures';
import { type ApplicationFixtures, applicationFixtures } from '../../../test/store-application-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: ApplicationFixtures;
let activePdf: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  f = await applicationFixtures(t.app);
  activePdf = await pdfWithEmbeddedFile();
});
afterAll(() => t.close());

/** A wholesaler ready to submit: Form 20B and 21B with their copies */
async function wholesaler(form20b: string, form21b: string) {
  const user = await f.readyApplicant({
    licences: {
      form20b: { number: form20b, validUntil: f.inAYear },
      form21b: { number: form21b, validUntil: f.inAYear },
    },
  });
  for (const kind of ['form20b', 'form21b']) expect((await f.upload(user, kind, f.pdf)).statusCode).toBe(200);
  return user;
}

const issuesOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { details?: { path: string; message: string }[] } }).error.details;

describe('the business step', () => {
  it('needs a session', async () => {
    expect((await f.put(null, 'business', f.business())).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/store-applications/mine' })).statusCode).toBe(401);
  });

  it('refuses a bad PAN, a PAN of another business type, a bad GSTIN and a GSTIN of another PAN, storing nothing', async () => {
    const user = await createUser(t.app);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ pan: 'AAAF1234K' }, 'pan', /10-character PAN/],
      // A partnership's PAN has F as its 4th character; P is an individual's
      [
        { pan: 'AAAPR0001K', gstin: `29AAAPR0001K1Z${gstinCheckCharacter('29AAAPR0001K1Z')}` },
        'pan',
        /F as its 4th character/,
      ],
      [{ gstin: '29AAAFR0001K1ZA' }, 'gstin', /valid 15-character GSTIN/],
      [{ gstin: `29AAAFQ9999K1Z${gstinCheckCharacter('29AAAFQ9999K1Z')}` }, 'gstin', /another PAN/],
      [{ phone: '12345' }, 'phone', /10-digit Indian phone/],
    ];
    for (const [override, field, message] of cases) {
      const res = await f.put(user, 'business', f.business(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(issuesOf(res)).toContainEqual({ path: `body.${field}`, message: expect.stringMatching(message) });
    }
    expect(await f.mine(user)).toBeNull();
  });

  it('starts a draft that the applicant resumes from another session', async () => {
    const user = await createUser(t.app);
    const step = f.business();
    expect((await f.put(user, 'business', step)).statusCode).toBe(200);
    const elsewhere = { ...user, cookie: (await createUser(t.app)).cookie };
    const application = await f.mine(user);
    expect(application).toMatchObject({
      status: 'draft',
      completedSteps: ['business'],
      business: { pan: step.pan, gstin: step.gstin, phone: '+918041234567' },
    });
    expect(await f.mine(elsewhere)).toBeNull();
  });
});

describe('whose application', () => {
  it('saves only to the caller’s own application, whatever account or application the body names', async () => {
    const owner = await createUser(t.app);
    await f.put(owner, 'business', f.business());
    const theirs = await f.mine(owner);
    const intruder = await createUser(t.app);
    const step = f.business({ id: theirs?.id, applicantUserId: owner.id, userId: owner.id });
    const res = await f.put(intruder, 'business', step);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TMyStoreApplication>().id).not.toBe(theirs?.id);
    expect(await f.mine(owner)).toEqual(theirs);
    const [row] = await queryRows<{ applicant: string }>(
      t.app,
      sql`select applicant_user_id as applicant from store_applications where id = ${res.json<TMyStoreApplication>().id}`,
    );
    expect(row?.applicant).toBe(intruder.id);
  });
});

describe('the premises, licences and bank steps', () => {
  it('refuses premises in another state than the GSTIN’s', async () => {
    const user = await createUser(t.app);
    await f.put(user, 'business', f.business());
    const res = await f.put(user, 'premises', f.premises({ state: 'Kerala', postalCode: '682001' }));
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)).toEqual([
      { path: 'body.state', message: expect.stringContaining('registered in Karnataka, but the shop is in Kerala') },
    ]);
    expect((await f.mine(user))?.premises.state).toBeNull();
  });

  it('refuses expired licences and ones expiring within 30 days', async () => {
    const user = await createUser(t.app);
    for (const validUntil of [addDays(indianToday(), -1), addDays(indianToday(), 29)]) {
      const res = await f.put(user, 'licences', f.licences({ form21: { number: 'KA-B21-77', validUntil } }));
      expect(res.statusCode).toBe(400);
      expect(issuesOf(res)).toContainEqual({
        path: 'body.form21.validUntil',
        message: expect.stringContaining('expires within 30 days'),
      });
    }
    expect((await f.put(user, 'licences', f.licences())).statusCode).toBe(200);
  });

  it('refuses a bad IFSC, and shows a saved account only masked', async () => {
    const user = await createUser(t.app);
    const bad = await f.put(user, 'bank-account', { ...f.bank, ifsc: 'HDFC1234567' });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad)).toContainEqual({ path: 'body.ifsc', message: expect.stringContaining('11-character IFSC') });
    const res = await f.put(user, 'bank-account', f.bank);
    expect(res.statusCode).toBe(200);
    expect(res.json<TMyStoreApplication>().bankAccount).toEqual({
      destination: 'A/c ••••7890 · HDFC0001234',
      holderName: 'Rao and Sons Pharma',
    });
    expect(res.body).not.toContain('50100234567890');
  });
});

describe('the documents', () => {
  it('keeps a PDF or photo by content and gives it back only to its applicant', async () => {
    const user = await createUser(t.app);
    expect((await f.upload(user, 'form20', f.pdf)).statusCode).toBe(200);
    const res = await f.upload(user, 'shop_front', f.photo, 'image/jpeg');
    expect(res.json<TMyStoreApplication>().documents.map((d) => [d.kind, d.contentType])).toEqual([
      ['form20', 'application/pdf'],
      ['shop_front', 'image/jpeg'],
    ]);
    const own = await t.app.inject(as(user, { method: 'GET', url: '/api/store-applications/mine/documents/form20' }));
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await createUser(t.app);
    const theirs = await t.app.inject(
      as(stranger, { method: 'GET', url: '/api/store-applications/mine/documents/form20' }),
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a file that is not what it claims, a PDF with active content and an 11 MB file', async () => {
    const user = await createUser(t.app);
    const spoofed = await f.upload(user, 'form20', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(spoofed.statusCode, spoofed.body).toBe(415);
    expect(spoofed.json().error.message).toBe('Upload a PDF, or a JPEG, PNG or WebP photo.');
    expect((await f.upload(user, 'form20', activePdf)).statusCode).toBe(400);
    const huge = Buffer.concat([f.pdf, Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await f.upload(user, 'form20', huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('Each document must be at most 10 MB.');
    expect(await f.mine(user)).toBeNull();
  });
});

describe('submitting', () => {
  it('needs every step and the agreement, then keeps its version, time and IP and locks the form', async () => {
    const early = await createUser(t.app);
    await f.put(early, 'business', f.business());
    const incomplete = await f.submit(early);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.message).toBe('Finish these steps first: premises, licences, documents, bank.');

    const user = await f.readyApplicant();
    expect((await f.submit(user, { acceptAgreement: false, agreementVersion: '1.0' })).statusCode).toBe(400);
    expect((await f.submit(user, { acceptAgreement: true, agreementVersion: '0.9' })).statusCode).toBe(400);
    const res = await f.submit(user);
    expect(res.statusCode, res.body).toBe(200);
    const application = res.json<TMyStoreApplication>();
    expect(application).toMatchObject({ status: 'submitted', agreement: { version: '1.0' } });
    // The acceptance's version, moment (the one the applicant is shown) and address are what the database keeps
    const [kept] = await queryRows<{ version: string; isSameMoment: boolean; ip: string }>(
      t.app,
      sql`select agreement_version as version, agreement_ip_address as ip,
        agreement_accepted_at = ${application.agreement?.acceptedAt ?? null}::timestamptz as "isSameMoment"
        from store_applications where id = ${application.id}`,
    );
    expect(kept).toEqual({ version: '1.0', isSameMoment: true, ip: '127.0.0.1' });
    expect(application.completedSteps).toEqual(['business', 'premises', 'licences', 'documents', 'bank', 'review']);
    expect(application.events.map((event) => event.toStatus)).toEqual(['draft', 'submitted']);

    const locked = await f.put(user, 'premises', f.premises({ addressLine1: '28, Sampige Road' }));
    expect(locked.statusCode).toBe(409);
    expect((await f.mine(user))?.premises.addressLine1).toBe('27, Sampige Road');
  });

  it('refuses a GSTIN another open application has, and one a store on DawaNow has', async () => {
    const first = await f.readyApplicant();
    expect((await f.submit(first)).statusCode).toBe(200);
    const gstin = (await f.mine(first))?.business.gstin;
    const pan = gstin?.slice(2, 12);
    const second = await f.readyApplicant({ business: { pan, gstin } });
    const res = await f.submit(second);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('Another application with this GSTIN is being reviewed');
    expect((await f.mine(second))?.status).toBe('draft');

    const existing = f.business();
    await createStore(t.app, 'Existing Pharmacy', { gstin: existing.gstin });
    const third = await f.readyApplicant({ business: existing });
    const refused = await f.submit(third);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('A pharmacy with this GSTIN is already on DawaNow');
  });

  it('refuses a drug licence number another open application has', async () => {
    const first = await f.readyApplicant({ licences: { form20: { number: 'KA-DUP-20-1', validUntil: f.inAYear } } });
    expect((await f.submit(first)).statusCode).toBe(200);
    const second = await f.readyApplicant({ licences: { form21: { number: 'KA-DUP-20-1', validUntil: f.inAYear } } });
    const res = await f.submit(second);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('one of these drug licence numbers');
  });

  it('refuses a wholesale licence number another open application holds', async () => {
    const first = await wholesaler('KA-W20B-DUP-1', 'KA-W21B-DUP-1');
    expect((await f.submit(first)).statusCode).toBe(200);
    const second = await wholesaler('KA-W21B-DUP-1', 'KA-W21B-OWN-2');
    const res = await f.submit(second);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('one of these drug licence numbers');
    expect((await f.mine(second))?.status).toBe('draft');
  });

  it('lets only one of two applications submitted at once with the same wholesale licence number through', async () => {
    // Several pairs at once, each pair sharing a Form 20B number in different columns' company: the window
    // between one's duplicate check and its commit is short, and only many tries make a race likely
    const run = crypto.randomUUID().slice(0, 8).toUpperCase();
    // Made one after another (the fixtures number each applicant's own licences in turn), then sent at once
    const pairs: TestUser[][] = [];
    for (const pair of [1, 2, 3, 4]) {
      pairs.push([
        await wholesaler(`KA-W20B-${run}-${pair}`, `KA-W21B-${run}-${pair}A`),
        await wholesaler(`KA-W21B-${run}-${pair}B`, `KA-W20B-${run}-${pair}`),
      ]);
    }
    const answers = await Promise.all(pairs.flat().map((user) => f.submit(user)));
    for (let pair = 0; pair < pairs.length; pair++) {
      const codes = answers.slice(pair * 2, pair * 2 + 2).map((res) => res.statusCode);
      expect(codes.sort()).toEqual([200, 409]);
    }
  });
});
