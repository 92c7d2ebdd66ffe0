import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';
import { seedDatabase } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const rows = await queryRows<{ pages: number; categories: number; settings: number }>(
    t.app,
    sql`
    select (select count(*)::int from content_pages) as pages,
           (select count(*)::int from categories) as categories,
           (select count(*)::int from settings) as settings`,
  );
  return rows[0];
}

describe('seedDatabase', () => {
  it('can run on every start without duplicating, restoring or overwriting anything', async () => {
    await queryRows(t.app, sql`update content_pages set title = 'Edited by admin' where slug = 'terms'`);
    await queryRows(t.app, sql`delete from categories where slug = 'ayurveda'`);
    const before = await counts();
    await seedDatabase(t.app.database.db, { demo: false, gazetteer: false });
    expect(await counts()).toEqual(before);
    const page = (await t.app.inject({ method: 'GET', url: '/api/content/pages/terms' })).json();
    expect(page.title).toBe('Edited by admin');
  });
});
