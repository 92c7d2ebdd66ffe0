import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { openStorePanel, placeCashOrder, signIn } from './order-helpers';

// The acceptance window is one platform-wide setting: this journey changes it, so it runs once, alone
// after the other journeys (the platform-settings project), and puts it back once its own offer is made.
test('an order the pharmacy does not answer in time goes to the next nearest pharmacy @platform-settings', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The administrator shortens the window on the platform settings page, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL);
  const before = await (await admin.request.get('/api/admin/settings/orders')).json();
  const store = await openStorePanel(browser, baseURL);

  let orderNumber: string;
  try {
    await admin.goto('/admin/settings');
    const window = admin.getByLabel('Store acceptance window (seconds)');
    await expect(window).toHaveValue(String(before.acceptanceWindowSeconds));
    await window.fill('10');
    await admin.getByRole('button', { name: 'Save order settings' }).click();
    await expect(admin.getByText('Order settings saved')).toBeVisible();
    // The change is in the audit log, with who made it and what it was before
    await admin.getByRole('link', { name: 'Audit log', exact: true }).click();
    const latest = admin
      .getByRole('table', { name: /newest first/ })
      .getByRole('row')
      .nth(1);
    await expect(latest).toContainText('Order settings changed');
    await expect(latest).toContainText(`acceptanceWindowSeconds: ${before.acceptanceWindowSeconds} → 10`);
    ({ orderNumber } = await placeCashOrder(page, 'dolo-650-tablet'));
  } finally {
    const restored = await admin.request.put('/api/admin/settings/orders', {
      data: before,
      headers: { origin: baseURL ?? '' },
    });
    expect(restored.ok()).toBe(true);
    await adminContext.close();
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
