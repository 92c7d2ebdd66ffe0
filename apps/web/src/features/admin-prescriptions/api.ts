import { prescriptionsApi } from '@dawanow/shared/api/prescriptions';
import type { TPrescriptionStatus } from '@dawanow/shared/prescriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

export type TAdminFilters = {
  status?: TPrescriptionStatus;
  storeId?: string;
  /** The chosen pharmacy's name, kept in the address beside its id so the field can show it; never sent */
  store?: string;
  from?: string;
  to?: string;
  page: number;
};

/** The filters that are set (the first page is the default), as the API takes them. */
function adminListQuery({ status, storeId, from, to, page }: TAdminFilters) {
  return {
    status: status || undefined,
    storeId: storeId || undefined,
    from: from || undefined,
    to: to || undefined,
    page: page > 1 ? page : undefined,
  };
}

/** The page's own address: the API's query and the pharmacy's name. */
export function adminListParams(filters: TAdminFilters): URLSearchParams {
  const params = new URLSearchParams();
  const store = filters.storeId ? filters.store : undefined;
  for (const [key, value] of Object.entries({ ...adminListQuery(filters), store })) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

export function useAdminPrescriptions(filters: TAdminFilters) {
  return useQuery({
    ...apiQueryOptions(prescriptionsApi.adminList, { query: adminListQuery(filters) }),
    placeholderData: keepPreviousData,
  });
}

export function useAccessLog(prescriptionId: string) {
  return useQuery({
    ...apiQueryOptions(prescriptionsApi.accessLog, { params: { prescriptionId } }),
    // Opening the files below adds a line: the log must not be read from a stale cache.
    staleTime: 0,
  });
}
