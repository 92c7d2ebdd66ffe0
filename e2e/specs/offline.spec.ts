/**
 * Issue 19: the installable app and its offline shell. The production build's service worker (apps/web/src/sw.ts)
 * controls the page, the connection goes, and the app still opens with what the phone keeps: the shell, the
 * product read before, the cart — and says clearly what needs a connection.
 */
import type { Page } from '@playwright/test';
import { CUSTOMER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

// The service worker is what these journeys test (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const DOLO = '/product/dolo-650-tablet';
const OFFLINE = 'You are offline.';

// Each journey waits for the worker to install its precache (a few hundred KB) before going offline.
test.slow();

/**
 * Waits until the service worker has installed its precache and controls this page (it registers after load). A
 * page opened while the worker was still installing stays without one (the worker does not claim open pages), so
 * it is opened again, as a customer's next visit would be.
 */
async function untilServiceWorkerControls(page: Page) {
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  if (controlled) return;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('offline, a reload shows the shell, the product read before and the cart; back online the banner goes', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await untilServiceWorkerControls(page);
  // Read while the worker is in control, so the answer is kept on the phone.
  await page.goto(DOLO);
  await expect(page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' }).click();
  const cart = page.getByRole('link', { name: 'Cart, 1 item' }).first();
  await expect(cart).toBeAttached();
  await expect(page.getByText(OFFLINE)).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeAttached();

  // A screen never opened before still opens from the shell; the cart is on the phone, its pricing is not.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Your cart is saved on this phone')).toBeVisible();
  await expect(page.getByText(/^1 item, ₹[\d,.]+ at the prices when you added them/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Proceed to checkout/ })).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
  // Back online the pharmacy prices the cart again.
  await expect(page.getByRole('link', { name: /^Proceed to checkout · ₹/ })).toBeVisible();
});

test('offline, a screen whose answers the phone does not have says it could not load them, and fills in online', async ({
  page,
  context,
}) => {
  await page.goto('/cart');
  await untilServiceWorkerControls(page);
  // The home page's answers were never fetched with the worker in control, so none is on the phone
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(page.getByText('We could not load popular medicines.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('We could not load popular medicines.')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Add to cart: / }).first()).toBeVisible();
});

test('checkout says placing an order needs a connection while offline, and allows it again online', async ({
  page,
  context,
}) => {
  await page.goto(DOLO);
  await page.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' }).click();
  await signIn(page, CUSTOMER_EMAIL);
  await page.goto('/checkout');
  await untilServiceWorkerControls(page);
  const placeOrder = page.getByRole('button', { name: /^Place order/ });
  await expect(placeOrder).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(page.getByText("You're offline — placing an order needs a connection.")).toBeVisible();
  await expect(placeOrder).toBeDisabled();

  // A reload offline: the shell opens; who is signed in cannot be checked, and the page says so instead of
  // sending the customer to sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'We could not check that you are signed in. You seem to be offline.',
  );

  // Back online the page asks again by itself and checkout returns.
  await context.setOffline(false);
  await expect(placeOrder).toBeEnabled();
  await expect(page.getByText(OFFLINE)).toBeHidden();
});

test('offline, a Hindi reader still gets the shell in Hindi before the app starts', async ({ page, context }) => {
  await page.goto('/');
  await untilServiceWorkerControls(page);
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  await context.setOffline(true);
  const served = await page.reload();
  // The worker wrote the reader's language into the precached shell, as the server does online: the loading
  // screen's Hindi line shows by CSS alone, before any JavaScript runs.
  expect(served?.fromServiceWorker()).toBe(true);
  expect(await served?.text()).toContain('<html lang="hi-IN"');
  await expect(page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं' })).toBeVisible();
});

test('the web app manifest describes an installable app whose icons load', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'DawaNow — Medicines delivered in minutes',
    short_name: 'DawaNow',
    start_url: '/',
    display: 'standalone',
    theme_color: '#047857',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    // A PNG's size is in its header: the icon is the size the manifest promises.
    const bytes = await image.body();
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }

  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
