import { catalogApi } from '@dawanow/shared/api/catalog';
import type { TEndpointInput, TSuccess } from '@dawanow/shared/api/endpoint';
import { prescriptionsApi, type STORE_PRESCRIPTION_QUEUES } from '@dawanow/shared/api/prescriptions';
import { storeOrdersApi } from '@dawanow/shared/api/store-orders';
import type { TH1Entry, TReviewRequest } from '@dawanow/shared/prescriptions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

export type TQueueStatus = (typeof STORE_PRESCRIPTION_QUEUES)[number];

/** Both queues (an empty query object matches any queue's query, never one prescription's id). */
const queuesKey = (storeId: string) => queryKeyOf(prescriptionsApi.storeQueue, { params: { storeId }, query: {} });
/** The register for every date range. */
const h1RegisterKey = (storeId: string) =>
  queryKeyOf(prescriptionsApi.h1Register, h1RegisterInput(storeId, '', '')).slice(0, -1);

export function useStorePrescriptions(storeId: string, status: TQueueStatus) {
  return useQuery({
    ...apiQueryOptions(prescriptionsApi.storeQueue, { params: { storeId }, query: { status } }),
    // New uploads arrive while the counter works; a 5-minute-old queue would hide them.
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

export function useStorePrescription(storeId: string, prescriptionId: string | null) {
  return useQuery({
    ...apiQueryOptions(prescriptionsApi.storeDetail, { params: { storeId, prescriptionId: prescriptionId ?? '' } }),
    enabled: prescriptionId !== null,
    staleTime: 0,
  });
}

/** A decision (`review`) or a store admin taking one back (`reopen`): both change the queues and the orders. */
function useDecisionMutation<TBody>(
  storeId: string,
  send: (body: TBody) => Promise<TSuccess<typeof prescriptionsApi.review>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The decision moves it from "To verify" to "Reviewed" and may unblock orders. Not awaited: the
    // caller's own onSuccess (toast, closing the panel) must not wait for the lists to be read again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queuesKey(storeId) });
      // The store's orders (lists and each order), read by the store panel's order screens.
      const storeOrdersKey = queryKeyOf(storeOrdersApi.list, { params: { storeId }, query: {} }).slice(0, -1);
      void queryClient.invalidateQueries({ queryKey: storeOrdersKey });
    },
  });
}

export function useReviewPrescription(storeId: string, prescriptionId: string) {
  return useDecisionMutation(storeId, (body: TReviewRequest) =>
    callApi(prescriptionsApi.review, { params: { storeId, prescriptionId }, body }),
  );
}

export function useReopenPrescription(storeId: string, prescriptionId: string) {
  return useDecisionMutation(storeId, (reason: string) =>
    callApi(prescriptionsApi.reopen, { params: { storeId, prescriptionId }, body: { reason } }),
  );
}

export function useSendQuote(storeId: string, quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEndpointInput<typeof prescriptionsApi.sendQuote>['body']) =>
      callApi(prescriptionsApi.sendQuote, { params: { storeId, quoteId }, body }),
    // Everything the store reads of its prescriptions: the queues, each prescription and the H1 register.
    onSettled: () =>
      Promise.all(
        [queuesKey(storeId).slice(0, -1), h1RegisterKey(storeId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The store's own shelf: prices and stock at this store, for building a quote or adding covered items. */
export function useShelfSearch(storeId: string, query: string) {
  return useQuery({
    ...apiQueryOptions(catalogApi.search, { query: { q: query, storeId, pageSize: 8 } }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

/** The register's address for a date range: JSON to show it, CSV to download it. */
export function h1RegisterInput(storeId: string, from: string, to: string, format: 'json' | 'csv' = 'json') {
  return { params: { storeId }, query: format === 'csv' ? { from, to, format } : { from, to } };
}

/** The contract answers JSON or the CSV download's text; this screen asks for JSON. */
function entriesOf(register: TSuccess<typeof prescriptionsApi.h1Register>): { entries: TH1Entry[] } {
  if (typeof register === 'string') throw new Error('The register came as CSV instead of JSON.');
  return register;
}

export function useH1Register(storeId: string, from: string, to: string) {
  return useQuery({
    ...apiQueryOptions(prescriptionsApi.h1Register, h1RegisterInput(storeId, from, to)),
    select: entriesOf,
    enabled: from !== '' && to !== '' && from <= to,
    staleTime: 0,
  });
}
