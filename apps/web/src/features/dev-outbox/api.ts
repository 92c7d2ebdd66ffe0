import { devOutboxApi } from '@dawanow/shared/api/dev-outbox';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** The demo's outbox, read again every few seconds while open: a code arrives moments after it is asked for. */
export function useOutbox() {
  return useQuery({ ...apiQueryOptions(devOutboxApi.list), refetchInterval: 3000, staleTime: 0, retry: false });
}
