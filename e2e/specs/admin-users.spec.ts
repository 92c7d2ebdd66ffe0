import type { Page } from '@playwright/test';
import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

const PASSWORD = 'Tamarind-Rice-91';

async function signInAs(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tabpanel').getByLabel('Email').fill(email);
  await page.getByRole('tabpanel').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
}

/** The administrator changes the account from its own screen, with a reason, and sees it done. */
async function changeAccount(admin: Page, button: string, confirm: string, reason: string, done: string) {
  await admin.getByRole('button', { name: button, exact: true }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(admin.getByText(done)).toBeVisible();
}

test('an admin suspends a customer, who is signed out at once and told why they cannot sign in, then reactivates them @desktop-only', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A new customer signs up in a browser of their own
  const email = `farah.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  await customer.goto('/auth?tab=sign-up&method=email');
  const form = customer.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Farah');
  await form.getByLabel('Last name').fill('Khan');
  await form.getByLabel('Mobile number').fill('98450 11223');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(customer.getByText('Account created')).toBeVisible();
  await customer.goto('/account');
  await expect(customer.getByRole('heading', { name: 'My account' })).toBeVisible();

  // The administrator finds her by her e-mail and suspends the account, saying why
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto('/admin/users');
  await admin.getByLabel('Search').fill(email);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('link', { name: 'Farah Khan' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Farah Khan' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Sessions, newest first' }).getByRole('row')).toHaveCount(2);
  await changeAccount(admin, 'Suspend', 'Suspend account', 'Card fraud reported by the bank', 'Account suspended');
  await expect(admin.getByText(/Suspended on/)).toBeVisible();
  await expect(admin.getByText('No session on record: the user is signed out everywhere.')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Change history' })).toContainText('status: "active" → "suspended"');

  // Her next page load finds her signed out, and signing in says the account is suspended
  await customer.reload();
  await expect(customer).toHaveURL(/\/auth$/);
  await signInAs(customer, email);
  await expect(customer.getByText(/This account is suspended/)).toBeVisible();
  await expect(customer).toHaveURL(/\/auth$/);

  // Reactivated, she signs in again
  await changeAccount(admin, 'Reactivate', 'Reactivate account', 'Bank cleared the card', 'Account reactivated');
  await signInAs(customer, email);
  await expect(customer.getByText('Signed in successfully')).toBeVisible();
  await customerContext.close();
});
