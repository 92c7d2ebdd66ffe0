import { QUERY_GC_TIME_MS, QUERY_RETRY, QUERY_STALE_TIME_MS } from '@dawanow/shared/constants';
import { QueryClient } from '@tanstack/react-query';

// SPEC §9: fresh 5 min, kept 10 min, 1 retry, no refetch on window focus
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: QUERY_RETRY,
        refetchOnWindowFocus: false,
      },
    },
  });
}
