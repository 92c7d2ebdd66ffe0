import { expect, test } from './fixtures';

test('the contact form names each missing or invalid field and sends nothing', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted = true;
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await expect(page.getByText('Please enter your message')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill('ravi@');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(posted).toBe(false);
});

test('a complete message is sent, confirmed and the form cleared @desktop-only', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ravi Kumar');
  await page.getByLabel('Email').fill('ravi.kumar@example.in');
  await page.getByLabel('Subject').fill('Insulin delivery');
  await page.getByLabel('Message').fill('Do partner pharmacies in Jayanagar keep insulin pens in a fridge?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("We've received your message and will get back to you soon.")).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('the contact page shows business hours and round-the-clock support', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: /Customer support 24\/7/ })).toBeVisible();
  const hours = page.getByRole('region', { name: 'Business hours' });
  await expect(hours).toContainText('Monday – Friday');
  await expect(hours).toContainText('9 AM – 8 PM');
  await expect(hours).toContainText('10 AM – 6 PM');
  await expect(hours).toContainText('10 AM – 4 PM');
});
