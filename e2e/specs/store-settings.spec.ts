import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { STORE_OWNER_EMAIL } from './demo-accounts';
import { expect, MG_ROAD, SCREENS, type TScreen, test } from './fixtures';
import { signIn } from './order-helpers';

// These close the demo pharmacy and raise its minimum order: every other journey orders there, so they run
// in a project of their own after the rest (playwright.config.ts), one after the other, and put it back.
test.describe.configure({ mode: 'serial' });

const STORE = 'Brigade Road Medicals';

/** The owner's settings in a browser of their own, on the same kind of screen as the customer's. */
async function openSettings(browser: Browser, baseURL: string | undefined, screen: TScreen, path: string) {
  const context = await browser.newContext({ ...screen.use, baseURL });
  const owner = await context.newPage();
  await signIn(owner, STORE_OWNER_EMAIL);
  await owner.goto(path);
  await expect(owner.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return owner;
}

/** The store's id, for putting things back through the API whatever the journey left behind. */
async function storeIdOf(owner: Page): Promise<string> {
  const me = await (await owner.request.get('/api/me')).json();
  return me.stores[0].storeId;
}

async function reopen(request: APIRequestContext, storeId: string, origin: string) {
  const { closures } = await (await request.get(`/api/stores/${storeId}/settings/closures`)).json();
  for (const closure of closures as { id: string }[]) {
    await request.delete(`/api/stores/${storeId}/settings/closures/${closure.id}`, { headers: { origin } });
  }
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use as Parameters<typeof test.use>[0]);

    test(`a holiday closure shows the pharmacy closed to customers nearby (${screen.name}) @demo-store-alone`, async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000);
      const owner = await openSettings(browser, baseURL, screen, '/store/settings/closures');
      const storeId = await storeIdOf(owner);
      try {
        // From now (the form's default) until 9 am tomorrow.
        await owner.getByLabel('Reason').fill('Diwali');
        await owner.getByRole('button', { name: 'Add closure' }).click();
        await expect(owner.getByText('The store is closed now')).toBeVisible();
        const row = owner.getByRole('listitem', { name: 'Closure for Diwali' });
        await expect(row).toContainText('Closed now');
        await owner.screenshot({ path: testInfo.outputPath(`closures-${screen.name}.png`), fullPage: true });

        // A customer at MG Road sees the pharmacy closed, with why and until when.
        await page.goto('/stores');
        const card = page.getByRole('listitem', { name: STORE });
        await expect(card).toContainText(/Closed for Diwali until \d{1,2} \w{3} \d{4}, 9:00 am/);
        await expect(card.getByRole('button', { name: 'Choose this store' })).toHaveCount(0);

        // The owner reopens early; a customer looking now (this browser keeps the list 5 minutes, SPEC §7)
        // sees it open again.
        await row.getByRole('button', { name: 'Reopen now' }).click();
        await owner.getByRole('dialog').getByRole('button', { name: 'Reopen now' }).click();
        await expect(owner.getByText('The store is open again')).toBeVisible();
        await expect(owner.getByText('No closures planned.')).toBeVisible();
        const later = await (await browser.newContext({ ...screen.use, baseURL })).newPage();
        await later.addInitScript((coords) => {
          sessionStorage.setItem('dawanow-coordinates', JSON.stringify({ ...coords, label: 'MG Road, Bengaluru' }));
        }, MG_ROAD);
        await later.goto('/stores');
        await expect(later.getByRole('listitem', { name: STORE })).toContainText('Open now');
        await expect(later.getByRole('listitem', { name: STORE })).not.toContainText('Closed for Diwali');
        await later.context().close();
      } finally {
        await reopen(owner.request, storeId, baseURL ?? '');
        await owner.context().close();
      }
    });

    test(`the customer's cart says how much more the minimum order needs (${screen.name}) @demo-store-alone`, async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000);
      const owner = await openSettings(browser, baseURL, screen, '/store/settings');
      const storeId = await storeIdOf(owner);
      try {
        const minimum = owner.getByLabel('Minimum order (₹)');
        await minimum.fill('12.5');
        await owner.getByRole('button', { name: 'Save minimum order' }).click();
        await expect(owner.getByText('Enter whole rupees, 0 for no minimum')).toBeVisible();
        await minimum.fill('1000');
        await owner.getByRole('button', { name: 'Save minimum order' }).click();
        await expect(owner.getByText('Minimum order set to ₹1,000')).toBeVisible();
        await owner.screenshot({ path: testInfo.outputPath(`profile-${screen.name}.png`), fullPage: true });

        // Licences are read-only: a change goes to DawaNow's review with a reason.
        await owner.getByRole('link', { name: 'Licences & GSTIN' }).click();
        await owner.getByRole('button', { name: 'Request a change of GSTIN' }).click();
        const dialog = owner.getByRole('dialog', { name: 'Request a change: GSTIN' });
        await dialog.getByLabel('New GSTIN').fill('29AAAAA0000A1Z');
        await dialog.getByRole('button', { name: 'Send request' }).click();
        await expect(dialog.getByText('Enter a valid 15-character GSTIN')).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await owner.screenshot({ path: testInfo.outputPath(`licences-${screen.name}.png`), fullPage: true });

        await page.goto('/product/dolo-650-tablet');
        await page.getByRole('button', { name: 'Add to cart' }).first().click();
        await page.goto('/cart');
        await expect(
          page.getByText(new RegExp(`^Add ₹[\\d,.]+ more to order from ${STORE} \\(minimum order ₹1,000\\)\\.$`)),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
      } finally {
        const reset = await owner.request.put(`/api/stores/${storeId}/settings/min-order`, {
          data: { minOrderValuePaise: 0 },
          headers: { origin: baseURL ?? '' },
        });
        expect(reset.ok()).toBe(true);
        await owner.context().close();
      }
    });
  });
}
