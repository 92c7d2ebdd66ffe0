import { storeOrdersApi } from '@dawanow/shared/api/store-orders';
import { useQueryClient } from '@tanstack/react-query';
import { storeDashboardKey } from '@/features/store-dashboard/api';
import { storeNotificationsKey } from '@/features/store-notifications/api';
import { storeOrdersKey } from '@/features/store-orders/api';
import { apiUrl } from '@/lib/api-client';
import { useOrderStream } from '@/lib/order-stream';

/**
 * Opens the store's order stream once for the panel; every change refreshes its order screens, dashboard
 * and notifications (an order's notification is written in the same transaction as the change).
 */
export function usePanelStream(storeId: string): { isLive: boolean } {
  const queryClient = useQueryClient();
  return useOrderStream(apiUrl(storeOrdersApi.stream, { params: { storeId } }), () => {
    void queryClient.invalidateQueries({ queryKey: storeOrdersKey(storeId) });
    void queryClient.invalidateQueries({ queryKey: storeDashboardKey(storeId) });
    void queryClient.invalidateQueries({ queryKey: storeNotificationsKey(storeId) });
  });
}
