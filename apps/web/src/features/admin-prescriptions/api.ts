import { type TPrescriptionStatus, ZAccessLog, ZAdminPrescriptionList } from '@dawanow/shared/prescriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type TAdminFilters = {
  status?: TPrescriptionStatus;
  storeId?: string;
  from?: string;
  to?: string;
  page: number;
};

export function adminListParams(filters: TAdminFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'storeId', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function useAdminPrescriptions(filters: TAdminFilters) {
  const params = adminListParams(filters).toString();
  return useQuery({
    queryKey: ['admin-prescriptions', params],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/prescriptions${params ? `?${params}` : ''}`, ZAdminPrescriptionList, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccessLog(prescriptionId: string) {
  return useQuery({
    queryKey: ['admin-prescriptions', 'access-log', prescriptionId],
    queryFn: ({ signal }) => apiRequest(`/admin/prescriptions/${prescriptionId}/access-log`, ZAccessLog, { signal }),
    // Opening the files below adds a line: the log must not be read from a stale cache.
    staleTime: 0,
  });
}
