import type { TAdminAnalyticsQuery, TAdminAnalyticsTableId } from '@dawanow/shared/admin-analytics';
import { adminAnalyticsApi } from '@dawanow/shared/api/admin-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

export function useAdminAnalytics(query: TAdminAnalyticsQuery) {
  return useQuery({
    ...apiQueryOptions(adminAnalyticsApi.analytics, { query }),
    // Another range or city keeps the last figures on screen (marked busy) instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}

/** The address of a chart's table as a CSV file; the browser downloads it under the server's file name. */
export function adminAnalyticsCsvUrl(query: TAdminAnalyticsQuery, table: TAdminAnalyticsTableId): string {
  return apiUrl(adminAnalyticsApi.exportTable, { query: { ...query, table } });
}
