/**
 * Issue 19 (WCAG 2.1.1, 2.4.7): the whole way from search to a placed order with the keyboard alone, and at every
 * stop of the Tab key the focused control shows where the focus is.
 */
import type { Locator, Page } from '@playwright/test';
import { CUSTOMER_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { expect, test } from './fixtures';

/** Whether the focused element draws a visible outline or ring (the app's :focus-visible style); null past the page's end */
function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return { visible: outline || ring, what };
  });
}

/**
 * Presses Tab until `target` has the focus, checking that every control on the way shows its focus. Past the last
 * control the focus leaves the page, and the next Tab starts again at its top, as in a browser.
 */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focus = await focusIsVisible(page);
    if (!focus) continue;
    expect(focus.visible, `no visible focus on ${focus.what}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}

test('with the keyboard alone: search, add to cart, sign in at checkout and place the order', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();

  const search = page.getByRole('combobox', { name: 'Search medicines' }).locator('visible=true').first();
  await tabTo(page, search);
  await page.keyboard.type('calpol 650');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=calpol/);

  const add = page.getByRole('button', { name: 'Add to cart: Calpol 650 Tablet' });
  await expect(add).toBeVisible();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Calpol 650 Tablet in cart' }).first()).toContainText('1');

  const cart = page
    .getByRole('link', { name: /^Cart, 1 item$/ })
    .locator('visible=true')
    .first();
  await tabTo(page, cart);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);

  const proceed = page.getByRole('link', { name: /^Proceed to checkout/ });
  await expect(proceed).toBeVisible();
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth$/);

  const email = page.getByRole('tabpanel').getByLabel('Email');
  await tabTo(page, email);
  await page.keyboard.type(CUSTOMER_EMAIL);
  await tabTo(page, page.getByRole('tabpanel').getByLabel('Password'), 5);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // A radio group is one Tab stop; the arrow keys choose within it
  const chosenPayment = page.getByRole('radio', { checked: true, name: /Pay online|Cash on delivery/ });
  await expect(chosenPayment).toBeVisible();
  await tabTo(page, chosenPayment);
  const cash = page.getByRole('radio', { name: /Cash on delivery/ });
  for (let presses = 0; presses < 4 && !(await cash.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(cash).toBeChecked();

  const place = page.getByRole('button', { name: /^Place order/ });
  await expect(place).toBeEnabled();
  await tabTo(page, place);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order DN-\d{4}-\d{6}$/ })).toBeVisible();
});
