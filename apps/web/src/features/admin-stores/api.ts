import type { TAdminStoreDetail, TAdminStoreFilters } from '@dawanow/shared/admin-stores';
import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { adminStoresApi } from '@dawanow/shared/api/admin-stores';
import type { TEndpoint, TEndpointInput } from '@dawanow/shared/api/endpoint';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

type TBody<E extends TEndpoint> = TEndpointInput<E>['body'];

/** Every pharmacy under `filters`, newest first, a page at a time ("Show more"). */
export function useAdminStores(filters: TAdminStoreFilters) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(adminStoresApi.list, { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminStoresApi.list, { query: { ...filters, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAdminStore(storeId: string) {
  return useQuery({ ...apiQueryOptions(adminStoresApi.detail, { params: { storeId } }), staleTime: 0 });
}

/** After a change: the pharmacies (list and record) and the audit log read again; the record as answered. */
function useStoreChange<TInput>(act: (input: TInput) => Promise<TAdminStoreDetail>) {
  const queryClient = useQueryClient();
  // `['admin', 'stores']` holds the list under any filters and every pharmacy's record
  const storesKey = queryKeyOf(adminStoresApi.list, { query: {} }).slice(0, 2);
  return useMutation({
    mutationFn: act,
    onSuccess: (store) =>
      queryClient.setQueryData(queryKeyOf(adminStoresApi.detail, { params: { storeId: store.id } }), store),
    onSettled: () =>
      Promise.all(
        [storesKey, queryKeyOf(adminAuditApi.list, { query: {} })].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useCreateStore() {
  return useStoreChange((body: TBody<typeof adminStoresApi.create>) => callApi(adminStoresApi.create, { body }));
}

export function useUpdateStore(storeId: string) {
  return useStoreChange((body: TBody<typeof adminStoresApi.update>) =>
    callApi(adminStoresApi.update, { params: { storeId }, body }),
  );
}

export function useSetStoreStatus(storeId: string) {
  return useStoreChange((body: TBody<typeof adminStoresApi.setStatus>) =>
    callApi(adminStoresApi.setStatus, { params: { storeId }, body }),
  );
}

export function useDecideChangeRequest(storeId: string) {
  return useStoreChange(
    ({ requestId, ...body }: TBody<typeof adminStoresApi.decideChangeRequest> & { requestId: string }) =>
      callApi(adminStoresApi.decideChangeRequest, { params: { storeId, requestId }, body }),
  );
}
