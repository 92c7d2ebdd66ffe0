import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { ordersApi } from '@dawanow/shared/api/orders';
import type { TOrderSettings } from '@dawanow/shared/orders/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

const ORDER_SETTINGS_KEY = queryKeyOf(ordersApi.settings);

export function useOrderSettings() {
  return useQuery(apiQueryOptions(ordersApi.settings));
}

export function useSaveOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TOrderSettings) => callApi(ordersApi.updateSettings, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ORDER_SETTINGS_KEY, saved);
      // The change is in the audit log now: its lists, and the settings' own history, read it again (an empty
      // query matches every filtered one, as TanStack Query compares keys' objects by the keys they share)
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(adminAuditApi.list, { query: {} }) });
    },
  });
}
