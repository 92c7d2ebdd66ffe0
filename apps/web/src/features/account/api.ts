import { type TAddress, type TAddressInput, ZAddress } from '@dawanow/shared/addresses';
import { type TChangePasswordRequest, type TUpdateProfileRequest, ZMe } from '@dawanow/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ADDRESSES_KEY } from '@/lib/queries/addresses';
import { ME_QUERY_KEY } from '@/lib/session';

const ZOk = z.object({ ok: z.literal(true) });

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TAddressInput }): Promise<TAddress> =>
      id
        ? apiRequest(`/me/addresses/${id}`, ZAddress, { method: 'PUT', body: input })
        : apiRequest('/me/addresses', ZAddress, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/me/addresses/${id}/default`, ZOk, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/me/addresses/${id}`, ZOk, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TUpdateProfileRequest) => apiRequest('/me/profile', ZMe, { method: 'PUT', body: profile }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) => apiRequest('/me/password', ZOk, { method: 'POST', body: input }),
  });
}

/** Both end every session, so the app forgets the user afterwards. */
export function useEndAccountSessions() {
  const queryClient = useQueryClient();
  const forget = () => {
    queryClient.setQueryData(ME_QUERY_KEY, null);
    queryClient.removeQueries({ queryKey: ADDRESSES_KEY });
  };
  return {
    signOutEverywhere: useMutation({
      mutationFn: () => apiRequest('/me/sign-out-everywhere', ZOk, { method: 'POST', body: {} }),
      onSuccess: forget,
    }),
    deleteAccount: useMutation({
      mutationFn: (confirmation: string) => apiRequest('/me', ZOk, { method: 'DELETE', body: { confirmation } }),
      onSuccess: forget,
    }),
  };
}
