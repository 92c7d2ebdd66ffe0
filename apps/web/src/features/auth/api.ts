/**
 * What every page needs of signing in: the methods on offer, the session, signing out and Google (One Tap sits on
 * every page). The forms' calls are in sign-in-api.ts, loaded with the screens that show them.
 */
import { authApi, betterAuthApi } from '@dawanow/shared/api/auth';
import { siteApi } from '@dawanow/shared/api/site';
import { hashKey, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { ME_QUERY_KEY } from '@/lib/session';

export function useAuthProviders() {
  return useQuery({ ...apiQueryOptions(authApi.providers), staleTime: Number.POSITIVE_INFINITY });
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
