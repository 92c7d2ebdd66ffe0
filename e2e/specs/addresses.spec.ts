import { expect, test } from './fixtures';

test('a customer adds, edits, defaults and deletes saved addresses', async ({ page }) => {
  // A fresh customer, signed up through the API the page itself uses.
  const email = `addresses.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin },
    data: { firstName: 'Nisha', lastName: 'Verma', phone: '9900112233', email, password: 'Jasmine-Garden-55' },
  });
  expect(signUp.status()).toBe(201);

  await page.goto('/account');
  await expect(page.getByText('No saved addresses yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add New Address' }).click();
  let form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Address name').fill('Home');
  await form.getByLabel('House / flat, building, street').fill('17, 4th Cross, Malleshwaram');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('PIN code').fill('056003');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter a valid 6-digit PIN code')).toBeVisible();
  await form.getByLabel('PIN code').fill('560003');
  await form.getByRole('button', { name: 'Save address' }).click();

  const home = page.getByRole('listitem', { name: 'Home' });
  await expect(home).toContainText('Default');
  await expect(home).toContainText('Address needs location update');

  await page.getByRole('button', { name: 'Add New Address' }).click();
  form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Address name').fill('Clinic');
  await form.getByLabel('House / flat, building, street').fill('2nd Floor, Sampige Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('PIN code').fill('560003');
  await form.getByRole('button', { name: 'Save address' }).click();
  const clinic = page.getByRole('listitem', { name: 'Clinic' });
  await expect(clinic).toBeVisible();
  await expect(clinic).not.toContainText('Default');

  await clinic.getByRole('button', { name: 'Set as default' }).click();
  await expect(clinic).toContainText('Default');
  await expect(home).not.toContainText('Default');
  // Default first (SPEC §7)
  await expect(page.getByRole('listitem').first()).toHaveAccessibleName('Clinic');

  await home.getByRole('button', { name: 'Edit' }).click();
  form = page.getByRole('form', { name: 'Edit Home' });
  await form.getByLabel('Area, landmark (optional)').fill('Near 8th Main bus stop');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(home).toContainText('Near 8th Main bus stop');

  await clinic.getByRole('button', { name: 'Delete' }).click();
  await clinic.getByRole('button', { name: 'Yes, delete Clinic' }).click();
  await expect(clinic).toHaveCount(0);
  await expect(home).toContainText('Default');
});
