import { storeOrdersApi } from '@dawanow/shared/api/store-orders';
import { useQueryClient } from '@tanstack/react-query';
import { storeDashboardKey } from '@/features/store-dashboard/api';
import { storeNotificationsKey } from '@/features/store-notifications/api';
import { storeOrdersKey } from '@/features/store-orders/api';
import { apiUrl } from '@/lib/api-client';
import { useOrderStream } from '@/lib/order-stream';
import { ME_QUERY_KEY } from '@/lib/session';

/**
 * Opens the store's order stream once for the panel; every change refreshes its order screens, dashboard
 * and notifications (an order's notification is written in the same transaction as the change). A member
 * removed from the team has the stream ended and refused: who they are is read again, and the panel
 * leaves the store.
 */
export function usePanelStream(storeId: string): { isLive: boolean } {
  const queryClient = useQueryClient();
  return useOrderStream(
    apiUrl(storeOrdersApi.stream, { params: { storeId } }),
    () => {
      void queryClient.invalidateQueries({ queryKey: storeOrdersKey(storeId) });
      void queryClient.invalidateQueries({ queryKey: storeDashboardKey(storeId) });
      void queryClient.invalidateQueries({ queryKey: storeNotificationsKey(storeId) });
    },
    () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  );
}
