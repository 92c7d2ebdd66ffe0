/**
 * Issue 15: the admin categories screens. An administrator reads the whole tree (hidden ones too, with
 * counts) and its CSV; adds a category, which customers see at once; renames, describes, moves it under
 * another parent (never into a cycle, never three levels deep), reorders siblings, hides and shows it, gives it
 * a picture (re-encoded as WebP, metadata dropped) and deletes it once empty. A save over a newer version is
 * refused. Every write leaves an audit row; refused input changes nothing.
 */

import type { TAdminCategoryDetail, TAdminCategoryTree } from '@dawanow/shared/admin-categories';
import type { TCategoryList } from '@dawanow/shared/catalog';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { createProduct } from '../../../test/order-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', firstName: 'Rohan' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));

async function create(body: object): Promise<TAdminCategoryDetail> {
  const response = await call(admin, 'POST', '/api/admin/categories', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAdminCategoryDetail>();
}
async function detail(id: string): Promise<TAdminCategoryDetail> {
  const response = await call(admin, 'GET', `/api/admin/categories/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminCategoryDetail>();
}
const patch = (id: string, body: object) => call(admin, 'PATCH', `/api/admin/categories/${id}`, body);
async function edited(id: string, body: object): Promise<TAdminCategoryDetail> {
  const version = (await detail(id)).version;
  const response = await patch(id, { version, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminCategoryDetail>();
}
async function tree() {
  const response = await call(admin, 'GET', '/api/admin/categories');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminCategoryTree>().categories;
}
/** What a customer's /medicines reads. */
async function publicCategories() {
  const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
  expect(response.statusCode).toBe(200);
  return response.json<TCategoryList>().categories;
}
const auditRows = (subjectId: string) =>
  queryRows<{
    action: string;
    actor_user_id: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    reason: string | null;
  }>(
    t.app,
    sql`select action, actor_user_id, before, after, reason from admin_audit_log
        where subject_type = 'category' and subject_id = ${subjectId} order by created_at`,
  );
async function fileProductUnder(categoryId: string): Promise<string> {
  const productId = await createProduct(t.app, { name: 'Vicks Test Balm', mrpPaise: 4500 });
  await queryRows(t.app, sql`update products set category_id = ${categoryId} where id = ${productId}`);
  return productId;
}

describe('the tree', () => {
  it('lists every category in tree order with counts, hidden ones included, and as CSV', async () => {
    const top = await create({ name: 'Ayurvedic care' });
    const child = await create({ name: 'Herbal teas', parentId: top.id });
    await fileProductUnder(child.id);
    await edited(child.id, { isActive: false });

    const categories = await tree();
    const topIndex = categories.findIndex((category) => category.id === top.id);
    expect(categories[topIndex]).toMatchObject({ depth: 0, childCount: 1, productCount: 0, isActive: true });
    expect(categories[topIndex + 1]).toMatchObject({ id: child.id, depth: 1, productCount: 1, isActive: false });
    // Every subcategory comes right after its parent's other subcategories
    for (const [index, category] of categories.entries()) {
      if (category.parentId) expect(categories.slice(0, index).some((c) => c.id === category.parentId)).toBe(true);
    }

    const csv = await call(admin, 'GET', '/api/admin/categories/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="dawanow-categories-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csv.body.split('\r\n')[0]).toBe('Category,Parent,Slug,Status,Products,Subcategories,Order');
    expect(csv.body).toContain('Herbal teas,Ayurvedic care,herbal-teas,Hidden,1,0,0');
  });

  it('is for administrators only', async () => {
    expect((await call(null, 'GET', '/api/admin/categories')).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/api/admin/categories')).statusCode).toBe(403);
    expect((await call(customer, 'POST', '/api/admin/categories', { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('adding', () => {
  it('adds a category that customers see on /medicines at once, with a unique slug, audited', async () => {
    const first = await create({ name: 'Monsoon Care', description: 'For the rains', seoTitle: 'Monsoon care online' });
    expect(first).toMatchObject({
      slug: 'monsoon-care',
      parentId: null,
      isActive: true,
      isChronicCare: false,
      version: 1,
    });
    expect((await publicCategories()).find((category) => category.id === first.id)).toMatchObject({
      name: 'Monsoon Care',
      slug: 'monsoon-care',
      description: 'For the rains',
    });
    // The same words under another parent: a slug of its own
    const under = await create({ name: 'Monsoon care!', parentId: first.id, isChronicCare: true });
    expect(under).toMatchObject({ slug: 'monsoon-care-2', isChronicCare: true });
    const last = (await tree()).filter((category) => category.parentId === null).at(-1);
    expect(last?.id).toBe(first.id);

    const [row] = await auditRows(first.id);
    expect(row).toMatchObject({ action: 'category.created', actor_user_id: admin.id, before: null });
    expect(row?.after).toMatchObject({ name: 'Monsoon Care', parent: null, seoTitle: 'Monsoon care online' });
  });

  it('refuses hostile and huge input, a twin name and a third level, and changes nothing', async () => {
    const before = (await tree()).length;
    const parent = await create({ name: 'Newborn corner' });
    const child = await create({ name: 'Diapers', parentId: parent.id });
    for (const body of [
      { name: 'x'.repeat(10_000) },
      { name: '' },
      { name: 'Bell\u0007' },
      { name: 'Tea\u202Eset' },
      { name: 'Ok', description: 'y'.repeat(1001) },
      { name: 'Ok', seoTitle: 't'.repeat(71) },
      { name: 'Ok', parentId: 'not-a-uuid' },
      { name: 'Ok', parentId: '00000000-0000-4000-8000-000000000000' },
      { name: 'Ok', parentId: child.id },
      { name: 'NEWBORN CORNER' },
      { name: "'; drop table categories; --", parentId: 42 },
    ]) {
      const response = await call(admin, 'POST', '/api/admin/categories', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await tree()).length).toBe(before + 2);

    // Markup is kept as the text typed: the API answers JSON, screens render it as text
    const markup = await create({ name: '<script>alert(1)</script>' });
    expect(markup.name).toBe('<script>alert(1)</script>');
    expect(markup.slug).toBe('script-alert-1-script');
    const symbols = await create({ name: '★★★' });
    expect(symbols.slug).toMatch(/^category(-\d+)?$/);
  });
});

describe('editing', () => {
  it('renames, describes and hides with a reason, each audited; hidden ones leave /medicines', async () => {
    const category = await create({ name: 'Summer care' });
    const renamed = await edited(category.id, {
      name: 'Summer essentials',
      seoDescription: 'Sunscreens and ORS',
      reason: 'Clearer name',
    });
    expect(renamed).toMatchObject({ name: 'Summer essentials', slug: 'summer-care', version: 2 });
    const hidden = await edited(category.id, { isActive: false });
    expect(hidden.isActive).toBe(false);
    expect((await publicCategories()).some((c) => c.id === category.id)).toBe(false);
    await edited(category.id, { isActive: true });
    expect((await publicCategories()).find((c) => c.id === category.id)?.name).toBe('Summer essentials');

    const rows = await auditRows(category.id);
    expect(rows.map((row) => row.action)).toEqual([
      'category.created',
      'category.updated',
      'category.updated',
      'category.updated',
    ]);
    expect(rows[1]).toMatchObject({ reason: 'Clearer name' });
    expect(rows[1]?.before).toMatchObject({ name: 'Summer care', seoDescription: '' });
    expect(rows[1]?.after).toMatchObject({ name: 'Summer essentials', seoDescription: 'Sunscreens and ORS' });
    expect(rows[2]?.after).toMatchObject({ isActive: false });
  });

  it('marks a category as daily medicines for refills and unmarks it, audited and shown in the tree', async () => {
    const category = await create({ name: 'Thyroid care' });
    const marked = await edited(category.id, { isChronicCare: true, reason: 'Taken every day' });
    expect(marked).toMatchObject({ isChronicCare: true, version: 2 });
    expect((await tree()).find((c) => c.id === category.id)?.isChronicCare).toBe(true);
    expect((await edited(category.id, { isChronicCare: false })).isChronicCare).toBe(false);
    const rows = await auditRows(category.id);
    expect(rows[1]).toMatchObject({ reason: 'Taken every day' });
    expect(rows[1]?.before).toMatchObject({ isChronicCare: false });
    expect(rows[1]?.after).toMatchObject({ isChronicCare: true });
    expect((await patch(category.id, { version: 3, isChronicCare: 'yes' })).statusCode).toBe(400);
    expect((await detail(category.id)).isChronicCare).toBe(false);
  });

  it('refuses a save over a newer version with 409 and keeps the other change', async () => {
    const category = await create({ name: 'Oral care' });
    const first = await patch(category.id, { version: 1, name: 'Dental care' });
    expect(first.statusCode).toBe(200);
    const stale = await patch(category.id, { version: 1, name: 'Mouth care' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'RECORD_CHANGED', details: { version: 2 } });
    expect(stale.json().error.message).toContain('Someone changed this category since you opened it');
    expect((await detail(category.id)).name).toBe('Dental care');
    expect((await patch(category.id, { name: 'No version' })).statusCode).toBe(400);
  });

  it('moves a category under another parent and refuses cycles and a third level', async () => {
    const vitamins = await create({ name: 'Vitamins' });
    const minerals = await create({ name: 'Minerals' });
    const zinc = await create({ name: 'Zinc', parentId: minerals.id });

    // Minerals has a subcategory, so it stays at the top level
    const withChild = await patch(minerals.id, { version: 1, parentId: vitamins.id });
    expect(withChild.statusCode).toBe(400);
    expect(withChild.json().error.details.fields.parentId).toContain('has subcategories');
    expect((await detail(minerals.id)).parentId).toBeNull();

    const zincMoved = await edited(zinc.id, { parentId: vitamins.id, reason: 'Belongs with vitamins' });
    expect(zincMoved).toMatchObject({ parentId: vitamins.id, parentName: 'Vitamins', depth: 1 });
    expect((await auditRows(zinc.id)).at(-1)).toMatchObject({
      action: 'category.moved',
      before: expect.objectContaining({ parent: 'Minerals' }),
      after: expect.objectContaining({ parent: 'Vitamins' }),
    });

    const version = (await detail(vitamins.id)).version;
    const self = await patch(vitamins.id, { version, parentId: vitamins.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('A category cannot be its own parent.');
    const cycle = await patch(vitamins.id, { version, parentId: zinc.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.message).toContain('cannot go under its own subcategory');
    const tooDeep = await patch(minerals.id, { version: (await detail(minerals.id)).version, parentId: zinc.id });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().error.message).toContain('two levels deep');
    expect((await detail(vitamins.id)).parentId).toBeNull();

    // Back to the top level
    expect((await edited(zinc.id, { parentId: null })).depth).toBe(0);
  });
});

describe('reordering', () => {
  it('moves a category up and down among its siblings only', async () => {
    const parent = await create({ name: 'Skin clinic' });
    const [a, b, c] = [
      await create({ name: 'Acne', parentId: parent.id }),
      await create({ name: 'Burns', parentId: parent.id }),
      await create({ name: 'Cracks', parentId: parent.id }),
    ];
    const order = (categories: TAdminCategoryTree['categories']) =>
      categories.filter((category) => category.parentId === parent.id).map((category) => category.name);

    const up = await call(admin, 'POST', `/api/admin/categories/${c?.id}/move`, { direction: 'up' });
    expect(up.statusCode, up.body).toBe(200);
    expect(order(up.json<TAdminCategoryTree>().categories)).toEqual(['Acne', 'Cracks', 'Burns']);
    await call(admin, 'POST', `/api/admin/categories/${a?.id}/move`, { direction: 'down' });
    expect(order(await tree())).toEqual(['Cracks', 'Acne', 'Burns']);

    const first = await call(admin, 'POST', `/api/admin/categories/${c?.id}/move`, { direction: 'up' });
    expect(first.statusCode).toBe(409);
    expect(first.json().error.message).toBe('“Cracks” is already first.');
    expect((await call(admin, 'POST', `/api/admin/categories/${b?.id}/move`, { direction: 'left' })).statusCode).toBe(
      400,
    );
    expect((await auditRows(c?.id ?? '')).at(-1)).toMatchObject({
      action: 'category.reordered',
      before: { position: 3 },
      after: { position: 2, before: 'Burns' },
    });
    // The public list follows the same order
    expect(
      (await publicCategories()).filter((category) => category.parentId === parent.id).map((category) => category.name),
    ).toEqual(['Cracks', 'Acne', 'Burns']);
  });

  it('keeps every sibling in a distinct place when two administrators reorder at once', async () => {
    const parent = await create({ name: 'First-aid shelf' });
    const children = [];
    for (const name of ['Bandages', 'Antiseptics', 'Gauze', 'Tape']) {
      children.push(await create({ name, parentId: parent.id }));
    }
    await Promise.all(
      children.map((child, index) =>
        call(admin, 'POST', `/api/admin/categories/${child.id}/move`, { direction: index % 2 ? 'up' : 'down' }),
      ),
    );
    const orders = (await tree()).filter((category) => category.parentId === parent.id).map((c) => c.sortOrder);
    expect(new Set(orders).size).toBe(4);
  });
});

describe('the picture', () => {
  const png = () =>
    sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a7' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Camera Owner' } } })
      .png()
      .toBuffer();
  const upload = (user: TestUser, id: string, bytes: Buffer, name = 'picture.png', type = 'image/png') =>
    t.app.inject(
      as(user, {
        method: 'POST',
        url: `/api/admin/categories/${id}/image`,
        ...multipart({}, [{ name, type, bytes, field: 'image' }]),
      }),
    );

  it('re-encodes the picture as WebP without metadata, serves it publicly and replaces the old one', async () => {
    const category = await create({ name: 'Eye care' });
    const first = await upload(admin, category.id, await png());
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<TAdminCategoryDetail>().imageUrl ?? '';
    expect(firstUrl).toMatch(/^\/api\/category-images\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect((await publicCategories()).find((c) => c.id === category.id)?.imageUrl).toBe(firstUrl);

    const second = await upload(admin, category.id, await png());
    const secondUrl = second.json<TAdminCategoryDetail>().imageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await auditRows(category.id)).at(-1)).toMatchObject({
      action: 'category.image_changed',
      before: { imageUrl: firstUrl },
      after: { imageUrl: secondUrl },
    });
  });

  it('refuses an EXE named .png, a file over 5 MB, a non-admin and a missing category', async () => {
    const category = await create({ name: 'Ear care' });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 0x41)]);
    const refused = await upload(admin, category.id, exe, 'setup.png');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toContain('could not be read');
    expect((await upload(admin, category.id, Buffer.alloc(6 * 1024 * 1024, 1))).statusCode).toBe(413);
    expect((await upload(customer, category.id, await png())).statusCode).toBe(403);
    expect((await upload(admin, '00000000-0000-4000-8000-000000000000', await png())).statusCode).toBe(404);
    expect((await detail(category.id)).imageUrl).toBeNull();
    expect(await auditRows(category.id)).toHaveLength(1);
  });
});

describe('deleting', () => {
  it('deletes an empty category with a reason and refuses one with products or subcategories', async () => {
    const parent = await create({ name: 'Pet care' });
    const child = await create({ name: 'Dog shampoo', parentId: parent.id });
    const remove = (id: string, reason?: string) =>
      call(admin, 'DELETE', `/api/admin/categories/${id}`, reason === undefined ? {} : { reason });

    const withChild = await remove(parent.id, 'No longer sold');
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().error.message).toContain('hide it instead');

    const productId = await fileProductUnder(child.id);
    const withProduct = await remove(child.id, 'No longer sold');
    expect(withProduct.statusCode).toBe(409);
    expect(withProduct.json().error.message).toBe(
      '“Dog shampoo” cannot be deleted. It holds 1 product: hide it instead.',
    );

    await queryRows(t.app, sql`delete from products where id = ${productId}`);
    expect((await remove(child.id)).statusCode).toBe(400);
    expect((await remove(child.id, 'ok')).statusCode).toBe(400);
    const deleted = await remove(child.id, 'Added by mistake');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(admin, 'GET', `/api/admin/categories/${child.id}`)).statusCode).toBe(404);
    expect((await auditRows(child.id)).at(-1)).toMatchObject({
      action: 'category.deleted',
      after: null,
      reason: 'Added by mistake',
      before: expect.objectContaining({ name: 'Dog shampoo', parent: 'Pet care' }),
    });
    expect((await remove(parent.id, 'Empty now')).statusCode).toBe(200);
    expect((await publicCategories()).some((category) => category.id === parent.id)).toBe(false);
  });
});
