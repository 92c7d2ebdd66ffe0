import type { TAnalyticsRange } from '@dawanow/shared/analytics';
import { storeAnalyticsApi } from '@dawanow/shared/api/store-analytics';
import type { TAnalyticsTableId } from '@dawanow/shared/store-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

export function useStoreAnalytics(storeId: string, range: TAnalyticsRange) {
  return useQuery({
    ...apiQueryOptions(storeAnalyticsApi.analytics, { params: { storeId }, query: range }),
    // Another range keeps the last figures on screen (marked busy) instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}

/** The address of a chart's table as a CSV file; the browser downloads it under the server's file name. */
export function analyticsCsvUrl(storeId: string, range: TAnalyticsRange, table: TAnalyticsTableId): string {
  return apiUrl(storeAnalyticsApi.exportTable, { params: { storeId }, query: { ...range, table } });
}
