import type { TSuccess } from '@dawanow/shared/api/endpoint';
import { prescriptionsApi } from '@dawanow/shared/api/prescriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { errorMessage } from '@/lib/i18n/error-message';
import { PRESCRIPTIONS_KEY } from '@/lib/queries/prescriptions';

export function usePrescription(prescriptionId: string) {
  return useQuery({
    ...apiQueryOptions(prescriptionsApi.detail, { params: { prescriptionId } }),
    staleTime: 0,
  });
}

export type TUploadInput = {
  files: readonly File[];
  details: Record<string, string>;
  /** The store whose pharmacist is asked to build the order from it, straight after the upload */
  quoteFrom: { id: string; name: string } | null;
};

/** The upload, and — when asked — the quote request; a refused request leaves the upload done, with the reason. */
export function useUploadPrescription(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, details, quoteFrom }: TUploadInput) => {
      const form = new FormData();
      // Text fields first: the server reads the form in order and can refuse bad details before the bytes.
      for (const [name, value] of Object.entries(details)) form.append(name, value);
      for (const file of files) form.append('files', file);
      const prescription = await uploadApi(prescriptionsApi.upload, {}, form, { onProgress });
      if (!quoteFrom) return { prescription, quoteError: null };
      try {
        await callApi(prescriptionsApi.requestQuote, {
          params: { prescriptionId: prescription.id },
          body: { storeId: quoteFrom.id },
        });
        return { prescription, quoteError: null };
      } catch (error) {
        return { prescription, quoteError: errorMessage(error) };
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESCRIPTIONS_KEY }),
  });
}

/** How often the confirmation page asks whether the pharmacist has prepared the quote. */
export const QUOTE_POLL_MS = 5000;

export function usePrescriptionQuotes(prescriptionId: string) {
  return useQuery({
    ...apiQueryOptions(prescriptionsApi.quotes, { params: { prescriptionId } }),
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
      callApi(prescriptionsApi.requestQuote, { params: { prescriptionId }, body: { storeId } }),
    onSuccess: (quote) =>
      queryClient.setQueryData<TSuccess<typeof prescriptionsApi.quotes>>(
        queryKeyOf(prescriptionsApi.quotes, { params: { prescriptionId } }),
        (data) => ({ quotes: [quote, ...(data?.quotes ?? []).filter((other) => other.id !== quote.id)] }),
      ),
  });
}

export function useAcceptQuote() {
  return useMutation({
    mutationFn: (quoteId: string) => callApi(prescriptionsApi.acceptQuote, { params: { quoteId } }),
  });
}
