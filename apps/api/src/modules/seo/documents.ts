/**
 * The documents search engines and feed readers fetch (issue 18): sitemaps (sitemaps.org 0.9), robots.txt and
 * RSS 2.0. Every value is escaped as XML text, so a title with "<" or "&" cannot break or extend a document.
 */

export type SitemapEntry = { path: string; lastModified?: Date | null };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// XML 1.0 has no way to write these at all; a stray one would make the whole feed unreadable
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing characters XML cannot hold is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function location(origin: string, entry: SitemapEntry): string {
  const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
  return `<loc>${escapeXml(new URL(entry.path, origin).toString())}</loc>${lastModified}`;
}

export function urlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url>${location(origin, entry)}</url>`).join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, sitemapPaths: readonly string[]): string {
  const sitemaps = sitemapPaths.map((path) => `<sitemap>${location(origin, { path })}</sitemap>`).join('\n');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Carts, accounts, orders, the panels and a pharmacy's own application are personal or private: nothing there
    // to index (the partner page itself, /pharmacy-partner, is public)
    ...[
      '/api/',
      '/account',
      '/profile',
      '/orders',
      '/cart',
      '/checkout',
      '/payment/',
      '/store/',
      '/admin/',
      '/pharmacy-partner/',
    ].map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}

export type FeedItem = { title: string; path: string; summary: string; category: string; publishedAt: Date };

export function rssFeed(
  origin: string,
  channel: { title: string; path: string; feedPath: string; description: string },
  items: readonly FeedItem[],
): string {
  const link = (path: string) => escapeXml(new URL(path, origin).toString());
  const entries = items
    .map((item) =>
      [
        '<item>',
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${link(item.path)}</link>`,
        `<guid isPermaLink="true">${link(item.path)}</guid>`,
        `<description>${escapeXml(item.summary)}</description>`,
        `<category>${escapeXml(item.category)}</category>`,
        `<pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
        '</item>',
      ].join(''),
    )
    .join('\n');
  const lastBuild = items[0] ? `<lastBuildDate>${items[0].publishedAt.toUTCString()}</lastBuildDate>` : '';
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${link(channel.path)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en-IN</language>',
    `<atom:link href="${link(channel.feedPath)}" rel="self" type="application/rss+xml"/>`,
    lastBuild,
    entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
