import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function scrollToFooter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
}

test('navigating to an ordinary page starts at the top', async ({ page }) => {
  await page.goto('/');
  await scrollToFooter(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find Stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navigating to the contact page keeps the scroll position', async ({ page }) => {
  await page.goto('/');
  await scrollToFooter(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
