import { expect, test } from './fixtures';

// The tab bar exists only under 768 px: these run in the phone project (playwright.config.ts).
test.describe('on a phone @mobile-only', () => {
  test('the tab bar leads to each section', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Mobile navigation' });
    const destinations: [name: string, path: string][] = [
      ['Categories', '/medicines'],
      ['Search', '/search'],
      ['Cart', '/cart'],
      // Profile needs an account: a signed-out visitor is asked to sign in
      ['Profile', '/auth'],
      ['Home', '/'],
    ];
    for (const [name, path] of destinations) {
      await tabs.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('the cart tab badge caps at 9+', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('dawanow-cart', JSON.stringify([{ medicine_id: 'ors', price: 2100, quantity: 12 }]));
    });
    await page.goto('/');
    await expect(page.getByTestId('tab-cart-badge')).toHaveText('9+');
  });

  test('the tab bar is hidden on policy pages but not on contact or FAQ', async ({ page }) => {
    const tabs = page.getByRole('navigation', { name: 'Mobile navigation' });
    for (const path of ['/privacy-policy', '/terms', '/refund-policy', '/shipping-policy', '/pharmacy-agreement']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tabs).toHaveCount(0);
    }
    for (const path of ['/contact', '/faq']) {
      await page.goto(path);
      await expect(tabs).toBeVisible();
    }
  });
});

test('there is no tab bar on a wide screen @desktop-only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeHidden();
});
