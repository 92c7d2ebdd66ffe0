import { addDays, indianToday } from '@dawanow/shared/dates';
import type { TInventoryPage, TProductStock, TStockImportResult } from '@dawanow/shared/inventory';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStoreMember, as, createUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { createProduct, shelve, stockOf, useOrderWorld } from '../../../test/order-fixtures';

const setup = useOrderWorld('store-inventory');
const today = indianToday();
const inDays = (days: number) => addDays(today, days);

let manager: TestUser;
let staff: TestUser;
beforeAll(async () => {
  manager = await createUser(setup.app, { firstName: 'Meera' });
  staff = await createUser(setup.app, { firstName: 'Suresh' });
  await addStoreMember(setup.app, setup.world.storeA, manager.id, 'manager');
  await addStoreMember(setup.app, setup.world.storeA, staff.id, 'staff');
});

const storeUrl = (path: string, storeId = setup.world.storeA) => `/api/stores/${storeId}${path}`;

function call(user: TestUser, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, storeId?: string) {
  return setup.app.inject(as(user, { method, url: storeUrl(path, storeId), ...(payload ? { payload } : {}) }));
}

async function list(query: string, user: TestUser = staff): Promise<TInventoryPage> {
  const res = await call(user, 'GET', `/inventory?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TInventoryPage>();
}

async function productStock(productId: string): Promise<TProductStock> {
  const res = await call(staff, 'GET', `/inventory/${productId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TProductStock>();
}

async function importCsv(csv: string, dryRun: boolean, user: TestUser = manager) {
  return call(user, 'POST', '/inventory/import', { csv, dryRun });
}

/** A product on store A's shelf only, with the given batches. */
async function stocked(
  name: string,
  batches: { batch: string; stock: number; expiry: string }[],
  values: { mrpPaise?: number; pricePaise?: number; schedule?: 'H' | 'OTC' } = {},
) {
  const productId = await createProduct(setup.app, {
    name,
    mrpPaise: values.mrpPaise ?? 5000,
    ...(values.schedule ? { schedule: values.schedule } : {}),
  });
  for (const batch of batches) {
    await shelve(setup.app, setup.world.storeA, productId, { pricePaise: values.pricePaise ?? 4500, ...batch });
  }
  return productId;
}

async function skuOf(productId: string): Promise<string> {
  const result = await setup.app.database.db.execute(sql`select sku from products where id = ${productId}`);
  return (result as unknown as { rows: { sku: string }[] }).rows[0]?.sku ?? '';
}

describe('the inventory list', () => {
  let low: string;
  let out: string;
  let nearExpiry: string;
  let expired: string;
  let rx: string;
  beforeAll(async () => {
    low = await stocked('Lowcal Syrup', [{ batch: 'L1', stock: 4, expiry: inDays(400) }]);
    out = await stocked('Outra Gel', [{ batch: 'O1', stock: 0, expiry: inDays(400) }]);
    nearExpiry = await stocked('Nearex Drops', [
      { batch: 'N1', stock: 6, expiry: inDays(30) },
      { batch: 'N2', stock: 40, expiry: inDays(500) },
    ]);
    expired = await stocked('Expira Cream', [{ batch: 'E1', stock: 3, expiry: inDays(-5) }]);
    rx = await stocked('Rxamycin 250 Capsule', [{ batch: 'R1', stock: 25, expiry: inDays(300) }], { schedule: 'H' });
  });

  it('shows each product with sellable and total units, nearest expiry and state', async () => {
    const page = await list('q=nearex');
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      productId: nearExpiry,
      name: 'Nearex Drops',
      sellableUnits: 40,
      totalUnits: 46,
      nearExpiryUnits: 6,
      expiredUnits: 0,
      nearestExpiry: inDays(30),
      batchCount: 2,
      state: 'in-stock',
      pricePaise: 4500,
      mrpPaise: 5000,
    });
  });

  it('filters low stock, out of stock, near expiry, expired and prescription medicines', async () => {
    const ids = async (query: string) => (await list(`${query}&pageSize=100`)).items.map((item) => item.productId);
    expect(await ids('filter=low-stock')).toContain(low);
    expect(await ids('filter=low-stock')).not.toContain(out);
    expect(await ids('filter=out-of-stock')).toEqual(expect.arrayContaining([out, expired]));
    expect(await ids('filter=out-of-stock')).not.toContain(low);
    expect(await ids('filter=near-expiry')).toEqual(expect.arrayContaining([nearExpiry, expired]));
    expect(await ids('filter=expired')).toEqual([expired]);
    expect(await ids('rx=true')).toContain(rx);
    expect(await ids('rx=true')).not.toContain(low);
  });

  it('filters by category, a parent category taking in its subcategories', async () => {
    const result = await setup.app.database.db.execute(sql`
      with parent as (insert into categories (slug, name) values ('test-parent-shelf', 'Parent') returning id)
      update categories set parent_id = (select id from parent)
      where id = (select category_id from products where id = ${rx}) returning slug`);
    const [child] = (result as unknown as { rows: { slug: string }[] }).rows;
    expect((await list(`category=${child?.slug}`)).items.map((item) => item.productId)).toEqual([rx]);
    expect((await list('category=test-parent-shelf')).items.map((item) => item.productId)).toEqual([rx]);
  });

  it('finds by salt-free name, SKU and composition, and treats % and _ as themselves', async () => {
    const sku = await skuOf(rx);
    expect((await list(`q=${encodeURIComponent(sku)}`)).items.map((item) => item.productId)).toEqual([rx]);
    expect((await list('q=rxamy')).items.map((item) => item.productId)).toEqual([rx]);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);
  });

  it('sorts by sellable units and pages through the store’s products', async () => {
    const byUnits = await list('sort=units&dir=desc&pageSize=2');
    expect(byUnits.items).toHaveLength(2);
    expect(byUnits.items[0]?.sellableUnits).toBeGreaterThanOrEqual(byUnits.items[1]?.sellableUnits ?? 0);
    const second = await list('sort=units&dir=desc&pageSize=2&page=2');
    expect(second.total).toBe(byUnits.total);
    expect(second.items[0]?.productId).not.toBe(byUnits.items[0]?.productId);
  });

  it('refuses unknown filters and sorts, and other stores’ members', async () => {
    expect((await call(staff, 'GET', '/inventory?filter=everything')).statusCode).toBe(400);
    expect((await call(staff, 'GET', '/inventory?sort=id;drop')).statusCode).toBe(400);
    expect((await call(staff, 'GET', `/inventory?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await call(setup.world.staffB, 'GET', '/inventory')).statusCode).toBe(403);
    // Store B's owner reading store A's product through their own store finds nothing of A's
    expect((await call(setup.world.staffB, 'GET', `/inventory/${low}`, undefined, setup.world.storeB)).statusCode).toBe(
      404,
    );
  });
});

describe('batches: receiving, correcting and writing off', () => {
  it('receives a new batch and more of the same batch, each in the movement log', async () => {
    const productId = await stocked('Receivo 10 Tablet', [{ batch: 'R-OLD', stock: 5, expiry: inDays(200) }]);
    let res = await call(staff, 'POST', `/inventory/${productId}/batches`, {
      batchNumber: 'R-NEW',
      expiryDate: inDays(600),
      quantity: 30,
      purchasePricePaise: 3100,
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await call(staff, 'POST', `/inventory/${productId}/batches`, {
      batchNumber: 'R-NEW',
      expiryDate: inDays(600),
      quantity: 10,
    });
    const stock = res.json<TProductStock>();
    expect(stock.batches.map((batch) => [batch.batchNumber, batch.quantity, batch.state])).toEqual([
      ['R-OLD', 5, 'sellable'],
      ['R-NEW', 40, 'sellable'],
    ]);
    expect(stock.item.totalUnits).toBe(45);
    expect(stock.movements.map((move) => [move.kind, move.batchNumber, move.quantityChange, move.actorName])).toEqual([
      ['received', 'R-NEW', 10, 'Suresh User'],
      ['received', 'R-NEW', 30, 'Suresh User'],
    ]);
  });

  it('refuses a batch number again with another expiry, a past expiry, and bad units', async () => {
    const productId = await stocked('Refuso Tablet', [{ batch: 'RF1', stock: 5, expiry: inDays(200) }]);
    const receive = (body: object) => call(staff, 'POST', `/inventory/${productId}/batches`, body);
    const same = { batchNumber: 'RF1', expiryDate: inDays(201), quantity: 3 };
    expect((await receive(same)).statusCode).toBe(409);
    for (const bad of [
      { ...same, batchNumber: 'RF9', expiryDate: inDays(-1) },
      { ...same, batchNumber: 'RF9', quantity: -3 },
      { ...same, batchNumber: 'RF9', quantity: 2.5 },
      { ...same, batchNumber: 'RF9', quantity: 0 },
      { ...same, batchNumber: '=cmd|calc' },
      { ...same, batchNumber: '' },
      { ...same, batchNumber: 'RF9', expiryDate: '31/12/2030' },
    ]) {
      expect((await receive(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await stockOf(setup.app, setup.world.storeA, productId)).toBe(5);
  });

  it('corrects a count with a reason, refusing a count made against stale figures', async () => {
    const productId = await stocked('Countin Syrup', [{ batch: 'C1', stock: 12, expiry: inDays(300) }]);
    const [batch] = (await productStock(productId)).batches;
    if (!batch) throw new Error('no batch');
    const correct = (body: object) => call(staff, 'POST', `/batches/${batch.id}/correction`, body);
    expect((await correct({ expectedQuantity: 11, quantity: 10, reason: 'Stock-take' })).statusCode).toBe(409);
    expect((await correct({ expectedQuantity: 12, quantity: 10, reason: '' })).statusCode).toBe(400);
    expect((await correct({ expectedQuantity: 12, quantity: 10, reason: 'Stock\u0000take' })).statusCode).toBe(400);
    const res = await correct({ expectedQuantity: 12, quantity: 10, reason: 'Two strips torn in the drawer' });
    expect(res.statusCode, res.body).toBe(200);
    const stock = res.json<TProductStock>();
    expect(stock.batches[0]?.quantity).toBe(10);
    expect(stock.movements[0]).toMatchObject({
      kind: 'corrected',
      quantityChange: -2,
      quantityAfter: 10,
      reason: 'Two strips torn in the drawer',
    });
  });

  it('writes off units by cause and never more than the batch holds', async () => {
    const productId = await stocked('Writeo Ointment', [{ batch: 'W1', stock: 4, expiry: inDays(300) }]);
    const [batch] = (await productStock(productId)).batches;
    if (!batch) throw new Error('no batch');
    const writeOff = (body: object) => call(staff, 'POST', `/batches/${batch.id}/write-off`, body);
    expect((await writeOff({ quantity: 5, cause: 'damaged' })).statusCode).toBe(409);
    expect((await writeOff({ quantity: 1, cause: 'lost-in-transit' })).statusCode).toBe(400);
    const res = await writeOff({ quantity: 4, cause: 'recalled', note: 'CDSCO alert 11/2026' });
    expect(res.statusCode, res.body).toBe(200);
    const stock = res.json<TProductStock>();
    expect(stock.batches[0]).toMatchObject({ quantity: 0, state: 'empty' });
    expect(stock.item.state).toBe('out');
    expect(stock.movements[0]).toMatchObject({
      kind: 'written_off',
      quantityChange: -4,
      reason: 'Recalled by the maker or regulator: CDSCO alert 11/2026',
    });
  });

  it('takes each unit once when many write-offs of one unit race for a batch', async () => {
    const productId = await stocked('Racer Tablet', [{ batch: 'RC1', stock: 10, expiry: inDays(300) }]);
    const [batch] = (await productStock(productId)).batches;
    if (!batch) throw new Error('no batch');
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        call(staff, 'POST', `/batches/${batch.id}/write-off`, { quantity: 1, cause: 'damaged' }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(6);
    const stock = await productStock(productId);
    expect(stock.batches[0]?.quantity).toBe(0);
    expect(stock.movements.filter((move) => move.kind === 'written_off')).toHaveLength(10);
  });

  it('never touches another store’s batch, whoever asks through their own store', async () => {
    const productId = await stocked('Guarded Tablet', [{ batch: 'G1', stock: 9, expiry: inDays(300) }]);
    const [batch] = (await productStock(productId)).batches;
    if (!batch) throw new Error('no batch');
    const res = await call(
      setup.world.staffB,
      'POST',
      `/batches/${batch.id}/write-off`,
      { quantity: 9, cause: 'damaged' },
      setup.world.storeB,
    );
    expect(res.statusCode).toBe(404);
    expect(await stockOf(setup.app, setup.world.storeA, productId)).toBe(9);
  });
});

describe('prices and the in-stock switch', () => {
  it('lets managers set a price up to MRP and the low-stock threshold; staff may not', async () => {
    const productId = await stocked('Pricey Tablet', [{ batch: 'P1', stock: 8, expiry: inDays(300) }], {
      mrpPaise: 6000,
    });
    expect((await call(staff, 'PUT', `/inventory/${productId}/price`, { pricePaise: 5500 })).statusCode).toBe(403);
    const above = await call(manager, 'PUT', `/inventory/${productId}/price`, { pricePaise: 6001 });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.message).toContain('₹60');
    const res = await call(manager, 'PUT', `/inventory/${productId}/price`, { pricePaise: 5500, lowStockThreshold: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pricePaise: 5500, lowStockThreshold: 5, state: 'in-stock' });
    expect((await call(manager, 'PUT', `/inventory/${productId}/price`, { pricePaise: 0 })).statusCode).toBe(400);
  });

  it('lets staff switch a product off, which leaves nothing sellable', async () => {
    const productId = await stocked('Switcho Tablet', [{ batch: 'S1', stock: 8, expiry: inDays(300) }]);
    const res = await call(staff, 'PUT', `/inventory/${productId}/availability`, { isInStock: false });
    expect(res.json()).toMatchObject({ isInStock: false, sellableUnits: 0, totalUnits: 8, state: 'out' });
  });
});

describe('adding a catalogue product to the shelf', () => {
  it('puts it on sale with a price and a first batch, once', async () => {
    const productId = await createProduct(setup.app, { name: 'Newly Added Tablet', mrpPaise: 4000 });
    const body = {
      productId,
      pricePaise: 3600,
      batch: { batchNumber: 'NA-01', expiryDate: inDays(400), quantity: 20 },
    };
    expect((await call(staff, 'POST', '/inventory', body)).statusCode).toBe(403);
    const res = await call(manager, 'POST', '/inventory', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TProductStock>().item).toMatchObject({ sellableUnits: 20, pricePaise: 3600 });
    expect((await call(manager, 'POST', '/inventory', body)).statusCode).toBe(409);
    expect((await call(manager, 'POST', '/inventory', { ...body, productId: crypto.randomUUID() })).statusCode).toBe(
      404,
    );
    const dear = await createProduct(setup.app, { name: 'Dear Tablet', mrpPaise: 1000 });
    expect((await call(manager, 'POST', '/inventory', { ...body, productId: dear })).statusCode).toBe(400);
  });
});

describe('stock files', () => {
  it('previews a file with every bad row by line number and changes nothing', async () => {
    const known = await stocked('Filed Tablet', [{ batch: 'F1', stock: 5, expiry: inDays(300) }]);
    const sku = await skuOf(known);
    const csv = [
      'sku,batch,expiry,quantity,price',
      `${sku},F1,${inDays(300)},12,45`,
      `${sku},F2,${inDays(-2)},5,45`,
      'no-such-sku,X1,2030-01-31,5,10',
      `${sku},F3,13/2030,5,45`,
      `${sku},F4,2030-01-31,-5,45`,
      `${sku},F5,2030-01-31,5,99`,
      `${sku},F1,${inDays(300)},7,45`,
    ].join('\n');
    const res = await importCsv(csv, true);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<TStockImportResult>();
    expect(result.applied).toBe(false);
    expect(result.errors.map((error) => error.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(result.errors.find((error) => error.line === 7)?.message).toContain('above the MRP');
    expect(result.preview).toEqual([expect.objectContaining({ line: 2, action: 'update-batch', quantity: 12 })]);
    // Even asked to apply, a file with a bad row changes nothing
    expect((await importCsv(csv, false)).json<TStockImportResult>().applied).toBe(false);
    expect(await stockOf(setup.app, setup.world.storeA, known)).toBe(5);
  });

  it('refuses files that are not stock files at all', async () => {
    const header = 'sku,batch,expiry,quantity,price';
    expect((await importCsv('name,qty\nDolo,5', true)).statusCode).toBe(400);
    expect((await importCsv(`${header}\n`, true)).statusCode).toBe(400);
    expect((await importCsv(`${header}\n"unclosed,B,2030-01-01,1,1`, true)).statusCode).toBe(400);
    const tooMany = `${header}\n${Array.from({ length: 10_001 }, (_, i) => `s${i},B,2030-01-01,1,1`).join('\n')}`;
    const refusal = await importCsv(tooMany, true);
    expect(refusal.statusCode).toBe(400);
    expect(refusal.json().error.message).toContain('10,001 rows');
    expect((await importCsv('x'.repeat(2_000_001), true)).statusCode).toBe(400);
    expect((await importCsv(`${header}\n`, true, staff)).statusCode).toBe(403);
  });

  it('refuses a 20 MB upload before reading it', async () => {
    const res = await importCsv('y'.repeat(20 * 1024 * 1024), true);
    expect(res.statusCode).toBe(413);
  });

  it('imports 5,000 rows in one go, and the same file again leaves the same stock', async () => {
    const productIds = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createProduct(setup.app, { name: `Bulk Item ${i}`, mrpPaise: 9000 })),
    );
    const skus = await Promise.all(productIds.map(skuOf));
    const lines = skus.flatMap((sku, p) =>
      Array.from({ length: 100 }, (_, b) => `${sku},BULK-${p}-${b},${inDays(200 + b)},${(b % 7) + 1},${80 + (p % 5)}`),
    );
    const csv = `sku,batch,expiry,quantity,price\n${lines.join('\n')}\n`;
    const preview = (await importCsv(csv, true)).json<TStockImportResult>();
    expect(preview).toMatchObject({ rows: 5000, errors: [], applied: false });
    expect(preview.counts).toEqual({ newProducts: 50, newBatches: 5000, updatedBatches: 0, unchanged: 0 });
    expect(await stockOf(setup.app, setup.world.storeA, productIds[0] ?? '')).toBe(0);

    const applied = await importCsv(csv, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<TStockImportResult>().applied).toBe(true);
    const perProduct = Array.from({ length: 100 }, (_, b) => (b % 7) + 1).reduce((a, b) => a + b, 0);
    expect(await stockOf(setup.app, setup.world.storeA, productIds[0] ?? '')).toBe(perProduct);

    const repeat = await importCsv(csv, false);
    expect(repeat.statusCode, repeat.body.slice(0, 500)).toBe(200);
    const again = repeat.json<TStockImportResult>();
    expect(again.counts).toEqual({ newProducts: 0, newBatches: 0, updatedBatches: 0, unchanged: 5000 });
    expect(await stockOf(setup.app, setup.world.storeA, productIds[0] ?? '')).toBe(perProduct);
    const stock = await productStock(productIds[0] ?? '');
    expect(stock.item.pricePaise).toBe(8000);
    expect(stock.movements.every((move) => move.kind === 'imported')).toBe(true);
  });

  it('sets a batch to the counted units and a product to the file’s price, logging the change', async () => {
    const productId = await stocked('Recount Tablet', [{ batch: 'RC-1', stock: 9, expiry: inDays(300) }]);
    const sku = await skuOf(productId);
    const csv = `sku,batch,expiry,quantity,price\n${sku},RC-1,${inDays(300)},4,42.50\n`;
    const result = (await importCsv(csv, false)).json<TStockImportResult>();
    expect(result).toMatchObject({ applied: true, counts: { updatedBatches: 1 } });
    const stock = await productStock(productId);
    expect(stock.item).toMatchObject({ totalUnits: 4, pricePaise: 4250 });
    expect(stock.movements[0]).toMatchObject({ kind: 'imported', quantityChange: -5, quantityAfter: 4 });
  });

  it('exports the stock per batch, neutralising formulas, in a form that imports back unchanged', async () => {
    const productId = await stocked('=HYPERLINK("http://evil")', [{ batch: 'X1', stock: 3, expiry: inDays(300) }]);
    const res = await call(staff, 'GET', '/inventory/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toBe('sku,batch,expiry,quantity,price,name,pack,mrp');
    const sku = await skuOf(productId);
    expect(rows.find((row) => row.startsWith(sku))).toBe(
      `${sku},X1,${inDays(300)},3,45.00,"'=HYPERLINK(""http://evil"")",strip of 10 tablets,50.00`,
    );
    const back = (await importCsv(res.body, true)).json<TStockImportResult>();
    expect(back.errors).toEqual([]);
    expect(back.counts.newBatches + back.counts.updatedBatches + back.counts.newProducts).toBe(0);
  });
});

describe('requests for products missing from the catalogue', () => {
  const request = {
    name: 'Rare Ayur Syrup',
    manufacturer: 'Kerala Herbals',
    composition: 'Ashwagandha extract 100 mg/5 ml',
    packLabel: 'bottle of 200 ml',
    mrpPaise: 24500,
    schedule: 'OTC',
  };

  it('sends a request to the catalogue queue, and the store sees it pending', async () => {
    const res = await call(staff, 'POST', '/product-requests', request);
    expect(res.statusCode, res.body).toBe(201);
    const listed = await call(staff, 'GET', '/product-requests');
    expect(listed.json().requests[0]).toMatchObject({ name: 'Rare Ayur Syrup', status: 'pending', productSlug: null });
    const other = await call(setup.world.staffB, 'GET', '/product-requests', undefined, setup.world.storeB);
    expect(other.json().requests).toEqual([]);
  });

  it('keeps a label photo with a pending request, re-encoded, and only for the store that asked', async () => {
    const created = await call(staff, 'POST', '/product-requests', { ...request, name: 'Photo Syrup' });
    const requestId: string = created.json().id;
    const label = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const upload = (user: TestUser, bytes: Buffer, type: string, storeId = setup.world.storeA) =>
      setup.app.inject(
        as(user, {
          method: 'POST',
          url: storeUrl(`/product-requests/${requestId}/photo`, storeId),
          ...multipart({}, [{ name: 'label.png', type, bytes, field: 'photo' }]),
        }),
      );
    expect((await upload(staff, Buffer.from('not an image'), 'image/png')).statusCode).toBe(415);
    expect((await upload(setup.world.staffB, label, 'image/png', setup.world.storeB)).statusCode).toBe(404);
    const res = await upload(staff, label, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: requestId, hasPhoto: true, status: 'pending' });
    const json = await setup.app.inject(
      as(staff, { method: 'POST', url: storeUrl(`/product-requests/${requestId}/photo`), payload: {} }),
    );
    expect(json.statusCode).toBe(415);
    await setup.app.database.db.execute(sql`update product_requests set status = 'rejected' where id = ${requestId}`);
    expect((await upload(staff, label, 'image/png')).statusCode).toBe(409);
  });

  it('refuses hostile or empty fields', async () => {
    for (const bad of [
      { ...request, name: '' },
      { ...request, name: 'Rare\u202Eplh' },
      { ...request, mrpPaise: -1 },
      { ...request, schedule: 'Z' },
      { ...request, composition: 'x'.repeat(301) },
    ]) {
      expect((await call(staff, 'POST', '/product-requests', bad)).statusCode).toBe(400);
    }
  });
});
