import { ADMIN_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { expect, test } from './fixtures';
import { deliverThroughApi, openStorePanel, placeCashOrder } from './order-helpers';

test('a cash order goes from the cart to the customer’s door, with the pharmacy working it live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { orderId, orderNumber, orderUrl } = await placeCashOrder(page, 'dolo-650-tablet');
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
  // The owner takes it out: their name and the number on their profile are filled in
  await store
    .getByRole('dialog', { name: 'Who is delivering?' })
    .getByRole('button', { name: 'Send out for delivery' })
    .click();

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

test('a refund of a cash order goes back by bank transfer to the account the customer gives', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { orderId } = await placeCashOrder(page, 'dolo-650-tablet');
  const store = await openStorePanel(browser, baseURL);
  // The pharmacy's side of the delivery is not what this journey is about
  await deliverThroughApi(store, page, baseURL, orderId);

  // The customer reports a damaged strip; the pharmacy approves, picks it up and completes the refund.
  await expect(page.getByTestId('order-status')).toHaveText(/Delivered/);
  await page.getByRole('button', { name: 'Report a problem / request refund' }).click();
  await page.getByText('Damaged in transit', { exact: true }).click();
  await page.getByRole('button', { name: 'Request refund' }).click();
  await expect(page.getByText('Refund requested', { exact: true }).first()).toBeVisible();
  await store.goto(`/store/orders/${orderId}`);
  await store.getByRole('button', { name: 'Approve and arrange pickup' }).click();
  await store.getByRole('button', { name: 'Items verified: complete refund' }).click();

  // Cash comes back by bank transfer: the customer's page asks where, live.
  await expect(page.getByText(/comes back by bank transfer. Where should we send it\?/)).toBeVisible();
  await page.getByLabel('Account holder’s name').fill('Asha Menon');
  await page.getByLabel('Account number').fill('50100123454321');
  await page.getByLabel('IFSC').fill('hdfc0001234');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Bank details saved')).toBeVisible();
  await expect(page.getByText(/will be sent to A\/c ••••4321 · HDFC0001234 by bank transfer/)).toBeVisible();

  // An administrator sends it and records the bank's reference; the customer sees it arrive.
  const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  const signedIn = await admin.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const { payouts } = await (await admin.request.get('/api/admin/cash-refunds?status=details_received')).json();
  expect(payouts).toContainEqual(
    expect.objectContaining({
      orderId,
      details: { method: 'bank', accountHolder: 'Asha Menon', accountNumber: '50100123454321', ifsc: 'HDFC0001234' },
    }),
  );
  const sent = await admin.request.post(`/api/admin/cash-refunds/${orderId}/paid`, {
    data: { reference: 'UTR998877665' },
  });
  expect(sent.status()).toBe(204);
  await expect(page.getByRole('status').filter({ hasText: 'Bank reference UTR998877665' })).toBeVisible();
  await admin.close();
  await store.context().close();
});

test('a delivery code guessed wrong five times is replaced, and the customer sees the new one', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { orderId } = await placeCashOrder(page, 'dolo-650-tablet');
  const store = await openStorePanel(browser, baseURL);
  const act = await deliverThroughApi(store, page, baseURL, orderId, { handOver: false });
  await expect(page.getByTestId('order-status')).toHaveText(/Out for delivery/);
  const code = (await page.getByTestId('delivery-otp').innerText()).trim();
  const wrongCodes = [1, 2, 3, 4, 5].map((offset) => String((Number(code) + offset) % 10_000).padStart(4, '0'));

  // Four wrong guesses through the API, the fifth at the counter's delivery dialog.
  for (const otp of wrongCodes.slice(0, 4)) {
    const res = await act('deliver', { otp });
    expect(res.status()).toBe(400);
  }
  await store.goto(`/store/orders/${orderId}`);
  await store.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = store.getByRole('dialog', { name: 'Confirm delivery' });
  await dialog.getByLabel('Delivery code').fill(wrongCodes[4] ?? '');
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog.getByText(/Too many wrong delivery codes: the customer has been sent a new one/)).toBeVisible();

  // The customer's page follows live: a new code, and why.
  await expect(page.getByText('Delivery code replaced after 5 wrong tries', { exact: true })).toBeVisible();
  // …and screen readers are told as it happens
  await expect(page.getByText('Order update: Delivery code replaced after 5 wrong tries')).toBeAttached();
  await expect(page.getByTestId('delivery-otp')).not.toHaveText(code);
  await expect(page.getByTestId('delivery-otp')).toHaveText(/^\s*\d{4}\s*$/);
  await expect(page.getByTestId('order-status')).toHaveText(/Out for delivery/);
  await store.context().close();
});
