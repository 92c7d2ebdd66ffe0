/** Issue 19: refill reminders, from the order of a daily medicine to a one-tap reorder. */
import { expect, test } from './fixtures';
import { signUpNewCustomer } from './order-helpers';

test('a customer sets a refill reminder on an order of a daily medicine, finds it in the profile, reorders in one tap and cancels it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A customer of their own: one reminder to come per medicine and person, and the other screen size runs at once
  await signUpNewCustomer(page, 'Ramesh');
  await page.goto('/product/ecosprin-75-tablet');
  await page.getByRole('button', { name: 'Add to cart: Ecosprin 75 Tablet' }).click();
  await page.goto('/checkout');
  await page.getByText('Cash on delivery', { exact: true }).click();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);

  const card = page.getByRole('region', { name: 'Refill reminders' });
  await card.getByRole('spinbutton', { name: 'How many do you take a day?' }).fill('1');
  await card.getByRole('button', { name: 'Remind me to refill' }).click();
  // A strip of 14 at one a day lasts 14 days; the reminder comes 3 days before the last, India's calendar
  const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + 11 * 24 * 60 * 60 * 1000),
  );
  await expect(card.getByText(`We will remind you on ${day} · 14 days of medicine`)).toBeVisible();

  await page.goto('/profile/orders');
  const reminder = page.getByRole('listitem', { name: 'Ecosprin 75 Tablet' });
  await expect(reminder.getByText(`Reminder on ${day}`)).toBeVisible();
  await reminder.getByRole('link', { name: 'Reorder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refill your medicine' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('listitem', { name: 'Ecosprin 75 Tablet' })).toBeVisible();

  await page.goto('/profile/orders');
  await page
    .getByRole('listitem', { name: 'Ecosprin 75 Tablet' })
    .getByRole('button', { name: 'Cancel reminder Ecosprin 75 Tablet' })
    .click();
  await expect(page.getByText(/No refill reminders yet/)).toBeVisible();
});
