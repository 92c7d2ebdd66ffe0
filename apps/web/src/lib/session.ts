/** The signed-in user as every feature sees it (one query, shared through the query cache). */
import { accountApi } from '@dawanow/shared/api/account';
import type { TMe } from '@dawanow/shared/auth';
import { formatIndianMobile } from '@dawanow/shared/india';
import { type QueryClient, type QueryState, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from './api-client';
import { queryKeyOf } from './api-query';

export const ME_QUERY_KEY = queryKeyOf(accountApi.me);

/**
 * Whether the server opened this page without a session cookie (`data-session="none"` on <html>): nobody is signed
 * in, and asking would only be refused — an error in the console and a round trip before the first screen. Read
 * once, for the first answer only: later ones ask, since a sign-in may have set the cookie meanwhile.
 */
let pageMarkRead = false;
function openedWithoutSession(): boolean {
  if (pageMarkRead) return false;
  pageMarkRead = true;
  return document.documentElement.dataset.session === 'none';
}

function meQuery(queryClient: QueryClient) {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: async ({ signal }) => {
      // An answer already given (a sign-in puts the user here) is newer than the page's mark
      const answeredBefore = (queryClient.getQueryState(ME_QUERY_KEY)?.dataUpdatedAt ?? 0) > 0;
      if (openedWithoutSession() && !answeredBefore) return null;
      try {
        return await callApi(accountApi.me, {}, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return null;
        throw error;
      }
    },
  });
}

/** The signed-in user, or null when signed out (an expired or invalid session is signed out, SPEC §4). */
export function useMe() {
  return useQuery(meQuery(useQueryClient()));
}

/**
 * Whether the first answer about the session is still on its way. Not after a failure (no connection, issue 19):
 * asking again puts a query without data back to "pending", and a page that hid itself each time would never
 * show — nor while the request waits for a connection that is not there.
 */
export function isSessionLoading(me: Pick<QueryState, 'status' | 'fetchStatus' | 'errorUpdateCount'>): boolean {
  return me.status === 'pending' && me.fetchStatus === 'fetching' && me.errorUpdateCount === 0;
}

/** The longest the first screen waits for "who is signed in" before it renders anyway (its loading screen, then) */
const SESSION_WAIT_MS = 3_000;

/**
 * Asks who is signed in and resolves once the first answer is in (or will not come soon, as `isSessionLoading`
 * judges), or after `atMostMs` for a request that hangs. The app renders its first screen after this (main.tsx): a
 * session that arrived after the first render replaced the loading screen with the whole site in one blocking
 * re-render, because a query's answer reaches React as an external store's change, which React never renders in
 * slices (issue 19, the phone's blocking time). Past the wait the app starts as before, on its loading screen,
 * with its service worker and error boundary.
 */
export function sessionSettled(queryClient: QueryClient, atMostMs = SESSION_WAIT_MS): Promise<void> {
  void queryClient.prefetchQuery(meQuery(queryClient));
  const query = queryClient.getQueryCache().find({ queryKey: ME_QUERY_KEY, exact: true });
  return new Promise((resolve) => {
    if (!query || !isSessionLoading(query.state)) return resolve();
    const done = () => {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = window.setTimeout(done, atMostMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!isSessionLoading(query.state)) done();
    });
  });
}

export const PROFILE_TABS = ['personal', 'orders', 'prescriptions', 'addresses', 'security'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** What the user signs in with, as shown to them: the e-mail, or the mobile number of an account made with one. */
export function signInIdentity(me: TMe): string {
  return me.user.email ?? formatIndianMobile(me.user.phoneNumber ?? me.user.name);
}
