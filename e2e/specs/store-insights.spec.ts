import { readFile } from 'node:fs/promises';
import { STORE_OWNER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { placeCashOrder, signIn } from './order-helpers';

test('the owner sees an accepted order counted on customers and analytics, and downloads a chart as CSV', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { orderId, orderNumber } = await placeCashOrder(page, 'crocin-advance-tablet');

  // The pharmacy accepts it at its own counter: from then on the customer is the store's customer.
  const context = await browser.newContext({ ...testInfo.project.use, baseURL });
  const store = await context.newPage();
  await signIn(store, STORE_OWNER_EMAIL);
  await store.goto('/store/orders');
  const offer = store.getByRole('listitem', { name: `Order ${orderNumber}` });
  await offer.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
  await expect(offer).toHaveCount(0);

  // Customers: the demo customer, her phone shortened; her page lists the order at this store.
  await store.goto('/store/customers');
  await expect(store.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await store.getByLabel('Search by name or last 4 digits of the phone').fill('1111');
  await store.getByRole('button', { name: 'Search customers' }).click();
  await expect(store).toHaveURL(/q=1111/);
  const customer = store.locator('a:visible', { hasText: 'Asha Menon' });
  await expect(customer).toHaveCount(1);
  await expect(store.getByText('+91 98••• ••111').locator('visible=true')).toBeVisible();
  await expect(store.getByText('9845011111')).toHaveCount(0);
  await store.screenshot({ path: testInfo.outputPath('store-customers.png'), fullPage: true });
  await customer.click();
  await expect(store.getByRole('heading', { level: 1, name: 'Asha Menon' })).toBeVisible();
  await store.screenshot({ path: testInfo.outputPath('store-customer.png'), fullPage: true });
  await store.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(store).toHaveURL(new RegExp(`/store/orders/${orderId}$`));

  // Analytics for today: the medicine she bought is among the top ones, in the chart's table.
  await store.goto('/store/analytics');
  await expect(store.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  // The choice lives in the address: the radio follows once the navigation it starts is done
  await store.getByRole('radio', { name: 'Today' }).click();
  await expect(store.getByRole('radio', { name: 'Today' })).toBeChecked();
  await expect(store).toHaveURL(/range=today/);
  const top = store.getByRole('region', { name: 'Top medicines' });
  await top.getByText('Show table').click();
  await expect(top.getByRole('cell', { name: /Crocin Advance Tablet/ })).toBeVisible();
  await store.screenshot({ path: testInfo.outputPath('store-analytics.png'), fullPage: true });

  // The table behind the sales chart downloads as a CSV file named after its period.
  const sales = store.getByRole('region', { name: 'Sales and orders per day' });
  const [download] = await Promise.all([
    store.waitForEvent('download'),
    sales.getByRole('link', { name: 'Download sales and orders per day as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^analytics-sales-by-day-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, today] = csv.trimEnd().split('\r\n');
  expect(header).toBe('Day,Orders,Sales (₹)');
  expect(Number(today?.split(',')[1])).toBeGreaterThanOrEqual(1);

  // A custom period the API refuses is refused in the form, by keyboard alone.
  await store.getByRole('radio', { name: 'Custom' }).click();
  await expect(store.getByRole('radio', { name: 'Custom' })).toBeChecked();
  const form = store.getByRole('form', { name: 'Custom period' });
  await form.getByLabel('From').fill('2020-01-01');
  await form.getByLabel('To').press('Enter');
  await expect(form.getByText('Choose at most 366 days')).toBeVisible();
  await context.close();
});
