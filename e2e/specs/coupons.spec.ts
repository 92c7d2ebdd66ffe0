/**
 * Issue 17, offers and coupons: an admin sets up a coupon, the customer finds it among the offers at checkout,
 * the server takes it off the bill with the GST on what is left, the invoice shows it, and a once-per-customer
 * coupon is refused the second time. The coupon is this journey's own (a unique code), and so is the product:
 * the one demo customer is shared by every journey and may buy only so many packs of a product a day.
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, CUSTOMER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { deliverThroughApi, openStorePanel, signIn } from './order-helpers';

const PRODUCT = '/product/volini-gel-30-g';

/** "₹1,234.50" → 123450 */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The amount beside a label in the checkout bill; 0 when the bill has no such row. */
async function billAmount(bill: Locator, label: string): Promise<number> {
  const term = bill.locator('dt', { hasText: new RegExp(`^${label}$`) }).first();
  if ((await term.count()) === 0) return 0;
  return paiseOf(await term.locator('xpath=following-sibling::dd[1]').innerText());
}

async function checkOutVolini(page: Page) {
  await page.goto(PRODUCT);
  await page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
}

test('an admin adds a coupon; the customer applies it from the offers, pays less with the GST on what is left, sees it on the invoice, and cannot use it twice @mobile-only', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const lastDay = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });

  // The admin, at a desk
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto('/admin/coupons');
  await admin.getByRole('link', { name: 'Add coupon' }).click();
  const form = admin.getByRole('form', { name: 'Add coupon' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Title', { exact: true }).fill('10% off, once');
  await form.getByLabel('Percentage off', { exact: true }).fill('10');
  await form.getByLabel('Uses per customer', { exact: true }).fill('1');
  await form.getByLabel('Last day', { exact: true }).fill(lastDay);
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Status' })).toContainText('Active');
  await admin.goto(`/admin/coupons?q=${code}`);
  await expect(admin.getByRole('table', { name: 'Coupons' }).getByRole('link', { name: code })).toBeVisible();

  // The customer, on a phone
  await signIn(page, CUSTOMER_EMAIL);
  await checkOutVolini(page);
  await page.getByText('Cash on delivery', { exact: true }).click();
  const offers = page.getByRole('region', { name: 'Offers and coupons' });
  await offers.getByRole('button', { name: /^View \d+ available offers$/ }).click();
  await offers
    .getByRole('list', { name: 'Available offers' })
    .getByRole('button', { name: `Apply ${code}` })
    .click();
  await expect(offers.getByText(`${code} applied — you save`)).toBeVisible();

  const bill = page.getByRole('complementary', { name: 'Order summary' });
  await expect(bill.getByText('Coupon', { exact: true })).toBeVisible();
  const items = (await billAmount(bill, 'MRP total')) - (await billAmount(bill, 'Discount'));
  const coupon = await billAmount(bill, 'Coupon');
  expect(coupon).toBe(Math.floor(items / 10));
  // The GST is on the price after the coupon: the medicines' row adds up to what is left of them
  await bill.getByText('GST breakdown').click();
  const gstRow = bill.getByRole('table', { name: 'GST included in the total, per rate' }).getByRole('row').nth(1);
  const cells = (await gstRow.getByRole('cell').allInnerTexts()).map(paiseOf);
  expect(cells.reduce((sum, cell) => sum + cell, 0)).toBe(items - coupon);
  const total = await billAmount(bill, 'Total');
  expect(total).toBe(items - coupon + (await billAmount(bill, 'Delivery fee')));

  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const store = await openStorePanel(browser, baseURL);
  await deliverThroughApi(store, page, baseURL, orderId);
  await store.context().close();

  await page.goto(`/orders/${orderId}/invoice`);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  const rupees = (paise: number) =>
    `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;
  await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
  await expect(page.getByText(`−${rupees(coupon)}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`after −${rupees(coupon)} coupon`)).toBeVisible();

  // Once per customer: the same code on the next order is refused, with the reason
  await checkOutVolini(page);
  const again = page.getByRole('region', { name: 'Offers and coupons' });
  await again.getByLabel('Coupon code').fill(code);
  await again.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(again.getByRole('alert')).toHaveText(`You have already used ${code}.`);
  await expect(bill.getByText('Coupon', { exact: true })).toHaveCount(0);
  await adminContext.close();
});
