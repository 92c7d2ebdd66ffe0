import { expect, test } from './fixtures';

const footerLinks: [name: string, path: string][] = [
  ['Home', '/'],
  ['Medicines', '/medicines'],
  ['Upload Prescription', '/upload-prescription'],
  ['Find Stores', '/stores'],
  ['Join as Pharmacy Partner', '/pharmacy-partner'],
  ['Contact Us', '/contact'],
  ['Terms and Conditions', '/terms'],
  ['Refund and Cancellation', '/refund-policy'],
  ['FAQs', '/faq'],
  ['Shipping Policy', '/shipping-policy'],
  ['Privacy Policy', '/privacy-policy'],
];

test('every footer link leads to its page', async ({ page }) => {
  await page.goto('/medicines');
  for (const [name, path] of footerLinks) {
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
  }
});

test('the footer carries contact details, social links, the disclaimer and this year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '+91 80 4718 2200' })).toHaveAttribute('href', 'tel:+918047182200');
  await expect(footer.getByRole('link', { name: 'support@dawanow.in' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', /noopener/);
  await expect(footer).toContainText('does not stock, sell or dispense medicines');
  const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date());
  await expect(footer).toContainText(`© ${year} DawaNow Health Technologies Private Limited`);
});
