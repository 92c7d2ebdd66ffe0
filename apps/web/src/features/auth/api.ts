import { type TSignInRequest, type TSignUpRequest, ZAuthProviders, ZMe } from '@dawanow/shared/auth';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => apiRequest('/auth/providers', ZAuthProviders, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const ZAnything = z.unknown();

/** The cached "signed out" answer is still fresh after signing in, so fetch the user anew. */
function loadSignedInUser(queryClient: QueryClient) {
  return queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: () => apiRequest('/me', ZMe), staleTime: 0 });
}

export async function signIn(queryClient: QueryClient, credentials: TSignInRequest) {
  await apiRequest('/auth/sign-in/email', ZAnything, { method: 'POST', body: credentials });
  return loadSignedInUser(queryClient);
}

export async function signUp(queryClient: QueryClient, details: TSignUpRequest) {
  await apiRequest('/auth/sign-up', ZAnything, { method: 'POST', body: details });
  return loadSignedInUser(queryClient);
}

/** Signs out and forgets everything cached for the previous user. */
export async function signOut(queryClient: QueryClient) {
  await apiRequest('/auth/sign-out', ZAnything, { method: 'POST', body: {} });
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' && query.queryKey[0] !== 'site' });
}

/** SPEC §4: refreshing the session; the server extends it when it is due. */
export async function refreshSession(queryClient: QueryClient) {
  await apiRequest('/auth/get-session', ZAnything);
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

const ZRedirect = z.object({ url: z.url() });

/** Starts Google sign-in; the browser leaves for Google and comes back to /auth. */
export async function startGoogleSignIn(returnPath: string) {
  const { url } = await apiRequest('/auth/sign-in/social', ZRedirect, {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: returnPath,
      errorCallbackURL: '/auth?error=google',
      newUserCallbackURL: returnPath,
    },
  });
  window.location.assign(url);
}
