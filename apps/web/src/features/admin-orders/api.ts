import type { TAdminOrderDetail, TAdminOrderFilters } from '@dawanow/shared/admin-orders';
import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { adminOrdersApi } from '@dawanow/shared/api/admin-orders';
import { cashRefundsApi } from '@dawanow/shared/api/cash-refunds';
import type { TRefundDecision } from '@dawanow/shared/orders/store';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

/** Every order under `filters`, a page at a time ("Show more"). */
export function useAdminOrders(filters: TAdminOrderFilters) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(adminOrdersApi.list, { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminOrdersApi.list, { query: { ...filters, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAdminOrder(orderId: string) {
  return useQuery({ ...apiQueryOptions(adminOrdersApi.detail, { params: { orderId } }), staleTime: 0 });
}

export function useReassignCandidates(orderId: string, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(adminOrdersApi.reassignCandidates, { params: { orderId } }),
    enabled,
    staleTime: 0,
  });
}

/** What an administrator does to an order; each takes a reason that the customer sees and the audit log keeps. */
export type TOrderIntervention =
  | { kind: 'cancel'; reason: string }
  | { kind: 'reassign'; storeId: string; reason: string }
  | { kind: 'refund'; decision: TRefundDecision; reason: string }
  | { kind: 'retryRefund'; refundId: string; reason: string };

function intervene(orderId: string, change: TOrderIntervention): Promise<TAdminOrderDetail> {
  const params = { orderId };
  switch (change.kind) {
    case 'cancel':
      return callApi(adminOrdersApi.cancel, { params, body: { reason: change.reason } });
    case 'reassign':
      return callApi(adminOrdersApi.reassign, { params, body: { storeId: change.storeId, reason: change.reason } });
    case 'refund':
      return callApi(adminOrdersApi.refundDecision, {
        params,
        body: { decision: change.decision, reason: change.reason },
      });
    case 'retryRefund':
      return callApi(adminOrdersApi.retryRefund, {
        params: { orderId, refundId: change.refundId },
        body: { reason: change.reason },
      });
  }
}

/** Reads the orders (lists and this one) and the change history again after a change. */
function useAfterOrderChange() {
  const queryClient = useQueryClient();
  // `['admin', 'orders']` holds the list under any filters and every order's record
  const ordersKey = queryKeyOf(adminOrdersApi.list, { query: {} }).slice(0, 2);
  return () =>
    Promise.all(
      [ordersKey, queryKeyOf(adminAuditApi.list, { query: {} })].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useOrderIntervention(orderId: string) {
  const queryClient = useQueryClient();
  const refresh = useAfterOrderChange();
  return useMutation({
    mutationFn: (change: TOrderIntervention) => intervene(orderId, change),
    onSuccess: (order) => queryClient.setQueryData(queryKeyOf(adminOrdersApi.detail, { params: { orderId } }), order),
    onSettled: refresh,
  });
}

/** Records the bank transfer of a cash-on-delivery refund with the bank's reference (UTR). */
export function useMarkCashRefundSent(orderId: string) {
  const refresh = useAfterOrderChange();
  return useMutation({
    mutationFn: (reference: string) => callApi(cashRefundsApi.markPaid, { params: { orderId }, body: { reference } }),
    onSettled: refresh,
  });
}
