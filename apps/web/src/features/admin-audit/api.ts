import type { TAdminAuditFilters } from '@dawanow/shared/admin-audit';
import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/api-query';

/** The audit log under `filters`, newest first, a page at a time ("Show older entries"). */
export function useAdminAuditLog(filters: TAdminAuditFilters) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(adminAuditApi.list, { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminAuditApi.list, { query: { ...filters, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
