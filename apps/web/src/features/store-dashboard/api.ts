import { storeDashboardApi } from '@dawanow/shared/api/store-dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { ORDER_POLL_INTERVAL_MS } from '@/lib/order-stream';

export const storeDashboardKey = (storeId: string) => queryKeyOf(storeDashboardApi.dashboard, { params: { storeId } });

export function useStoreDashboard(storeId: string, isLive: boolean) {
  return useQuery({
    ...apiQueryOptions(storeDashboardApi.dashboard, { params: { storeId } }),
    // Waiting orders lapse within minutes: without the stream, poll as the order screens do.
    refetchInterval: isLive ? false : ORDER_POLL_INTERVAL_MS,
    staleTime: 0,
  });
}
