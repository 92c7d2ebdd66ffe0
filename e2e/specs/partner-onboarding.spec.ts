import { STORE_LOCATOR_CACHE_DECIMALS } from '@dawanow/shared/constants';
import { addDays, indianToday } from '@dawanow/shared/dates';
import { gstinCheckCharacter } from '@dawanow/shared/india';
import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { png } from './image-fixtures';
import { signIn } from './order-helpers';

test('a pharmacy applies, fixes what the reviewer asked, is approved, opens for orders and is found by a customer nearby', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
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

  // The administrator reads the documents in the private viewer and asks for one change
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto('/admin/store-applications');
  await admin.getByRole('link', { name: tradeName }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: tradeName })).toBeVisible();
  await admin.getByRole('button', { name: 'Start review' }).click();
  await expect(admin.getByText('Under review').first()).toBeVisible();
  const documents = admin.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('img', { name: 'Form 20 licence' })).toBeVisible();
  await documents.getByRole('button', { name: 'Show Photo of the shop front' }).click();
  await expect(documents.getByRole('img', { name: 'Photo of the shop front' })).toBeVisible();
  await admin.getByRole('button', { name: 'Ask for changes' }).click();
  await admin.getByLabel('Pharmacist’s registration number', { exact: true }).check();
  await admin
    .getByLabel('What to change in “Pharmacist’s registration number”')
    .fill('The certificate says KSPC-45132; please check the digits.');
  await admin.getByRole('button', { name: 'Send back for changes' }).click();
  await expect(admin.getByText('Changes requested').first()).toBeVisible();

  // The applicant finds the application from their account, sees the note, corrects the number and resubmits
  await page.goto('/account');
  await page.getByRole('link', { name: /Pharmacy partner application/ }).click();
  await expect(page.getByRole('heading', { name: 'Changes requested' })).toBeVisible();
  await expect(page.getByText('The certificate says KSPC-45132; please check the digits.')).toBeVisible();
  await page.getByRole('link', { name: 'Make the changes' }).click();
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await page.getByRole('button', { name: 'Change licences' }).click();
  await page.getByLabel('State Pharmacy Council registration number').fill('KSPC-45132');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Keep it and continue' }).click();
  await expect(page.getByText('K. Lakshmi (KSPC-45132)')).toBeVisible();
  await page.getByLabel(/I have read the Pharmacy Partner Agreement/).check();
  await page.getByRole('button', { name: 'Resubmit application' }).click();
  await expect(page.getByRole('heading', { name: 'Resubmitted' })).toBeVisible();

  // …and the administrator approves the corrected application
  await admin.reload();
  await expect(admin.getByText('KSPC-45132', { exact: true })).toBeVisible();
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

  // The applicant, at their next request, is the owner of the new pharmacy, and switches on orders
  await page.goto('/pharmacy-partner/status');
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the store panel' }).click();
  await expect(page).toHaveURL(/\/store\/dashboard/);
  await expect(page.getByText(tradeName).filter({ visible: true }).first()).toBeVisible();
  const accepting = page.getByRole('switch', { name: /Accepting orders/ });
  await expect(accepting).not.toBeChecked();
  await accepting.click();
  await expect(accepting).toBeChecked();

  // A customer a few hundred metres away finds it among the pharmacies that deliver to them. Each run stands
  // at its own spot: the locator caches an answer per place, to STORE_LOCATOR_CACHE_DECIMALS, for five minutes
  // (SPEC §7), and a spot another run asked about before this pharmacy opened would still list the pharmacies of
  // then. The two screen sizes run at once, so each has its own 50 spots, one cache cell (~11 m) apart.
  const cell = 10 ** -STORE_LOCATOR_CACHE_DECIMALS;
  const spot = (Number(serial.slice(-2)) % 50) + (test.info().project.name === 'mobile' ? 50 : 0);
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await customerContext.addInitScript(
    (coords) => sessionStorage.setItem('dawanow-coordinates', JSON.stringify({ ...coords, label: 'Malleshwaram' })),
    { latitude: 13.0035 + 0.0015 + (spot + 0.5) * cell, longitude: 77.5725 },
  );
  const customer = await customerContext.newPage();
  await customer.goto('/stores');
  const pharmacy = customer.getByRole('listitem', { name: tradeName });
  await expect(pharmacy).toBeVisible();
  await expect(pharmacy).toContainText('Licensed Pharmacy');
  await expect(pharmacy).not.toContainText('Not taking orders');
  await customerContext.close();
});
