import { userNotificationsApi } from '@dawanow/shared/api/user-notifications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

/**
 * The bell's count is read again this often while the page is open, and whenever the window comes back into
 * focus: messages are rare (an application's decision, later an order's progress), so a minute is soon enough
 * and no connection is held open for them.
 */
export const INBOX_REFRESH_MS = 60_000;

/** Everything read under the inbox: its pages and the unread count. */
const inboxKey = queryKeyOf(userNotificationsApi.unreadCount).slice(0, 2);

export function useInboxUnreadCount(isSignedIn: boolean) {
  return useQuery({
    ...apiQueryOptions(userNotificationsApi.unreadCount),
    enabled: isSignedIn,
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** The inbox newest first, a page at a time ("Show older"), all or only the unread. */
export function useInbox(isUnreadOnly: boolean) {
  const query = { unread: isUnreadOnly ? 'true' : 'false' } as const;
  return useInfiniteQuery({
    queryKey: queryKeyOf(userNotificationsApi.list, { query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(userNotificationsApi.list, { query: { ...query, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useMarkInboxRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => callApi(userNotificationsApi.markRead, { params: { notificationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

export function useMarkAllInboxRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(userNotificationsApi.markAllRead, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
