import { notificationsApi } from '@dawanow/shared/api/notifications';
import type { NOTIFICATION_ORDERS } from '@dawanow/shared/store-notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { ORDER_POLL_INTERVAL_MS } from '@/lib/order-stream';

/**
 * Low stock is noticed just after the order that caused it, and expiring batches by a daily job:
 * neither rides the order stream, so even a live panel reads the count again this often.
 */
export const UNREAD_REFRESH_MS = 60_000;

/** A list's query as the page keeps it in its address */
export type TNotificationsQuery = {
  page: number;
  order: (typeof NOTIFICATION_ORDERS)[number];
  unread: 'true' | 'false';
};

/** Everything the member reads under the store's notifications: the lists and the unread count. */
export const storeNotificationsKey = (storeId: string) =>
  queryKeyOf(notificationsApi.list, { params: { storeId }, query: {} }).slice(0, -1);

export function useStoreNotifications(storeId: string, query: TNotificationsQuery, isLive: boolean) {
  return useQuery({
    ...apiQueryOptions(notificationsApi.list, { params: { storeId }, query }),
    placeholderData: keepPreviousData,
    refetchInterval: isLive ? UNREAD_REFRESH_MS : ORDER_POLL_INTERVAL_MS,
    staleTime: 0,
  });
}

/** The navigation's badge; the panel's order stream refreshes it on every order change. */
export function useUnreadNotifications(storeId: string, isLive: boolean) {
  return useQuery({
    ...apiQueryOptions(notificationsApi.unreadCount, { params: { storeId } }),
    refetchInterval: isLive ? UNREAD_REFRESH_MS : ORDER_POLL_INTERVAL_MS,
    staleTime: 0,
  });
}

export function useMarkNotificationRead(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => callApi(notificationsApi.markRead, { params: { storeId, notificationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeNotificationsKey(storeId) }),
  });
}

export function useMarkAllNotificationsRead(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationsApi.markAllRead, { params: { storeId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeNotificationsKey(storeId) }),
  });
}
