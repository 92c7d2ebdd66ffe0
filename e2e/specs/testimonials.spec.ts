/**
 * Issue 18, testimonials: the demo customer's order is delivered (the pharmacy's side through its API, with the
 * customer's delivery code), the customer rates it from the order page with the keyboard and writes a few words,
 * consenting to publish them; the words wait for an administrator, who approves them; then anyone reads them on
 * /testimonials and on the home page, signed with a first name and city only. The words carry this run's own
 * mark, and the product is this journey's own (the one demo customer may buy only so many packs a day).
 */
import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { deliverThroughApi, openStorePanel, placeCashOrder, signIn } from './order-helpers';

test('a customer rates a delivered order with a testimonial, an admin approves it, and it is published', async ({
  page,
  browser,
  baseURL,
}) => {
  // Four people's steps (order, the pharmacy's delivery, the rating, moderation), like the partner journey's
  test.setTimeout(180_000);
  const { orderId, orderUrl } = await placeCashOrder(page, 'eno-fruit-salt-regular-sachet');
  const store = await openStorePanel(browser, baseURL);
  await deliverThroughApi(store, page, baseURL, orderId);
  await store.context().close();

  const words = `Came in minutes, the pharmacist explained everything (${Date.now().toString(36)})`;
  await page.goto(orderUrl);
  const card = page.getByRole('region', { name: 'Rate this order' });
  await expect(card.getByRole('group', { name: /^How was / })).toBeVisible();
  // A radio group: the keyboard moves from 3 stars to 4
  await card.getByRole('radio', { name: '3 stars: Okay' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('radio', { name: '4 stars: Good' })).toBeChecked();
  await expect(card.getByText(/leave out medicine names, health conditions and phone numbers/)).toBeVisible();
  await card.getByLabel('A few words about DawaNow (optional)').fill(`${words} Call me on 98765 43210`);
  await card.getByRole('button', { name: 'Send rating' }).click();
  await expect(card.getByText(/Tick the box to let us publish your words/)).toBeVisible();
  await card.getByRole('checkbox', { name: /Publish my words on DawaNow with my first name and city only/ }).check();
  await card.getByRole('button', { name: 'Send rating' }).click();
  await expect(card.getByText(/^You rated .+ 4 out of 5\. Thank you!$/)).toBeVisible();
  await expect(card.getByText('Our team reads it before it is published.', { exact: false })).toBeVisible();
  // The phone number never leaves the order page
  await expect(card.getByText(`${words} Call me on [number removed]`)).toBeVisible();

  // Not public until an administrator approves it
  await page.goto('/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'What our customers say' })).toBeVisible();
  await expect(page.getByText(words, { exact: false })).toHaveCount(0);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL);
  await admin.goto(`/admin/testimonials?status=pending&q=${encodeURIComponent(words.slice(-9, -1))}`);
  const row = admin.getByRole('row').filter({ hasText: words });
  await expect(row.getByText('Waiting for review')).toBeVisible();
  await row.getByRole('button', { name: /^Approve the testimonial by / }).click();
  await expect(admin.getByText('Testimonial approved')).toBeVisible();
  await adminContext.close();

  const visitor = await browser.newContext({ baseURL });
  const anyone = await visitor.newPage();
  await anyone.goto('/testimonials');
  const published = anyone.getByRole('figure').filter({ hasText: words });
  await expect(published).toBeVisible();
  await expect(published.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(published.getByText('[number removed]', { exact: false })).toBeVisible();
  await anyone.goto('/');
  const strip = anyone.getByRole('region', { name: 'What our customers say' });
  await expect(strip.getByText(words, { exact: false })).toBeVisible();
  await visitor.close();
});
