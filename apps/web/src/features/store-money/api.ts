import type { TAnalyticsRange } from '@dawanow/shared/analytics';
import { storeMoneyApi } from '@dawanow/shared/api/store-money';
import type { TBankAccountChange } from '@dawanow/shared/payouts/payouts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl, callApi } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/api-query';

export type TStatementFormat = 'csv' | 'pdf';

/**
 * A period's earnings: every page answers with the totals and monthly statement, and the next orders (newest first)
 * after the page before's cursor ("Show more").
 */
export function useEarnings(storeId: string, range: TAnalyticsRange) {
  const params = { storeId };
  return useInfiniteQuery({
    queryKey: queryKeyOf(storeMoneyApi.earnings, { params, query: range }),
    queryFn: ({ pageParam, signal }) =>
      callApi(storeMoneyApi.earnings, { params, query: { ...range, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Another period keeps the last figures on screen (marked busy) instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}

/** The period's statement as a file; the browser downloads it under the server's file name. */
export const earningsFileUrl = (storeId: string, range: TAnalyticsRange, format: TStatementFormat) =>
  apiUrl(storeMoneyApi.exportEarnings, { params: { storeId }, query: { ...range, format } });

const payoutsKey = (storeId: string) => queryKeyOf(storeMoneyApi.payouts, { params: { storeId }, query: {} });

/** Balance, next settlement and payout account with every page; payouts newest first, a page at a time. */
export function useStorePayouts(storeId: string) {
  const params = { storeId };
  return useInfiniteQuery({
    queryKey: payoutsKey(storeId),
    queryFn: ({ pageParam, signal }) =>
      callApi(storeMoneyApi.payouts, { params, query: { cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Every order and entry one payout settled, as a file. */
export const payoutStatementUrl = (storeId: string, payoutId: string, format: TStatementFormat) =>
  apiUrl(storeMoneyApi.payoutStatement, { params: { storeId, payoutId }, query: { format } });

/** A new payout account holds the next payout, so the balance and settlement are read again with the account. */
export function useChangeBankAccount(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBankAccountChange) => callApi(storeMoneyApi.changeBankAccount, { params: { storeId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutsKey(storeId) }),
  });
}
