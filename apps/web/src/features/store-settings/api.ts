import { storeSettingsApi } from '@dawanow/shared/api/store-settings';
import type {
  TMinOrderUpdate,
  TNewChangeRequest,
  TNewClosure,
  TStoreContactUpdate,
  TStoreHoursUpdate,
} from '@dawanow/shared/store-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

/** Everything read under the store (settings, closures, requests, the dashboard's open state) refreshes after a change. */
function useStoreMutation<TVariables, TResult>(
  storeId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['stores', storeId] }),
  });
}

const params = (storeId: string) => ({ params: { storeId } });

export function useStoreSettings(storeId: string) {
  return useQuery(apiQueryOptions(storeSettingsApi.read, params(storeId)));
}

export function useStoreClosures(storeId: string) {
  return useQuery({ ...apiQueryOptions(storeSettingsApi.closures, params(storeId)), select: (data) => data.closures });
}

export function useChangeRequests(storeId: string) {
  return useQuery({
    ...apiQueryOptions(storeSettingsApi.changeRequests, params(storeId)),
    select: (data) => data.requests,
  });
}

export const useUpdateContact = (storeId: string) =>
  useStoreMutation(storeId, (body: TStoreContactUpdate) =>
    callApi(storeSettingsApi.updateContact, { ...params(storeId), body }),
  );

export const useUpdateHours = (storeId: string) =>
  useStoreMutation(storeId, (body: TStoreHoursUpdate) =>
    callApi(storeSettingsApi.updateHours, { ...params(storeId), body }),
  );

export const useUpdateMinOrder = (storeId: string) =>
  useStoreMutation(storeId, (body: TMinOrderUpdate) =>
    callApi(storeSettingsApi.updateMinOrder, { ...params(storeId), body }),
  );

export const useUploadPhoto = (storeId: string) =>
  useStoreMutation(storeId, (file: File) => {
    const form = new FormData();
    form.append('photo', file);
    return uploadApi(storeSettingsApi.uploadPhoto, params(storeId), form);
  });

export const useRemovePhoto = (storeId: string) =>
  useStoreMutation(storeId, () => callApi(storeSettingsApi.removePhoto, params(storeId)));

export const useAddClosure = (storeId: string) =>
  useStoreMutation(storeId, (body: TNewClosure) => callApi(storeSettingsApi.addClosure, { ...params(storeId), body }));

export const useRemoveClosure = (storeId: string) =>
  useStoreMutation(storeId, (closureId: string) =>
    callApi(storeSettingsApi.removeClosure, { params: { storeId, closureId } }),
  );

export const useRequestChange = (storeId: string) =>
  useStoreMutation(storeId, (body: TNewChangeRequest) =>
    callApi(storeSettingsApi.requestChange, { ...params(storeId), body }),
  );
