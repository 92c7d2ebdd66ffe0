import type { Page } from '@playwright/test';
import { CUSTOMER_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { expect, test } from './fixtures';
import { png } from './image-fixtures';

/** A Schedule H antibiotic that the pharmacy nearest MG Road stocks. */
const AZITHRAL = '/product/azithral-500-tablet';

/** Two projects run at once against one demo customer: each uploads for its own patient. */
function patientName(): string {
  return `Asha Menon (${test.info().project.name})`;
}

async function uploadTwoPages(page: Page, patient: string) {
  await page.getByLabel('Prescription files').setInputFiles([
    { name: 'page-1.png', mimeType: 'image/png', buffer: png([230, 230, 230]) },
    { name: 'page-2.png', mimeType: 'image/png', buffer: png([200, 210, 255]) },
  ]);
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  // Previews really draw: the page's Content-Security-Policy must allow how they are made.
  await expect(chosen.locator('img')).toHaveCount(2);
  for (const preview of await chosen.locator('img').all()) {
    await expect.poll(() => preview.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await page.getByLabel('Patient’s name').fill(patient);
  // A week ago: a date in the past whatever day the suite runs.
  const [year, month, day] = new Date(Date.now() - 7 * 24 * 60 * 60_000).toISOString().slice(0, 10).split('-');
  await page.getByLabel('Date on the prescription').fill(`${day}/${month}/${year}`);
  await page.getByText('Doctor’s details and a note (optional)').click();
  await page.getByLabel('Doctor’s name (optional)').fill('Dr. R. Rao');
  await page.getByLabel('Doctor’s registration number (optional)').fill('KMC 45678');
  await page.getByRole('button', { name: 'Upload prescription' }).click();
  await expect(page).toHaveURL(/\/upload-prescription\/confirmation\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Prescription received' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

test('a guest signs in to upload a prescription and sees both pages on the confirmation', async ({ page }) => {
  await page.goto('/upload-prescription');
  await expect(page.getByRole('heading', { name: 'What makes a valid prescription' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to upload' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tabpanel').getByLabel('Email').fill(CUSTOMER_EMAIL);
  await page.getByRole('tabpanel').getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/upload-prescription$/);

  const patient = patientName();
  const prescriptionId = await uploadTwoPages(page, patient);
  const files = page.getByRole('region', { name: 'Prescription files' });
  await expect(files.getByText(/File 1 of 2/)).toBeVisible();
  await expect(files.getByRole('list', { name: 'All files' }).getByRole('button')).toHaveCount(2);
  // The files are served to their owner: the first page and both thumbnails really load.
  await expect(files.locator('img')).toHaveCount(3);
  for (const image of await files.locator('img').all()) {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByText('Waiting for the pharmacist')).toBeVisible();

  const response = await page.request.get('/api/prescriptions');
  const { prescriptions } = (await response.json()) as {
    prescriptions: { id: string; patientName: string; files: unknown[]; usable: boolean }[];
  };
  expect(prescriptions.find((prescription) => prescription.id === prescriptionId)).toMatchObject({
    patientName: patient,
    usable: true,
    files: [expect.anything(), expect.anything()],
  });
});

test('checkout with a Schedule H medicine asks for a prescription, uploads one and places the order', async ({
  page,
}) => {
  await page.goto(AZITHRAL);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('group', { name: /in cart$/ }).first()).toContainText('1');
  await page.goto('/auth');
  await page.getByRole('tabpanel').getByLabel('Email').fill(CUSTOMER_EMAIL);
  await page.getByRole('tabpanel').getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  await page.goto('/checkout');
  const step = page.getByRole('region', { name: /Prescription/ });
  await expect(step.getByText('Azithral 500 Tablet')).toBeVisible();
  const place = page.getByRole('button', { name: /^Place order/ });
  await expect(page.getByText(/Choose or upload a prescription for the Schedule H\/H1 medicines/)).toBeVisible();
  await expect(place).toBeDisabled();

  // Out to the upload page and back, with the new prescription chosen.
  await step.getByRole('link', { name: 'Upload a new prescription' }).click();
  const patient = `${patientName()} for checkout`;
  const prescriptionId = await uploadTwoPages(page, patient);
  await page.getByRole('link', { name: /Back to checkout/ }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?prescription=${prescriptionId}$`));
  await expect(step.getByRole('radio', { name: new RegExp(patient.replace(/[()]/g, '\\$&')) })).toBeChecked();

  await page.getByText('Cash on delivery', { exact: true }).click();
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order DN-/ })).toBeVisible();

  const orderId = new URL(page.url()).pathname.split('/').at(-1);
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { prescriptionId: string | null };
  expect(order.prescriptionId).toBe(prescriptionId);
});
