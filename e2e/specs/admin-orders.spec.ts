import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { placeCashOrder, signIn } from './order-helpers';

test('an admin finds an order by its number and cancels it with a reason; the customer sees why @desktop-only', async ({
  page: customer,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { orderNumber, orderUrl } = await placeCashOrder(customer, 'dolo-650-tablet');

  // The administrator, at another desk, finds the order by its number
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto('/admin/orders');
  await admin.getByLabel('Search').fill(orderNumber);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${orderNumber}`));
  const rows = admin.getByRole('table', { name: 'Orders' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await admin.getByRole('link', { name: orderNumber }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

  // …and cancels it, saying why
  const reason = 'The customer called support: ordered twice by mistake';
  await admin.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(admin.getByText(`Cancelled: ${reason}`)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Change history' })).toContainText('status: "placed" → "cancelled"');
  await expect(admin.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The customer's order page tells them, with the reason
  await customer.goto(orderUrl);
  await expect(customer.getByTestId('order-status')).toContainText('Cancelled');
  await expect(customer.getByText('Cancelled by DawaNow support')).toBeVisible();
  await expect(customer.getByText(reason).first()).toBeVisible();
  await adminContext.close();
});
