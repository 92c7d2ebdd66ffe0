import type { Page } from '@playwright/test';
import { CUSTOMER_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { expect, test } from './fixtures';

const DEMO_CUSTOMER = { email: CUSTOMER_EMAIL, password: DEMO_PASSWORD };
const DOLO = '/product/dolo-650-tablet';

async function addDoloToCart(page: Page) {
  await page.goto(DOLO);
  await page.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' }).click();
  await expect(page.getByRole('group', { name: 'Dolo 650 Tablet in cart' })).toContainText('1');
}

async function signInThroughForm(page: Page) {
  await page.getByRole('tabpanel').getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await page.getByRole('tabpanel').getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the demo customer in through the API the sign-in form uses; the page shares its cookies. */
async function signInDirectly(page: Page) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin },
    data: DEMO_CUSTOMER,
  });
  expect(response.ok()).toBe(true);
}

/** From a priced cart: checkout to the demo customer's default address, paying online. */
async function placeOnlineOrder(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  const place = page.getByRole('button', { name: /^Place order and pay ₹/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByText('TEST PAYMENT — no money moves')).toBeVisible();
}

test('a guest fills a cart, signs in at checkout and pays online', async ({ page }) => {
  await addDoloToCart(page);
  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: 'Dolo 650 Tablet' });
  await expect(line.getByRole('link', { name: 'Dolo 650 Tablet' })).toHaveAttribute('href', DOLO);
  await expect(line.getByText(/^₹[\d,.]+$/).first()).toBeVisible();
  await line.getByRole('button', { name: 'More packs' }).click();
  await expect(line.locator('output')).toHaveText('2');
  const bill = page.getByRole('complementary', { name: 'Bill' });
  for (const row of ['MRP total', 'Delivery fee', 'Total'])
    await expect(bill.getByText(row, { exact: true })).toBeVisible();
  await expect(bill.getByRole('link', { name: /Proceed to checkout · ₹[\d,.]+/ })).toBeVisible();

  await bill.getByRole('link', { name: /Proceed to checkout/ }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText('Dolo 650 Tablet')).toBeVisible();
  await expect(page.getByText('Prices include GST.')).toBeVisible();

  const place = page.getByRole('button', { name: /^Place order and pay ₹/ });
  await expect(place).toBeEnabled();
  const total = (await place.textContent())?.match(/₹[\d,.]+/)?.[0] ?? '';
  await place.click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/payment\/status\//);
  await expect(page.getByRole('heading', { name: /^Payment received — order DN-\d{4}-\d{6} placed$/ })).toBeVisible();
  await expect(page.getByText('TEST PAYMENT — no money moves')).toBeVisible();
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('TEST PAYMENT — no money moves')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a failed payment can be retried and then succeeds', async ({ page }) => {
  await signInDirectly(page);
  await addDoloToCart(page);
  await placeOnlineOrder(page);

  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page).toHaveURL(/\/payment\/status\//);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View order' })).toBeVisible();

  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: /^Payment received — order DN-/ })).toBeVisible();
});

test('the cart catches a price that changed and fixes it in one click', async ({ page }) => {
  await addDoloToCart(page);
  // What a price change at the store looks like from the browser: the cart remembers an older price.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('dawanow-cart') ?? '[]') as { price: number }[];
    localStorage.setItem('dawanow-cart', JSON.stringify(cart.map((item) => ({ ...item, price: item.price + 500 }))));
  });
  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: 'Dolo 650 Tablet' });
  await expect(line.getByRole('alert')).toContainText(/Price changed from ₹[\d.]+ to ₹[\d.]+/);
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();

  await line.getByRole('button', { name: /^Accept new price ₹/ }).click();
  await expect(line.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Proceed to checkout/ })).toBeVisible();
});
