import { QUERY_GC_TIME_MS, QUERY_RETRY, QUERY_STALE_TIME_MS } from '@dawanow/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-client';

// SPEC §9: fresh 5 min, kept 10 min, 1 retry, no refetch on window focus. A refusal (missing, not yours, bad
// input) is not retried: the same answer would come back, only later. Reads are tried once even when the
// browser says it is offline (issue 19): the service worker may answer them from the phone (pwa/cache-rules.ts);
// only the retry waits for the connection to come back.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => !isRefusal(error) && failureCount < QUERY_RETRY,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}
