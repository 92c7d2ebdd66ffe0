import type { TRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import {
  type TOrderDetail,
  type TRefundRequest,
  type ZCancelOrderRequest,
  ZInvoice,
  ZOrderDetail,
  ZOrderList,
} from '@dawanow/shared/orders/customer';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { ORDER_POLL_INTERVAL_MS, useOrderStream } from '@/lib/order-stream';
import { fetchOrder, ORDERS_KEY, orderKey } from '@/lib/queries/orders';

/** A mistyped id (400), someone else's order (403) or an unknown one (404): the customer cannot open it. */
export function isMissingOrder(error: Error): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

/** A refusal (4xx: missing, not yours, not delivered yet) stays a refusal: asking again only delays the message. */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1;
}

export function useOrders(page: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', page],
    queryFn: ({ signal }) => apiRequest(`/orders?page=${page}`, ZOrderList, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reads an order through the cache: the list's Reorder needs the items a summary does not carry. */
export function useOrderLoader() {
  const queryClient = useQueryClient();
  return (orderId: string) =>
    queryClient.fetchQuery({ queryKey: orderKey(orderId), queryFn: ({ signal }) => fetchOrder(orderId, signal) });
}

/** One order, kept current by its live stream (or by polling while the stream is down). */
export function useOrder(orderId: string) {
  const queryClient = useQueryClient();
  const { isLive } = useOrderStream(`/api/orders/${orderId}/stream`, () => {
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  });
  return useQuery({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    retry: retryUnlessRefused,
    refetchInterval: (query) => (isLive || query.state.status === 'error' ? false : ORDER_POLL_INTERVAL_MS),
  });
}

function useOrderMutation<TBody>(orderId: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody): Promise<TOrderDetail> =>
      apiRequest(`/orders/${orderId}/${path}`, ZOrderDetail, { method: 'POST', body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
    },
  });
}

export function useCancelOrder(orderId: string) {
  return useOrderMutation<z.input<typeof ZCancelOrderRequest>>(orderId, 'cancel');
}

export function useAttachPrescription(orderId: string) {
  return useOrderMutation<{ prescriptionId: string }>(orderId, 'prescription');
}

/** Drops the items needing a prescription from an order whose prescription was not accepted. */
export function useRemovePrescriptionItems(orderId: string) {
  return useOrderMutation<void>(orderId, 'remove-prescription-items');
}

export function useRequestRefund(orderId: string) {
  return useOrderMutation<TRefundRequest>(orderId, 'refund');
}

/** Where a cash-on-delivery refund is sent. */
export function useRefundDestination(orderId: string) {
  return useOrderMutation<TRefundBankDetails>(orderId, 'refund-destination');
}

export function useInvoice(orderId: string) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'invoice', orderId],
    queryFn: ({ signal }) => apiRequest(`/orders/${orderId}/invoice`, ZInvoice, { signal }),
    retry: retryUnlessRefused,
  });
}
