/** The sign-up, sign-in, mobile code and password reset forms' calls (the session itself: api.ts). */
import { accountApi } from '@dawanow/shared/api/account';
import { signInApi } from '@dawanow/shared/api/sign-in';
import type {
  TForgotPasswordRequest,
  TLinkPhoneRequest,
  TResetPasswordRequest,
  TSendOtpRequest,
  TSignInRequest,
  TSignUpRequest,
  TVerifyOtpRequest,
} from '@dawanow/shared/auth-forms';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

/** The cached "signed out" answer is still fresh after signing in, so fetch the user anew. */
function loadSignedInUser(queryClient: QueryClient) {
  return queryClient.fetchQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => callApi(accountApi.me, {}, { signal }),
    staleTime: 0,
  });
}

export async function signIn(queryClient: QueryClient, credentials: TSignInRequest) {
  await callApi(signInApi.signInEmail, { body: credentials });
  return loadSignedInUser(queryClient);
}

export async function signUp(queryClient: QueryClient, details: TSignUpRequest) {
  await callApi(signInApi.signUp, { body: details });
  return loadSignedInUser(queryClient);
}

/** Issue 17: a sign-in code to a mobile number (by SMS, or into the demo's outbox). */
export function sendPhoneCode(request: TSendOtpRequest) {
  return callApi(signInApi.sendPhoneCode, { body: request });
}

/** Signs in (or up) with the code; answers whether the account is new, with the user it signed in. */
export async function verifyPhoneCode(queryClient: QueryClient, request: TVerifyOtpRequest) {
  const { isNewAccount } = await callApi(signInApi.verifyPhoneCode, { body: request });
  return { isNewAccount, me: await loadSignedInUser(queryClient) };
}

/** The signed-in user proves a mobile number to sign in with it. */
export async function linkPhone(queryClient: QueryClient, request: TLinkPhoneRequest) {
  const me = await callApi(signInApi.linkPhone, { body: request });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  return me;
}

export function requestPasswordReset(request: TForgotPasswordRequest) {
  return callApi(signInApi.forgotPassword, { body: request });
}

export function resetPassword(request: TResetPasswordRequest) {
  return callApi(signInApi.resetPassword, { body: request });
}
