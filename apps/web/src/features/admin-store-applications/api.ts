import { adminStoreApplicationsApi } from '@dawanow/shared/api/admin-store-applications';
import type { TAdminStoreApplicationFilters } from '@dawanow/shared/store-applications';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

/** Store applications under `filters` (the review queue, oldest first, by default), a page at a time. */
export function useAdminStoreApplications(filters: TAdminStoreApplicationFilters) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(adminStoreApplicationsApi.list, { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminStoreApplicationsApi.list, { query: { ...filters, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The cities the applications name, for the city filter. */
export function useStoreApplicationCities() {
  return useQuery(apiQueryOptions(adminStoreApplicationsApi.cities, {}));
}

export function useAdminStoreApplication(applicationId: string) {
  return useQuery({
    ...apiQueryOptions(adminStoreApplicationsApi.detail, { params: { applicationId } }),
    staleTime: 0,
  });
}
