import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { deliverThroughApi, openStorePanel, placeCashOrder, placeOnlineOrder, signIn } from './order-helpers';

const UTR = 'HDFCN52026112799999';
const MARKETPLACE_GSTIN = '29AAKCD4821M1Z7';
const DEMO_PHARMACY = 'Brigade Road Medicals';

/** "₹1,234.50" or "-₹118.38" as paise. */
const paiseOf = (rupees: string) => Math.round(Number(rupees.replace(/[₹,]/g, '')) * 100);

/** A row's cells by their column's heading, as written (the table's CSS shows headings in capitals). */
async function cellsByColumn(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headings = await table.getByRole('columnheader').allTextContents();
  const cells = await row.getByRole('cell').allTextContents();
  return Object.fromEntries(headings.map((heading, index) => [heading.trim(), cells[index]?.trim() ?? '']));
}

/** An order's deductions as its earnings row shows them, checked against each other. */
async function expectDeductions(table: Locator, orderNumber: string, paidBy: 'Cash' | 'Online') {
  const row = table.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toBeVisible();
  const cells = await cellsByColumn(table, row);
  expect(cells.Paid).toBe(paidBy);
  const [sale, commission, gst, tcs, tds, cash, net] = [
    'Sale',
    'Commission',
    'GST',
    'TCS',
    'TDS',
    'Cash collected',
    'Net',
  ].map((column) => paiseOf(cells[column] ?? ''));
  // Commission, its 18% GST, TCS (0.5%) and TDS (0.1%, with the demo pharmacy's PAN) are all taken…
  expect(commission).toBeGreaterThan(tcs ?? 0);
  expect(gst).toBe(Math.round((commission ?? 0) * 0.18));
  expect(tcs).toBeGreaterThan(tds ?? 0);
  expect(tds).toBeGreaterThan(0);
  // …a cash order's money is already at the counter…
  expect(cash).toBe(paidBy === 'Cash' ? sale : 0);
  // …and what is left adds to the pharmacy's balance.
  expect(net).toBe((sale ?? 0) - (commission ?? 0) - (gst ?? 0) - (tcs ?? 0) - (tds ?? 0) - (cash ?? 0));
  await expect(row.getByText(/^Settles on /)).toBeVisible();
}

// The settlement runs once a day for the whole marketplace and pays the demo pharmacy, where every other journey
// orders: this journey runs once (desktop), in the project that has the demo pharmacy to itself, after the rest.
test('a delivered cash order and an online order show their deductions; the admin settles and records a UTR; the store sees it paid and downloads its statement @desktop-only @demo-store-alone', async ({
  page: customer,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const cash = await placeCashOrder(customer, 'becosules-capsule');
  // The customer again, on another device
  const onlineContext = await browser.newContext({ baseURL });
  const online = await placeOnlineOrder(await onlineContext.newPage(), 'shelcal-500-tablet');
  const store = await openStorePanel(browser, baseURL);
  await deliverThroughApi(store, customer, baseURL, cash.orderId);
  await deliverThroughApi(store, customer, baseURL, online.orderId);

  // The owner's earnings: both orders, each with its deductions, settling after the dispute window
  await store.goto('/store/earnings');
  await expect(store.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const orders = store.getByRole('table', { name: 'Delivered orders and their deductions' });
  await expectDeductions(orders, cash.orderNumber, 'Cash');
  await expectDeductions(orders, online.orderNumber, 'Online');

  // The administrator runs the settlement: the demo pharmacy's orders delivered more than a week ago
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto('/admin/payouts');
  await admin.getByRole('button', { name: 'Run settlement now' }).click();
  const run = admin.getByRole('dialog', { name: 'Run the settlement now?' });
  await run.getByRole('button', { name: 'Run settlement' }).click();
  await expect(run.getByRole('status')).toHaveText(/^\d+ payouts? of ₹[\d,.]+ scheduled for /);
  await run.getByRole('button', { name: 'Close' }).click();

  // …finds the pharmacy's new payout among those scheduled, approves it…
  const payouts = admin.getByRole('table', { name: 'Payouts' });
  const showStatus = async (status: string) => {
    await admin.getByLabel('Status').selectOption(status);
    await admin.getByRole('button', { name: 'Show' }).click();
    await expect(admin).toHaveURL(new RegExp(`status=${status}`));
  };
  await showStatus('scheduled');
  const row = payouts.getByRole('row', { name: new RegExp(DEMO_PHARMACY) });
  await expect(row).toBeVisible();
  const amount = (await cellsByColumn(payouts, row)).Amount ?? '';
  await row.getByRole('checkbox', { name: `Choose the payout to ${DEMO_PHARMACY}` }).check();
  await admin.getByRole('button', { name: 'Approve 1 selected' }).click();
  await expect(admin.getByText('1 payout sent.')).toBeVisible();

  // …transfers it by hand to the account it opens (audited), and records the bank's UTR
  await showStatus('processing');
  await payouts.getByRole('button', { name: `Record UTR for ${DEMO_PHARMACY}` }).click();
  const transfer = admin.getByRole('dialog', { name: 'Record the bank transfer' });
  await expect(transfer).toContainText(`${amount} to ${DEMO_PHARMACY}`);
  await transfer.getByRole('button', { name: 'Show account to transfer' }).click();
  const account = transfer.getByRole('region', { name: 'Account to transfer to' });
  await expect(account.getByText(/^\d{9,18}$/)).toBeVisible();
  await expect(account.getByText(/^[A-Z]{4}0[A-Z0-9]{6}$/)).toBeVisible();
  await transfer.getByLabel('UTR').fill(UTR);
  await transfer.getByRole('button', { name: 'Record as paid' }).click();
  await expect(transfer).toBeHidden();
  await showStatus('paid');
  const paid = payouts.getByRole('row', { name: new RegExp(UTR) });
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await adminContext.close();

  // The owner sees the payout paid with its UTR, and downloads its statement
  await store.goto('/store/payouts');
  const history = store.getByRole('table', { name: 'Payout history' });
  const payout = history.getByRole('row', { name: new RegExp(UTR) });
  await expect(payout.getByText('Paid', { exact: true })).toBeVisible();
  expect((await cellsByColumn(history, payout)).Amount).toBe(amount);
  const [download] = await Promise.all([
    store.waitForEvent('download'),
    payout.getByRole('link', { name: /^Download the statement of .* as CSV$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dawanow-payout-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`UTR,${UTR}`);
  expect(csv).toContain('Status,Paid');
  expect(csv).toContain(`GSTIN ${MARKETPLACE_GSTIN}`);
  await onlineContext.close();
  await store.context().close();
});
