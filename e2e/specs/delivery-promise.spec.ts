/**
 * Issue 17 "One delivery promise, everywhere": the header, the cart and checkout say the same delivery time, and
 * when checkout delivers to another address, all of them change together.
 */
import type { Page } from '@playwright/test';
import { CUSTOMER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

const headerPromise = (page: Page) => page.getByRole('banner').getByTestId('delivery-title');

/** "Delivery in 46 mins" as the header shows it, once a store serves the location. */
async function headerText(page: Page): Promise<string> {
  await expect(headerPromise(page)).toHaveText(/^Delivery in \d+ mins$/);
  return headerPromise(page).innerText();
}

test('the header, cart and checkout make the same promise, and move together with the delivery address', async ({
  page,
}) => {
  await signIn(page, CUSTOMER_EMAIL);
  await page.goto('/product/dolo-650-tablet');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();

  // The product page and the cart: the device's spot at MG Road, standard delivery until the customer chooses.
  await page.goto('/cart');
  const atMgRoad = await headerText(page);
  await expect(page.getByTestId('delivery-promise')).toContainText(`${atMgRoad} · Standard from`);
  await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();

  // Checkout delivers to the default address (Home, Indiranagar): every promise now measures from there.
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /^Home/ })).toBeChecked();
  await expect(headerPromise(page)).not.toHaveText(atMgRoad);
  const atHome = await headerText(page);
  await expect(page.getByRole('radio', { name: /^Standard/ })).toHaveAccessibleName(new RegExp(`${atHome}\\b`));
  await expect(page.getByRole('banner').getByTestId('delivery-detail')).toContainText('km');

  // Another address: the header and checkout change together.
  await page.getByText('Office', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Office/ })).toBeChecked();
  await expect(headerPromise(page)).not.toHaveText(atHome);
  const atOffice = await headerText(page);
  await expect(page.getByRole('radio', { name: /^Standard/ })).toHaveAccessibleName(new RegExp(`${atOffice}\\b`));

  // Back in the cart, the promise is the address's, not the device's.
  await page.goto('/cart');
  await expect(page.getByTestId('delivery-promise')).toContainText(`${atOffice} · Standard from`);
  await expect(headerPromise(page)).toHaveText(atOffice);
});
