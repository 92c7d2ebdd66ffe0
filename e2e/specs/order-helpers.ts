/** Steps shared by the order journeys: signing in the demo accounts and placing an order, cash or paid online. */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { CUSTOMER_EMAIL, DEMO_PASSWORD, STORE_OWNER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';

export async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tabpanel').getByLabel('Email').fill(email);
  await page.getByRole('tabpanel').getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
}

/**
 * As a guest, put a product in the cart (a best seller every demo pharmacy stocks), sign in as the demo
 * customer and open checkout. Each journey buys its own product: the one demo customer may buy only
 * MAX_PACKS_PER_PRODUCT_PER_DAY packs of a product a day, and the whole suite, retries included, orders on
 * the same day.
 */
async function checkOutAsCustomer(page: Page, productSlug: string) {
  await page.goto(`/product/${productSlug}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await signIn(page, CUSTOMER_EMAIL);
  await page.goto('/checkout');
}

/** The order the page shows (`/orders/<id>`): its id, number and path. */
async function orderOnPage(page: Page): Promise<{ orderId: string; orderNumber: string; orderUrl: string }> {
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order DN-/ });
  await expect(heading).toBeVisible();
  const orderNumber = (await heading.innerText()).replace(/^Order /, '');
  const orderUrl = new URL(page.url()).pathname;
  return { orderId: orderUrl.split('/').at(-1) ?? '', orderNumber, orderUrl };
}

/** A cash-on-delivery order of one product by the demo customer (signed in here). Leaves the page on the order. */
export async function placeCashOrder(page: Page, productSlug: string) {
  await checkOutAsCustomer(page, productSlug);
  // The radio is drawn as a card: the shopper taps its label.
  await page.getByText('Cash on delivery', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await page.getByRole('button', { name: /^Place order/ }).click();
  return orderOnPage(page);
}

/**
 * An order of one product by the demo customer (signed in here), paid online on the sandbox gateway's page.
 * Leaves the page on the order.
 */
export async function placeOnlineOrder(page: Page, productSlug: string) {
  await checkOutAsCustomer(page, productSlug);
  await page.getByText('Pay online', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Pay online/ })).toBeChecked();
  await page.getByRole('button', { name: /^Place order and pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: /^Payment received — order DN-/ })).toBeVisible();
  await page.getByRole('link', { name: 'View order' }).click();
  return orderOnPage(page);
}

/**
 * The store owner's panel in a browser of its own: another person at another counter (or, with `options` such as
 * a geolocation, a phone on the road).
 */
export async function openStorePanel(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL });
  const store = await context.newPage();
  await signIn(store, STORE_OWNER_EMAIL);
  await store.goto('/store/orders');
  await expect(store.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  return store;
}

/** Posts an action on one order as the store (`accept`, `status`, `deliver`…), as the panel's buttons do. */
export async function storeOrderActions(store: Page, baseURL: string | undefined, orderId: string) {
  const me = await (await store.request.get('/api/me')).json();
  const orderApi = `/api/stores/${me.stores[0].storeId}/orders/${orderId}`;
  return (action: string, data: object) =>
    store.request.post(`${orderApi}/${action}`, { headers: { origin: baseURL ?? '' }, data });
}

/**
 * The pharmacy's side of an order done through its API, when the journey is about something else: accept,
 * pack, send out and (unless told not to) hand over with the customer's delivery code. Returns the actions.
 */
export async function deliverThroughApi(
  store: Page,
  customer: Page,
  baseURL: string | undefined,
  orderId: string,
  { handOver = true } = {},
) {
  const act = await storeOrderActions(store, baseURL, orderId);
  const steps: [string, object][] = [
    ['accept', {}],
    ['status', { status: 'packed' }],
    ['status', { status: 'out_for_delivery' }],
  ];
  if (handOver) {
    const { deliveryOtp } = await (await customer.request.get(`/api/orders/${orderId}`)).json();
    steps.push(['deliver', { otp: deliveryOtp }]);
  }
  for (const [action, data] of steps) {
    const res = await act(action, data);
    expect(res.ok(), await res.text()).toBe(true);
  }
  return act;
}

/**
 * A new customer of their own, signed in on `page` (through the API the pages use) with a default address near the
 * demo pharmacy: for journeys that change what a customer has (a language, reminders) without touching the shared
 * demo customer that other journeys sign in as.
 */
export async function signUpNewCustomer(page: Page, name: string): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    headers: { origin },
    data: { firstName: name, lastName: 'Yadav', phone: '9812312312', email, password: 'Neem-Tree-Shade-42' },
  });
  expect(signUp.status()).toBe(201);
  const address = await page.request.post('/api/me/addresses', {
    headers: { origin },
    data: {
      name: 'Home',
      address_line1: '14, Museum Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560001',
      latitude: 12.9745,
      longitude: 77.6055,
      is_default: true,
    },
  });
  expect(address.ok()).toBe(true);
}
