import { STORE_OWNER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { placeCashOrder, signIn } from './order-helpers';

test('the store panel has a frame of its own and its dashboard shows a new order live', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // The pharmacy's counter, in a browser of its own, at the same screen size as the customer's.
  const context = await browser.newContext({ ...testInfo.project.use, baseURL });
  const store = await context.newPage();
  await signIn(store, STORE_OWNER_EMAIL);
  // A pharmacy member headed nowhere in particular starts on the dashboard.
  await expect(store).toHaveURL(/\/store\/dashboard$/);
  await expect(store.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(store.getByRole('heading', { name: 'Sales, last 14 days' })).toBeVisible();
  await expect(store.getByRole('switch', { name: 'Accepting orders' })).toBeVisible();

  // Its own frame: the store's navigation, no customer header, cart or footer.
  await expect(store.getByRole('navigation', { name: 'Store panel' })).toBeVisible();
  await expect(store.getByRole('link', { name: /cart/i })).toHaveCount(0);
  await expect(store.getByRole('contentinfo')).toHaveCount(0);
  await expect(store.getByPlaceholder(/search/i)).toHaveCount(0);
  await store.screenshot({ path: testInfo.outputPath('store-dashboard.png'), fullPage: true });

  const { orderNumber } = await placeCashOrder(page, 'calpol-650-tablet');

  // No reload: the order stream rings and says so, in a toast for three seconds (which may come and go while the
  // customer's page still loads) and to a screen reader for as long as the panel is open. It names the latest order,
  // which may be another test's arriving at the same store (orders arriving together are told as one).
  const said = store.getByText(/^(New order DN-\d{4}-\d{6}|\d+ new orders), \d{1,2}:\d{2}:\d{2} [ap]m$/);
  await expect(said).toBeAttached({ timeout: 20_000 });
  await expect(store.getByRole('link', { name: /^Orders, \d+ waiting$/ }).first()).toBeVisible();
  // …and brings the order to the dashboard with its acceptance countdown.
  const waiting = store.getByRole('region', { name: /Waiting for you/ });
  const row = waiting.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Accept within');

  await row.getByRole('link').click();
  await expect(store).toHaveURL(/\/store\/orders\/[0-9a-f-]{36}$/);
  await context.close();
});
