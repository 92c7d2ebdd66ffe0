import type { TAdminTestimonialPage } from '@dawanow/shared/admin-testimonials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testimonials } from '../../db/schema/catalog';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  await t.app.database.db.insert(testimonials).values([
    {
      authorName: 'Farah K.',
      city: 'Pune',
      quote: 'Insulin pens arrived cold, in 20 minutes',
      rating: 5,
      status: 'approved',
    },
    {
      authorName: 'Ravi S.',
      city: 'Chennai',
      quote: '=HYPERLINK("http://x") the pharmacist called me back',
      rating: 3,
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = admin) => t.app.inject(as(user, { method: 'GET', url }));

describe('GET /api/admin/testimonials', () => {
  it('lists them whatever their status, by words, status and rating', async () => {
    const all = (await get('/api/admin/testimonials')).json<TAdminTestimonialPage>().testimonials;
    expect(all.map((row) => row.authorName)).toEqual(expect.arrayContaining(['Farah K.', 'Ravi S.']));
    const hidden = (await get('/api/admin/testimonials?status=pending')).json<TAdminTestimonialPage>().testimonials;
    expect(hidden.map((row) => row.authorName)).toContain('Ravi S.');
    expect(hidden.map((row) => row.authorName)).not.toContain('Farah K.');
    const found = (await get('/api/admin/testimonials?q=insulin&rating=5')).json<TAdminTestimonialPage>();
    expect(found.testimonials.map((row) => row.authorName)).toEqual(['Farah K.']);
    expect((await get('/api/admin/testimonials?rating=9')).statusCode).toBe(400);
    expect((await get('/api/admin/testimonials?limit=1')).json<TAdminTestimonialPage>().nextCursor).not.toBeNull();
  });

  it('exports them as CSV with formulas kept as text, for administrators only', async () => {
    const res = await get('/api/admin/testimonials/export?status=pending');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    // A spreadsheet would run a cell starting with "=": it is written as text
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"") the pharmacist called me back"`);
    expect((await get('/api/admin/testimonials', await createUser(t.app))).statusCode).toBe(403);
  });
});
