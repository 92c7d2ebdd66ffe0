/** One order, read by the order page, the payment status page and Reorder: one cache key. */
import { type TOrderDetail, ZOrderDetail } from '@dawanow/shared/orders/customer';
import { ZPaymentRetryResponse } from '@dawanow/shared/orders/payment';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useFollowRedirect } from '@/lib/use-follow-redirect';

export const ORDERS_KEY = ['orders'] as const;
export const orderKey = (orderId: string) => [...ORDERS_KEY, 'detail', orderId] as const;

export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<TOrderDetail> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}`, ZOrderDetail, { signal });
}

/** A failed or abandoned online payment: open a new attempt and go where the gateway says. */
export function useRetryPayment(orderId: string) {
  const followRedirect = useFollowRedirect();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/orders/${encodeURIComponent(orderId)}/payment`, ZPaymentRetryResponse, {
        method: 'POST',
        body: {},
      }),
    onSuccess: ({ redirectTo }) => followRedirect(redirectTo),
  });
}
