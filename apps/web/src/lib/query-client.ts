import { QUERY_GC_TIME_MS, QUERY_RETRY, QUERY_STALE_TIME_MS } from '@dawanow/shared/constants';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-client';

// SPEC §9: fresh 5 min, kept 10 min, 1 retry, no refetch on window focus. A refusal (missing, not yours, bad
// input) is not retried: the same answer would come back, only later. Reads are tried once even when the
// browser says it is offline (issue 19): the service worker may answer them from the phone (pwa/cache-rules.ts).
// One it cannot answer is not retried while offline, so the screen says it could not load (beside the offline
// banner) instead of showing a placeholder that never fills; the connection's return fetches it again.
export function createQueryClient(): QueryClient {
  // TanStack Query takes the browser to be online until an event says otherwise: an app opened offline (from the
  // phone's shell) must start offline, or nothing would be fetched again when the connection comes back.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => !isRefusal(error) && failureCount < QUERY_RETRY && onlineManager.isOnline(),
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}
