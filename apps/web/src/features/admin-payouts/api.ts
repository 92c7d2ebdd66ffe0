import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { adminPayoutsApi } from '@dawanow/shared/api/admin-payouts';
import type { TAdjustment } from '@dawanow/shared/payouts/payouts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/api-query';

export type TAdminPayoutFilters = Omit<z.input<typeof adminPayoutsApi.list.query>, 'cursor'>;

/** Payouts under `filters`, with the totals in each state and the settlement's schedule, a page at a time. */
export function useAdminPayouts(filters: TAdminPayoutFilters) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(adminPayoutsApi.list, { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminPayoutsApi.list, { query: { ...filters, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Every store's ledger summed, stores by name, a page at a time. */
export function useReconciliation(city: string | undefined) {
  const query = city ? { city } : {};
  return useInfiniteQuery({
    queryKey: queryKeyOf(adminPayoutsApi.reconciliation, { query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminPayoutsApi.reconciliation, { query: { ...query, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

const auditKey = queryKeyOf(adminAuditApi.list, { query: {} });

/**
 * A write moves payouts, balances and the audit log: `['admin', 'payouts']` holds the list under any filter and
 * the reconciliation.
 */
function useMoneyWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const payoutsKey = queryKeyOf(adminPayoutsApi.list, { query: {} }).slice(0, 2);
  return useMutation({
    mutationFn: write,
    onSettled: () => Promise.all([payoutsKey, auditKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useRunSettlement = () => useMoneyWrite(() => callApi(adminPayoutsApi.run, {}));

export const useApprovePayouts = () =>
  useMoneyWrite((payoutIds: string[]) => callApi(adminPayoutsApi.approve, { body: { payoutIds } }));

export const useMarkPaid = () =>
  useMoneyWrite(({ payoutId, utr }: { payoutId: string; utr: string }) =>
    callApi(adminPayoutsApi.markPaid, { params: { payoutId }, body: { utr } }),
  );

export const useMarkFailed = () =>
  useMoneyWrite(({ payoutId, reason }: { payoutId: string; reason: string }) =>
    callApi(adminPayoutsApi.markFailed, { params: { payoutId }, body: { reason } }),
  );

export const useAdjust = () =>
  useMoneyWrite((adjustment: TAdjustment) => callApi(adminPayoutsApi.adjust, { body: adjustment }));

/**
 * A pharmacy's payout account in full, read when the administrator asks for it to make a transfer by hand. Each
 * reading is an entry in the audit log, so it is an explicit call rather than a cached query that could read it
 * again on its own (window focus, invalidation).
 */
export function usePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: string) => callApi(adminPayoutsApi.account, { params: { payoutId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKey }),
  });
}
