import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DOLO = 'dolo-650-tablet';

// The few fields of the API's answers (packages/shared catalog contracts) these journeys look up.
type Named = { name: string; slug: string };
type Substitute = Named & { unitPricePaise: number };
type Category = Named & { parentId: string | null; productCount: number };

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The fixtures' MG Road location selects a store; its prices show once the page knows it. */
async function expectStorePrices(page: Page) {
  await expect(page.getByRole('button', { name: /Add to cart/ }).first()).toBeVisible();
}

test('a product page shows the medicine, its price at the selected store and cheaper substitutes', async ({ page }) => {
  await page.goto(`/product/${DOLO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();
  await expect(page).toHaveTitle('Dolo 650 Tablet | DawaNow');
  await expectStorePrices(page);
  await expect(page.getByText('Paracetamol 650 mg').first()).toBeVisible();
  await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Medicines' }),
  ).toBeVisible();

  const substitutes = page.locator('section', { has: page.getByRole('heading', { name: 'Substitutes' }) });
  await expect(substitutes.getByRole('listitem').first()).toBeVisible();
  await expect(substitutes.getByText(/^Save ₹[\d.,]+ per tablet$/).first()).toBeVisible();

  const sideEffects = page.getByText('Side effects', { exact: true });
  const section = page.getByRole('group').filter({ has: sideEffects });
  await expect(section).not.toHaveAttribute('open');
  await sideEffects.click();
  await expect(section).toHaveAttribute('open', '');
});

test('while the store is found, the product page shows the medicine and keeps it, and only the price waits', async ({
  page,
}) => {
  // The store's answer is held until the page has drawn the medicine without it
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/stores/nearby**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/product/${DOLO}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' });
  await expect(heading).toBeVisible();
  const pricing = page.getByRole('status', { name: 'Finding the price at your store' });
  await expect(pricing).toBeVisible();
  // Not asked to choose a location: one is being worked out
  await expect(page.getByText('Select a delivery location to see price and stock.')).toBeHidden();
  await heading.evaluate((element) => element.setAttribute('data-drawn', 'before-the-store'));

  release();
  await expectStorePrices(page);
  await expect(pricing).toBeHidden();
  // The same heading: the page was not replaced by the loading skeleton while the priced answer loaded
  await expect(heading).toHaveAttribute('data-drawn', 'before-the-store');
});

test('the same product page opens at /medicines/<id>, and a substitute opens its own page', async ({
  page,
  request,
}) => {
  const dolo = await getJson<{ id: string; substitutes: Substitute[] }>(request, `/api/products/${DOLO}`);
  await page.goto(`/medicines/${dolo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();

  const cheapest = dolo.substitutes.toSorted((a, b) => a.unitPricePaise - b.unitPricePaise)[0];
  expect(cheapest).toBeDefined();
  await page
    .locator('section', { has: page.getByRole('heading', { name: 'Substitutes' }) })
    .getByRole('link', { name: cheapest?.name })
    .click();
  await expect(page).toHaveURL(`/product/${cheapest?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: cheapest?.name })).toBeVisible();
});

test('an unknown product shows the not-found screen', async ({ page }) => {
  await page.goto('/product/no-such-medicine-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse medicines' })).toBeVisible();
});

test('adding to cart from the product page updates the header cart badge', async ({ page }) => {
  await page.goto(`/product/${DOLO}`);
  await expectStorePrices(page);
  await page
    .getByRole('button', { name: /Add to cart/ })
    .first()
    .click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');

  // "Add" became a stepper in place.
  await page
    .getByRole('button', { name: /^Add one more / })
    .first()
    .click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('2');
  await page.reload();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('2');
  await expect(page.getByRole('group', { name: /in cart$/ }).first()).toContainText('2');
});

test('browsing a category: all categories, one category’s medicines, its second page', async ({ page, request }) => {
  // The largest top-level category, which has more than one page of medicines.
  const { categories } = await getJson<{ categories: Category[] }>(request, '/api/categories');
  const largest = categories
    .filter((category) => category.parentId === null)
    .toSorted((a, b) => b.productCount - a.productCount)[0];
  expect(largest).toBeDefined();
  const firstPage = await getJson<{ total: number; pageSize: number; products: Named[] }>(
    request,
    `/api/categories/${largest?.slug}/products`,
  );
  expect(firstPage.total).toBeGreaterThan(firstPage.pageSize);

  await page.goto('/medicines');
  await expect(page.getByRole('heading', { level: 1, name: 'Medicines by category' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(largest?.name ?? '')} `) }).click();

  await expect(page).toHaveURL(`/medicines?category=${largest?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: largest?.name })).toBeVisible();
  const products = page.getByRole('list', { name: `${largest?.name} products` }).getByRole('article');
  await expect(products.first()).toBeVisible();
  await expect(products).toHaveCount(firstPage.pageSize);
  await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(`/medicines?category=${largest?.slug}&page=2`);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(products.first()).toBeVisible();
  await expect(products.first()).not.toHaveAccessibleName(firstPage.products[0]?.name ?? '');

  // The address alone brings the same page back (shareable).
  await page.reload();
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('the home page shows popular medicines at the selected store', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular near you' })).toBeVisible();
  const popular = page.getByRole('list', { name: 'Popular near you' }).getByRole('article');
  await expect(popular.first()).toBeVisible();
  await expect(popular.first().getByRole('button', { name: /Add to cart/ })).toBeVisible();
  await popular.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('without a delivery location the home page asks for one and still lists popular medicines', async ({
  page,
  context,
}) => {
  // No store serves this location (the Thar desert), so no prices can be shown.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 27.0, longitude: 71.0 });
  await page.addInitScript(() => {
    sessionStorage.setItem('dawanow-coordinates', JSON.stringify({ latitude: 27.0, longitude: 71.0, label: 'Thar' }));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular medicines' })).toBeVisible();
  await expect(page.getByText('Select a delivery location to see price and stock.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Popular medicines' }).getByRole('article').first()).toBeVisible();
});
