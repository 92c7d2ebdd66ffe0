import {
  type TReviewRequest,
  ZH1Register,
  ZPrescriptionQuote,
  type ZQuoteItems,
  ZStorePrescription,
  ZStorePrescriptionList,
} from '@dawanow/shared/prescriptions';
import { ZSearchResults } from '@dawanow/shared/search';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';

export type TQueueStatus = 'waiting' | 'reviewed';

const prescriptionsKey = (storeId: string) => ['store-prescriptions', storeId] as const;

export function useStorePrescriptions(storeId: string, status: TQueueStatus) {
  return useQuery({
    queryKey: [...prescriptionsKey(storeId), 'list', status],
    queryFn: ({ signal }) =>
      apiRequest(`/stores/${storeId}/prescriptions?status=${status}`, ZStorePrescriptionList, { signal }),
    // New uploads arrive while the counter works; a 5-minute-old queue would hide them.
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

/** An id from another store, or a mistyped one, is not this store's to open. */
export function isNotStorePrescription(error: Error): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

export function useStorePrescription(storeId: string, prescriptionId: string) {
  return useQuery({
    queryKey: [...prescriptionsKey(storeId), 'detail', prescriptionId],
    queryFn: ({ signal }) =>
      apiRequest(`/stores/${storeId}/prescriptions/${prescriptionId}`, ZStorePrescription, { signal }),
    retry: (failureCount, error) => !isNotStorePrescription(error) && failureCount < 1,
    staleTime: 0,
  });
}

export function useReviewPrescription(storeId: string, prescriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewRequest) =>
      apiRequest(`/stores/${storeId}/prescriptions/${prescriptionId}/review`, ZStorePrescription, {
        method: 'POST',
        body,
      }),
    // The decision moves it from "To verify" to "Reviewed" and may unblock orders. Not awaited: the
    // caller's own onSuccess (toast, closing the panel) must not wait for the lists to be read again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...prescriptionsKey(storeId), 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['store-orders', storeId] });
    },
  });
}

export function useSendQuote(storeId: string, quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZQuoteItems>) =>
      apiRequest(`/stores/${storeId}/prescription-quotes/${quoteId}`, ZPrescriptionQuote, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: prescriptionsKey(storeId) }),
  });
}

/** The store's own shelf: prices and stock at this store, for building a quote or adding covered items. */
export function useShelfSearch(storeId: string, query: string) {
  return useQuery({
    queryKey: ['store-shelf-search', storeId, query],
    queryFn: ({ signal }) =>
      apiRequest(`/search?${new URLSearchParams({ q: query, storeId, pageSize: '8' })}`, ZSearchResults, { signal }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

export function h1RegisterPath(storeId: string, from: string, to: string, format: 'json' | 'csv' = 'json'): string {
  const params = new URLSearchParams({ from, to });
  if (format === 'csv') params.set('format', 'csv');
  return `/stores/${storeId}/h1-register?${params}`;
}

export function useH1Register(storeId: string, from: string, to: string) {
  return useQuery({
    queryKey: [...prescriptionsKey(storeId), 'h1-register', from, to],
    queryFn: ({ signal }) => apiRequest(h1RegisterPath(storeId, from, to), ZH1Register, { signal }),
    enabled: from !== '' && to !== '' && from <= to,
    // Staff without the right get 403 every time; asking again only delays the explanation.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
    staleTime: 0,
  });
}
