import { chromium } from '@playwright/test';

const base = 'http://localhost:3700';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desk', { width: 1280, height: 800 }],
] as const) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.getByRole('tabpanel').getByLabel('Email').fill('store@demo.dawanow.in');
  await page.getByRole('tabpanel').getByLabel('Password').fill('Dawa@2026!');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Signed in successfully').waitFor();
  await page.goto(`${base}/store/inventory`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/inv-${name}.png`, fullPage: false });
  await page.goto(`${base}/store/inventory?filter=near-expiry`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/inv-near-${name}.png` });
  await page
    .getByRole('button', { name: /^Batches of/ })
    .first()
    .click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/inv-drawer-${name}.png` });
  await page.keyboard.press('Escape');
  await page.goto(`${base}/store/inventory/add`);
  await page.getByPlaceholder(/Name, brand or salt/).fill('dolo');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/add-${name}.png` });
  await page.getByRole('button', { name: 'Add to stock' }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/add-dialog-${name}.png` });
  await context.close();
}
await browser.close();
