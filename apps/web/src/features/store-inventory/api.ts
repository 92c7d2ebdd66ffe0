import { storeInventoryApi } from '@dawanow/shared/api/store-inventory';
import type {
  TBatchCorrection,
  TBatchReceipt,
  TInventoryQuery,
  TPriceUpdate,
  TProductRequestInput,
  TProductStock,
  TShelveProduct,
  TWriteOff,
} from '@dawanow/shared/inventory';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

/** Everything under the store's inventory address: the list pages and each product's batches. */
const inventoryKey = (storeId: string) => ['stores', storeId, 'inventory'];
/** A stock change also moves the dashboard's low-stock and near-expiry counts. */
const dashboardKey = (storeId: string) => ['stores', storeId, 'dashboard'];

function useStockChanged(storeId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inventoryKey(storeId) }),
      queryClient.invalidateQueries({ queryKey: dashboardKey(storeId) }),
    ]);
}

export function useInventory(storeId: string, query: TInventoryQuery) {
  return useQuery({
    ...apiQueryOptions(storeInventoryApi.list, { params: { storeId }, query }),
    // Keep the rows on screen while the next page or filter loads
    placeholderData: keepPreviousData,
  });
}

export function useProductStock(storeId: string, productId: string | null) {
  return useQuery({
    ...apiQueryOptions(storeInventoryApi.product, { params: { storeId, productId: productId ?? '' } }),
    enabled: productId !== null,
  });
}

export function useSetPrice(storeId: string) {
  const changed = useStockChanged(storeId);
  return useMutation({
    mutationFn: ({ productId, ...body }: TPriceUpdate & { productId: string }) =>
      callApi(storeInventoryApi.setPrice, { params: { storeId, productId }, body }),
    onSuccess: changed,
  });
}

export function useSetAvailability(storeId: string) {
  const changed = useStockChanged(storeId);
  return useMutation({
    mutationFn: ({ productId, isInStock }: { productId: string; isInStock: boolean }) =>
      callApi(storeInventoryApi.setAvailability, { params: { storeId, productId }, body: { isInStock } }),
    onSuccess: changed,
  });
}

/** Receiving, correcting and writing off all answer with the product's stock in full. */
function useBatchChange<TInput>(storeId: string, run: (input: TInput) => Promise<TProductStock>) {
  const changed = useStockChanged(storeId);
  return useMutation({ mutationFn: run, onSuccess: changed });
}

export const useReceiveBatch = (storeId: string) =>
  useBatchChange(storeId, ({ productId, ...body }: TBatchReceipt & { productId: string }) =>
    callApi(storeInventoryApi.receive, { params: { storeId, productId }, body }),
  );

export const useCorrectBatch = (storeId: string) =>
  useBatchChange(storeId, ({ batchId, ...body }: TBatchCorrection & { batchId: string }) =>
    callApi(storeInventoryApi.correct, { params: { storeId, batchId }, body }),
  );

export const useWriteOffBatch = (storeId: string) =>
  useBatchChange(storeId, ({ batchId, ...body }: TWriteOff & { batchId: string }) =>
    callApi(storeInventoryApi.writeOff, { params: { storeId, batchId }, body }),
  );

export const useShelveProduct = (storeId: string) =>
  useBatchChange(storeId, (body: TShelveProduct) => callApi(storeInventoryApi.shelve, { params: { storeId }, body }));

export function useImportStock(storeId: string) {
  const changed = useStockChanged(storeId);
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) =>
      callApi(storeInventoryApi.importStock, { params: { storeId }, body }),
    onSuccess: (result) => (result.applied ? changed() : undefined),
  });
}

export function useProductRequests(storeId: string) {
  return useQuery(apiQueryOptions(storeInventoryApi.productRequests, { params: { storeId } }));
}

/** Sends the request, then its label photo if one was chosen (a multipart upload of its own). */
export function useRequestProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo, ...body }: TProductRequestInput & { photo: File | null }) => {
      const created = await callApi(storeInventoryApi.requestProduct, { params: { storeId }, body });
      if (!photo) return created;
      const form = new FormData();
      form.append('photo', photo);
      return uploadApi(storeInventoryApi.requestPhoto, { params: { storeId, requestId: created.id } }, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stores', storeId, 'product-requests'] }),
  });
}
