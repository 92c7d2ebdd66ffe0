/** Steps shared by the order journeys: signing in the demo accounts and placing a cash-on-delivery order. */
import type { Browser, Page } from '@playwright/test';
import { CUSTOMER_EMAIL, DEMO_PASSWORD, STORE_OWNER_EMAIL } from './demo-accounts';
import { expect } from './fixtures';

export async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tabpanel').getByLabel('Email').fill(email);
  await page.getByRole('tabpanel').getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
}

/**
 * As a guest, put Dolo 650 in the cart (MG Road's nearest pharmacy sells it), sign in as the demo
 * customer and check out with cash on delivery. Leaves the page on the new order; returns its id and number.
 */
export async function placeCashOrder(page: Page): Promise<{ orderId: string; orderNumber: string; orderUrl: string }> {
  await page.goto('/product/dolo-650-tablet');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await signIn(page, CUSTOMER_EMAIL);
  await page.goto('/checkout');
  // The radio is drawn as a card: the shopper taps its label.
  await page.getByText('Cash on delivery', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order DN-/ });
  await expect(heading).toBeVisible();
  const orderNumber = (await heading.innerText()).replace(/^Order /, '');
  const orderUrl = new URL(page.url()).pathname;
  return { orderId: orderUrl.split('/').at(-1) ?? '', orderNumber, orderUrl };
}

/** The store owner's panel in a browser of its own: another person at another counter. */
export async function openStorePanel(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const store = await context.newPage();
  await signIn(store, STORE_OWNER_EMAIL);
  await store.goto('/store/orders');
  await expect(store.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  return store;
}
