import { deflateSync } from 'node:zlib';
import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG, as a camera app would save it: a teal pack on white, `size` pixels square. */
function packPhoto(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3, 255); // filter byte 0, then white pixels
    row[0] = 0;
    for (let x = 0; x < size; x += 1) {
      if (x > size / 4 && x < (size * 3) / 4 && y > size / 8 && y < (size * 7) / 8) row.set([20, 140, 120], 1 + x * 3);
    }
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an admin adds a product with its picture and a customer finds it by search, picture and all @desktop-only', async ({
  page: customer,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const word = `Monsolix${Date.now().toString(36)}`;
  const name = `${word} 500 Tablet`;

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto('/admin/inventory/add');
  const form = admin.getByRole('form', { name: 'Product' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Manufacturer').fill('DawaNow Test Labs Pvt Ltd');
  // A seeded category by its name: the categories journey adds and hides its own at the same time
  const category = form.getByLabel('Category');
  const fever = await category.locator('option', { hasText: 'Fever & Headache' }).getAttribute('value');
  await category.selectOption(fever ?? '');
  await form.getByLabel('Salt 1', { exact: true }).fill('Paracetamol');
  await form.getByLabel('Strength', { exact: true }).fill('500');
  await form.getByLabel('Pack size').fill('10');
  await form.getByLabel('Pack label').fill('strip of 10 tablets');
  await form.getByLabel('MRP (₹)').fill('24.50');
  await form.getByRole('button', { name: 'Add product' }).click();

  // Saved, it opens on its edit screen, where the picture goes
  await expect(admin).toHaveURL(/\/admin\/inventory\/edit\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await admin.getByLabel(/Choose a picture/).setInputFiles({
    name: 'pack.png',
    mimeType: 'image/png',
    buffer: packPhoto(400),
  });
  await expect(admin.getByRole('img', { name: 'Chosen, not yet saved' })).toBeVisible();
  await admin.getByRole('button', { name: 'Upload picture' }).click();
  await expect(admin.getByText('Shown now')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Change history' })).toContainText(
    'imageUrl: — → "/api/product-images/',
  );

  // A customer searching for it finds it with the picture instead of the pill mark
  await customer.goto(`/search?q=${word.toLowerCase()}`);
  const card = customer.getByRole('article', { name });
  const result = card.getByRole('link', { name });
  await expect(result).toBeVisible();
  const picture = card.locator('img[src^="/api/product-images/"]');
  await expect(picture).toHaveCount(1);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // …and on the product page
  await result.click();
  await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(customer.locator('main img[src^="/api/product-images/"]').first()).toBeVisible();
  await adminContext.close();
});
