import { adminStoreApplicationsApi } from '@dawanow/shared/api/admin-store-applications';
import type { TEndpointInput } from '@dawanow/shared/api/endpoint';
import type { TAdminStoreApplicationFilters } from '@dawanow/shared/store-applications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
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

type TDecision =
  | typeof adminStoreApplicationsApi.startReview
  | typeof adminStoreApplicationsApi.requestChanges
  | typeof adminStoreApplicationsApi.reject
  | typeof adminStoreApplicationsApi.approve;

/** One review decision (issue 18); the answer is the application as decided, and the queue is read afresh. */
export function useApplicationDecision<E extends TDecision>(endpoint: E, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<E['body']>) =>
      callApi(endpoint, { params: { applicationId }, body } as unknown as TEndpointInput<E>),
    onSuccess: (application) => {
      queryClient.setQueryData(
        queryKeyOf(adminStoreApplicationsApi.detail, { params: { applicationId } }),
        application,
      );
      void queryClient.invalidateQueries({
        queryKey: queryKeyOf(adminStoreApplicationsApi.list, { query: {} }).slice(0, 2),
      });
    },
  });
}
