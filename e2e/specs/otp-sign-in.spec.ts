/**
 * Issue 17, sign-in the Indian way, on a phone: a mobile number and the OTP sent to it. The e2e server has no SMS
 * provider, so the code is read where the demo puts it, the outbox at /dev/outbox (a second tab, as a person would).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A number of this run's own (7 then eight random digits), so no two runs or tests share its limits. */
function freshMobile(): { typed: string; shown: string } {
  const digits = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, shown: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` };
}

/** The newest OTP the outbox holds for `shown` (+91 98765 43210), read in a tab of its own. */
async function otpFromOutbox(context: BrowserContext, shown: string): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  await expect(outbox.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
  const sms = outbox.getByRole('listitem', { name: `SMS to ${shown}` }).first();
  await expect(sms).toContainText('is your DawaNow sign-in code');
  const code = /(\d{6}) is your DawaNow sign-in code/.exec(await sms.innerText())?.[1];
  await outbox.close();
  if (!code) throw new Error(`no code for ${shown} in the outbox`);
  return code;
}

async function enterOtp(page: Page, context: BrowserContext, shown: string) {
  const codeForm = page.getByRole('form', { name: 'Enter OTP' });
  await expect(codeForm).toContainText(`Enter the 6-digit OTP sent to ${shown}.`);
  await expect(codeForm.getByRole('link', { name: 'outbox' })).toBeVisible();
  await codeForm.getByLabel('6-digit OTP').fill(await otpFromOutbox(context, shown));
  await codeForm.getByRole('button', { name: 'Verify OTP' }).click();
}

test('a new customer signs up with a mobile OTP from the outbox, comes back where they were, and signs in again @mobile-only', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const mobile = freshMobile();
  await page.goto('/account?from=otp');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up with mobile number' });
  await signUp.getByLabel('First name').fill('Lakshmi');
  await signUp.getByLabel('Last name').fill('Pillai');
  await signUp.getByLabel('Mobile number').fill(mobile.typed);
  await signUp.getByRole('button', { name: 'Get OTP' }).click();
  await enterOtp(page, context, mobile.shown);
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page).toHaveURL(/\/account\?from=otp$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByText('Lakshmi Pillai')).toBeVisible();

  // Profile › Security shows the number this account signs in with
  await page.goto('/profile');
  await expect(page.getByText(`Signed in as ${mobile.shown}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByText(`You can sign in with an OTP sent to ${mobile.shown} (verified).`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('Signed out')).toBeVisible();

  // Signing in with the same number: a new code only 30 seconds after the last one
  await page.goto('/auth');
  const signIn = page.getByRole('form', { name: 'Sign in with mobile number' });
  await signIn.getByLabel('Mobile number').fill(mobile.typed);
  await signIn.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText(/You can ask for a new one in \d+ seconds/)).toBeVisible();
  await expect(async () => {
    await signIn.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByRole('form', { name: 'Enter OTP' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [5_000] });
  await enterOtp(page, context, mobile.shown);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page.getByText('Welcome back, Lakshmi!')).toBeVisible();
  // Back where the customer was: the profile they signed out from, which kept its address for after sign-in
  await expect(page).toHaveURL(/\/profile$/);
});

test('a pharmacy owner signs in with the OTP to their mobile and lands on the store dashboard @mobile-only', async ({
  page,
  context,
}) => {
  // The demo owner's number (README "Demo accounts"), proven by the demo seed
  const owner = { typed: '98450 33333', shown: '+91 98450 33333' };
  await page.goto('/auth');
  const signIn = page.getByRole('form', { name: 'Sign in with mobile number' });
  await signIn.getByLabel('Mobile number').fill(owner.typed);
  await signIn.getByRole('button', { name: 'Get OTP' }).click();
  await enterOtp(page, context, owner.shown);
  await expect(page.getByText('Welcome back, Kavya!')).toBeVisible();
  await expect(page).toHaveURL(/\/store\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a wrong OTP says how many tries are left @mobile-only', async ({ page, context }) => {
  const mobile = freshMobile();
  await page.goto('/auth');
  const signIn = page.getByRole('form', { name: 'Sign in with mobile number' });
  await signIn.getByLabel('Mobile number').fill(mobile.typed);
  await signIn.getByRole('button', { name: 'Get OTP' }).click();
  const codeForm = page.getByRole('form', { name: 'Enter OTP' });
  await expect(codeForm.getByText(/Resend OTP in 0:\d\d/)).toBeVisible();
  const code = await otpFromOutbox(context, mobile.shown);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeForm.getByLabel('6-digit OTP').fill(wrong);
  await codeForm.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(codeForm.getByText('That code is not right. 4 tries left.')).toBeVisible();
  await codeForm.getByLabel('6-digit OTP').fill(code);
  await codeForm.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Account created')).toBeVisible();
});
