import type { TInventoryItem, TInventoryPage } from '@dawanow/shared/inventory';
import { expect, test } from './fixtures';
import { deliverThroughApi, openStorePanel, placeCashOrder } from './order-helpers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the owner brings stock in from a CSV file, a customer buys it, and the order takes the earliest batch', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const store = await openStorePanel(browser, baseURL);
  const me = await (await store.request.get('/api/me')).json();
  const storeId: string = me.stores[0].storeId;

  // An over-the-counter product the store has on its shelf but holds no units of; each screen size takes its own
  const list: TInventoryPage = await (
    await store.request.get(`/api/stores/${storeId}/inventory?filter=out-of-stock&rx=false&pageSize=100`)
  ).json();
  const candidates = list.items.filter((item: TInventoryItem) => item.isInStock && item.totalUnits === 0);
  const product = candidates[testInfo.project.name === 'mobile' ? 1 : 0];
  if (!product) throw new Error('the demo store has no empty shelf row to fill');

  const run = Date.now().toString(36).toUpperCase();
  const early = `E2E-${run}-A`;
  const late = `E2E-${run}-B`;
  const csv = `sku,batch,expiry,quantity,price\n${product.sku},${late},${inDays(500)},5,\n${product.sku},${early},${inDays(150)},2,\n`;

  await store.goto('/store/inventory');
  await store.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = store.getByRole('dialog', { name: 'Import stock from a CSV file' });
  await dialog
    .getByLabel(/Stock file/)
    .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('2 rows: 0 new products, 2 new batches, 0 changed, 0 unchanged.')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: early })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(store.getByText('Stock updated from the file')).toBeVisible();

  await store.getByLabel('Search by name, salt or SKU').fill(product.sku);
  const batches = store.getByRole('button', { name: `Batches of ${product.name}` }).locator('visible=true');
  await expect(batches).toHaveText(/Batches \(2\)/);
  await batches.click();
  const drawer = store.getByRole('dialog', { name: product.name });
  await expect(drawer.getByText(`Batch ${early}`, { exact: true })).toBeVisible();
  await expect(drawer.getByText('Set by stock file · batch').first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The customer sees it in stock at the store and orders a pack
  const { orderId } = await placeCashOrder(page, product.slug);
  await deliverThroughApi(store, page, baseURL, orderId);

  // The pack came from the batch that expires first, and the tax invoice names it
  await page.goto(`/orders/${orderId}/invoice`);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByRole('cell', { name: early })).toBeVisible();
  await expect(page.getByRole('cell', { name: late })).toHaveCount(0);
  await store.context().close();
});
