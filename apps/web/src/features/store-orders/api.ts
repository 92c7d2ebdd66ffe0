import type { TEndpoint, TEndpointInput } from '@dawanow/shared/api/endpoint';
import { orderTrackingApi } from '@dawanow/shared/api/order-tracking';
import { storeOrdersApi } from '@dawanow/shared/api/store-orders';
import type { STORE_ORDER_VIEWS, TStoreOrderDetail } from '@dawanow/shared/orders/store';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { ORDER_POLL_INTERVAL_MS } from '@/lib/order-stream';

export type TStoreOrderView = (typeof STORE_ORDER_VIEWS)[number];

type TBody<E extends TEndpoint> = TEndpointInput<E>['body'];

/**
 * Every list's pages: an empty query object matches any list's query, never an order (whose id stands there).
 * Without the query, the key reaches everything the store reads under its orders.
 */
const storeOrderListsKey = (storeId: string) => queryKeyOf(storeOrdersApi.list, { params: { storeId }, query: {} });
export const storeOrdersKey = (storeId: string) => storeOrderListsKey(storeId).slice(0, -1);
const storeOrderKey = (storeId: string, orderId: string) =>
  queryKeyOf(storeOrdersApi.detail, { params: { storeId, orderId } });

export function useStoreOrders(storeId: string, view: TStoreOrderView, page: number, isLive: boolean) {
  return useQuery({
    ...apiQueryOptions(storeOrdersApi.list, { params: { storeId }, query: { view, page } }),
    placeholderData: keepPreviousData,
    // A counter screen: incoming orders must never wait on a dead stream.
    refetchInterval: isLive ? false : ORDER_POLL_INTERVAL_MS,
    // Countdowns are computed from these timestamps; a 5-minute-old list would show lapsed offers.
    staleTime: 0,
  });
}

export function useStoreOrder(storeId: string, orderId: string, isLive: boolean) {
  return useQuery({
    ...apiQueryOptions(storeOrdersApi.detail, { params: { storeId, orderId } }),
    refetchInterval: (query) => (isLive || query.state.status === 'error' ? false : ORDER_POLL_INTERVAL_MS),
    staleTime: 0,
  });
}

/** Every store action answers with the order as it is now, except reject (the order has left the store). */
function useStoreAction<TBody>(storeId: string, orderId: string, act: (body: TBody) => Promise<TStoreOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (order) => queryClient.setQueryData(storeOrderKey(storeId, orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeOrderListsKey(storeId) }),
  });
}

export function useAcceptOrder(storeId: string, orderId: string) {
  return useStoreAction(storeId, orderId, () => callApi(storeOrdersApi.accept, { params: { storeId, orderId } }));
}

export function useUpdateOrderStatus(storeId: string, orderId: string) {
  return useStoreAction(storeId, orderId, (body: TBody<typeof storeOrdersApi.advance>) =>
    callApi(storeOrdersApi.advance, { params: { storeId, orderId }, body }),
  );
}

export function useDeliverOrder(storeId: string, orderId: string) {
  return useStoreAction(storeId, orderId, (body: TBody<typeof storeOrdersApi.deliver>) =>
    callApi(storeOrdersApi.deliver, { params: { storeId, orderId }, body }),
  );
}

export function useDecideRefund(storeId: string, orderId: string) {
  return useStoreAction(storeId, orderId, (body: TBody<typeof storeOrdersApi.refund>) =>
    callApi(storeOrdersApi.refund, { params: { storeId, orderId }, body }),
  );
}

export function useRejectOrder(storeId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // 204 No Content: the answer is null.
    mutationFn: (body: TBody<typeof storeOrdersApi.reject>) =>
      callApi(storeOrdersApi.reject, { params: { storeId, orderId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeOrdersKey(storeId) }),
  });
}

/** The members who could take an order out, read when the store is about to send one. */
export function useDeliveryTeam(storeId: string, isNeeded: boolean) {
  return useQuery({ ...apiQueryOptions(orderTrackingApi.deliveryTeam, { params: { storeId } }), enabled: isNeeded });
}

export function useReportPosition(storeId: string, orderId: string) {
  return useMutation({
    mutationFn: (body: TBody<typeof orderTrackingApi.reportPosition>) =>
      callApi(orderTrackingApi.reportPosition, { params: { storeId, orderId }, body }),
  });
}
