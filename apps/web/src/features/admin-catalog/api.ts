import type {
  TAdminProductCreate,
  TAdminProductDetail,
  TAdminProductsFilters,
  TAdminProductUpdate,
  TProductRequestApproval,
} from '@dawanow/shared/admin-catalog';
import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { adminCatalogApi } from '@dawanow/shared/api/admin-catalog';
import { adminCategoriesApi } from '@dawanow/shared/api/admin-categories';
import type { TProductRequestStatus } from '@dawanow/shared/inventory';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

/** The products under `filters`, recently changed first, a page at a time ("Show more"). */
export function useAdminProducts(filters: TAdminProductsFilters) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(adminCatalogApi.list, { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminCatalogApi.list, { query: { ...filters, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAdminProduct(productId: string) {
  return useQuery({ ...apiQueryOptions(adminCatalogApi.detail, { params: { productId } }), staleTime: 0 });
}

/** Every category, hidden ones too, in tree order: what a product may be filed under. */
export function useCategoryChoices() {
  return useQuery(apiQueryOptions(adminCategoriesApi.tree));
}

/** After any change: the list and records (`['admin', 'products']`) and the change history. */
function useAfterProductChange() {
  const queryClient = useQueryClient();
  const keys = [
    queryKeyOf(adminCatalogApi.list, { query: {} }).slice(0, 2),
    queryKeyOf(adminAuditApi.list, { query: {} }),
  ];
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Saves the record a write answered with, so the screen shows it (and its new version) at once. */
function useKeepRecord() {
  const queryClient = useQueryClient();
  return (product: TAdminProductDetail) =>
    queryClient.setQueryData(queryKeyOf(adminCatalogApi.detail, { params: { productId: product.id } }), product);
}

export function useCreateProduct() {
  const refresh = useAfterProductChange();
  const keep = useKeepRecord();
  return useMutation({
    mutationFn: (body: TAdminProductCreate) => callApi(adminCatalogApi.create, { body }),
    onSuccess: (product) => {
      keep(product);
      return refresh();
    },
  });
}

export function useUpdateProduct(productId: string) {
  const refresh = useAfterProductChange();
  const keep = useKeepRecord();
  return useMutation({
    mutationFn: (body: TAdminProductUpdate) => callApi(adminCatalogApi.update, { params: { productId }, body }),
    // Not after a refusal: reading the newer version would reset the form over the edits the conflict notice keeps
    onSuccess: (product) => {
      keep(product);
      return refresh();
    },
  });
}

export function useUploadProductImage(productId: string) {
  const refresh = useAfterProductChange();
  const keep = useKeepRecord();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return uploadApi(adminCatalogApi.uploadImage, { params: { productId } }, form);
    },
    onSuccess: keep,
    onSettled: refresh,
  });
}

/** The importer on a file's text: a dry run's report first, the import itself with `apply`. */
export function useImportCatalog() {
  const refresh = useAfterProductChange();
  return useMutation({
    mutationFn: ({ csv, apply }: { csv: string; apply: boolean }) =>
      callApi(adminCatalogApi.importCsv, { body: { csv, apply } }),
    onSuccess: (report) => (report.applied ? refresh() : undefined),
  });
}

export function useProductRequests(status: TProductRequestStatus) {
  return useQuery({ ...apiQueryOptions(adminCatalogApi.requests, { query: { status } }), staleTime: 0 });
}

export type TRequestDecision =
  | { kind: 'approve'; body: TProductRequestApproval }
  | { kind: 'requestChanges' | 'reject'; note: string };

function decide(requestId: string, decision: TRequestDecision) {
  const params = { requestId };
  switch (decision.kind) {
    case 'approve':
      return callApi(adminCatalogApi.approveRequest, { params, body: decision.body });
    case 'requestChanges':
      return callApi(adminCatalogApi.requestChanges, { params, body: { note: decision.note } });
    case 'reject':
      return callApi(adminCatalogApi.rejectRequest, { params, body: { note: decision.note } });
  }
}

/** Answers a store's request, then reads the queue, the catalogue list and the audit log again. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  const refresh = useAfterProductChange();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: string; decision: TRequestDecision }) =>
      decide(requestId, decision),
    onSettled: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminCatalogApi.requests, { query: {} }).slice(0, 2) }),
      ]),
  });
}
