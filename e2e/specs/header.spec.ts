import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search medicines' }).locator('visible=true');
}

test('searching trims the text and sets it as q', async ({ page }) => {
  await page.goto('/');
  await headerSearch(page).fill('   paracetamol 500  ');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=paracetamol%20500$/);
  await expect(headerSearch(page)).toHaveValue('paracetamol 500');
});

test('an empty search goes to /search', async ({ page }) => {
  await page.goto('/medicines');
  await headerSearch(page).fill('    ');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/search$/);
});

test('the cart badge shows the stored cart and caps at 99+', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('dawanow-cart', JSON.stringify([{ medicine_id: 'dolo-650', price: 3200, quantity: 99 }]));
  });
  await page.goto('/');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('99');
  await page.evaluate(() => {
    localStorage.setItem(
      'dawanow-cart',
      JSON.stringify([
        { medicine_id: 'dolo-650', price: 3200, quantity: 99 },
        { medicine_id: 'ors', price: 2100, quantity: 2 },
      ]),
    );
    window.dispatchEvent(new Event('dawanow:cart-updated'));
  });
  await expect(page.getByTestId('header-cart-badge')).toHaveText('99+');
});

test('a damaged stored cart counts as empty', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('dawanow-cart', '{"oops": true}'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
});

test('the sign-in button shows on wide screens only', async ({ page, isMobile }) => {
  await page.goto('/');
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  if (isMobile) await expect(signIn).toBeHidden();
  else await expect(signIn).toBeVisible();
});
