import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { openStorePanel, placeCashOrder, storeOrderActions } from './order-helpers';

// Map tiles come from tile.openstreetmap.org, which this machine cannot reach: every tile request fails, as it
// would on a phone without data, and the order page must show distance and direction instead of a broken map.
const TILES = 'https://tile.openstreetmap.org/**';

test('the store sends the order out with a named courier whose phone shares its position; the customer tracks it @mobile-only', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
  const { orderId, orderNumber } = await placeCashOrder(page, 'strepsils-honey-and-lemon-lozenges');
  const { address } = await (await page.request.get(`/api/orders/${orderId}`)).json();

  // The courier is the owner, on a phone that allows location, about 1 km north of the customer.
  const store = await openStorePanel(browser, baseURL, devices['Pixel 7']);
  await store.context().grantPermissions(['geolocation']);
  await store.context().setGeolocation({ latitude: address.latitude + 0.009, longitude: address.longitude });
  const act = await storeOrderActions(store, baseURL, orderId);
  for (const [action, data] of [
    ['accept', {}],
    ['status', { status: 'packed' }],
  ] as const) {
    expect((await act(action, data)).ok()).toBe(true);
  }

  await store.goto(`/store/orders/${orderId}`);
  await store.getByRole('button', { name: 'Out for delivery' }).click();
  const dialog = store.getByRole('dialog', { name: 'Who is delivering?' });
  await expect(dialog.getByLabel('Delivery person')).toHaveValue(/.+/);
  await dialog.getByLabel('Name').fill('Ravi Kumar');
  await dialog.getByLabel('Mobile number').fill('12345');
  await dialog.getByRole('button', { name: 'Send out for delivery' }).click();
  await expect(dialog.getByText('Enter a valid 10-digit Indian mobile number')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('98450 12345');
  await dialog.getByRole('button', { name: 'Send out for delivery' }).click();
  await expect(store.getByText('Delivering: Ravi Kumar')).toBeVisible();
  // The store sees the number it recorded
  await expect(store.getByRole('link', { name: '+919845012345' })).toHaveAttribute('href', 'tel:+919845012345');

  await store.getByRole('button', { name: 'Share my location' }).click();
  await expect(store.getByText(/Sharing your location with the customer · last sent/)).toBeVisible();

  // The customer's order page: the estimate, who is coming, where they are — and never the courier's number.
  await expect(page.getByTestId('order-status')).toHaveText(/Out for delivery/);
  const card = page.getByRole('region', { name: 'Track your order' });
  await expect(card.getByText('Arriving by')).toBeVisible();
  await expect(card.getByTestId('arrival-countdown')).toHaveText(/^in \d+ mins?$|^Any minute now$/);
  await expect(card.getByTestId('courier-position')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/^Ravi Kumar is 1\.0 km north of your address$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call Ravi Kumar through the pharmacy' })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(page.locator('body')).not.toContainText('9845012345');

  // The order list offers tracking while the order is on its way.
  await page.goto('/profile/orders');
  await page.getByRole('link', { name: `Track order ${orderNumber}` }).click();
  await expect(page.getByRole('region', { name: 'Track your order' })).toBeVisible();
  await store.context().close();
});
