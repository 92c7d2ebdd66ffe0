/**
 * A signed-in person's inbox (issue 18's in-app half): a partner applicant hears of their submission and of the
 * reviewer taking it up; the header bell counts the unread, the inbox lists them, opening one clears the count.
 * The application itself is filled through the API (partner-onboarding.spec.ts walks its form).
 */
import { addDays, indianToday } from '@dawanow/shared/dates';
import { gstinCheckCharacter } from '@dawanow/shared/india';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import { PHARMACY_AGREEMENT_VERSION } from '@dawanow/shared/store-application-steps';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { expect, test } from './fixtures';
import { png } from './image-fixtures';

/** Sends `data` to the API as the signed-in browser would (the same-origin check wants the origin). */
async function send(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: object) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const res = await request.fetch(path, { method, headers: { origin }, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

test('an applicant sees the bell count their news, reads it in the inbox, and the count clears', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const serial = `${Date.now()}${Math.floor(Math.random() * 1e3)}`;
  const email = `inbox.${serial}@example.in`;
  await send(page.request, 'POST', '/api/auth/sign-up', {
    firstName: 'Farah',
    lastName: 'Khan',
    phone: '9900112255',
    email,
    password: 'Jasmine-Garden-55',
  });
  const pan = `AAAF${String.fromCharCode(65 + (Number(serial.slice(-2)) % 26))}${serial.slice(-4)}K`;
  const gstin = `29${pan}1Z${gstinCheckCharacter(`29${pan}1Z`)}`;
  const tradeName = `Jayanagar Medicals ${serial.slice(-5)}`;
  const validUntil = addDays(indianToday(), 400);
  const step = (name: string, data: object) => send(page.request, 'PUT', `/api/store-applications/mine/${name}`, data);
  await step('business', {
    businessType: 'partnership',
    legalName: 'Jayanagar Pharma LLP',
    tradeName,
    pan,
    gstin,
    phone: '080 4123 4567',
    email,
  });
  await step('premises', {
    addressLine1: '12, 9th Main Road',
    locality: 'Jayanagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560041',
    latitude: 12.925,
    longitude: 77.5938,
    weeklyHours: ALWAYS_OPEN,
  });
  await step('licences', {
    form20: { number: `KA-J20-${serial}`, validUntil },
    form21: { number: `KA-J21-${serial}`, validUntil },
    form20b: null,
    form21b: null,
    pharmacistName: 'F. Khan',
    pharmacistRegistrationNumber: 'KSPC-45321',
  });
  await step('bank-account', {
    method: 'bank',
    accountHolder: 'Jayanagar Pharma LLP',
    accountNumber: '50100234567891',
    ifsc: 'HDFC0001234',
  });
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  for (const [index, kind] of [
    'form20',
    'form21',
    'gst_certificate',
    'pharmacist_registration',
    'shop_front',
  ].entries()) {
    const res = await page.request.put(`/api/store-applications/mine/documents/${kind}`, {
      headers: { origin },
      multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer: png([210, 200 - index * 20, 230]) } },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const submitted = await send(page.request, 'POST', '/api/store-applications/mine/submit', {
    acceptAgreement: true,
    agreementVersion: PHARMACY_AGREEMENT_VERSION,
  });
  const { id: applicationId } = (await submitted.json()) as { id: string };

  // A reviewer takes it up, through the admin API as their screen does
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await send(adminContext.request, 'POST', '/api/auth/sign-in/email', { email: ADMIN_EMAIL, password: DEMO_PASSWORD });
  const detail = await adminContext.request.get(`/api/admin/store-applications/${applicationId}`);
  const { version } = (await detail.json()) as { version: number };
  await send(adminContext.request, 'POST', `/api/admin/store-applications/${applicationId}/review`, { version });
  await adminContext.close();

  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications, 2 unread' });
  // The count is read once the session is known: two requests after the first page of a busy run
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await expect(bell.getByTestId('header-inbox-badge')).toHaveText('2');
  await bell.click();

  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  const reviewing = list.getByRole('button', {
    name: 'Partner application: Your application is being reviewed (unread)',
  });
  const received = list.getByRole('button', { name: 'Partner application: We received your application (unread)' });
  await expect(reviewing).toBeVisible();
  await expect(received).toHaveAccessibleDescription(new RegExp(`${tradeName} is in the queue for review`));

  // Opening one marks it read and goes where it leads
  await reviewing.click();
  await expect(page).toHaveURL(/\/pharmacy-partner\/status$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

  // The rest at once; the bell is quiet
  await page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('header-inbox-badge')).toHaveCount(0);
  await expect(list.getByRole('button', { name: /\(unread\)$/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Unread' }).click();
  await expect(page.getByText('You are all caught up: nothing unread.')).toBeVisible();
});
