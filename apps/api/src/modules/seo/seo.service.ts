/**
 * What the site tells search engines (issue 18): the sitemap (an index of sitemaps once it would pass the
 * protocol's 50,000 addresses), the blog's RSS feed, and the meta tags of blog posts, products and categories
 * in their served HTML. Absolute addresses start at the site's origin, which the caller passes in.
 */
import { BLOG_CATEGORY_LABELS, blogListPath, blogPostPath, ZBlogCategory, ZBlogSlug } from '@dawanow/shared/blog';
import { ZCategorySlug } from '@dawanow/shared/catalog';
import { CONTENT_PAGE_SLUGS } from '@dawanow/shared/content';
import { ZProductRef } from '@dawanow/shared/products';
import type { Db } from '../../db/client';
import type { BlogService } from '../blog/blog.service';
import type { CatalogPagesRepository } from '../catalog/catalog-pages.repository';
import { type FeedItem, rssFeed, type SitemapEntry, sitemapIndex, urlSet } from './documents';
import { clip, type PageHead } from './page-head';

/** sitemaps.org: at most 50,000 addresses in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;
const FEED_ITEMS = 20;
const BLOG_DESCRIPTION =
  'Clear, medically reviewed articles on using medicines safely, infections, long-term conditions and your rights as a patient in India.';
// Pages anyone may open, apart from those read from the database
const FIXED_PAGES = [
  '/',
  '/medicines',
  '/stores',
  '/blog',
  '/testimonials',
  '/pharmacy-partner',
  '/contact',
  ...CONTENT_PAGE_SLUGS.map((slug) => `/${slug}`),
];

export type SitemapDocument = { kind: 'sitemap'; xml: string } | { kind: 'not-found' };

export function createSeoService(deps: {
  db: Db;
  blog: BlogService;
  catalogPages: CatalogPagesRepository;
  /** Tests pass a small number to see the index without 50,000 products */
  maxUrlsPerSitemap?: number;
}) {
  const { db, blog, catalogPages } = deps;
  const maxUrls = deps.maxUrlsPerSitemap ?? SITEMAP_MAX_URLS;

  /** Everything but the products: few enough for one sitemap whatever the catalogue's size. */
  async function pageEntries(): Promise<SitemapEntry[]> {
    const [categories, posts] = await Promise.all([catalogPages.shownCategories(db), blog.livePosts()]);
    return [
      ...FIXED_PAGES.map((path) => ({ path })),
      ...categories.map((category) => ({
        path: `/medicines?category=${category.slug}`,
        lastModified: category.updatedAt,
      })),
      ...posts.map((post) => ({ path: blogPostPath(post.slug), lastModified: post.updatedAt })),
    ];
  }

  const productEntries = async (page: number, size: number): Promise<SitemapEntry[]> =>
    (await catalogPages.listedProducts(db, { limit: size, offset: (page - 1) * size })).map((product) => ({
      path: `/product/${product.slug}`,
      lastModified: product.updatedAt,
    }));

  async function blogPostHead(origin: string, slug: string): Promise<PageHead | null> {
    if (!ZBlogSlug.safeParse(slug).success) return null;
    const post = await blog.post(slug).catch(() => null);
    if (!post) return null;
    const url = new URL(blogPostPath(post.slug), origin).toString();
    const imageUrl = post.coverImageUrl ? new URL(post.coverImageUrl, origin).toString() : null;
    const publisher = { '@type': 'Organization', name: 'DawaNow', url: new URL('/', origin).toString() };
    return {
      title: post.title,
      description: clip(post.summary),
      canonicalUrl: url,
      openGraph: { type: 'article', imageUrl },
      properties: {
        'article:published_time': post.publishedAt,
        'article:modified_time': post.updatedAt,
        'article:section': BLOG_CATEGORY_LABELS[post.category],
      },
      // schema.org MedicalWebPage: the reviewer and the review date are what make health content trustworthy
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'MedicalWebPage',
        headline: post.title,
        name: post.title,
        description: post.summary,
        url,
        mainEntityOfPage: url,
        inLanguage: 'en-IN',
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author: { '@type': 'Person', name: post.authorName },
        reviewedBy: { '@type': 'Person', name: post.reviewer.name, jobTitle: post.reviewer.qualification },
        lastReviewed: post.reviewedOn,
        articleSection: BLOG_CATEGORY_LABELS[post.category],
        keywords: post.tags.join(', '),
        ...(imageUrl ? { image: imageUrl } : {}),
        publisher,
        citation: post.references.map((reference) => ({
          '@type': 'CreativeWork',
          name: reference.title,
          url: reference.url,
        })),
      },
    };
  }

  async function productHead(origin: string, ref: string): Promise<PageHead | null> {
    if (!ZProductRef.safeParse(ref).success) return null;
    const product = await catalogPages.productHead(db, ref);
    if (!product) return null;
    const facts = [product.compositionLabel, product.packLabel, `by ${product.manufacturer}`].filter(Boolean);
    const image = product.images[0];
    return {
      title: product.name,
      description: clip(
        product.description ||
          `${product.name}: ${facts.join(', ')}. Delivered in minutes from a licensed pharmacy near you.`,
      ),
      canonicalUrl: new URL(`/product/${product.slug}`, origin).toString(),
      openGraph: { type: 'product', imageUrl: image ? new URL(image, origin).toString() : null },
    };
  }

  async function categoryHead(origin: string, slug: string): Promise<PageHead | null> {
    if (!ZCategorySlug.safeParse(slug).success) return null;
    const category = await catalogPages.categoryHead(db, slug);
    if (!category) return null;
    return {
      title: category.seoTitle || category.name,
      description: clip(category.seoDescription || category.description || `${category.name} on DawaNow.`),
      canonicalUrl: new URL(`/medicines?category=${category.slug}`, origin).toString(),
      openGraph: {
        type: 'website',
        imageUrl: category.imageUrl ? new URL(category.imageUrl, origin).toString() : null,
      },
    };
  }

  function blogListHead(origin: string, query: URLSearchParams): PageHead {
    const category = ZBlogCategory.safeParse(query.get('category'));
    const page = Number(query.get('page'));
    const path = blogListPath({
      ...(category.success ? { category: category.data } : {}),
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    });
    return {
      title: category.success ? `${BLOG_CATEGORY_LABELS[category.data]} — Health blog` : 'Health blog',
      description: BLOG_DESCRIPTION,
      canonicalUrl: new URL(path, origin).toString(),
      openGraph: { type: 'website', imageUrl: null },
    };
  }

  return {
    /** /sitemap.xml: one sitemap, or an index of `sitemaps/pages.xml` and `sitemaps/products-N.xml`. */
    async sitemap(origin: string): Promise<string> {
      const [pages, productCount] = await Promise.all([pageEntries(), catalogPages.listedProductCount(db)]);
      if (pages.length + productCount <= maxUrls) {
        return urlSet(origin, [...pages, ...(await productEntries(1, maxUrls))]);
      }
      const productPages = Math.ceil(productCount / maxUrls);
      return sitemapIndex(origin, [
        '/sitemaps/pages.xml',
        ...Array.from({ length: productPages }, (_, index) => `/sitemaps/products-${index + 1}.xml`),
      ]);
    },

    /** One sitemap of the index: `pages.xml` or `products-<n>.xml`. */
    async sitemapPart(origin: string, name: string): Promise<SitemapDocument> {
      if (name === 'pages.xml') return { kind: 'sitemap', xml: urlSet(origin, await pageEntries()) };
      const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
      if (!match) return { kind: 'not-found' };
      const entries = await productEntries(Number(match[1]), maxUrls);
      return entries.length === 0 ? { kind: 'not-found' } : { kind: 'sitemap', xml: urlSet(origin, entries) };
    },

    async blogFeed(origin: string): Promise<string> {
      const items: FeedItem[] = (await blog.livePosts(FEED_ITEMS)).map((post) => ({
        title: post.title,
        path: blogPostPath(post.slug),
        summary: post.summary,
        category: BLOG_CATEGORY_LABELS[post.category],
        publishedAt: post.publishedAt ?? post.updatedAt,
      }));
      return rssFeed(
        origin,
        { title: 'DawaNow Health Blog', path: '/blog', feedPath: '/blog/rss.xml', description: BLOG_DESCRIPTION },
        items,
      );
    },

    /** The meta tags of a page that has its own (blog, a post, a product, a category); null for the others. */
    async pageHead(origin: string, url: string): Promise<PageHead | null> {
      const parsed = parseUrl(url, origin);
      if (!parsed) return null;
      const segments = parsed.pathname.split('/').filter(Boolean).map(safeDecode);
      const [first, second, ...rest] = segments;
      if (rest.length > 0 || segments.includes(null)) return null;
      if (first === 'blog') return second ? blogPostHead(origin, second) : blogListHead(origin, parsed.searchParams);
      if ((first === 'product' || first === 'medicines') && second) return productHead(origin, second);
      const category = parsed.searchParams.get('category');
      if (first === 'medicines' && !second && category) return categoryHead(origin, category);
      return null;
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;

// URL.parse would do, but arrived only in Node 22 (the README promises 20)
function parseUrl(url: string, origin: string): URL | null {
  try {
    return new URL(url, origin);
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
