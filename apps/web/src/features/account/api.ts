import { accountApi } from '@dawanow/shared/api/account';
import {
  ACCOUNT_DELETION_CONFIRMATION,
  type TChangePasswordRequest,
  type TUpdateProfileRequest,
} from '@dawanow/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ADDRESSES_KEY, useAddressMutation } from '@/lib/queries/addresses';
import { ME_QUERY_KEY } from '@/lib/session';

export function useSetDefaultAddress() {
  return useAddressMutation((id: string) => callApi(accountApi.setDefaultAddress, { params: { addressId: id } }));
}

export function useDeleteAddress() {
  return useAddressMutation((id: string) => callApi(accountApi.deleteAddress, { params: { addressId: id } }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TUpdateProfileRequest) => callApi(accountApi.updateProfile, { body: profile }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) => callApi(accountApi.changePassword, { body: input }),
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
      mutationFn: () => callApi(accountApi.signOutEverywhere, {}),
      onSuccess: forget,
    }),
    deleteAccount: useMutation({
      // The page enables the button only once the customer has typed the confirmation word.
      mutationFn: () => callApi(accountApi.deleteAccount, { body: { confirmation: ACCOUNT_DELETION_CONFIRMATION } }),
      onSuccess: forget,
    }),
  };
}
