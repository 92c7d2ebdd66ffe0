/**
 * Issue 19: WCAG 2.2 AA on the customer's screens. axe-core scans each main page and dialog, at phone and
 * desktop sizes (the two projects), and no serious or critical violation may remain.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CUSTOMER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { placeCashOrder, signIn } from './order-helpers';

async function expectNoSeriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Off by default in axe (experimental), but a speech user says what they see: names must contain it
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      where: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

const PUBLIC_PAGES: [string, string][] = [
  ['home', '/'],
  ['search', '/search?q=paracetamol'],
  ['medicines', '/medicines'],
  ['category', '/medicines?category=fever-pain'],
  ['product', '/product/dolo-650'],
  ['cart', '/cart'],
  ['stores', '/stores'],
  ['sign-in', '/auth'],
  ['upload prescription', '/upload-prescription'],
  ['blog', '/blog'],
  ['testimonials', '/testimonials'],
  ['pharmacy partner', '/pharmacy-partner'],
];

/** The page is drawn: its heading is there and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
}

for (const [name, path] of PUBLIC_PAGES) {
  test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    await expectNoSeriousViolations(page);
  });
}

test('the signed-in customer’s pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, CUSTOMER_EMAIL);
  for (const path of ['/account', '/profile', '/checkout']) {
    await page.goto(path);
    await settled(page);
    await expectNoSeriousViolations(page);
  }
});

// The screens a Hindi reader uses most, in Hindi: translated names must still match what is shown, and the
// longer Devanagari labels must still fit their controls
const HINDI_PAGES = PUBLIC_PAGES.filter(([name]) =>
  ['home', 'search', 'product', 'cart', 'stores', 'sign-in'].includes(name),
);
test.describe('in Hindi', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('dawanow-language', JSON.stringify('hi')));
  });
  for (const [name, path] of HINDI_PAGES) {
    test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await settled(page);
      await expectNoSeriousViolations(page);
    });
  }
});

test('the delivery location popover and the search suggestions have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await settled(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Change delivery location/ })
    .click();
  await page.getByLabel('Search for address').fill('Koramangala');
  await expect(page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first()).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');

  const search = page.getByRole('combobox', { name: 'Search medicines' }).first();
  await search.fill('dolo');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'header');
});

test('a filled cart asking to confirm "clear cart" has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/product/moov-spray-35-g');
  await page.getByRole('button', { name: 'Add to cart: Moov Spray 35 g' }).click();
  await expect(page.getByRole('group', { name: 'Moov Spray 35 g in cart' }).first()).toBeVisible();
  await page.goto('/cart');
  await settled(page);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByRole('button', { name: 'Yes, clear cart' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the account menu and an order’s cancel dialog have no serious accessibility violations', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const order = await placeCashOrder(page, 'eno-fruit-salt-regular-sachet');
  if (!isMobile) {
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
  }
  await page.goto(order.orderUrl);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The app's dialogs are the browser's own <dialog>, whose role is implicit
  await expectNoSeriousViolations(page, 'dialog[open]');
});
