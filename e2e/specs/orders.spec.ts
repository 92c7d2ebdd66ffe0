import { expect, test } from './fixtures';
import { openStorePanel, placeCashOrder } from './order-helpers';

test('a cash order goes from the cart to the customer’s door, with the pharmacy working it live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { orderId, orderNumber, orderUrl } = await placeCashOrder(page);
  await expect(page.getByTestId('order-status')).toHaveText(/Placed/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  await page.goto('/profile/orders');
  const row = page.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(row).toContainText('Placed');
  await expect(row).toContainText('Dolo 650');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(orderUrl);

  // The pharmacy, at its own counter, sees the offer with its acceptance timer and accepts it.
  const store = await openStorePanel(browser, baseURL);
  const offer = store.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(offer).toContainText('Accept within');
  await offer.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
  await expect(offer).toHaveCount(0);

  // The customer's page follows without a reload; cancelling is no longer possible (SPEC §4).
  await expect(page.getByTestId('order-status')).toHaveText(/Processing/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await store.goto(`/store/orders/${orderId}`);
  await expect(store.getByText(/Hand over within/)).toBeVisible();
  await store.getByRole('button', { name: 'Mark packed' }).click();
  await store.getByRole('button', { name: 'Out for delivery' }).click();

  await expect(page.getByTestId('order-status')).toHaveText(/Out for delivery/);
  const otp = (await page.getByTestId('delivery-otp').innerText()).trim();
  expect(otp).toMatch(/^\d{4}$/);

  await store.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = store.getByRole('dialog', { name: 'Confirm delivery' });
  const wrongOtp = otp === '0000' ? '1111' : '0000';
  await dialog.getByLabel('Delivery code').fill(wrongOtp);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog.getByText(/That delivery code is wrong/)).toBeVisible();
  await dialog.getByLabel('Delivery code').fill(otp);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog).toBeHidden();
  await expect(store.getByTestId('order-status')).toHaveText(/Delivered/);

  await expect(page.getByTestId('order-status')).toHaveText(/Delivered/);
  await expect(page.getByTestId('delivery-otp')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Report a problem / request refund' })).toBeVisible();
  await page.getByRole('link', { name: 'Tax invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(page.getByRole('cell', { name: /Dolo 650/ })).toBeVisible();
  await expect(page.getByText(/GSTIN:/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  await store.context().close();
});
