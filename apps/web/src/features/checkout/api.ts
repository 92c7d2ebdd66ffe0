import type { TCartItem } from '@dawanow/shared/cart';
import { type TPlaceOrderRequest, ZPlaceOrderResponse, ZQuote } from '@dawanow/shared/orders/customer';
import type { TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import { ZPaymentRetryResponse, ZSandboxCheckout } from '@dawanow/shared/orders/payment';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { fetchOrder, orderKey } from '@/lib/queries/orders';

export type TCheckoutQuoteInput = {
  storeId: string | null;
  items: readonly TCartItem[];
  deliveryMode: TDeliveryMode;
  addressId: string | null;
};

export function checkoutQuoteKey({ storeId, items, deliveryMode, addressId }: TCheckoutQuoteInput) {
  return ['checkout-quote', storeId, items, deliveryMode, addressId] as const;
}

export function useCheckoutQuote(input: TCheckoutQuoteInput) {
  const { storeId, items, deliveryMode, addressId } = input;
  return useQuery({
    queryKey: checkoutQuoteKey(input),
    queryFn: ({ signal }) =>
      apiRequest('/checkout/quote', ZQuote, {
        method: 'POST',
        body: { storeId, items, deliveryMode, addressId },
        signal,
      }),
    enabled: storeId !== null && addressId !== null && items.length > 0,
    // The total placed must be the total the server works out now, not five minutes ago.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: (request: TPlaceOrderRequest) =>
      apiRequest('/orders', ZPlaceOrderResponse, { method: 'POST', body: request }),
  });
}

/** The fresh quote a 409 carries when prices, stock or the total moved since the customer looked. */
export function changedQuote(error: Error) {
  if (!(error instanceof ApiError) || error.code !== 'QUOTE_CHANGED') return null;
  const parsed = ZQuote.safeParse((error.details as { quote?: unknown } | undefined)?.quote);
  return parsed.success ? parsed.data : null;
}

export function useSandboxCheckout(paymentId: string) {
  return useQuery({
    queryKey: ['sandbox-payment', paymentId],
    queryFn: ({ signal }) =>
      apiRequest(`/payments/sandbox/${encodeURIComponent(paymentId)}`, ZSandboxCheckout, { signal }),
    staleTime: 0,
  });
}

export function useCompleteSandboxPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'success' | 'failure') =>
      apiRequest(`/payments/sandbox/${encodeURIComponent(paymentId)}/complete`, ZPaymentRetryResponse, {
        method: 'POST',
        body: { outcome },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sandbox-payment', paymentId] }),
  });
}

/** How often the status page asks again while the gateway has not answered. */
export const PAYMENT_POLL_MS = 2000;

/** The order as the status page follows it: the same cached order as its page, asked again until the gateway answers. */
export function usePaymentStatus(orderId: string) {
  return useQuery({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.payment.status === 'pending' ? PAYMENT_POLL_MS : false),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}
