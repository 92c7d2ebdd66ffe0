import { randomUUID } from 'node:crypto';
import { STORE_OWNER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { placeCashOrder, signIn } from './order-helpers';

test('the owner invites a staff member who joins, packs an order, and is refused earnings and settings', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two people's sessions and a whole order: on a day CI's machine ran at half speed it took 1.9–2.0 min
  test.setTimeout(180_000);
  const isPhone = testInfo.project.name === 'mobile';
  const staffEmail = `staff-${randomUUID().slice(0, 8)}@example.in`;

  // The owner, at the counter, invites by e-mail as staff and gets a link to share.
  const ownerContext = await browser.newContext({ ...testInfo.project.use, baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, STORE_OWNER_EMAIL);
  await owner.goto('/store/settings/team');
  await expect(owner.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  // The demo owner is the store's registered pharmacist
  await expect(owner.getByText('Registered pharmacist').first()).toBeVisible();
  await owner.getByLabel('Their e-mail address').fill(staffEmail);
  await owner.getByText('Staff — orders and stock').click();
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  const link = owner.getByRole('textbox', { name: 'Invitation link' });
  await expect(link).toHaveValue(/\/store\/invitations\/[A-Za-z0-9_-]{43}$/);
  await expect(owner.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  const invitations = owner.getByRole('region', { name: /Pending invitations/ });
  await expect(invitations.getByRole('listitem', { name: `Invitation to ${staffEmail}` })).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath('team.png'), fullPage: true });
  const invitationPath = new URL(await link.inputValue()).pathname;

  // The new person opens the link signed out, creates an account with that address, and comes back to join.
  const staffContext = await browser.newContext({ ...testInfo.project.use, baseURL });
  const staff = await staffContext.newPage();
  await staff.goto(invitationPath);
  await expect(staff.getByRole('heading', { name: 'Join Brigade Road Medicals' })).toBeVisible();
  await staff.getByRole('link', { name: 'Create an account' }).click();
  const form = staff.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Deepa');
  await form.getByLabel('Last name').fill('Shetty');
  await form.getByLabel('Mobile number').fill('98450 11223');
  await form.getByLabel('Email').fill(staffEmail);
  await form.getByLabel('Password').fill('Filter-Coffee-42');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(staff).toHaveURL(new RegExp(`${invitationPath}$`));
  await staff.getByRole('button', { name: 'Join Brigade Road Medicals' }).click();
  await expect(staff).toHaveURL(/\/store\/dashboard$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The owner's list shows the new member: a card on phones, a table row on the desktop
  await owner.reload();
  // (the other screen size's run may have its own Deepa Shetty at the same demo store)
  const member = owner.getByRole(isPhone ? 'listitem' : 'row').filter({ hasText: staffEmail });
  await expect(member).toBeVisible();
  await expect(member.getByRole('combobox', { name: 'Role of Deepa Shetty' })).toHaveValue('staff');

  // A customer orders; the new staff member accepts and packs it.
  const { orderId, orderNumber } = await placeCashOrder(page, 'digene-tablet');
  await staff.goto('/store/orders');
  const offer = staff.getByRole('listitem', { name: `Order ${orderNumber}` });
  await offer.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
  await expect(offer).toHaveCount(0);
  await staff.goto(`/store/orders/${orderId}`);
  await staff.getByRole('button', { name: 'Mark packed' }).click();
  await expect(page.getByTestId('order-status')).toHaveText(/Packed/, { timeout: 20_000 });

  // Staff never see money or settings in the navigation…
  await staff.goto('/store/dashboard');
  if (isPhone) await staff.getByRole('button', { name: 'More' }).click();
  const navigation = staff.getByRole('navigation', { name: isPhone ? 'More store sections' : 'Store panel' });
  await expect(navigation.getByRole('link', { name: 'Notifications' })).toBeVisible();
  for (const section of ['Earnings', 'Payouts', 'Settings', 'Customers', 'Analytics']) {
    await expect(navigation.getByRole('link', { name: section })).toHaveCount(0);
  }
  // …and opening them directly says so.
  for (const [path, section] of [
    ['/store/earnings', 'Earnings'],
    ['/store/settings', 'Settings'],
    ['/store/settings/team', 'Settings'],
  ] as const) {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { name: `Your role cannot open ${section}` })).toBeVisible();
  }
  await staff.screenshot({ path: testInfo.outputPath('refused.png'), fullPage: true });

  // Removed by the owner while the panel is open: the live stream ends and the panel leaves the store by itself…
  await staff.goto('/store/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await member.getByRole('button', { name: 'Remove' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Remove from team' }).click();
  await expect(owner.getByText('Deepa Shetty was removed from the team')).toBeVisible();
  await expect(staff).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(staff.getByText("You don't have access to the store panel")).toBeVisible();
  // …and the next visit no longer reaches the store's orders.
  await staff.goto('/store/orders');
  await expect(staff.getByText("You don't have access to the store panel")).toBeVisible();
  await expect(staff).toHaveURL(/\/$/);
  await ownerContext.close();
  await staffContext.close();
});
