/**
 * DawaNow's service worker (issue 19: installable app, offline shell, order updates by push). Built by
 * vite-plugin-pwa's injectManifest (vite.config.ts), which fills in `self.__WB_MANIFEST` with the app shell.
 *
 * - Navigations go to the network first, because the server writes each product, category and blog page's own
 *   meta tags into the HTML (modules/seo); only when the network fails is the precached shell served.
 * - The shell's scripts, styles and icons come from the precache; public catalogue reads are answered
 *   stale-while-revalidate and the page is told when the fresh answer differs; pictures and other hashed
 *   assets are kept as fetched. What is stored, and what never is, is one list: pwa/cache-rules.ts.
 * - A new version waits until the page's "Reload" (pwa/register.ts) asks it to take over.
 */
/// <reference lib="webworker" />
import { inLanguage, LANGUAGE_COOKIE, languageOfCookieValue } from '@dawanow/shared/page-language';
import { parsePushMessage, ZPushPath } from '@dawanow/shared/push-message';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_LIMITS, cacheRuleFor, isAppNavigation, type TCacheRule } from './pwa/cache-rules';
import { CATALOGUE_UPDATED, SKIP_WAITING } from './pwa/messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const SHELL = '/index.html';

function sameOriginRule(request: Request, url: URL, rule: TCacheRule): boolean {
  return url.origin === self.location.origin && cacheRuleFor(request.method, url.pathname) === rule;
}

/** Keeps an answer only when the server did not mark it personal (defence in depth beside the allow-list). */
const publicAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /no-store|private/i.test(response.headers.get('cache-control') ?? '') ? null : response,
};

/**
 * Stale-while-revalidate shows the stored answer first; when the answer fetched behind it differs (a price or
 * stock changed), open pages are told, and they ask again (pwa/register.ts), so stale stock is on screen for one
 * round trip at most.
 */
const announceChangedAnswers: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    if (!oldResponse) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
    if (before === after) return;
    const url = new URL(request.url);
    for (const client of await self.clients.matchAll({ type: 'window' })) {
      client.postMessage({ type: CATALOGUE_UPDATED, path: url.pathname });
    }
  },
};

function bounded(rule: TCacheRule, extra: WorkboxPlugin[] = []) {
  const { name, maxEntries, maxAgeSeconds } = CACHE_LIMITS[rule];
  return {
    cacheName: name,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      publicAnswersOnly,
      new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true }),
      ...extra,
    ],
  };
}

/**
 * The precached shell in the reader's language, as the server would have sent it: `lang` on <html> from the
 * language cookie, so the loading screen's line is Hindi for a Hindi reader before the app runs. A browser
 * without the Cookie Store API in workers gets the shell as built (English until the app starts).
 */
async function offlineShell(): Promise<Response> {
  const shell = await matchPrecache(SHELL);
  if (!shell) return Response.error();
  const cookie = await self.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  const language = languageOfCookieValue(cookie?.value);
  if (language === 'en') return shell;
  return new Response(inLanguage(await shell.text(), language), { headers: shell.headers });
}

// Registered before the precache so that `/` too goes to the network first (the precache would answer it).
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isAppNavigation(url.pathname),
  new NetworkOnly({ plugins: [{ handlerDidError: offlineShell }] }),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => sameOriginRule(request, url, 'catalogue'),
  new StaleWhileRevalidate(bounded('catalogue', [announceChangedAnswers])),
);
registerRoute(({ request, url }) => sameOriginRule(request, url, 'image'), new CacheFirst(bounded('image')));
registerRoute(({ request, url }) => sameOriginRule(request, url, 'asset'), new CacheFirst(bounded('asset')));

// The first version controls the open page at once (there is nothing older to disagree with); later ones wait.
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const message = parsePushMessage(event.data?.text());
  // A malformed message shows nothing: never a blank notification, never one pointing elsewhere.
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: message.url },
    }),
  );
});

/** The in-app path a notification leads to; anything else (it should not happen) opens the home page. */
function notificationTarget(data: unknown): string {
  const url = ZPushPath.safeParse((data as { url?: unknown } | null)?.url);
  return url.success ? new URL(url.data, self.location.origin).href : new URL('/', self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // navigate() works only for a page this worker controls; otherwise a new tab opens at the target.
        const moved = await focused.navigate(target).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
