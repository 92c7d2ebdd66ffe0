import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

test('an admin reads the marketplace figures for one city and downloads the pharmacy table @desktop-only', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^GMV$/ })).toBeVisible();
  await expect(page.getByText(/figures as of .*, refreshed every 5 minutes/)).toBeVisible();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();

  // The picker starts afresh for the period chosen (a new radio group), so the click is followed by a fresh look
  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  await page.getByRole('combobox', { name: 'City' }).selectOption('Bengaluru');
  await expect(page).toHaveURL(/range=30d.*city=Bengaluru/);
  await expect(page.getByText(/ · Bengaluru · /)).toBeVisible();
  const csv = page.getByRole('link', { name: 'Download pharmacies as CSV' });
  const href = await csv.getAttribute('href');
  expect(href).toContain('city=Bengaluru');
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect((await file.text()).split('\r\n')[0]).toBe(
    'Pharmacy,City,Orders,GMV (₹),Acceptance rate (%),Average time to accept (minutes),Packed within 15 min (%),Delivered on promise (%),Cancelled,Refunded',
  );
});

test('an admin sees the store applications waiting for review and opens one @desktop-only', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/store-applications');
  const table = page.getByRole('table', { name: 'Store applications' });
  await expect(table.getByRole('link', { name: 'Sahyadri Medicos' })).toBeVisible();
  await table.getByRole('link', { name: 'Sahyadri Medicos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sahyadri Medicos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Licences' })).toBeVisible();
});
