/** One order, read by the order page, the payment status page and Reorder: one cache key. */
import { ordersApi } from '@dawanow/shared/api/orders';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { useFollowRedirect } from '@/lib/use-follow-redirect';

/** Everything read under /orders: the list's pages, each order and its invoice (the list's path without its query). */
export const ORDERS_KEY = queryKeyOf(ordersApi.list, { query: {} }).slice(0, -1);
export const orderKey = (orderId: string) => queryKeyOf(ordersApi.detail, { params: { orderId } });

export function orderQueryOptions(orderId: string) {
  return apiQueryOptions(ordersApi.detail, { params: { orderId } });
}

/** A failed or abandoned online payment: open a new attempt and go where the gateway says. */
export function useRetryPayment(orderId: string) {
  const followRedirect = useFollowRedirect();
  return useMutation({
    mutationFn: () => callApi(ordersApi.retryPayment, { params: { orderId } }),
    onSuccess: ({ redirectTo }) => followRedirect(redirectTo),
  });
}
