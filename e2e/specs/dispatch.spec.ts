import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_EMAIL, DEMO_PASSWORD, openStorePanel, placeCashOrder } from './order-helpers';

// The acceptance window is one platform-wide setting: this journey changes it, so it runs once
// (not per screen size) and puts it back as soon as its own offer has been made.
test('an order the pharmacy does not answer in time goes to the next nearest pharmacy @desktop-only', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  const signIn = await admin.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const before = await (await admin.get('/api/admin/settings/orders')).json();
  const store = await openStorePanel(browser, baseURL);

  let orderNumber: string;
  try {
    const shortened = await admin.put('/api/admin/settings/orders', {
      data: { ...before, acceptanceWindowSeconds: 10 },
    });
    expect(shortened.ok()).toBe(true);
    ({ orderNumber } = await placeCashOrder(page));
  } finally {
    await admin.put('/api/admin/settings/orders', { data: before });
    await admin.dispose();
  }

  // The first pharmacy sees the offer, lets the timer run out, and loses it.
  const offer = store.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(offer).toContainText('Accept within');
  await expect(offer).toHaveCount(0, { timeout: 30_000 });

  // The customer's timeline says where the order went, live.
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText('did not answer in time', { timeout: 30_000 });
  await expect(timeline).toContainText(/Sent to /);
  await expect(page.getByTestId('order-status')).toHaveText(/Placed/);
  await store.context().close();
});
