import { expect, test } from '@playwright/test';

// Every public screen of SPEC §2 with the heading a visitor sees first.
const publicScreens: [path: string, heading: RegExp][] = [
  ['/', /Medicines at your door in minutes/],
  ['/auth', /Sign in or create an account/],
  ['/medicines', /Medicines by category/],
  ['/product/dolo-650', /Product details/],
  ['/medicines/dolo-650', /Product details/],
  ['/cart', /Your cart/],
  ['/search?q=paracetamol', /Search medicines/],
  ['/stores', /Find stores/],
  ['/pharmacy-partner', /Join as a pharmacy partner/],
  ['/upload-prescription', /Upload prescription/],
  ['/blog', /Health blog/],
  ['/blog/monsoon-care', /Blog post/],
  ['/privacy-policy', /Privacy Policy/],
  ['/terms', /Terms and Conditions/],
  ['/refund-policy', /Refund and Cancellation Policy/],
  ['/shipping-policy', /Shipping Policy/],
  ['/pharmacy-agreement', /Pharmacy Partner Agreement/],
  ['/faq', /Frequently Asked Questions/],
  ['/contact', /Contact us/],
];

for (const [path, heading] of publicScreens) {
  test(`${path} renders its screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });
}

test('screens of features still being built say so instead of showing not-found', async ({ page }) => {
  const screens: [path: string, title: string][] = [
    ['/store/analytics', 'Store analytics'],
    ['/store/orders/ord_123', 'Store order'],
    ['/admin/store-applications/app_9', 'Store application'],
    ['/orders/ord_42', 'Order details'],
    ['/payment/status/ord_42', 'Payment status'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This part of DawaNow is being built')).toBeVisible();
  }
});

test('/admin goes to the admin dashboard', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
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
