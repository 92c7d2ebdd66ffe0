/**
 * Issue 15: the admin master catalogue. An administrator finds products (inactive ones too) by name, SKU or
 * salt with filters and a CSV; adds and edits them (a save over a newer version is refused); never activates a
 * Schedule X or NDPS product; deactivates one (customers no longer see it); gives it a picture (WebP at three
 * widths, metadata dropped, immutable addresses); imports a CSV after its dry run; and answers the stores'
 * new-product requests with a note the store reads. Every write leaves an audit row; refused input changes
 * nothing.
 */
import type {
  TAdminProductDetail,
  TAdminProductRequest,
  TAdminProductsPage,
  TCatalogImportReport,
} from '@dawanow/shared/admin-catalog';
import type { TProductRequest } from '@dawanow/shared/inventory';
import type { TProductDetail } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCsv, ownRow } from '../../../test/catalog-csv';
import { addStoreMember, as, createStore, createUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let categoryId: string;
let categorySlug: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', firstName: 'Meera' });
  customer = await createUser(t.app);
  categorySlug = `test-${Date.now()}`;
  const [category] = await queryRows<{ id: string }>(
    t.app,
    sql`insert into categories (slug, name) values (${categorySlug}, 'Test medicines') returning id`,
  );
  categoryId = category?.id ?? '';
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));

const product = (overrides: object = {}) => ({
  name: 'Calpol 500 Tablet',
  brand: 'Calpol',
  manufacturer: 'GSK Pharmaceuticals Ltd',
  composition: [{ name: 'Paracetamol', strength: 500, unit: 'mg' }],
  dosageForm: 'tablet',
  packSize: 15,
  packLabel: 'strip of 15 tablets',
  mrpPaise: 1850,
  schedule: 'OTC',
  hsnCode: '30049099',
  gstRate: 5,
  storage: 'room',
  isReturnable: true,
  categoryId,
  description: '**Paracetamol** relieves pain and fever.',
  uses: '',
  sideEffects: '',
  directions: '',
  safetyAdvice: '',
  isActive: true,
  ...overrides,
});

async function create(overrides: object = {}): Promise<TAdminProductDetail> {
  const response = await call(admin, 'POST', '/api/admin/products', product(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAdminProductDetail>();
}
async function detail(id: string): Promise<TAdminProductDetail> {
  const response = await call(admin, 'GET', `/api/admin/products/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminProductDetail>();
}
const patch = (id: string, body: object) => call(admin, 'PATCH', `/api/admin/products/${id}`, body);
async function list(query: string): Promise<TAdminProductsPage> {
  const response = await call(admin, 'GET', `/api/admin/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminProductsPage>();
}
/** What a customer's product page reads. */
const publicProduct = (slug: string) => t.app.inject({ method: 'GET', url: `/api/products/${slug}` });
const productCount = async () =>
  (await queryRows<{ n: number }>(t.app, sql`select count(*)::int as n from products`))[0]?.n;
const auditRows = (subjectType: string, subjectId: string) =>
  queryRows<{
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    reason: string | null;
  }>(
    t.app,
    sql`select action, before, after, reason from admin_audit_log
        where subject_type = ${subjectType} and subject_id = ${subjectId} order by created_at`,
  );

describe('adding and finding products', () => {
  it('adds a product customers see at once, found in the list by name, SKU or salt, and audited', async () => {
    const added = await create({
      name: 'Zentofen 400 Tablet',
      composition: [{ name: 'Zentoprofen', strength: 400, unit: 'mg' }],
    });
    expect(added).toMatchObject({
      name: 'Zentofen 400 Tablet',
      compositionLabel: 'Zentoprofen 400 mg',
      sku: 'admin:zentofen-400-tablet',
      isActive: true,
      version: 1,
      imageUrl: null,
    });
    const seen = await publicProduct(added.slug);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<TProductDetail>().description).toBe('**Paracetamol** relieves pain and fever.');

    for (const q of ['zentofen', 'ZENTOPROFEN', 'admin:zentofen']) {
      expect((await list(`q=${encodeURIComponent(q)}`)).products.map((row) => row.id)).toEqual([added.id]);
    }
    expect((await auditRows('product', added.id)).map((row) => row.action)).toEqual(['product.created']);
  });

  it('filters by schedule, category, status, picture and cold chain, pages by cursor and exports CSV', async () => {
    const cold = await create({ name: 'Frostulin Pen', storage: 'cold_chain', isReturnable: false, schedule: 'H' });
    const recorded = await create({ name: 'Sleepwell NDPS Tablet', schedule: 'NDPS', isActive: false });
    const inCategory = (filters: string) => list(`categoryId=${categoryId}&${filters}`);
    expect((await inCategory('storage=cold_chain')).products.map((row) => row.id)).toEqual([cold.id]);
    expect((await inCategory('schedule=NDPS')).products.map((row) => row.id)).toEqual([recorded.id]);
    expect((await inCategory('status=inactive')).products.map((row) => row.id)).toEqual([recorded.id]);
    expect((await inCategory('image=with')).products).toEqual([]);
    const all = (await inCategory('image=without')).products;
    expect(all.length).toBeGreaterThanOrEqual(3);

    const first = await inCategory('limit=2');
    expect(first.products).toHaveLength(2);
    const next = await inCategory(`limit=2&cursor=${first.nextCursor}`);
    const ids = [...first.products, ...next.products].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual(all.slice(0, 3).map((row) => row.id));

    const csv = await call(admin, 'GET', `/api/admin/products/export?categoryId=${categoryId}&storage=cold_chain`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('SKU,Name,Manufacturer');
    expect(csv.body).toContain('Frostulin Pen');
    expect(csv.body).not.toContain('Sleepwell');
  });

  it('refuses hostile and wrong input with a clear 4xx and stores nothing', async () => {
    const before = await productCount();
    const refusals: [object, string][] = [
      [{ name: 'A'.repeat(10_000) }, 'name'],
      [{ mrpPaise: -500 }, 'mrpPaise'],
      [{ mrpPaise: 0 }, 'mrpPaise'],
      [{ gstRate: 7 }, 'gstRate'],
      [{ hsnCode: 'ABCD' }, 'hsnCode'],
      [{ composition: [{ name: '<script>', strength: 5, unit: 'mg' }] }, 'composition'],
      [{ storage: 'cold_chain', isReturnable: true }, 'isReturnable'],
      [{ schedule: 'X', isActive: true }, 'isActive'],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'categoryId'],
    ];
    for (const [overrides, field] of refusals) {
      const response = await call(admin, 'POST', '/api/admin/products', product(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json().error.details), field).toContain(field);
    }
    expect(await productCount()).toBe(before);

    // Markup and SQL are text: stored as typed (the web app shows them escaped), and searched as text
    const odd = await create({ name: "<script>alert(1)</script> Robert'); DROP TABLE products;--" });
    expect((await detail(odd.id)).name).toBe("<script>alert(1)</script> Robert'); DROP TABLE products;--");
    const found = await list(`q=${encodeURIComponent("'); DROP TABLE products;--")}`);
    expect(found.products.map((row) => row.id)).toEqual([odd.id]);
    expect((await list('q=%25')).products.every((row) => row.name.includes('%') || row.sku.includes('%'))).toBe(true);
    expect((await call(customer, 'GET', '/api/admin/products')).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/admin/products', product())).statusCode).toBe(401);
  });
});

describe('editing', () => {
  it('saves an edit, raising the version, and refuses a later save made on the old version', async () => {
    const added = await create({ name: 'Versionol Tablet' });
    const first = await patch(added.id, {
      version: added.version,
      mrpPaise: 2100,
      composition: [
        { name: 'Paracetamol', strength: 500, unit: 'mg' },
        { name: 'Caffeine', strength: 30, unit: 'mg' },
      ],
      reason: 'New label',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TAdminProductDetail>()).toMatchObject({
      mrpPaise: 2100,
      compositionLabel: 'Paracetamol 500 mg + Caffeine 30 mg',
      version: 2,
    });
    const stale = await patch(added.id, { version: added.version, mrpPaise: 1500 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'RECORD_CHANGED', details: { version: 2 } });
    expect(stale.json().error.message).toContain('changed this product since you opened it');
    expect((await detail(added.id)).mrpPaise).toBe(2100);
    const [row] = await queryRows<{ composition_key: string }>(
      t.app,
      sql`select composition_key from products where id = ${added.id}`,
    );
    expect(row?.composition_key).toBe('caffeine 30mg+paracetamol 500mg');
    expect((await auditRows('product', added.id)).at(-1)).toMatchObject({
      action: 'product.updated',
      before: { mrpPaise: 1850, composition: 'Paracetamol 500 mg' },
      after: { mrpPaise: 2100, composition: 'Paracetamol 500 mg + Caffeine 30 mg' },
      reason: 'New label',
    });
  });

  it('deactivates a product: customers no longer find it, and the audit says so', async () => {
    const added = await create({ name: 'Retirol Tablet' });
    const response = await patch(added.id, { version: added.version, isActive: false, reason: 'Discontinued' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicProduct(added.slug)).statusCode).toBe(404);
    expect((await auditRows('product', added.id)).at(-1)).toMatchObject({
      action: 'product.deactivated',
      reason: 'Discontinued',
    });
    expect((await list(`q=retirol&status=inactive`)).products.map((row) => row.id)).toEqual([added.id]);
  });

  it('never activates a Schedule X or NDPS product, however asked', async () => {
    const recorded = await create({ name: 'Nightcalm NDPS Tablet', schedule: 'NDPS', isActive: false });
    const activate = await patch(recorded.id, { version: recorded.version, isActive: true });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().error.message).toContain('never sold online');
    const listed = await create({ name: 'Dayease Tablet' });
    const toX = await patch(listed.id, { version: listed.version, schedule: 'X' });
    expect(toX.statusCode).toBe(409);
    expect((await detail(listed.id)).schedule).toBe('OTC');
    expect((await detail(recorded.id)).isActive).toBe(false);
    // Reclassified and deactivated in the same save is what the law asks
    const both = await patch(listed.id, { version: listed.version, schedule: 'NDPS', isActive: false });
    expect(both.statusCode, both.body).toBe(200);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await call(admin, 'GET', '/api/admin/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/products/not-an-id')).statusCode).toBe(400);
  });
});

describe('the picture', () => {
  const png = () =>
    sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a7' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Camera Owner' } } })
      .png()
      .toBuffer();
  const upload = (user: TestUser, id: string, bytes: Buffer, name = 'pack.png', type = 'image/png') =>
    t.app.inject(
      as(user, {
        method: 'POST',
        url: `/api/admin/products/${id}/image`,
        ...multipart({}, [{ name, type, bytes, field: 'image' }]),
      }),
    );

  it('stores WebP at three widths without metadata, served immutable and shown to customers', async () => {
    const added = await create({ name: 'Pictura Tablet' });
    const first = await upload(admin, added.id, await png());
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json<TAdminProductDetail>().imageUrl ?? '';
    expect(url).toMatch(/^\/api\/product-images\/[0-9a-f]{32}-640\.webp$/);
    for (const width of [320, 640, 1280]) {
      const served = await t.app.inject({ method: 'GET', url: url.replace('-640.webp', `-${width}.webp`) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
    }
    expect((await publicProduct(added.slug)).json<TProductDetail>().images).toEqual([url]);
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=pictura' });
    expect(search.json().results.find((row: { id: string }) => row.id === added.id)?.imageUrl).toBe(url);

    const second = await upload(
      admin,
      added.id,
      await sharp(await png())
        .negate()
        .png()
        .toBuffer(),
    );
    const secondUrl = second.json<TAdminProductDetail>().imageUrl;
    expect(secondUrl).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await auditRows('product', added.id)).at(-1)).toMatchObject({
      action: 'product.image_changed',
      before: { imageUrl: url },
      after: { imageUrl: secondUrl },
    });
  });

  it('refuses an EXE named .png, a file over 5 MB and a missing product, changing nothing', async () => {
    const added = await create({ name: 'Nopic Tablet' });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 0x41)]);
    const refused = await upload(admin, added.id, exe, 'setup.png');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toContain('could not be read');
    expect((await upload(admin, added.id, Buffer.alloc(6 * 1024 * 1024, 1))).statusCode).toBe(413);
    expect((await upload(customer, added.id, await png())).statusCode).toBe(403);
    expect((await upload(admin, '00000000-0000-4000-8000-000000000000', await png())).statusCode).toBe(404);
    expect(await detail(added.id)).toMatchObject({ imageUrl: null, version: 1 });
    expect(await auditRows('product', added.id)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/product-images/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/product-images/nope.webp' })).statusCode).toBe(400);
  });
});

describe('CSV import', () => {
  const row = (sku: string, name: string, extra: Record<string, string> = {}) =>
    ownRow({ sku, name, category: categorySlug, ...extra });
  const importCsv = (csv: string, apply: boolean) => call(admin, 'POST', '/api/admin/products/import', { csv, apply });

  it('reports a dry run without writing, then imports the same file and audits it', async () => {
    const csv = ownCsv(
      row('UI-001', 'Importol 650 Tablet'),
      row('UI-002', 'Importol Bad MRP', { mrp: '-4' }),
      row('UI-003', 'Importol NDPS Tablet', { schedule: 'NDPS' }),
      row('UI-004', 'Importol Lost', { category: 'no-such-category' }),
    );
    const before = await productCount();
    const dry = await importCsv(csv, false);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json<TCatalogImportReport>()).toMatchObject({
      applied: false,
      format: 'dawanow',
      inserted: 2,
      updated: 0,
      recordedInactive: 1,
      bad: [
        { line: 3, reason: 'mrp: MRP must be above ₹0' },
        { line: 5, reason: 'unknown category "no-such-category"' },
      ],
    });
    expect(await productCount()).toBe(before);

    const applied = await importCsv(csv, true);
    expect(applied.json<TCatalogImportReport>()).toMatchObject({ applied: true, inserted: 2 });
    expect(await productCount()).toBe((before ?? 0) + 2);
    expect((await list('q=ui-00')).products.map((row) => [row.sku, row.isActive])).toEqual(
      expect.arrayContaining([
        ['UI-001', true],
        ['UI-003', false],
      ]),
    );
    const [entry] = await queryRows<{ after: Record<string, unknown> }>(
      t.app,
      sql`select after from admin_audit_log where action = 'product.imported' order by created_at desc limit 1`,
    );
    expect(entry?.after).toMatchObject({ inserted: 2, badLines: 2 });
  });

  it('refuses a file that is not a catalogue CSV, importing nothing', async () => {
    const response = await importCsv('name,price\nDolo,30\n', true);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Unknown columns');
    expect((await importCsv('', false)).statusCode).toBe(400);
  });
});

describe('new-product requests', () => {
  let storeId: string;
  let owner: TestUser;
  beforeAll(async () => {
    storeId = await createStore(t.app, 'Request Pharmacy');
    owner = await createUser(t.app);
    await addStoreMember(t.app, storeId, owner.id, 'owner');
  });
  const ask = async (name: string) => {
    const response = await call(owner, 'POST', `/api/stores/${storeId}/product-requests`, {
      name,
      manufacturer: 'Local Labs',
      composition: 'Cetirizine 10 mg',
      packLabel: 'strip of 10 tablets',
      mrpPaise: 2500,
      schedule: 'OTC',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TProductRequest>();
  };
  const storeView = async (id: string) => {
    const response = await call(owner, 'GET', `/api/stores/${storeId}/product-requests`);
    return response.json<{ requests: TProductRequest[] }>().requests.find((request) => request.id === id);
  };

  it('lists pending requests, asks for changes and declines, each with a note the store reads', async () => {
    const unclear = await ask('Cetrilocal Tablet');
    const duplicate = await ask('Cetrilocal Twin Tablet');
    const queue = await call(admin, 'GET', '/api/admin/product-requests');
    expect(queue.json<{ requests: TAdminProductRequest[] }>().requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: unclear.id, storeName: 'Request Pharmacy', status: 'pending' }),
      ]),
    );
    const changes = await call(admin, 'POST', `/api/admin/product-requests/${unclear.id}/request-changes`, {
      note: 'Send a photo of the strip showing the composition',
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(await storeView(unclear.id)).toMatchObject({
      status: 'changes_requested',
      reviewNote: 'Send a photo of the strip showing the composition',
    });
    const rejected = await call(admin, 'POST', `/api/admin/product-requests/${duplicate.id}/reject`, {
      note: 'Already in the catalogue as Cetzine 10',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await storeView(duplicate.id)).toMatchObject({
      status: 'rejected',
      reviewNote: 'Already in the catalogue as Cetzine 10',
    });
    // Decided once: a second answer is refused, and a note is required
    const again = await call(admin, 'POST', `/api/admin/product-requests/${duplicate.id}/reject`, {
      note: 'Again, no',
    });
    expect(again.statusCode).toBe(409);
    const other = await ask('Cetrilocal Third Tablet');
    expect((await call(admin, 'POST', `/api/admin/product-requests/${other.id}/reject`, { note: '' })).statusCode).toBe(
      400,
    );
    expect((await auditRows('product_request', duplicate.id)).map((row) => [row.action, row.reason])).toEqual([
      ['product_request.rejected', 'Already in the catalogue as Cetzine 10'],
    ]);
  });

  it('approves a request into the catalogue as corrected by the administrator, linked for the store', async () => {
    const request = await ask('Cetrifresh Tablet');
    const response = await call(admin, 'POST', `/api/admin/product-requests/${request.id}/approve`, {
      product: product({
        name: 'Cetrifresh 10 Tablet',
        composition: [{ name: 'Cetirizine', strength: 10, unit: 'mg' }],
        mrpPaise: 2500,
      }),
      note: 'Added with the strength in the name',
    });
    expect(response.statusCode, response.body).toBe(200);
    const approved = response.json<TAdminProductRequest>();
    expect(approved.status).toBe('approved');
    expect(await storeView(request.id)).toMatchObject({
      status: 'approved',
      productSlug: 'cetrifresh-10-tablet',
      reviewNote: 'Added with the strength in the name',
    });
    expect((await publicProduct('cetrifresh-10-tablet')).statusCode).toBe(200);
    expect((await auditRows('product_request', request.id)).map((row) => row.action)).toEqual([
      'product_request.approved',
    ]);
    expect((await auditRows('product', approved.productId ?? '')).map((row) => row.action)).toEqual([
      'product.created',
    ]);
  });
});
