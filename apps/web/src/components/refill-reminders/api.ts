import { refillRemindersApi } from '@dawanow/shared/api/refill-reminders';
import type { TCreateRefillReminderRequest } from '@dawanow/shared/refill-reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

const LIST_KEY = queryKeyOf(refillRemindersApi.list);
/** `['orders', <id>, 'refill-reminders']` of any order: a change in the profile shows on the order's page too */
const isOrderOptionsKey = (key: readonly unknown[]) => key[0] === 'orders' && key[2] === 'refill-reminders';

export function useOrderRefillOptions(orderId: string) {
  return useQuery(apiQueryOptions(refillRemindersApi.orderOptions, { params: { orderId } }));
}

export function useRefillReminders() {
  return useQuery(apiQueryOptions(refillRemindersApi.list));
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: (query) => isOrderOptionsKey(query.queryKey) }),
      queryClient.invalidateQueries({ queryKey: LIST_KEY }),
    ]);
}

export function useSetRefillReminder(orderId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCreateRefillReminderRequest) =>
      callApi(refillRemindersApi.create, { params: { orderId }, body }),
    onSuccess: refresh,
  });
}

export function useCancelRefillReminder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reminderId: string) => callApi(refillRemindersApi.cancel, { params: { reminderId } }),
    onSuccess: refresh,
  });
}
