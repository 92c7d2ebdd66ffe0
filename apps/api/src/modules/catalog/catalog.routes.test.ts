import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TCategoryList, TCategoryPage } from '@dawanow/shared/catalog';
import type { TProductCard, TProductDetail } from '@dawanow/shared/products';
import { SEARCH_TOTAL_CAP, type TSearchResults, type TSuggestions } from '@dawanow/shared/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemoData: true });
  const [store] = await queryRows<{ id: string }>(
    t.app,
    sql`select id from stores where slug = 'brigade-road-medicals'`,
  );
  storeId = store?.id ?? '';
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const search = (query: string) => get<TSearchResults>(`/api/search?${query}`);
const names = (products: { name: string }[]) => products.map((product) => product.name);

describe('the demo catalogue', () => {
  it('has at least 500 products spread over the categories, none of them Schedule X or NDPS on sale', async () => {
    const [counts] = await queryRows<{ products: number; categories: number; unlistable: number; shelved: number }>(
      t.app,
      sql`select count(*)::int as products, count(distinct category_id)::int as categories,
            count(*) filter (where schedule in ('X', 'NDPS') and is_active)::int as unlistable,
            (select count(*)::int from store_inventory i join products p on p.id = i.product_id
              where p.schedule in ('X', 'NDPS')) as shelved
          from products`,
    );
    expect(counts?.products).toBeGreaterThanOrEqual(500);
    expect(counts?.categories).toBeGreaterThanOrEqual(30);
    expect(counts?.unlistable).toBe(0);
    expect(counts?.shelved).toBe(0);
  });

  it('has the schedules right for drugs that are easy to get wrong', async () => {
    const rows = await queryRows<{ salt: string; schedules: string[] }>(
      t.app,
      sql`select lower(salt->>'name') as salt, array_agg(distinct schedule) as schedules
          from products, jsonb_array_elements(composition) salt
          where lower(salt->>'name') in ('azithromycin', 'alprazolam', 'tramadol', 'zolpidem')
            or (lower(salt->>'name') = 'paracetamol' and jsonb_array_length(composition) = 1)
          group by 1 order by 1`,
    );
    // NDPS Act: alprazolam, zolpidem and tramadol are psychotropic, so recorded but never sold online
    expect(rows).toEqual([
      { salt: 'alprazolam', schedules: ['NDPS'] },
      { salt: 'azithromycin', schedules: ['H'] },
      { salt: 'paracetamol', schedules: ['OTC'] },
      { salt: 'tramadol', schedules: ['NDPS'] },
      { salt: 'zolpidem', schedules: ['NDPS'] },
    ]);
  });

  it('finds no alprazolam, zolpidem or tramadol product: not by search, not by address', async () => {
    for (const q of ['alprax', 'alprazolam', 'zolfresh', 'zolpidem', 'ultracet', 'tramadol']) {
      const { results } = await search(`q=${q}`);
      expect(
        results.filter((product) => /alpra|zol|tramadol|ultracet/i.test(product.name)),
        q,
      ).toEqual([]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/products/alprax-0-25-tablet' })).statusCode).toBe(404);
  });

  it('reclassifies an existing database: each such product becomes NDPS and inactive, kept for its orders', async () => {
    const migration = readFileSync(
      resolve(import.meta.dirname, '../../../drizzle/0022_ndps_reclassification.sql'),
      'utf8',
    );
    const [before] = await queryRows<{ id: string }>(
      t.app,
      sql`update products set schedule = 'H1', is_active = true where slug = 'restyl-0-5-tablet' returning id`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/products/restyl-0-5-tablet' })).statusCode).toBe(200);
    await queryRows(t.app, sql.raw(migration));
    const [after] = await queryRows<{ id: string; schedule: string; is_active: boolean }>(
      t.app,
      sql`select id, schedule, is_active from products where slug = 'restyl-0-5-tablet'`,
    );
    expect(after).toEqual({ id: before?.id, schedule: 'NDPS', is_active: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/products/restyl-0-5-tablet' })).statusCode).toBe(404);
  });
});

describe('GET /api/categories', () => {
  it('lists parents before their subcategories, with product counts including subcategories', async () => {
    const { categories } = await get<TCategoryList>('/api/categories');
    const pain = categories.find((category) => category.slug === 'pain-relief');
    const fever = categories.find((category) => category.slug === 'fever-headache');
    expect(fever?.parentId).toBe(pain?.id);
    expect(categories.indexOf(pain as never)).toBeLessThan(categories.indexOf(fever as never));
    expect(pain?.productCount).toBeGreaterThan(fever?.productCount ?? Number.POSITIVE_INFINITY);
  });
});

describe('GET /api/search', () => {
  const topThree = async (q: string) =>
    (await search(`q=${encodeURIComponent(q)}&storeId=${storeId}`)).results.slice(0, 3);

  it.each([
    ['paracetmol', (p: TProductCard) => p.compositionLabel.startsWith('Paracetamol')],
    ['dolo', (p: TProductCard) => p.name === 'Dolo 650 Tablet'],
    ['azithro', (p: TProductCard) => p.compositionLabel.startsWith('Azithromycin')],
    ['vitamin d3', (p: TProductCard) => /d3|cholecalciferol/i.test(`${p.name} ${p.compositionLabel}`)],
    ['pan 40', (p: TProductCard) => p.name === 'Pan 40 Tablet'],
  ])('finds the intended product for "%s" in the top 3', async (q, intended) => {
    const top = await topThree(q);
    expect(top.some(intended), names(top).join(', ')).toBe(true);
  });

  it('shows the selected store’s price and stock on each result', async () => {
    const { results } = await search(`q=dolo&storeId=${storeId}`);
    const dolo = results.find((product) => product.name === 'Dolo 650 Tablet');
    expect(dolo?.offer).toMatchObject({ storeId, stockState: expect.stringMatching(/in_stock|low_stock/) });
    expect(dolo?.offer?.pricePaise).toBeLessThanOrEqual(dolo?.mrpPaise ?? 0);
    const withoutStore = await search('q=dolo');
    expect(withoutStore.results[0]?.offer).toBeNull();
  });

  it('filters by prescription need, category and stock at the store', async () => {
    const rx = await search('q=tablet&rx=rx&pageSize=48');
    expect(rx.results.length).toBeGreaterThan(0);
    expect(rx.results.every((product) => product.rxRequired)).toBe(true);
    const otc = await search('q=tablet&rx=otc&pageSize=48');
    expect(otc.results.every((product) => !product.rxRequired)).toBe(true);

    const { categories } = await get<TCategoryList>('/api/categories');
    const underPain = new Set(
      categories
        .filter(
          (category) =>
            category.slug === 'pain-relief' ||
            category.parentId === categories.find((c) => c.slug === 'pain-relief')?.id,
        )
        .map((category) => category.slug),
    );
    const pain = await search('q=paracetamol&category=pain-relief&pageSize=48');
    expect(pain.results.length).toBeGreaterThan(0);
    expect(pain.results.every((product) => underPain.has(product.category.slug))).toBe(true);

    const inStock = await search(`q=tablet&inStock=true&storeId=${storeId}&pageSize=48`);
    expect(inStock.results.length).toBeGreaterThan(0);
    expect(inStock.results.every((product) => product.offer && product.offer.stockState !== 'out_of_stock')).toBe(true);
  });

  it('sorts by the price the shopper would pay', async () => {
    const { results } = await search(`q=paracetamol&sort=price_asc&storeId=${storeId}&inStock=true&pageSize=48`);
    const prices = results.map((product) => product.offer?.pricePaise ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search('q=paracetamol&sort=price_desc&pageSize=48');
    const mrps = desc.results.map((product) => product.mrpPaise);
    expect(mrps).toEqual([...mrps].sort((a, b) => b - a));
  });

  it('pages through results without repeating any', async () => {
    const first = await search('q=tablet&pageSize=10&page=1');
    const second = await search('q=tablet&pageSize=10&page=2');
    expect(first.total).toBeGreaterThan(20);
    expect(second.total).toBe(first.total);
    const firstIds = new Set(first.results.map((product) => product.id));
    expect(second.results.some((product) => firstIds.has(product.id))).toBe(false);
    const beyond = await search(`q=tablet&pageSize=10&page=${Math.ceil(first.total / 10) + 1}`);
    expect(beyond.results).toEqual([]);
  });

  it('answers empty, blank, symbol-only, hostile and Hindi queries cleanly', async () => {
    for (const q of [
      '',
      '%20%20%20',
      encodeURIComponent('%%% ***'),
      encodeURIComponent("'; drop table products; --"),
    ]) {
      const result = await search(`q=${q}`);
      expect(result.results.every((product) => product.id)).toBe(true);
    }
    expect((await search('q=')).results).toEqual([]);
    expect((await search(`q=${encodeURIComponent('%%% ***')}`)).query).toBe('');
    const fever = await search(`q=${encodeURIComponent('बुखार')}`);
    expect(fever.query).toBe('fever');
    expect(fever.results.length).toBeGreaterThan(0);
    const unknownHindi = await search(`q=${encodeURIComponent('दवाई')}`);
    expect(unknownHindi).toMatchObject({ results: [], notice: expect.stringContaining('English') });
    const [count] = await queryRows<{ n: number }>(t.app, sql`select count(*)::int as n from products`);
    expect(count?.n).toBeGreaterThanOrEqual(500);
  });

  it.each([
    [`q=${'a'.repeat(300)}`, 'Search text can be at most 100 characters'],
    ['q=dolo&page=0', 'page'],
    ['q=dolo&pageSize=1000', 'pageSize'],
    ['q=dolo&sort=cheapest', 'sort'],
    ['q=dolo&storeId=not-a-store', 'storeId'],
    ['q=dolo&category=..%2F..%2Fetc', 'Unknown category'],
    ['q=dolo&inStock=yes', 'inStock'],
    ['q=dolo&inStock=true', 'Choose a delivery location'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(res.body).toContain(message);
  });
});

describe('GET /api/search: what shoppers type (issue 20)', () => {
  const top = async (q: string, count = 3) => (await search(`q=${encodeURIComponent(q)}`)).results.slice(0, count);

  it.each([
    ['dolo650', 'Dolo 650 Tablet'],
    ['telma40', 'Telma 40 Tablet'],
  ])('finds a brand typed into its strength, "%s"', async (q, intended) => {
    expect(names(await top(q, 1))).toEqual([intended]);
  });

  it.each([
    ['dolo 6', 'Dolo 650 Tablet'],
    ['calpol 5', 'Calpol 500 Tablet'],
  ])('completes a strength still being typed, "%s"', async (q, intended) => {
    expect(names(await top(q))).toContain(intended);
  });

  it.each([
    // A wrong first letter
    ['kalpol', (p: TProductCard) => p.brand === 'Calpol'],
    ['krocin', (p: TProductCard) => p.brand === 'Crocin'],
    ['sefixime', (p: TProductCard) => p.compositionLabel === 'Cefixime 200 mg'],
    // The second and third letters swapped
    ['mteformin', (p: TProductCard) => p.compositionLabel.startsWith('Metformin')],
    ['pnatoprazole', (p: TProductCard) => p.compositionLabel.startsWith('Pantoprazole')],
    ['ctefixime', (p: TProductCard) => p.compositionLabel === 'Cefixime 200 mg'],
    // Short words and late swaps, which leave few trigrams in common with the word meant
    ['dloo', (p: TProductCard) => p.brand === 'Dolo'],
    ['clapol', (p: TProductCard) => p.brand === 'Calpol'],
    ['crocni', (p: TProductCard) => p.brand === 'Crocin'],
    // A short word's first letter wrong
    ['zyzal', (p: TProductCard) => p.brand === 'Xyzal'],
  ])('corrects a slip of the thumb, "%s"', async (q, intended) => {
    const found = await top(q);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every(intended), names(found).join(', ')).toBe(true);
  });

  it('puts the salt itself above its combinations: "metformin" and "telmisartan 40"', async () => {
    for (const [q, label] of [
      ['metformin', /^Metformin( \(Extended Release\))? \d+ mg$/],
      ['telmisartan 40', /^Telmisartan 40 mg$/],
    ] as const) {
      const found = await top(q);
      expect(found.map((product) => product.compositionLabel).every((composition) => label.test(composition))).toBe(
        true,
      );
    }
  });

  it('finds the commoner spelling too when a label misspells a salt', async () => {
    await queryRows(
      t.app,
      sql`insert into products (sku, slug, name, manufacturer, composition, composition_key, composition_label,
            dosage_form, pack_size, pack_label, mrp_paise, schedule, hsn_code, gst_rate, category_id)
          select 'test:cetrizine-syrup', 'cetrizine-syrup-test', 'Cetrizine Syrup', manufacturer,
            '[{"name":"Cetrizine","strength":5,"unit":"mg/5 ml"}]', 'cetrizine 5mg/5ml', 'Cetrizine 5 mg/5 ml',
            'syrup', 1, 'bottle of 60 ml', 4500, schedule, hsn_code, gst_rate, category_id
          from products where slug = 'okacet-tablet'`,
    );
    const found = await top('cetrizine', 10);
    expect(names(found)).toContain('Cetrizine Syrup');
    expect(names(found)).toContain('Okacet Tablet');
  });

  it('leaves out the one word no product has alongside the others, and says so', async () => {
    const result = await search(`q=${encodeURIComponent('omron bp monitor')}`);
    expect(result.results.length).toBeGreaterThan(0);
    expect(result.results.every((product) => product.name.startsWith('Omron'))).toBe(true);
    expect(result.notice).toBe('No product matched every word, so we left out “bp”.');
  });

  it("counts a prefix's matches whole when many products hold two of its completions", async () => {
    // 160 products each named by two completions of "zorva": more than one pool allowance of rows, fewer products
    await queryRows(
      t.app,
      sql`insert into products (sku, slug, name, manufacturer, dosage_form, pack_size, pack_label, mrp_paise,
            schedule, hsn_code, gst_rate, category_id)
          select 'test:zorva-' || n, 'zorva-test-' || n, 'Zorvaxa Zorvaxin ' || n, manufacturer, 'tablet', 10,
            'strip of 10', 3000, schedule, hsn_code, gst_rate, category_id
          from products, generate_series(1, 160) n where slug = 'okacet-tablet'`,
    );
    const first = await search('q=zorva&pageSize=48');
    expect(first.total).toBe(160);
    const last = await search('q=zorva&pageSize=48&page=4');
    expect(last.results.length).toBe(160 - 48 * 3);
  });

  it('counts every match of a broad query, and every page it counts has products', async () => {
    const [matching] = await queryRows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from products where is_active and search_vector @@ to_tsquery('simple', 'tablet | tablet:*')`,
    );
    const first = await search('q=tablet&pageSize=48');
    expect(matching?.n).toBeGreaterThan(150);
    expect(first.total).toBe(matching?.n);
    expect(first.totalIsCapped).toBe(false);
    const last = await search(`q=tablet&pageSize=48&page=${Math.ceil(first.total / 48)}`);
    expect(last.results.length).toBe(first.total - 48 * (Math.ceil(first.total / 48) - 1));
  });

  it('counts a broad query up to 1,000 and then says more matched', async () => {
    /** `count` more made-up brands of one salt, named so that only they match "zentocap". */
    const addZentocaps = (from: number, count: number) =>
      queryRows(
        t.app,
        sql`insert into products (sku, slug, name, manufacturer, composition, composition_key, composition_label,
              dosage_form, pack_size, pack_label, mrp_paise, schedule, hsn_code, gst_rate, category_id)
            select 'test:zentocap-' || n, 'zentocap-' || n, 'Zentocap ' || n || ' Tablet', manufacturer, composition,
              composition_key, composition_label, dosage_form, pack_size, pack_label, mrp_paise, schedule, hsn_code,
              gst_rate, category_id
            from products, generate_series(${from}::int, ${from + count - 1}::int) as n where slug = 'dolo-650-tablet'`,
      );
    await addZentocaps(1, SEARCH_TOTAL_CAP);
    const all = await search('q=zentocap&pageSize=48');
    expect([all.total, all.totalIsCapped]).toEqual([SEARCH_TOTAL_CAP, false]);
    // Two words, each in more products than the pool takes: counted beside the page.
    const both = await search(`q=${encodeURIComponent('zentocap tablet')}&pageSize=48`);
    expect([both.total, both.totalIsCapped]).toEqual([SEARCH_TOTAL_CAP, false]);
    // A misspelt word is counted through its correction's postings.
    const misspelt = await search('q=zentocapp&pageSize=48');
    expect([misspelt.notice, misspelt.total, misspelt.totalIsCapped]).toEqual([
      'Showing results for “zentocap”.',
      SEARCH_TOTAL_CAP,
      false,
    ]);
    await addZentocaps(SEARCH_TOTAL_CAP + 1, 1);
    const more = await search('q=zentocap&pageSize=48');
    expect([more.total, more.totalIsCapped]).toEqual([SEARCH_TOTAL_CAP, true]);
    const bothMore = await search(`q=${encodeURIComponent('zentocap tablet')}&pageSize=48`);
    expect([bothMore.total, bothMore.totalIsCapped]).toEqual([SEARCH_TOTAL_CAP, true]);
    const misspeltMore = await search('q=zentocapp&pageSize=48');
    expect([misspeltMore.total, misspeltMore.totalIsCapped]).toEqual([SEARCH_TOTAL_CAP, true]);
    // The last page the count promises is full.
    const last = await search(`q=zentocap&pageSize=40&page=${SEARCH_TOTAL_CAP / 40}`);
    expect(last.results).toHaveLength(40);
  });
});

describe('GET /api/search/suggestions', () => {
  it('suggests products and categories while typing', async () => {
    const dol = await get<TSuggestions>('/api/search/suggestions?q=dol');
    expect(names(dol.products.slice(0, 3))).toContain('Dolo 650 Tablet');
    const diabetes = await get<TSuggestions>('/api/search/suggestions?q=diabetes');
    expect(diabetes.categories.map((category) => category.slug)).toContain('diabetes-care');
    expect((await get<TSuggestions>('/api/search/suggestions?q=')).products).toEqual([]);
  });
});

describe('GET /api/products/:ref', () => {
  it('gives the same product by slug and by id, with the store’s offer and its information', async () => {
    const bySlug = await get<TProductDetail>(`/api/products/dolo-650-tablet?storeId=${storeId}`);
    const byId = await get<TProductDetail>(`/api/products/${bySlug.id}?storeId=${storeId}`);
    expect(byId).toEqual(bySlug);
    expect(bySlug).toMatchObject({
      name: 'Dolo 650 Tablet',
      compositionLabel: 'Paracetamol 650 mg',
      schedule: 'OTC',
      rxRequired: false,
      categoryPath: [{ slug: 'pain-relief' }, { slug: 'fever-headache' }],
    });
    expect(bySlug.uses.length).toBeGreaterThan(10);
    expect(bySlug.offer?.discountPercent).toBe(
      Math.floor(((bySlug.mrpPaise - (bySlug.offer?.pricePaise ?? 0)) * 100) / bySlug.mrpPaise),
    );
  });

  it('lists substitutes with the same salts and strength, cheapest per unit first, with the saving', async () => {
    const dolo = await get<TProductDetail>(`/api/products/dolo-650-tablet?storeId=${storeId}`);
    expect(dolo.substitutes.length).toBeGreaterThanOrEqual(2);
    expect(dolo.substitutes.every((substitute) => substitute.compositionLabel === 'Paracetamol 650 mg')).toBe(true);
    const perUnit = dolo.substitutes.map((substitute) => substitute.unitPricePaise);
    expect(perUnit).toEqual([...perUnit].sort((a, b) => a - b));
    const ownUnit = (dolo.offer?.pricePaise ?? dolo.mrpPaise) / dolo.packSize;
    for (const substitute of dolo.substitutes) {
      expect(substitute.savingPerUnitPaise).toBeCloseTo(ownUnit - substitute.unitPricePaise, 6);
    }
  });

  it('marks H and H1 products as needing a prescription with the schedule’s caution', async () => {
    const pan = await get<TProductDetail>('/api/products/pan-40-tablet');
    expect(pan).toMatchObject({
      schedule: 'H',
      rxRequired: true,
      scheduleNotice: expect.stringContaining('Schedule H'),
    });
  });

  it('answers 404 for unknown and unlisted products, 400 for malformed references', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/no-such-medicine' })).statusCode).toBe(404);
    const [hidden] = await queryRows<{ id: string }>(
      t.app,
      sql`update products set is_active = false, schedule = 'X' where slug = 'dolo-650-tablet' returning id`,
    );
    try {
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${hidden?.id}` })).statusCode).toBe(404);
      expect(names((await search('q=dolo%20650')).results)).not.toContain('Dolo 650 Tablet');
    } finally {
      await queryRows(t.app, sql`update products set is_active = true, schedule = 'OTC' where id = ${hidden?.id}`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/products/Not%20A%20Slug!' })).statusCode).toBe(400);
  });
});

describe('stock rules', () => {
  it('never sells a batch within three months of expiry', async () => {
    const [row] = await queryRows<{ product_id: string }>(
      t.app,
      sql`update inventory_batches set expiry_date = current_date + 30
          where store_id = ${storeId} and product_id = (select id from products where slug = 'dolo-650-tablet')
          returning product_id`,
    );
    const dolo = await get<TProductDetail>(`/api/products/${row?.product_id}?storeId=${storeId}`);
    expect(dolo.offer).toMatchObject({ stockState: 'out_of_stock', maxQuantity: 0, pricePaise: dolo.mrpPaise });
    await queryRows(
      t.app,
      sql`update inventory_batches set expiry_date = current_date + 400 where store_id = ${storeId} and product_id = ${row?.product_id}`,
    );
  });

  it('refuses negative stock, prices above MRP and listing Schedule X', async () => {
    const product = sql`(select id from products where slug = 'dolo-650-tablet')`;
    await expect(
      queryRows(
        t.app,
        sql`update inventory_batches set quantity = -1 where store_id = ${storeId} and product_id = ${product}`,
      ),
    ).rejects.toThrow();
    await expect(
      queryRows(
        t.app,
        sql`update store_inventory set price_paise = (select mrp_paise + 1 from products where slug = 'dolo-650-tablet')
            where store_id = ${storeId} and product_id = ${product}`,
      ),
    ).rejects.toThrow();
    await expect(
      queryRows(t.app, sql`update products set schedule = 'X' where slug = 'dolo-650-tablet'`),
    ).rejects.toThrow();
  });

  it('lowers store prices above a reduced MRP', async () => {
    await queryRows(t.app, sql`update products set mrp_paise = 1000 where slug = 'pan-40-tablet'`);
    const [shelf] = await queryRows<{ above: number }>(
      t.app,
      sql`select count(*)::int as above from store_inventory i join products p on p.id = i.product_id
          where p.slug = 'pan-40-tablet' and i.price_paise > p.mrp_paise`,
    );
    expect(shelf?.above).toBe(0);
  });
});

describe('browsing', () => {
  it('shows popular products the selected store can deliver', async () => {
    const { products } = await get<{ products: TProductCard[] }>(`/api/products/popular?storeId=${storeId}&limit=12`);
    expect(products).toHaveLength(12);
    expect(products.every((product) => product.offer?.stockState !== 'out_of_stock')).toBe(true);
  });

  it('pages a category with its subcategories’ products', async () => {
    const page = await get<TCategoryPage>('/api/categories/pain-relief/products?pageSize=5');
    expect(page.children.map((child) => child.slug)).toEqual(expect.arrayContaining(['fever-headache']));
    expect(page.total).toBe(page.category.productCount);
    expect(page.products).toHaveLength(5);
    const last = await get<TCategoryPage>(
      `/api/categories/pain-relief/products?pageSize=5&page=${Math.ceil(page.total / 5) + 1}`,
    );
    expect(last).toMatchObject({ products: [], total: page.total });
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/nothing-here/products' })).statusCode).toBe(404);
  });
});
