import type { TAdminDashboard } from '@dawanow/shared/admin-dashboard';
import type { TAdminStoreApplicationDetail, TAdminStoreApplicationPage } from '@dawanow/shared/store-applications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createStoreApplication, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';
import { demoStoreApplications } from '../../db/seed/demo-store-applications';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', firstName: 'Meera' });
  customer = await createUser(t.app);
  // The demo's four: under review (9 days), submitted (1 day), resubmitted (3 days), a draft
  await t.app.database.db.transaction((tx) => demoStoreApplications.run(tx));
});
afterAll(() => t.close());

const get = (url: string, user: TestUser | null = admin) => t.app.inject(as(user, { method: 'GET', url }));
const list = async (query = '') => {
  const res = await get(`/api/admin/store-applications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TAdminStoreApplicationPage>();
};
const names = (page: TAdminStoreApplicationPage) => page.applications.map((row) => row.tradeName);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const idOf = async (tradeName: string) =>
  (await list('?status=draft')).applications.find((row) => row.tradeName === tradeName)?.id ??
  (await list('?status=any&sort=newest')).applications.find((row) => row.tradeName === tradeName)?.id ??
  '';

describe('GET /api/admin/store-applications', () => {
  it('lists the review queue by default, whoever has waited longest first, without drafts', async () => {
    const page = await list();
    expect(names(page)).toEqual(['Sahyadri Medicos', 'Anna Nagar Family Pharmacy', 'Charminar Health Point']);
    expect(page.applications.map((row) => row.status)).toEqual(['under_review', 'resubmitted', 'submitted']);
    expect(page.applications[0]).toMatchObject({
      legalName: 'Sahyadri Healthcare (demo)',
      gstin: '27ABSFS4521K1ZN',
      city: 'Pune',
      applicantName: 'Sachin Kulkarni',
    });
    expect(names(await list('?sort=newest'))).toEqual([
      'Charminar Health Point',
      'Anna Nagar Family Pharmacy',
      'Sahyadri Medicos',
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('shows drafts only when asked for, and one state at a time', async () => {
    expect(names(await list('?status=draft'))).toEqual(['Salt Lake Medicare']);
    expect(names(await list('?status=any'))).not.toContain('Salt Lake Medicare');
    expect(names(await list('?status=resubmitted'))).toEqual(['Anna Nagar Family Pharmacy']);
    expect(names(await list('?status=approved'))).toEqual([]);
  });

  it('filters by city, by days waiting and by part of a name or GSTIN', async () => {
    expect(names(await list('?city=Chennai'))).toEqual(['Anna Nagar Family Pharmacy']);
    expect(names(await list('?city=chennai'))).toEqual([]);
    expect(names(await list('?waitingDays=5'))).toEqual(['Sahyadri Medicos']);
    expect(names(await list('?waitingDays=2'))).toEqual(['Sahyadri Medicos', 'Anna Nagar Family Pharmacy']);
    expect(names(await list('?q=charminar'))).toEqual(['Charminar Health Point']);
    expect(names(await list('?q=private%20limited'))).toEqual(['Anna Nagar Family Pharmacy']);
    expect(names(await list('?q=36bkqpf'))).toEqual(['Charminar Health Point']);
    expect(names(await list('?q=salt&status=draft'))).toEqual(['Salt Lake Medicare']);
  });

  it('offers the cities the applications name', async () => {
    const res = await get('/api/admin/store-applications/cities');
    expect(res.statusCode).toBe(200);
    expect(res.json().cities).toEqual(['Chennai', 'Hyderabad', 'Kolkata', 'Pune']);
  });

  it('pages by keyset in both orders, each application once, ties on time ordered by id', async () => {
    const applicant = await createUser(t.app);
    const sameTime = daysAgo(4);
    const ids: string[] = [];
    for (const [index, at] of [daysAgo(6), sameTime, sameTime, sameTime, daysAgo(1), daysAgo(0.5)].entries()) {
      ids.push(
        // Each by an applicant of its own: an account has one undecided application at a time (issue 18)
        await createStoreApplication(t.app, index === 0 ? applicant.id : (await createUser(t.app)).id, {
          city: 'Mysuru',
          submittedAt: at,
          status: index % 2 ? 'submitted' : 'under_review',
        }),
      );
    }
    const expected = (
      await queryRows<{ id: string }>(
        t.app,
        sql`select id::text from store_applications where city = 'Mysuru' order by queued_at, id`,
      )
    ).map((row) => row.id);
    expect(expected.sort()).toEqual([...ids].sort());
    for (const sort of ['oldest', 'newest'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: TAdminStoreApplicationPage = await list(
          `?city=Mysuru&limit=2&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.applications.length).toBeLessThanOrEqual(2);
        seen.push(...page.applications.map((row) => row.id));
        cursor = page.nextCursor;
      } while (cursor);
      const ordered = (
        await queryRows<{ id: string }>(
          t.app,
          sql`select id::text from store_applications where city = 'Mysuru' order by queued_at, id`,
        )
      ).map((row) => row.id);
      expect(seen).toEqual(sort === 'oldest' ? ordered : [...ordered].reverse());
    }
  });

  it('answers privately, to administrators only', async () => {
    const res = await get('/api/admin/store-applications');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/admin/store-applications', customer)).statusCode).toBe(403);
    expect((await get('/api/admin/store-applications', null)).statusCode).toBe(401);
    expect((await get('/api/admin/store-applications/export', customer)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown state', '?status=deleted'],
    ['days below one', '?waitingDays=0'],
    ['days that are not a number', '?waitingDays=abc'],
    ['too many days', '?waitingDays=100000'],
    ['a cursor of another shape', '?cursor=1%27%3B%20drop%20table%20store_applications'],
    ['a cursor with a short id', '?cursor=123_abc'],
    ['a page too large', '?limit=1000'],
    ['an unknown sort', '?sort=legal_name'],
    ['a control character', '?q=%1B%5B31m'],
    ['a search too long', `?q=${'a'.repeat(101)}`],
  ])('refuses %s with 400 in the error shape', async (_what, query) => {
    const res = await get(`/api/admin/store-applications${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('takes a search as text: wildcards and quotes match themselves', async () => {
    expect(names(await list('?q=%25'))).toEqual([]);
    expect(names(await list('?q=_'))).toEqual([]);
    expect(names(await list(`?q=${encodeURIComponent("' or 1=1 --")}`))).toEqual([]);
    expect(names(await list(`?q=${encodeURIComponent('<script>alert(1)</script>')}`))).toEqual([]);
  });
});

describe('GET /api/admin/store-applications/export', () => {
  it('exports the same view as CSV, formula-looking cells kept as text', async () => {
    const applicant = await createUser(t.app);
    await createStoreApplication(t.app, applicant.id, {
      city: 'Mangaluru',
      legalName: '=HYPERLINK("http://evil.example")',
      tradeName: 'Kadri Medicals',
    });
    const res = await get('/api/admin/store-applications/export?city=Mangaluru');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="store-applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Submitted (IST),State,Trade name,Legal name,GSTIN,City,Applicant');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Kadri Medicals');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('2030-03-31');

    const queue = await get('/api/admin/store-applications/export');
    expect(queue.body).toContain('Sahyadri Medicos');
    expect(queue.body).not.toContain('Salt Lake Medicare');
    expect((await get('/api/admin/store-applications/export?status=nope')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/store-applications/:applicationId', () => {
  it('shows every field, the applicant and what happened to it', async () => {
    const res = await get(`/api/admin/store-applications/${await idOf('Anna Nagar Family Pharmacy')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const detail = res.json<TAdminStoreApplicationDetail>();
    expect(detail).toMatchObject({
      status: 'resubmitted',
      applicant: {
        name: 'Lakshmi Narayanan',
        email: 'applicant.chennai@demo.dawanow.in',
        phone: '+919840066666',
      },
      business: {
        businessType: 'company',
        legalName: 'Anna Nagar Family Pharmacy Private Limited (demo)',
        pan: 'AAKCA6120R',
        gstin: '33AAKCA6120R1ZF',
      },
      premises: { city: 'Chennai', state: 'Tamil Nadu', postalCode: '600040', latitude: 13.0878 },
      pharmacist: { name: 'Priya Raghavan', registrationNumber: 'TNPC/47190' },
      agreement: { version: '1.0' },
      decisionNote: "Please upload a clearer copy of the pharmacist's registration certificate.",
      decidedAt: null,
    });
    expect(detail.premises.weeklyHours?.mon).toEqual([{ open: '00:00', close: '24:00' }]);
    expect(detail.licences.map((licence) => licence.form)).toEqual(['20', '21']);
    expect(detail.events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, 'draft'],
      ['draft', 'submitted'],
      ['submitted', 'under_review'],
      ['under_review', 'changes_requested'],
      ['changes_requested', 'resubmitted'],
    ]);
    expect(detail.events[0]?.actorName).toBe('Lakshmi Narayanan');
    expect(detail.events[3]?.fieldNotes).toEqual({
      pharmacistRegistrationNumber: 'The number on the certificate could not be read; upload a clearer copy.',
    });
  });

  it('lists wholesale licences when held, and a draft with its empty fields', async () => {
    const pune = (await get(`/api/admin/store-applications/${await idOf('Sahyadri Medicos')}`)).json();
    expect(pune.licences.map((licence: { form: string }) => licence.form)).toEqual(['20', '21', '20B', '21B']);
    const draft = (await get(`/api/admin/store-applications/${await idOf('Salt Lake Medicare')}`)).json();
    expect(draft).toMatchObject({
      status: 'draft',
      submittedAt: null,
      premises: { addressLine1: null, weeklyHours: null },
      licences: [
        { form: '20', number: null, validUntil: null },
        { form: '21', number: null, validUntil: null },
      ],
      agreement: { version: null, acceptedAt: null, ipAddress: null },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get('/api/admin/store-applications/6f1c2a52-33a4-4b6e-9a53-2f4d1c0b9e77');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    for (const bad of ['not-a-uuid', '1%20or%201%3D1', '6f1c2a52-33a4-4b6e-9a53-2f4d1c0b9e7']) {
      const res = await get(`/api/admin/store-applications/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the table issue 18 fills', () => {
  const insert = (values: Record<string, unknown>) =>
    createUser(t.app).then((user) => createStoreApplication(t.app, user.id, values));

  it('keeps a submitted application complete, and lets a draft be empty', async () => {
    await expect(insert({ status: 'submitted', pan: null })).rejects.toThrow();
    await expect(insert({ status: 'draft', pan: null, submittedAt: null, city: 'Mysuru' })).resolves.toBeTruthy();
    await expect(insert({ status: 'approved' })).rejects.toThrow();
    await expect(insert({ drugLicenceForm20b: 'KA-BNG-20B-1', drugLicenceForm20bValidUntil: null })).rejects.toThrow();
  });

  it('holds one open application per GSTIN and per drug licence number; drafts and decided ones do not count', async () => {
    const first = { gstin: '29AAAFT9999K1Z0', drugLicenceForm20: 'KA-DUP-20-1' };
    await insert(first);
    await expect(insert({ gstin: first.gstin })).rejects.toThrow();
    await expect(insert({ drugLicenceForm20: first.drugLicenceForm20 })).rejects.toThrow();
    await expect(insert({ ...first, status: 'draft', submittedAt: null })).resolves.toBeTruthy();
    await expect(insert({ ...first, status: 'rejected', decidedAt: new Date() })).resolves.toBeTruthy();
  });
});

describe('the admin dashboard', () => {
  it('counts the applications waiting for review', async () => {
    const before = (await get('/api/admin/dashboard')).json<TAdminDashboard>().storeApplicationsWaiting;
    const queue = await list('?limit=100');
    expect(before).toBe(queue.applications.length);
    await createStoreApplication(t.app, (await createUser(t.app)).id, { status: 'resubmitted' });
    await createStoreApplication(t.app, (await createUser(t.app)).id, { status: 'changes_requested' });
    const after = (await get('/api/admin/dashboard')).json<TAdminDashboard>().storeApplicationsWaiting;
    expect(after - before).toBe(1);
  });
});
