import { expect, test } from './fixtures';

// Every public screen of SPEC §2 with the heading a visitor sees first.
const publicScreens: [path: string, heading: RegExp][] = [
  ['/', /medicines from licensed pharmacies near you/],
  ['/auth', /Sign in or create an account/],
  ['/auth/forgot-password', /Forgot your password/],
  ['/auth/reset-password?token=from-the-email', /Choose a new password/],
  ['/dev/outbox', /Demo outbox/],
  ['/medicines', /Medicines by category/],
  ['/product/dolo-650-tablet', /Dolo 650 Tablet/],
  ['/medicines/dolo-650-tablet', /Dolo 650 Tablet/],
  ['/cart', /Your cart/],
  ['/search?q=paracetamol', /Search medicines/],
  ['/stores', /Find stores/],
  ['/pharmacy-partner', /Join as a pharmacy partner/],
  ['/upload-prescription', /Upload prescription/],
  ['/blog', /Health blog/],
  ['/blog/using-paracetamol-safely', /Using paracetamol safely/],
  ['/privacy-policy', /Privacy Policy/],
  ['/terms', /Terms and Conditions/],
  ['/refund-policy', /Refund and Cancellation Policy/],
  ['/shipping-policy', /Shipping Policy/],
  ['/pharmacy-agreement', /Pharmacy Partner Agreement/],
  ['/faq', /Frequently Asked Questions/],
  ['/contact', /Contact us/],
  ['/testimonials', /What our customers say/],
];

// That each screen renders does not depend on the screen's size (accessibility.spec.ts draws the main pages at both):
// once, on the phone most customers use.
for (const [path, heading] of publicScreens) {
  test(`${path} renders its screen @mobile-only`, async ({ page }) => {
    await page.goto(path);
    // A policy page loads its text after the screen's own code; on a loaded two-core run that took over 10 s
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });
}

test('signed-in, store and admin screens ask a signed-out visitor to sign in first', async ({ page }) => {
  for (const path of [
    '/account',
    '/account/notifications',
    '/orders/ord_42',
    '/payment/status/ord_42',
    '/store/analytics',
    '/admin',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeVisible();
  }
});

test('an unknown path shows the not-found screen with a way back', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('policy text comes from the server and renders its tables', async ({ page }) => {
  await page.goto('/refund-policy');
  const table = page.getByRole('table');
  await expect(table).toContainText('UPI');
  await expect(table).toContainText('1–3 business days');
  await expect(page.getByText(/Last updated/)).toBeVisible();
});

test('FAQ questions open to show their answers', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByText('What delivery options can I choose?');
  await question.click();
  await expect(page.getByText(/Express delivery arrives within 30 minutes/)).toBeVisible();
});
