import type { TCategoryPage } from '@dawanow/shared/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../../test/test-app';
import { janAushadhiCategory } from './seed-steps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemoData: true });
});
afterAll(async () => {
  await t.close();
});

async function janAushadhiPage(): Promise<TCategoryPage> {
  const res = await t.app.inject({ method: 'GET', url: '/api/categories/jan-aushadhi/products?pageSize=48' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TCategoryPage;
}

describe('the Jan Aushadhi category (issue 17)', () => {
  it('lists the Jan Aushadhi generics of the demo catalogue', async () => {
    const page = await janAushadhiPage();
    expect(page.total).toBeGreaterThanOrEqual(100);
    expect(page.category.productCount).toBe(page.total);
    expect(page.products.every((product) => product.manufacturer === 'PMBI (Jan Aushadhi)')).toBe(true);
  });

  it('moves them there in a database seeded before, leaving products an administrator has edited', async () => {
    await queryRows(
      t.app,
      sql`update products set category_id = (select id from categories where slug = 'fever-headache'),
            version = case when slug = 'paracetamol-500-mg-tablet-jan-aushadhi' then 2 else 1 end
          where slug in ('paracetamol-650-mg-tablet-jan-aushadhi', 'paracetamol-500-mg-tablet-jan-aushadhi')`,
    );
    const before = (await janAushadhiPage()).total;
    await t.app.database.db.transaction((tx) => janAushadhiCategory.run(tx));
    await t.app.readCache.settle();
    const rows = await queryRows<{ slug: string; category: string }>(
      t.app,
      sql`select p.slug, c.slug as category from products p join categories c on c.id = p.category_id
          where p.slug like 'paracetamol-%-mg-tablet-jan-aushadhi' order by p.slug`,
    );
    expect(rows).toEqual([
      { slug: 'paracetamol-500-mg-tablet-jan-aushadhi', category: 'fever-headache' },
      { slug: 'paracetamol-650-mg-tablet-jan-aushadhi', category: 'jan-aushadhi' },
    ]);
    expect((await janAushadhiPage()).total).toBe(before + 1);
  });
});
