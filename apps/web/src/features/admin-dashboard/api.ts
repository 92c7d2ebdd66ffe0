import { adminDashboardApi } from '@dawanow/shared/api/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** How often the operations desk's view refreshes itself */
export const ADMIN_DASHBOARD_REFRESH_MS = 30_000;

export function useAdminDashboard() {
  return useQuery({
    ...apiQueryOptions(adminDashboardApi.dashboard),
    refetchInterval: ADMIN_DASHBOARD_REFRESH_MS,
    staleTime: 0,
  });
}
