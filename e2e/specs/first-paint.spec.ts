/**
 * Issue 19: the first screen comes with the HTML. The built index.html carries the loading screen (SPEC §2), so a
 * phone on a slow connection paints it as soon as the page and its stylesheet arrive, before the bundle has
 * downloaded and run; the app then takes over the same place.
 */
import { CUSTOMER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

test.describe('before any JavaScript has run', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/search?q=dolo', '/product/dolo-650-tablet', '/cart', '/stores']) {
    test(`${path} already shows the styled loading screen @mobile-only`, async ({ page }) => {
      await page.goto(path);
      const progress = page.getByRole('progressbar', { name: 'Loading DawaNow' });
      await expect(progress).toBeVisible();
      await expect(progress).toHaveAttribute('aria-valuenow', '13');
      await expect(page.getByText('Starting DawaNow…')).toBeVisible();
      // The stylesheet is applied to it: the bar is the brand's green, not an unstyled block
      await expect(progress.locator('div')).toHaveCSS('background-color', 'rgb(4, 120, 87)');
    });
  }

  test('a Hindi reader’s page shows the loading screen in Hindi @mobile-only', async ({ page, baseURL }) => {
    // What the app writes when a reader chooses Hindi: the server answers with the page marked Hindi
    await page.context().addCookies([{ name: 'dawanow-language', value: 'hi', url: baseURL ?? '' }]);
    await page.goto('/medicines');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('progressbar', { name: 'DawaNow लोड हो रहा है' })).toBeVisible();
    await expect(page.getByText('DawaNow शुरू हो रहा है…')).toBeVisible();
    await expect(page.getByText('Starting DawaNow…')).toBeHidden();
    await expect(page.getByRole('progressbar', { name: 'Loading DawaNow' })).toHaveCount(0);
  });
});

test('the running app replaces the loading screen with the page, leaving no trace of it @mobile-only', async ({
  page,
}) => {
  await page.goto('/medicines');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading DawaNow' })).toHaveCount(0);
  await expect(page.getByText('Starting DawaNow…')).toHaveCount(0);
});

test('a signed-out visitor’s first screen does not wait on, or ask, who is signed in, and breaks no rule of the page; signing in still finds them @mobile-only', async ({
  page,
}) => {
  const askedWhoIsSignedIn: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me') askedWhoIsSignedIn.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // What the Content-Security-Policy refused: nothing the app does should try what it forbids (zod's probe of
  // `new Function` did, on every page)
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { refusedByPolicy: refused });
    document.addEventListener('securitypolicyviolation', (event) => refused.push(event.violatedDirective));
  });
  await page.goto('/medicines', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  // Signed out as far as the app knows: the profile asks them to sign in first, still without asking the server
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect(askedWhoIsSignedIn).toEqual([]);

  await signIn(page, CUSTOMER_EMAIL);
  await page.goto('/profile');
  await expect(page.getByText(CUSTOMER_EMAIL).first()).toBeVisible();
  expect(askedWhoIsSignedIn.length).toBeGreaterThan(0);
});
