/**
 * A page's own <head> in the served index.html (issue 18): title, description, canonical address, Open Graph
 * and, for articles, JSON-LD — there before any JavaScript runs, for crawlers and link previews that do not
 * run it. Every value is escaped for where it goes: attribute text, or JSON inside a <script> data block.
 * A JSON-LD block is data, not script, so the CSP's script-src does not apply to it and needs no nonce.
 */

export type PageHead = {
  title: string;
  description: string;
  /** Absolute */
  canonicalUrl: string;
  openGraph: { type: 'website' | 'article' | 'product'; imageUrl: string | null };
  /** Extra Open Graph properties (article:published_time …) */
  properties?: Record<string, string>;
  jsonLd?: Record<string, unknown>;
};

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}

/**
 * JSON that cannot end its <script> element or start a comment in it: "<", ">" and "&" as \u escapes (still
 * the same JSON), and the two line separators JavaScript once refused in strings.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One line of text of at most `max` characters, cut at a word, for a description. */
export function clip(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

function headTags(head: PageHead): string {
  const meta = (property: string, content: string) =>
    `<meta property="${escapeAttribute(property)}" content="${escapeAttribute(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}" />`,
    meta('og:site_name', 'DawaNow'),
    meta('og:locale', 'en_IN'),
    meta('og:type', head.openGraph.type),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', head.canonicalUrl),
    ...(head.openGraph.imageUrl ? [meta('og:image', head.openGraph.imageUrl)] : []),
    ...Object.entries(head.properties ?? {}).map(([property, content]) => meta(property, content)),
    `<meta name="twitter:card" content="${head.openGraph.imageUrl ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with the page's title, description and tags. The built file's own <title> and description are
 * replaced (two of each would leave crawlers guessing); the rest goes at the end of <head>.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const title = `<title>${escapeAttribute(head.title)} | DawaNow</title>`;
  const description = `<meta name="description" content="${escapeAttribute(head.description)}" />`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/<meta name="description"[^>]*>/, () => description)
    .replace('</head>', () => `    ${headTags(head)}\n  </head>`);
}
