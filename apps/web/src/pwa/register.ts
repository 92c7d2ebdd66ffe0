/** Registers the service worker (src/sw.ts) and shows its news: a new version to reload into, changed answers. */
import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { i18n } from '@/lib/i18n/i18n';
import { reloadPage } from '@/lib/reload-page';
import { toast } from '@/lib/toast';
import { CATALOGUE_UPDATED } from './messages';

// A tab left open for days still learns of a new release.
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const UPDATE_TOAST_ID = 'app-update';

export function registerServiceWorker(queryClient: QueryClient): void {
  const worker = new Workbox('/sw.js', { scope: '/' });

  // A new version waits (sw.ts) until the customer chooses to reload, so a form being filled is never lost.
  worker.addEventListener('waiting', () => {
    // In the reader's language at the moment it shows (the app's frame registers the `common` words)
    const t = i18n.getFixedT(null, 'common', 'appUpdate');
    toast(t('title'), {
      id: UPDATE_TOAST_ID,
      description: t('description'),
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: t('reload'),
        onClick: () => {
          worker.addEventListener('controlling', reloadPage);
          worker.messageSkipWaiting();
        },
      },
    });
  });

  // A catalogue answer shown from the phone's cache changed on the server: ask again (api-query.ts keys reads by
  // their path segments, so `/api/products/x` reaches every query of that product, whatever the store).
  worker.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; path?: unknown } | undefined;
    if (data?.type !== CATALOGUE_UPDATED || typeof data.path !== 'string') return;
    const segments = data.path
      .replace(/^\/api\//, '')
      .split('/')
      .filter(Boolean);
    if (segments.length > 0) void queryClient.invalidateQueries({ queryKey: segments });
  });

  worker.register().then(
    (registration) => {
      if (registration) window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    // A browser that refuses workers (a private window, a managed phone, a blocking policy) still has the whole
    // site online; only the offline shell and push are missing there.
    () => undefined,
  );
}
