/**
 * Issue 18: what search engines and link previews get. The sitemap lists every public page (an index of
 * sitemaps past the protocol's limit), robots.txt points at it, the RSS feed lists live posts, and the served
 * HTML of a post, a product and a category carries its own title, description, canonical address, Open Graph
 * tags and (for a post) JSON-LD — escaped, so nothing a post says can become markup.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TAdminBlogPost } from '@dawanow/shared/blog';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput } from '../../../test/blog-fixtures';
import { as, createUser, type TestUser } from '../../../test/factories';
import { createProduct } from '../../../test/order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createBlogRepository } from '../blog/blog.repository';
import { createBlogService } from '../blog/blog.service';
import { createCatalogPagesRepository } from '../catalog/catalog-pages.repository';
import { createSeoService } from './seo.service';

// What the build writes, in the parts the server replaces or extends
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta name="description" content="DawaNow delivers medicines in minutes." />
    <title>DawaNow — Medicines delivered in minutes</title>
    <script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const ORIGIN = 'http://localhost:3000';
const HOSTILE_TITLE = 'Fever & "cold" </title><script>alert(1)</script>';

let t: TestApp;
let admin: TestUser;
let live: TAdminBlogPost;
let draft: TAdminBlogPost;
let productSlug: string;

const parser = new XMLParser({ ignoreAttributes: false });
function parsedXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}
const locations = (urlset: { url: { loc: string } | { loc: string }[] }) =>
  [urlset.url].flat().map((entry) => entry.loc);

async function write(overrides: Parameters<typeof postInput>[0]): Promise<TAdminBlogPost> {
  const response = await t.app.inject(
    as(admin, { method: 'POST', url: '/api/admin/blog/posts', payload: postInput(overrides) }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAdminBlogPost>();
}

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dawanow-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ env: 'production', webDistDir: dist });
  admin = await createUser(t.app, { role: 'admin' });
  live = await write({ title: HOSTILE_TITLE, slug: 'fever-and-cold', summary: 'Rest & fluids <b>first</b>.' });
  draft = await write({ status: 'draft', slug: 'unfinished-draft' });
  await write({
    status: 'scheduled',
    slug: 'scheduled-later',
    publishAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const productId = await createProduct(t.app, { name: 'Paracip 500 Tablet', mrpPaise: 3000 });
  const [row] = (
    (await t.app.database.db.execute(sql`select slug from products where id = ${productId}`)) as unknown as {
      rows: { slug: string }[];
    }
  ).rows;
  productSlug = row?.slug ?? '';
});
afterAll(() => t.close());

describe('the sitemap', () => {
  it('lists home, policies, categories, products and live posts — never drafts or scheduled posts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const urls = locations(parsedXml(response.body).urlset);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/blog`,
        `${ORIGIN}/testimonials`,
        `${ORIGIN}/pharmacy-partner`,
        `${ORIGIN}/privacy-policy`,
        `${ORIGIN}/pharmacy-agreement`,
        `${ORIGIN}/medicines?category=pain-relief`,
        `${ORIGIN}/product/${productSlug}`,
        `${ORIGIN}/blog/fever-and-cold`,
      ]),
    );
    expect(urls).not.toContain(`${ORIGIN}/blog/unfinished-draft`);
    expect(urls).not.toContain(`${ORIGIN}/blog/scheduled-later`);
  });

  it('becomes an index of sitemaps, each within the limit, when there are more addresses than one may hold', async () => {
    const db = t.app.database.db;
    const blog = createBlogService({
      db,
      repository: createBlogRepository(),
      // Reading the sitemap touches no stored file
      storage: null as never,
      recordAdminAction: async () => undefined,
    });
    const seo = createSeoService({ db, blog, catalogPages: createCatalogPagesRepository(), maxUrlsPerSitemap: 1 });
    const index = parsedXml(await seo.sitemap(ORIGIN)).sitemapindex;
    const parts = [index.sitemap].flat().map((entry: { loc: string }) => entry.loc);
    expect(parts[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    expect(parts).toContain(`${ORIGIN}/sitemaps/products-1.xml`);
    const productPart = await seo.sitemapPart(ORIGIN, 'products-1.xml');
    expect(productPart.kind === 'sitemap' && locations(parsedXml(productPart.xml).urlset)).toHaveLength(1);
    expect((await seo.sitemapPart(ORIGIN, 'products-99999.xml')).kind).toBe('not-found');
    expect((await seo.sitemapPart(ORIGIN, '../etc/passwd')).kind).toBe('not-found');
  });

  it('answers 404 for a sitemap part that does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/products-0.xml' })).statusCode).toBe(404);
  });
});

describe('robots.txt and the feed', () => {
  it('lets crawlers in, keeps them out of private pages and points at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /admin/');
    expect(response.body).toContain('Disallow: /checkout');
    // The partner page is for everyone; the application and its status are one pharmacy's own
    expect(response.body).toContain('Disallow: /pharmacy-partner/\n');
    expect(response.body).not.toMatch(/Disallow: \/pharmacy-partner\n/);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists live posts in a well-formed RSS feed, titles escaped', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const channel = parsedXml(response.body).rss.channel;
    const items = [channel.item].flat();
    expect(items.map((item: { title: string }) => item.title)).toContain(HOSTILE_TITLE);
    expect(items.map((item: { link: string }) => item.link)).toContain(`${ORIGIN}/blog/fever-and-cold`);
    expect(items.map((item: { link: string }) => item.link)).not.toContain(`${ORIGIN}/blog/unfinished-draft`);
  });
});

describe('meta tags in the served HTML', () => {
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const jsonLdOf = (html: string) => {
    const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    return match?.[1] ? JSON.parse(match[1]) : null;
  };

  it("puts a post's title, description, canonical, Open Graph and JSON-LD in the HTML, escaped", async () => {
    const response = await page('/blog/fever-and-cold');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(
      '<title>Fever &amp; &quot;cold&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | DawaNow</title>',
    );
    expect(html).toContain('<meta name="description" content="Rest &amp; fluids &lt;b&gt;first&lt;/b&gt;." />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/fever-and-cold" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/blog/fever-and-cold" />`);
    expect(html).toContain('<meta property="og:title" content="Fever &amp; &quot;cold&quot;');
    // One title and one description: the built file's own are replaced
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // The only <script> elements are the app's bundle and the JSON-LD block
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      headline: HOSTILE_TITLE,
      url: `${ORIGIN}/blog/fever-and-cold`,
      reviewedBy: { '@type': 'Person', name: 'Dr. Kavya Rao' },
      lastReviewed: '2026-11-20',
    });
    // The CSP stays as strict as ever: JSON-LD is data, which script-src does not govern
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain('unsafe-inline');
  });

  it("gives a Hindi reader's page both its own tags and Hindi on <html> (issue 19)", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/medicines/${productSlug}`,
      headers: { accept: 'text/html', cookie: 'dawanow-language=hi' },
    });
    expect(response.body).toContain('<html lang="hi-IN"');
    expect(response.body).toContain('<title>Paracip 500 Tablet | DawaNow</title>');
    expect((await page(`/medicines/${productSlug}`)).body).toContain('<html lang="en-IN"');
  });

  it('serves drafts, scheduled posts and unknown posts the plain page', async () => {
    for (const url of [`/blog/${draft.slug}`, '/blog/scheduled-later', '/blog/no-such-post']) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<title>DawaNow — Medicines delivered in minutes</title>');
      expect(html, url).not.toContain('og:title');
    }
  });

  it("puts a product's and a category's own title, canonical and Open Graph tags in the HTML", async () => {
    const product = (await page(`/medicines/${productSlug}`)).body;
    expect(product).toContain('<title>Paracip 500 Tablet | DawaNow</title>');
    expect(product).toContain(`<link rel="canonical" href="${ORIGIN}/product/${productSlug}" />`);
    expect(product).toContain('<meta property="og:type" content="product" />');

    const category = (await page('/medicines?category=pain-relief')).body;
    expect(category).toContain('<title>Pain Relief | DawaNow</title>');
    expect(category).toContain(`<link rel="canonical" href="${ORIGIN}/medicines?category=pain-relief" />`);
  });

  it('gives the blog list its own title and canonical address, one per category and page', async () => {
    const html = (await page('/blog?category=infections&page=2&utm_source=x')).body;
    expect(html).toContain('<title>Infections — Health blog | DawaNow</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog?category=infections&amp;page=2" />`);
    expect(live.slug).toBe('fever-and-cold');
  });
});
