import {
  type TPrescriptionQuote,
  ZPrescriptionQuote,
  ZPrescriptionQuoteList,
  ZPrescriptionSummary,
  ZQuoteAcceptance,
} from '@dawanow/shared/prescriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { PRESCRIPTIONS_KEY } from '@/lib/queries/prescriptions';

export function usePrescription(prescriptionId: string) {
  return useQuery({
    queryKey: [...PRESCRIPTIONS_KEY, prescriptionId],
    queryFn: ({ signal }) =>
      apiRequest(`/prescriptions/${encodeURIComponent(prescriptionId)}`, ZPrescriptionSummary, { signal }),
    staleTime: 0,
  });
}

export type TUploadInput = { files: readonly File[]; details: Record<string, string> };

export function useUploadPrescription(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, details }: TUploadInput) => {
      const form = new FormData();
      // Text fields first: the server reads the form in order and can refuse bad details before the bytes.
      for (const [name, value] of Object.entries(details)) form.append(name, value);
      for (const file of files) form.append('files', file);
      return apiUpload('/prescriptions', form, ZPrescriptionSummary, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESCRIPTIONS_KEY }),
  });
}

/** How often the confirmation page asks whether the pharmacist has prepared the quote. */
export const QUOTE_POLL_MS = 5000;

function quotesKey(prescriptionId: string) {
  return ['prescription-quotes', prescriptionId] as const;
}

export function usePrescriptionQuotes(prescriptionId: string) {
  return useQuery({
    queryKey: quotesKey(prescriptionId),
    queryFn: ({ signal }) =>
      apiRequest(`/prescriptions/${encodeURIComponent(prescriptionId)}/quotes`, ZPrescriptionQuoteList, { signal }),
    select: (data) => data.quotes,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.quotes.some((quote) => quote.status === 'requested') ? QUOTE_POLL_MS : false,
  });
}

export function useRequestQuote(prescriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) =>
      apiRequest(`/prescriptions/${encodeURIComponent(prescriptionId)}/quotes`, ZPrescriptionQuote, {
        method: 'POST',
        body: { storeId },
      }),
    onSuccess: (quote: TPrescriptionQuote) =>
      queryClient.setQueryData<{ quotes: TPrescriptionQuote[] }>(quotesKey(prescriptionId), (data) => ({
        quotes: [quote, ...(data?.quotes ?? []).filter((other) => other.id !== quote.id)],
      })),
  });
}

// The accept answer has no shared schema of its own (its lines are cart items), so it is spelt here once.

export function useAcceptQuote() {
  return useMutation({
    mutationFn: (quoteId: string) =>
      apiRequest(`/prescription-quotes/${encodeURIComponent(quoteId)}/accept`, ZQuoteAcceptance, {
        method: 'POST',
        body: {},
      }),
  });
}
