/**
 * The site's root documents for search engines and feed readers (issue 18). They sit beside the web app, not
 * under /api, where crawlers look for them, and are public like the pages they list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inLanguage, readerLanguage } from '@dawanow/shared/page-language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/error-handler';
import { type OriginPolicy, originOfRequest } from '../../lib/same-origin';
import { robotsTxt } from './documents';
import { withPageHead } from './page-head';
import { createRouteModules } from './route-modules';
import type { SeoService } from './seo.service';

// Crawlers fetch these often; an hour is fresh enough for a new post or product
const CACHE = 'public, max-age=3600';

/**
 * The site's origin for absolute addresses: PUBLIC_URL's when configured; otherwise the address the request
 * reached (the embedded demo is opened at localhost or a LAN address alike), if it reads as one.
 */
export function siteOrigin(policy: OriginPolicy, request: FastifyRequest): string {
  const fixed = policy.fixed[0] ?? 'http://localhost';
  if (!policy.followsHost) return fixed;
  try {
    return new URL(originOfRequest(request)).origin;
  } catch {
    return fixed;
  }
}

// Documents of the site, not of the API: kept out of the OpenAPI description
const notApi = { schema: { hide: true } };

const sendXml = (reply: FastifyReply, type: string, xml: string) =>
  reply.header('cache-control', CACHE).type(`${type}; charset=utf-8`).send(xml);

export function registerSeoDocuments(app: FastifyInstance, seo: SeoService, policy: OriginPolicy): void {
  app.get('/robots.txt', notApi, (request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(policy, request))),
  );

  app.get('/sitemap.xml', notApi, async (request, reply) =>
    sendXml(reply, 'application/xml', await seo.sitemap(siteOrigin(policy, request))),
  );

  app.get<{ Params: { name: string } }>('/sitemaps/:name', notApi, async (request, reply) => {
    const part = await seo.sitemapPart(siteOrigin(policy, request), request.params.name);
    if (part.kind === 'not-found') return reply.status(404).send(notFound(request.method, request.url));
    return sendXml(reply, 'application/xml', part.xml);
  });

  app.get('/blog/rss.xml', notApi, async (request, reply) =>
    sendXml(reply, 'application/rss+xml', await seo.blogFeed(siteOrigin(policy, request))),
  );
}

/**
 * A page asked for without a session cookie: nobody can be signed in, so it does not preload `/api/me`, and
 * `data-session="none"` tells the web not to ask (src/lib/session.ts) — the answer would only be a refusal, an
 * error in the browser's console and a round trip before the first screen.
 */
export function withoutSession(html: string): string {
  return html
    .replace(/\s*<link rel="preload" href="\/api\/me"[^>]*>/, '')
    .replace(/<html(\s[^>]*)?>/, (tag) => `${tag.slice(0, -1)} data-session="none">`);
}

/**
 * index.html for a page navigation, with the page's own meta tags where it has them (a post, a product, a
 * category, the blog), the chunks of its lazy route (issue 19), the reader's language on <html> (issue 19) and
 * whether a session can be signed in; null where the built file serves as it is.
 */
export function createPageHtml(seo: SeoService, policy: OriginPolicy, webDistDir: string, sessionCookie: string) {
  // Read once: the build does not change under a running server
  const indexHtml = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const routeModulesOf = createRouteModules(webDistDir);
  return async (request: FastifyRequest): Promise<string | null> => {
    const head = await seo.pageHead(siteOrigin(policy, request), request.url);
    const routeModules = routeModulesOf(request.url);
    const language = readerLanguage(request.headers.cookie);
    const hasSession = request.headers.cookie?.includes(`${sessionCookie}=`) ?? false;
    if (!head && !routeModules && language === 'en' && hasSession) return null;
    const withHead = head ? withPageHead(indexHtml, head) : indexHtml;
    // After the entry's own preloads, which index.html lists in its head
    const page = routeModules ? withHead.replace('</head>', () => `${routeModules}</head>`) : withHead;
    const inReadersLanguage = language === 'en' ? page : inLanguage(page, language);
    return hasSession ? inReadersLanguage : withoutSession(inReadersLanguage);
  };
}
