import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Starts the service worker once the page has loaded and the browser is idle, in production builds only (in
 * development it would serve stale modules). The registration code is its own chunk, so the first screen does
 * not wait for it (issue 19: first-load JavaScript budget).
 */
export function useServiceWorker(queryClient: QueryClient): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const start = () => {
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
      // Offline before any worker was installed the chunk cannot load: the page simply works without one.
      idle(() =>
        import('./register').then(
          ({ registerServiceWorker }) => registerServiceWorker(queryClient),
          () => undefined,
        ),
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [queryClient]);
}
