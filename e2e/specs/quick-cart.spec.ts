/** Issue 17: adding to the cart like a quick-commerce app, on a phone — stepper, cart bar, checkout without tab bar. */
import { CUSTOMER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

const DOLO = '/product/dolo-650-tablet';

test('the stepper fills the cart, the cart bar follows and leads to the cart @mobile-only', async ({ page }) => {
  await page.goto(DOLO);
  const bar = page.getByRole('link', { name: /View cart/ });
  await expect(bar).toBeHidden();

  await page.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' }).click();
  const stepper = page.getByRole('group', { name: 'Dolo 650 Tablet in cart' });
  await expect(stepper).toContainText('1');
  await expect(bar).toHaveText(/^1 item · ₹[\d,.]+\s*View cart\s*$/);
  const one = Number((await bar.innerText()).match(/₹([\d,.]+)/)?.[1]?.replace(/,/g, ''));

  await stepper.getByRole('button', { name: 'Add one more Dolo 650 Tablet' }).click();
  await expect(stepper).toContainText('2');
  await expect(bar).toContainText(`2 items · ₹${(one * 2).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);

  await stepper.getByRole('button', { name: 'Remove one Dolo 650 Tablet' }).click();
  await expect(bar).toContainText('1 item · ');

  // The bar sits above the tab bar, both fixed; the page keeps room so the footer's last line can be reached.
  const tabs = page.getByRole('navigation', { name: 'Mobile navigation' });
  const [barBox, tabsBox] = [await bar.boundingBox(), await tabs.boundingBox()];
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(tabsBox?.y ?? 0);

  await bar.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(bar).toBeHidden();
  await expect(page.getByRole('link', { name: /^Proceed to checkout · ₹/ })).toBeInViewport();
  // The free-delivery suggestions scroll sideways inside the bill; the page itself never does.
  await expect(page.getByRole('list', { name: 'Add to reach free delivery' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('checkout has no tab bar, keeps Place order in reach and adds a new address in place @mobile-only', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.9756, longitude: 77.6066 });
  await page.goto(DOLO);
  await page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await signIn(page, CUSTOMER_EMAIL);
  await page.goto('/checkout');

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View cart/ })).toHaveCount(0);
  // Held at the bottom of the screen before any scrolling.
  await expect(page.getByRole('button', { name: /^Place order/ })).toBeInViewport();

  const name = `Clinic ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Add new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new address' });
  await dialog.getByLabel('Address name').fill(name);
  await dialog.getByLabel('House / flat, building, street').fill('2nd Floor, 80 Feet Road');
  await dialog.getByLabel('City').fill('Bengaluru');
  await dialog.getByLabel('State').fill('Karnataka');
  await dialog.getByLabel('PIN code').fill('560034');
  await dialog.getByRole('button', { name: 'Use current location' }).click();
  await expect(dialog.getByText(/^Location set \(12\.9756, 77\.6066\)$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save address' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Place order/ })).toBeInViewport();

  // Leave the demo customer's addresses as they were.
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const { addresses } = await (await page.request.get('/api/me/addresses')).json();
  for (const address of addresses as { id: string; name: string }[]) {
    if (address.name === name) await page.request.delete(`/api/me/addresses/${address.id}`, { headers: { origin } });
  }
});
