import type { TEndpointInput } from '@dawanow/shared/api/endpoint';
import { geocodingApi } from '@dawanow/shared/api/geocoding';
import { storeApplicationsApi } from '@dawanow/shared/api/store-applications';
import type { TMyStoreApplication, TStoreApplicationDocumentKind } from '@dawanow/shared/store-application-steps';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, uploadApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

/** The signed-in person's partner application, or null before they start one. */
export function useMyApplication() {
  return useQuery({ ...apiQueryOptions(storeApplicationsApi.mine, {}), staleTime: 0 });
}

/** After every save the answer is the whole application: the form and the status page read it from the cache. */
function useKeep() {
  const queryClient = useQueryClient();
  return (application: TMyStoreApplication) =>
    queryClient.setQueryData(queryKeyOf(storeApplicationsApi.mine, {}), { application });
}

type TStepEndpoint =
  | typeof storeApplicationsApi.saveBusiness
  | typeof storeApplicationsApi.savePremises
  | typeof storeApplicationsApi.saveLicences
  | typeof storeApplicationsApi.saveBankAccount
  | typeof storeApplicationsApi.submit;

/** Saves one step (or submits) with the body its contract takes. */
export function useSaveStep<E extends TStepEndpoint>(endpoint: E) {
  const keep = useKeep();
  return useMutation({
    mutationFn: (body: z.input<E['body']>) =>
      callApi(endpoint, { body } as TEndpointInput<E>) as Promise<TMyStoreApplication>,
    onSuccess: keep,
  });
}

export function useUploadDocument() {
  const keep = useKeep();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: TStoreApplicationDocumentKind; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadApi(storeApplicationsApi.uploadDocument, { params: { kind } }, form);
    },
    onSuccess: keep,
  });
}

/**
 * The city and state of a PIN code from the gazetteer the address search uses (offline GeoNames, or the maps
 * provider): its first place for that code. Null when the code is unknown or the lookup fails — the applicant
 * then types them.
 */
export async function lookUpPinCode(pinCode: string): Promise<{ city: string | null; state: string | null } | null> {
  try {
    const { predictions } = await callApi(geocodingApi.autocomplete, { query: { q: pinCode } });
    const first = predictions[0];
    if (!first) return null;
    const place = await callApi(geocodingApi.place, { params: { placeId: first.id } });
    return place.postal_code === pinCode ? { city: place.city, state: place.state } : null;
  } catch {
    return null;
  }
}
