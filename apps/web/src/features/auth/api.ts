import { accountApi } from '@dawanow/shared/api/account';
import { authApi, betterAuthApi } from '@dawanow/shared/api/auth';
import { siteApi } from '@dawanow/shared/api/site';
import type {
  TForgotPasswordRequest,
  TLinkPhoneRequest,
  TResetPasswordRequest,
  TSendOtpRequest,
  TSignInRequest,
  TSignUpRequest,
  TVerifyOtpRequest,
} from '@dawanow/shared/auth';
import { hashKey, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { ME_QUERY_KEY } from '@/lib/session';

export function useAuthProviders() {
  return useQuery({ ...apiQueryOptions(authApi.providers), staleTime: Number.POSITIVE_INFINITY });
}

/** The cached "signed out" answer is still fresh after signing in, so fetch the user anew. */
function loadSignedInUser(queryClient: QueryClient) {
  return queryClient.fetchQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => callApi(accountApi.me, {}, { signal }),
    staleTime: 0,
  });
}

export async function signIn(queryClient: QueryClient, credentials: TSignInRequest) {
  await callApi(authApi.signInEmail, { body: credentials });
  return loadSignedInUser(queryClient);
}

export async function signUp(queryClient: QueryClient, details: TSignUpRequest) {
  await callApi(authApi.signUp, { body: details });
  return loadSignedInUser(queryClient);
}

/** Issue 17: a sign-in code to a mobile number (by SMS, or into the demo's outbox). */
export function sendPhoneCode(request: TSendOtpRequest) {
  return callApi(authApi.sendPhoneCode, { body: request });
}

/** Signs in (or up) with the code; answers whether the account is new, with the user it signed in. */
export async function verifyPhoneCode(queryClient: QueryClient, request: TVerifyOtpRequest) {
  const { isNewAccount } = await callApi(authApi.verifyPhoneCode, { body: request });
  return { isNewAccount, me: await loadSignedInUser(queryClient) };
}

/** The signed-in user proves a mobile number to sign in with it. */
export async function linkPhone(queryClient: QueryClient, request: TLinkPhoneRequest) {
  const me = await callApi(authApi.linkPhone, { body: request });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  return me;
}

export function requestPasswordReset(request: TForgotPasswordRequest) {
  return callApi(authApi.forgotPassword, { body: request });
}

export function resetPassword(request: TResetPasswordRequest) {
  return callApi(authApi.resetPassword, { body: request });
}

/** What signing out keeps: the (now signed-out) user and the public site configuration, nobody's data. */
const KEPT_AFTER_SIGN_OUT = new Set([hashKey(ME_QUERY_KEY), hashKey(queryKeyOf(siteApi.config))]);

/** Signs out and forgets everything cached for the previous user. */
export async function signOut(queryClient: QueryClient) {
  await callApi(betterAuthApi.signOut, {});
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => !KEPT_AFTER_SIGN_OUT.has(query.queryHash) });
}

/** SPEC §4: refreshing the session; the server extends it when it is due. */
export async function refreshSession(queryClient: QueryClient) {
  await callApi(betterAuthApi.session, {});
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

/**
 * Starts Google sign-in; the browser leaves for Google and comes back to /auth, which sends the user on as every
 * sign-in does (landing.ts; the return path waits in this tab's session storage).
 */
export async function startGoogleSignIn() {
  const { url } = await callApi(betterAuthApi.signInSocial, {
    body: {
      provider: 'google',
      callbackURL: '/auth',
      errorCallbackURL: '/auth?error=google',
      newUserCallbackURL: '/auth',
    },
  });
  if (!url) throw new Error('Google sign-in answered without an address to go to.');
  window.location.assign(url);
}

/** Google One Tap's ID token (bound to the page by its nonce) signs in at once, without leaving the page. */
export function signInWithGoogleToken(token: string, nonce: string) {
  return callApi(betterAuthApi.signInSocial, { body: { provider: 'google', idToken: { token, nonce } } });
}
