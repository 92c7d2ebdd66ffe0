import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

test('an admin adds a category and a customer sees it on /medicines at once; hidden, it goes; empty, it is deleted @desktop-only', async ({
  page: customer,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `Monsoon care ${Date.now().toString(36)}`;

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto('/admin/categories');
  await expect(admin.getByRole('list', { name: 'Categories' })).toBeVisible();

  const form = admin.getByRole('region', { name: 'Add category' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  const description = `Umbrella days: colds, fungal care and ORS (${name}).`;
  await form.getByLabel('Description', { exact: true }).fill(description);
  await form.getByRole('button', { name: 'Add category' }).click();
  const added = admin.getByRole('list', { name: 'Categories' }).getByRole('link', { name });
  await expect(added).toBeVisible();

  // A customer opening the categories now finds it, with its description
  await customer.goto('/medicines');
  await expect(customer.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(customer.getByText(description)).toBeVisible();

  // Hidden from customers, it leaves /medicines on their next visit
  await added.click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await admin.getByRole('button', { name: 'Hide from customers' }).click();
  await expect(admin.getByText('Hidden from customers', { exact: true })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Change history' })).toContainText('isActive: true → false');
  await customer.reload();
  await expect(customer.getByRole('heading', { level: 1, name: 'Medicines by category' })).toBeVisible();
  await expect(customer.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

  // It holds no products, so it can go, with a reason
  await admin.getByRole('button', { name: 'Delete category' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Added for the e2e journey');
  await dialog.getByRole('button', { name: 'Delete category' }).click();
  await expect(admin).toHaveURL('/admin/categories');
  await expect(admin.getByRole('list', { name: 'Categories' }).getByRole('link', { name })).toHaveCount(0);
  await adminContext.close();
});
