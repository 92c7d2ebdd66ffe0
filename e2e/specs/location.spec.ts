/** SPEC §4 "Location" with Chromium's geolocation override: no saved location, a fresh tab each time. */
import { expect, type Page, test } from '@playwright/test';

const MG_ROAD = { latitude: 12.9756, longitude: 77.6066 };
const THAR_DESERT = { latitude: 26.5, longitude: 70.5 };

function deliveryTitle(page: Page) {
  return page.getByRole('banner').getByTestId('delivery-title');
}

test.describe('with the device location at MG Road, Bengaluru', () => {
  test.use({ geolocation: MG_ROAD, permissions: ['geolocation'] });

  test('the header shows the delivery estimate from the nearest open partner store', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Store Found')).toBeVisible();
    await expect(deliveryTitle(page)).toHaveText(/^Delivery in \d+ mins$/);
    // Brigade Road (230 m) when open; Richmond Town (24 hours, 1.6 km) at night
    await expect(page.getByRole('banner').getByTestId('delivery-detail')).toHaveText(
      /^(Brigade Road Medicals · \d+ m|Richmond Town Chemists · 1\.\d km)$/,
    );
  });

  test('/stores lists nearby pharmacies with distance, hours and licence badges', async ({ page }) => {
    await page.goto('/stores');
    const brigade = page.getByRole('listitem', { name: 'Brigade Road Medicals' });
    await expect(brigade).toBeVisible();
    await expect(brigade).toContainText(/\d+ m/);
    await expect(brigade).toContainText(/Open now|Closed now/);
    await expect(brigade.getByText('Licensed Pharmacy')).toBeVisible();
    await expect(brigade.getByText(/DL KA-BNG-20B-\d{6}/)).toBeVisible();
    await expect(brigade.getByText(/GSTIN 29[A-Z0-9]{13}/)).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Richmond Town Chemists' })).toContainText('24 Hours');
    // Paused stores are listed but cannot be chosen
    await expect(page.getByRole('listitem', { name: 'Shivajinagar Generic Store' })).toContainText(
      'Not taking orders today',
    );
  });

  test('choosing another store makes it the delivery store', async ({ page }) => {
    await page.goto('/stores');
    const richmond = page.getByRole('listitem', { name: 'Richmond Town Chemists' });
    const choose = richmond.getByRole('button', { name: 'Choose this store' });
    // The list must be there before asking whether Richmond Town is already the store.
    await expect(richmond).toBeVisible();
    if (await choose.isVisible()) {
      await choose.click();
      await expect(page.getByText('Store Selected')).toBeVisible();
    }
    await expect(richmond.getByText('Your store')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('delivery-detail')).toHaveText(
      /^Richmond Town Chemists · 1\.\d km$/,
    );
  });

  test('address search suggests places from 3 characters and moves the delivery location', async ({ page }) => {
    await page.goto('/');
    await expect(deliveryTitle(page)).toHaveText(/^Delivery in/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Change delivery location/ })
      .click();
    const search = page.getByLabel('Search for address');
    await search.fill('Ko');
    await expect(page.getByText('Type at least 3 characters')).toBeVisible();
    await search.fill('Koramangala');
    // The suggestions are a listbox the arrow keys walk through, as in the header search
    const suggestions = page.getByRole('listbox', { name: 'Address suggestions' });
    const suggestion = suggestions.getByRole('option').first();
    await expect(suggestion).toContainText('Koramangala');
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id')) ?? '');
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page.getByText('Delivery Address Updated')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('delivery-detail')).toHaveText(
      /Koramangala|Pharmacy|Medicals|Chemists/,
    );
  });
});

test.describe('with the device location in the Thar desert', () => {
  test.use({ geolocation: THAR_DESERT, permissions: ['geolocation'] });

  test('the header says the area is not serviceable', async ({ page }) => {
    await page.goto('/');
    await expect(deliveryTitle(page)).toHaveText('Not serviceable');
    await expect(page.getByText('No Stores Nearby')).toBeVisible();
    await page.goto('/stores');
    await expect(page.getByText('No partner pharmacies within 5 km yet')).toBeVisible();
  });
});

test.describe('when location permission is refused', () => {
  test.use({ permissions: [] });

  test('falls back to the approximate location and says so', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Using approximate location')).toBeVisible();
    await expect(deliveryTitle(page)).toHaveText(/^Delivery in \d+ mins$/);
  });
});
