/** Medicine search (SPEC §2, §5): header suggestions and the /search page on the demo catalogue. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search medicines' }).locator('visible=true');
}

function results(page: Page) {
  return page.getByRole('region', { name: 'Search results' }).getByRole('article');
}

/**
 * The filters fold into a panel on phones; open it when it is folded. Waits until the page shows either the
 * toggle or the filters, so a page still loading is not taken for one without a toggle.
 */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const firstFilter = page.getByRole('radio', { name: 'Rx only' });
  await expect(toggle.or(firstFilter).filter({ visible: true }).first()).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await expect(firstFilter).toBeVisible();
}

test('a suggestion picked with the keyboard opens the product page', async ({ page }) => {
  await page.goto('/');
  const search = headerSearch(page);
  await search.pressSequentially('dolo');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  const dolo = page.getByRole('option', { name: /^Dolo 650 Tablet/ });
  await expect(dolo).toBeVisible();
  await expect(page.getByRole('option', { name: 'See all results for “dolo”' })).toBeVisible();

  // Walk down the list with the arrow key until Dolo 650 is the active option.
  await expect(async () => {
    if ((await dolo.getAttribute('aria-selected')) !== 'true') await search.press('ArrowDown');
    expect(await dolo.getAttribute('aria-selected')).toBe('true');
  }).toPass();
  await expect(search).toHaveAttribute('aria-activedescendant', (await dolo.getAttribute('id')) ?? '');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/product\/dolo-650-tablet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});

test('Escape and a click elsewhere close the suggestions', async ({ page }) => {
  await page.goto('/');
  const search = headerSearch(page);
  await search.pressSequentially('pan');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await search.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
  await expect(search).toHaveValue('pan');

  await search.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  // The page's left margin: outside the list on phones and desktops alike, and nothing to activate there.
  await page.mouse.click(5, 400);
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
});

test('Enter in the header searches for the text and lists what was found', async ({ page }) => {
  await page.goto('/');
  await headerSearch(page).pressSequentially('azithral');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=azithral$/);
  await expect(results(page).filter({ hasText: 'Azithral 500 Tablet' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /results? for “azithral”/ })).toBeVisible();
});

test('a misspelt salt still finds its medicines', async ({ page }) => {
  await page.goto('/search?q=paracetmol');
  await expect(results(page).first()).toBeVisible();
  await expect(results(page).first()).toContainText('Paracetamol');
});

test('a brand and strength finds that medicine first', async ({ page }) => {
  await page.goto('/search?q=pan%2040');
  await expect(results(page).first()).toHaveAccessibleName('Pan 40 Tablet');
});

test('the prescription and stock filters narrow the results and live in the URL', async ({ page }) => {
  await page.goto('/search?q=tablet');
  await expect(results(page).first()).toBeVisible();
  await showFilters(page);

  // Clicks, not check(): a filter is applied by changing the URL, so the box ticks a moment later.
  await page.getByRole('radio', { name: 'Rx only' }).click();
  await expect(page).toHaveURL(/[?&]rx=rx(&|$)/);
  await expect(results(page).first()).toBeVisible();
  await expect(results(page).filter({ hasNotText: 'Rx required' })).toHaveCount(0);

  await page.getByRole('radio', { name: 'No prescription' }).click();
  await expect(page).toHaveURL(/[?&]rx=otc(&|$)/);
  await expect(results(page).first()).toBeVisible();
  await expect(results(page).filter({ hasText: 'Rx required' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: /^In stock at / }).click();
  await expect(page).toHaveURL(/[?&]inStock=true(&|$)/);
  await expect(results(page).first()).toBeVisible();
  await expect(results(page).filter({ hasText: /Out of stock/ })).toHaveCount(0);

  // The URL is the state: reloading keeps every filter.
  await page.reload();
  await showFilters(page);
  await expect(page.getByRole('radio', { name: 'No prescription' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^In stock at / })).toBeChecked();
});

test('a search that finds nothing suggests checking the spelling and uploading a prescription', async ({ page }) => {
  await page.goto('/search?q=xqzvbnmwk');
  await expect(page.getByRole('heading', { name: 'No medicines found for “xqzvbnmwk”' })).toBeVisible();
  await expect(page.getByText(/Check the spelling/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Upload prescription', exact: true })).toHaveAttribute(
    'href',
    '/upload-prescription',
  );
});

test('a Hindi query is answered in English terms, without an error', async ({ page }) => {
  await page.goto('/');
  await headerSearch(page).pressSequentially('बुखार');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%E0%A4%AC/);
  await expect(page.getByRole('status').filter({ hasText: /results? for “बुखार”/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto(`/search?q=${encodeURIComponent('नमस्ते')}`);
  await expect(page.getByText(/We search medicine names in English/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an over-long query typed into the address bar shows why it was refused', async ({ page }) => {
  await page.goto(`/search?q=${'a'.repeat(300)}`);
  await expect(page.getByRole('alert')).toContainText('100 characters');
});

test('an empty search offers popular searches', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('link', { name: 'Pan 40' }).click();
  await expect(page).toHaveURL(/\/search\?q=Pan%2040$/);
  await expect(results(page).first()).toHaveAccessibleName('Pan 40 Tablet');
});
