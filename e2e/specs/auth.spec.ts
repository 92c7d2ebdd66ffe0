import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { expect, test } from './fixtures';

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('tabpanel').getByLabel('Email').fill(email);
  await page.getByRole('tabpanel').getByLabel('Password').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
}

function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}

test('signing up from a protected page returns there, signed in', async ({ page }) => {
  await page.goto('/account?from=header');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  // The mobile number comes first (otp-sign-in.spec.ts); e-mail and password are one tap away
  await page.getByRole('button', { name: 'Sign up with e-mail and password instead' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Farhan');
  await form.getByLabel('Last name').fill('Qureshi');
  await form.getByLabel('Mobile number').fill('98450 67890');
  await form.getByLabel('Email').fill(uniqueEmail('farhan'));
  await form.getByLabel('Password').fill('Tamarind-Rice-91');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page).toHaveURL(/\/account\?from=header$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByText('Farhan Qureshi')).toBeVisible();
  await expect(page.getByText('+919845067890')).toBeVisible();
});

test('sign-up explains what is wrong with the form', async ({ page }) => {
  await page.goto('/auth?tab=sign-up&method=email');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Mobile number').fill('12345');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Please enter your first name')).toBeVisible();
  await expect(form.getByText('Enter a valid 10-digit Indian mobile number')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Use at least 8 characters')).toBeVisible();
});

test('a wrong password shows the sign-in failure toast', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, uniqueEmail('nobody'), 'Wrong-Password-1');
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the app opened at 127.0.0.1 (as from a phone on the same network) signs in', async ({ page, baseURL }) => {
  const atAddress = (baseURL ?? '').replace('//localhost:', '//127.0.0.1:');
  expect(atAddress).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  await page.goto(`${atAddress}/auth`);
  await signIn(page, CUSTOMER_EMAIL, DEMO_PASSWORD);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page.getByText('Welcome back, Asha!')).toBeVisible();
  await page.goto(`${atAddress}/account`);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
});

test('a customer is refused the store panel and the admin panel', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, CUSTOMER_EMAIL, DEMO_PASSWORD);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page.getByText('Welcome back, Asha!')).toBeVisible();

  await page.goto('/store/orders');
  await expect(page.getByText("You don't have access to the store panel")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin/users');
  await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an admin reaches the admin dashboard through /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  // The admin panel's own frame: its sections, not the customer header and cart
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
  const isCompact = (page.viewportSize()?.width ?? 0) < 1024;
  if (isCompact) await page.getByRole('button', { name: 'Menu' }).click();
  const sections = page.getByRole('navigation', { name: isCompact ? 'Admin sections' : 'Admin panel' });
  await sections.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
});

test('Google sign-in goes through the OpenID Connect provider and back', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.getByText('Signed in as meera.google@example.in')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Meera');
});

test('signing out ends the session @desktop-only', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, CUSTOMER_EMAIL, DEMO_PASSWORD);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out')).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
});
