/**
 * Issue 18, the health blog: an admin writes a post with a medical reviewer and publishes it; a visitor finds
 * it on /blog, opens it and sees who reviewed it; and the post's address, fetched as a crawler would (no
 * JavaScript), already carries its title, canonical address, Open Graph tags and JSON-LD. The post is this
 * journey's own (a unique title), so retries and both screen sizes never clash.
 */
import { ADMIN_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

test('an admin publishes a reviewed post; a visitor finds and reads it; its HTML carries the meta tags', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Keeping ORS ready for the monsoon ${stamp}`;

  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/blog');
  await page.getByRole('link', { name: 'Write a post' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Why oral rehydration solution belongs in every monsoon medicine kit.');
  await page
    .getByLabel('Article (Markdown)')
    .fill('## Why ORS\n\nLoose motions drain water and salts. ORS replaces both.\n\n- Mix one sachet in one litre.');
  await page.getByLabel('Category').selectOption({ label: 'Seasonal health' });
  await page.getByLabel("Reviewer's name").fill('Dr. Kavya Rao');
  await page.getByLabel("Reviewer's qualification").fill('MBBS, MD');
  await page.getByLabel("Reviewer's registration number").fill('KMC-123456');
  await page.getByRole('button', { name: 'Add reference' }).click();
  await page.getByLabel('Reference 1 title').fill('WHO: Diarrhoeal disease');
  await page
    .getByLabel('Reference 1 address')
    .fill('https://www.who.int/news-room/fact-sheets/detail/diarrhoeal-disease');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Medically reviewed by Dr. Kavya Rao');
  await page.getByRole('button', { name: 'Write' }).click();
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByText('Post saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on the blog' })).toBeVisible();

  // A visitor, signed out
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/blog');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(/Medically reviewed by Dr\. Kavya Rao, MBBS, MD/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'WHO: Diarrhoeal disease' })).toBeVisible();
  const postUrl = visitor.url();
  await visitor.close();

  // What a crawler gets, before any JavaScript
  const response = await page.request.get(postUrl, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${title} | DawaNow</title>`);
  expect(html).toContain(`<link rel="canonical" href="${postUrl}" />`);
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toContain('<meta property="og:type" content="article" />');
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
    '@type': 'MedicalWebPage',
    headline: title,
    reviewedBy: { name: 'Dr. Kavya Rao' },
  });

  // And the sitemap lists it
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${postUrl}</loc>`);
});
