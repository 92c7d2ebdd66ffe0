import { cashRefundsApi } from '@dawanow/shared/api/cash-refunds';
import type { TEndpointInput } from '@dawanow/shared/api/endpoint';
import { orderTrackingApi } from '@dawanow/shared/api/order-tracking';
import { ordersApi } from '@dawanow/shared/api/orders';
import { testimonialsApi } from '@dawanow/shared/api/testimonials';
import { POSITION_INTERVAL_MS } from '@dawanow/shared/orders/tracking';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl, callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { ORDER_POLL_INTERVAL_MS, useOrderStream } from '@/lib/order-stream';
import { ORDERS_KEY, orderKey, orderQueryOptions } from '@/lib/queries/orders';

/** Every page of the order list and nothing else under /orders (an empty query matches any page's). */
const ORDER_LIST_KEY = queryKeyOf(ordersApi.list, { query: {} });

export function useOrders(page: number) {
  return useQuery({ ...apiQueryOptions(ordersApi.list, { query: { page } }), placeholderData: keepPreviousData });
}

/** Reads an order through the cache: the list's Reorder needs the items a summary does not carry. */
export function useOrderLoader() {
  const queryClient = useQueryClient();
  return (orderId: string) => queryClient.fetchQuery(orderQueryOptions(orderId));
}

/** One order, kept current by its live stream (or by polling while the stream is down). */
export function useOrder(orderId: string) {
  const queryClient = useQueryClient();
  const { isLive } = useOrderStream(apiUrl(ordersApi.stream, { params: { orderId } }), () => {
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  });
  return useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) => (isLive || query.state.status === 'error' ? false : ORDER_POLL_INTERVAL_MS),
  });
}

/**
 * The live view of an order on its way. Its key sits under the order's, so the order's stream refreshes it on every
 * status change; while the order is out for delivery it is also read as often as the courier's phone sends.
 */
export function useOrderTracking(orderId: string, isOut: boolean) {
  return useQuery({
    ...apiQueryOptions(orderTrackingApi.customer, { params: { orderId } }),
    refetchInterval: isOut ? POSITION_INTERVAL_MS : false,
    staleTime: 0,
  });
}

/** The customer's writes on one order: each answers the order as it now is. */
type OrderWrite =
  | typeof ordersApi.cancel
  | typeof ordersApi.attachPrescription
  | typeof ordersApi.removePrescriptionItems
  | typeof ordersApi.requestRefund
  | typeof cashRefundsApi.refundDestination;

function useOrderMutation<E extends OrderWrite>(orderId: string, contract: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEndpointInput<E>['body']) =>
      callApi<OrderWrite>(contract, { params: { orderId }, body } as TEndpointInput<OrderWrite>),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY });
    },
  });
}

export function useCancelOrder(orderId: string) {
  return useOrderMutation(orderId, ordersApi.cancel);
}

export function useAttachPrescription(orderId: string) {
  return useOrderMutation(orderId, ordersApi.attachPrescription);
}

/** Drops the items needing a prescription from an order whose prescription was not accepted. */
export function useRemovePrescriptionItems(orderId: string) {
  return useOrderMutation(orderId, ordersApi.removePrescriptionItems);
}

export function useRequestRefund(orderId: string) {
  return useOrderMutation(orderId, ordersApi.requestRefund);
}

/** Where a cash-on-delivery refund is sent. */
export function useRefundDestination(orderId: string) {
  return useOrderMutation(orderId, cashRefundsApi.refundDestination);
}

export function useInvoice(orderId: string) {
  return useQuery(apiQueryOptions(ordersApi.invoice, { params: { orderId } }));
}

/** A delivered order's rating and testimonial (issue 18), or null while it has none. */
export function useOrderRating(orderId: string) {
  return useQuery(apiQueryOptions(testimonialsApi.orderRating, { params: { orderId } }));
}

/** Rates the order once; the answer is the rating as kept, which the order page shows from then on. */
export function useRateOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEndpointInput<typeof testimonialsApi.rateOrder>['body']) =>
      callApi(testimonialsApi.rateOrder, { params: { orderId }, body }),
    onSuccess: (view) =>
      queryClient.setQueryData(queryKeyOf(testimonialsApi.orderRating, { params: { orderId } }), view),
  });
}
