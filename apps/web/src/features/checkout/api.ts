import { ordersApi } from '@dawanow/shared/api/orders';
import { paymentsApi } from '@dawanow/shared/api/payments';
import type { TCartItem } from '@dawanow/shared/cart';
import { type TCouponProblem, ZCouponProblem } from '@dawanow/shared/coupons';
import { type TCheckoutQuoteRequest, type TPlaceOrderRequest, ZQuote } from '@dawanow/shared/orders/customer';
import type { TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { orderQueryOptions } from '@/lib/queries/orders';

export type TCheckoutQuoteInput = {
  storeId: string | null;
  items: readonly TCartItem[];
  deliveryMode: TDeliveryMode;
  addressId: string | null;
  /** A coupon code to price with (issue 17); the server decides whether it applies */
  couponCode?: string | null;
};

/** The quote's input as its body: asked for only once a store and an address are chosen (`enabled` below). */
function checkoutQuoteInput({ storeId, items, deliveryMode, addressId, couponCode }: TCheckoutQuoteInput) {
  const coupon = couponCode ? { couponCode } : {};
  return { body: { storeId, items: [...items], deliveryMode, addressId, ...coupon } as TCheckoutQuoteRequest };
}

export function checkoutQuoteKey(input: TCheckoutQuoteInput) {
  return queryKeyOf(ordersApi.checkoutQuote, checkoutQuoteInput(input));
}

export function useCheckoutQuote(input: TCheckoutQuoteInput) {
  return useQuery({
    ...apiQueryOptions(ordersApi.checkoutQuote, checkoutQuoteInput(input)),
    enabled: input.storeId !== null && input.addressId !== null && input.items.length > 0,
    // The total placed must be the total the server works out now, not five minutes ago.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: (request: TPlaceOrderRequest) => callApi(ordersApi.place, { body: request }),
  });
}

/** Why placing refused the coupon, as the code the page words (a reason newer than the page reads as `other`). */
export function refusedCoupon(error: Error): TCouponProblem | null {
  if (!(error instanceof ApiError) || error.code !== 'COUPON_REFUSED') return null;
  const problem = (error.details as { couponProblem?: unknown } | undefined)?.couponProblem;
  return ZCouponProblem.catch({ code: 'other', values: {} }).parse(problem);
}

/** The fresh quote a 409 carries when prices, stock or the total moved since the customer looked. */
export function changedQuote(error: Error) {
  if (!(error instanceof ApiError) || error.code !== 'QUOTE_CHANGED') return null;
  const parsed = ZQuote.safeParse((error.details as { quote?: unknown } | undefined)?.quote);
  return parsed.success ? parsed.data : null;
}

export function useSandboxCheckout(paymentId: string) {
  return useQuery({ ...apiQueryOptions(paymentsApi.sandboxCheckout, { params: { paymentId } }), staleTime: 0 });
}

export function useCompleteSandboxPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'success' | 'failure') =>
      callApi(paymentsApi.completeSandbox, { params: { paymentId }, body: { outcome } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(paymentsApi.sandboxCheckout, { params: { paymentId } }) }),
  });
}

/** How often the status page asks again while the gateway has not answered. */
export const PAYMENT_POLL_MS = 2000;

/** The order as the status page follows it: the same cached order as its page, asked again until the gateway answers. */
export function usePaymentStatus(orderId: string) {
  return useQuery({
    ...orderQueryOptions(orderId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.payment.status === 'pending' ? PAYMENT_POLL_MS : false),
  });
}
