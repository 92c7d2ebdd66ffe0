import {
  type STORE_ORDER_VIEWS,
  type TStoreOrderDetail,
  type ZDeliverRequest,
  type ZRefundDecision,
  type ZRejectOrderRequest,
  ZStoreOrderDetail,
  ZStoreOrderList,
  type ZStoreStatusUpdate,
} from '@dawanow/shared/orders/store';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { ORDER_POLL_INTERVAL_MS, useOrderStream } from '@/lib/order-stream';

export type TStoreOrderView = (typeof STORE_ORDER_VIEWS)[number];

const storeOrdersKey = (storeId: string) => ['store-orders', storeId] as const;
const storeOrderKey = (storeId: string, orderId: string) => [...storeOrdersKey(storeId), 'detail', orderId] as const;

/** The store's live feed: every change to an order offered to or held by the store refreshes its screens. */
export function useStoreOrderStream(storeId: string) {
  const queryClient = useQueryClient();
  return useOrderStream(`/api/stores/${storeId}/orders/stream`, () => {
    void queryClient.invalidateQueries({ queryKey: storeOrdersKey(storeId) });
  });
}

export function useStoreOrders(storeId: string, view: TStoreOrderView, page: number, isLive: boolean) {
  return useQuery({
    queryKey: [...storeOrdersKey(storeId), 'list', view, page],
    queryFn: ({ signal }) =>
      apiRequest(`/stores/${storeId}/orders?view=${view}&page=${page}`, ZStoreOrderList, { signal }),
    placeholderData: keepPreviousData,
    // A counter screen: incoming orders must never wait on a dead stream.
    refetchInterval: isLive ? false : ORDER_POLL_INTERVAL_MS,
    // Countdowns are computed from these timestamps; a 5-minute-old list would show lapsed offers.
    staleTime: 0,
  });
}

/** An order another store took (or an id from elsewhere) is not this store's to open. */
export function isNotStoreOrder(error: Error): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

export function useStoreOrder(storeId: string, orderId: string, isLive: boolean) {
  return useQuery({
    queryKey: storeOrderKey(storeId, orderId),
    queryFn: ({ signal }) => apiRequest(`/stores/${storeId}/orders/${orderId}`, ZStoreOrderDetail, { signal }),
    retry: (failureCount, error) => !isNotStoreOrder(error) && failureCount < 1,
    refetchInterval: (query) => (isLive || query.state.status === 'error' ? false : ORDER_POLL_INTERVAL_MS),
    staleTime: 0,
  });
}

/** Every store action answers with the order as it is now, except reject (the order has left the store). */
function useStoreAction<TBody>(storeId: string, orderId: string, action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody): Promise<TStoreOrderDetail> =>
      apiRequest(`/stores/${storeId}/orders/${orderId}/${action}`, ZStoreOrderDetail, { method: 'POST', body }),
    onSuccess: (order) => queryClient.setQueryData(storeOrderKey(storeId, orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...storeOrdersKey(storeId), 'list'] }),
  });
}

export function useAcceptOrder(storeId: string, orderId: string) {
  return useStoreAction<Record<string, never>>(storeId, orderId, 'accept');
}

export function useUpdateOrderStatus(storeId: string, orderId: string) {
  return useStoreAction<z.input<typeof ZStoreStatusUpdate>>(storeId, orderId, 'status');
}

export function useDeliverOrder(storeId: string, orderId: string) {
  return useStoreAction<z.input<typeof ZDeliverRequest>>(storeId, orderId, 'deliver');
}

export function useDecideRefund(storeId: string, orderId: string) {
  return useStoreAction<z.input<typeof ZRefundDecision>>(storeId, orderId, 'refund');
}

export function useRejectOrder(storeId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // 204 No Content: apiRequest reads a missing body as null.
    mutationFn: (body: z.input<typeof ZRejectOrderRequest>) =>
      apiRequest(`/stores/${storeId}/orders/${orderId}/reject`, z.null(), { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeOrdersKey(storeId) }),
  });
}
