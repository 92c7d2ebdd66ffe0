import { accountApi } from '@dawanow/shared/api/account';
import { addressesApi } from '@dawanow/shared/api/addresses';
import { authApi } from '@dawanow/shared/api/auth';
import { profileApi } from '@dawanow/shared/api/profile';
import { signInApi } from '@dawanow/shared/api/sign-in';
import {
  ACCOUNT_DELETION_CONFIRMATION,
  type TChangePasswordRequest,
  type TLinkPhoneRequest,
  type TUpdateProfileRequest,
} from '@dawanow/shared/auth-forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { ADDRESSES_KEY, useAddressMutation } from '@/lib/queries/addresses';
import { ME_QUERY_KEY } from '@/lib/session';

export function useSetDefaultAddress() {
  return useAddressMutation((id: string) => callApi(addressesApi.setDefault, { params: { addressId: id } }));
}

export function useDeleteAddress() {
  return useAddressMutation((id: string) => callApi(addressesApi.remove, { params: { addressId: id } }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TUpdateProfileRequest) => callApi(profileApi.update, { body: profile }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) => callApi(profileApi.changePassword, { body: input }),
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
      mutationFn: () => callApi(profileApi.deleteAccount, { body: { confirmation: ACCOUNT_DELETION_CONFIRMATION } }),
      onSuccess: forget,
    }),
  };
}

/** Whether codes can be sent to mobile numbers here (an SMS provider, or the demo's outbox). */
export function useCanVerifyPhone() {
  return useQuery({ ...apiQueryOptions(authApi.providers), staleTime: Number.POSITIVE_INFINITY }).data?.phone ?? false;
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: (phone: string) => callApi(signInApi.sendPhoneCode, { body: { phone } }) });
}

/** Issue 17: proves a mobile number for this account's OTP sign-in. */
export function useLinkPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TLinkPhoneRequest) => callApi(signInApi.linkPhone, { body: request }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
