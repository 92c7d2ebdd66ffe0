import { type TOrderSettings, ZOrderSettings } from '@dawanow/shared/orders/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const ORDER_SETTINGS_KEY = ['admin-settings', 'orders'] as const;

export function useOrderSettings() {
  return useQuery({
    queryKey: ORDER_SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest('/admin/settings/orders', ZOrderSettings, { signal }),
  });
}

export function useSaveOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TOrderSettings) =>
      apiRequest('/admin/settings/orders', ZOrderSettings, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(ORDER_SETTINGS_KEY, saved),
  });
}
