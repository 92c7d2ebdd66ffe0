import { addDays, indianToday } from '@dawanow/shared/dates';
import { gstinCheckCharacter } from '@dawanow/shared/india';
import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { png } from './image-fixtures';
import { signIn } from './order-helpers';

test('a pharmacy applies through every step, an administrator approves it, and its owner opens the store panel', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A fresh applicant, and a PAN and GSTIN of this run's own (one open application per GSTIN)
  const serial = `${Date.now()}${Math.floor(Math.random() * 1e3)}`;
  const email = `partner.${serial}@example.in`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin },
    data: { firstName: 'Lakshmi', lastName: 'Rao', phone: '9900112244', email, password: 'Jasmine-Garden-55' },
  });
  expect(signUp.status()).toBe(201);
  const pan = `AAAF${String.fromCharCode(65 + (Number(serial.slice(-2)) % 26))}${serial.slice(-4)}K`;
  const gstin = `29${pan}1Z${gstinCheckCharacter(`29${pan}1Z`)}`;
  const tradeName = `Sampige Medicals ${serial.slice(-5)}`;

  await page.goto('/pharmacy-partner');
  await page.getByRole('link', { name: 'Apply now' }).first().click();

  await page.getByLabel('Type of business').selectOption('partnership');
  await page.getByLabel('Legal name').fill('Sampige Pharma LLP');
  await page.getByLabel('Trade name').fill(tradeName);
  await page.getByLabel('PAN').fill(pan);
  await page.getByLabel('GSTIN').fill(gstin);
  await page.getByLabel('Phone').fill('080 4123 4567');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Premises' })).toBeVisible();
  await page.getByLabel('Shop number and street').fill('27, Sampige Road');
  await page.getByLabel('Locality or area').fill('Malleshwaram');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560003');
  await page.getByLabel('Latitude').fill('13.0035');
  await page.getByLabel('Longitude').fill('77.5709');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Licences' })).toBeVisible();
  const validUntil = addDays(indianToday(), 400);
  await page.getByLabel('Form 20 number').fill(`KA-B20-${serial}`);
  await page.getByLabel('Valid until').nth(0).fill(validUntil);
  await page.getByLabel('Form 21 number').fill(`KA-B21-${serial}`);
  await page.getByLabel('Valid until').nth(1).fill(validUntil);
  await page.getByLabel('Registered pharmacist’s name').fill('K. Lakshmi');
  await page.getByLabel('State Pharmacy Council registration number').fill('KSPC-45123');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  for (const [index, label] of [
    'Form 20 licence',
    'Form 21 licence',
    'GST registration certificate',
    'Pharmacist’s registration certificate',
    'Photo of the shop front',
  ].entries()) {
    await page.getByLabel(label).setInputFiles({
      name: `document-${index}.png`,
      mimeType: 'image/png',
      buffer: png([200, 220 - index * 20, 240]),
    });
    await expect(page.getByRole('listitem').filter({ hasText: label }).getByText('Uploaded')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible();
  await page.getByLabel('Account holder’s name').fill('Sampige Pharma LLP');
  await page.getByLabel('Account number').fill('50100234567890');
  await page.getByLabel('IFSC').fill('HDFC0001234');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await expect(page.getByText('A/c ••••7890 · HDFC0001234')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Accept the Pharmacy Partner Agreement to submit')).toBeVisible();
  await page.getByLabel(/I have read the Pharmacy Partner Agreement/).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Submitted' })).toBeVisible();

  // The administrator reviews and approves
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto('/admin/store-applications');
  await admin.getByRole('link', { name: tradeName }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: tradeName })).toBeVisible();
  await admin.getByRole('button', { name: 'Start review' }).click();
  await expect(admin.getByText('Under review').first()).toBeVisible();
  for (const check of [
    'GSTIN checked on the GST portal',
    'Drug licences valid and matching the documents',
    'Pharmacist on the State Pharmacy Council register',
    'Shop-front photo matches the address',
  ])
    await admin.getByLabel(check).check();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('link', { name: 'Open the pharmacy this approval made' })).toBeVisible();
  await adminContext.close();

  // The applicant, at their next request, is the owner of the new pharmacy
  await page.goto('/pharmacy-partner/status');
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the store panel' }).click();
  await expect(page).toHaveURL(/\/store\/dashboard/);
  await expect(page.getByText(tradeName).filter({ visible: true }).first()).toBeVisible();
});
