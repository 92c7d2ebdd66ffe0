/// <reference types="vite-plugin-pwa/client" />
/** Registers the service worker (src/sw.ts) and shows its news: a new version to reload into, changed answers. */

import { registerSW } from 'virtual:pwa-register';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CATALOGUE_UPDATED } from './messages';

// A tab left open for days still learns of a new release.
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const UPDATE_TOAST_ID = 'app-update';

export function registerServiceWorker(queryClient: QueryClient): void {
  const updateServiceWorker = registerSW({
    // A new version waits (sw.ts) until the customer chooses to reload, so a form being filled is never lost.
    onNeedRefresh() {
      toast('New version available', {
        id: UPDATE_TOAST_ID,
        description: 'Reload to use the latest DawaNow.',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
      });
    },
    onRegisteredSW(_url, registration) {
      if (registration) window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });

  // A catalogue answer shown from the phone's cache changed on the server: ask again (api-query.ts keys reads by
  // their path segments, so `/api/products/x` reaches every query of that product, whatever the store).
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; path?: string }>) => {
    if (event.data?.type !== CATALOGUE_UPDATED || typeof event.data.path !== 'string') return;
    const segments = event.data.path
      .replace(/^\/api\//, '')
      .split('/')
      .filter(Boolean);
    if (segments.length > 0) void queryClient.invalidateQueries({ queryKey: segments });
  });
}
