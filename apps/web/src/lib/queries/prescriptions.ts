/** The customer's prescriptions: one cached list for the prescriptions pages, checkout and an order's prescription. */
import { type TPrescriptionSummary, ZPrescriptionList } from '@dawanow/shared/prescriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const PRESCRIPTIONS_KEY = ['prescriptions'] as const;

const prescriptionsQuery = queryOptions({
  queryKey: PRESCRIPTIONS_KEY,
  queryFn: ({ signal }) => apiRequest('/prescriptions', ZPrescriptionList, { signal }),
  // The pharmacist's verdict can land at any moment; whoever shows the list shows it fresh.
  staleTime: 0,
});

/** All of them, or those `pick` keeps (e.g. the ones an order can use now); `enabled` waits until needed. */
export function useMyPrescriptions(
  options: { enabled?: boolean; pick?: (prescription: TPrescriptionSummary) => boolean } = {},
) {
  const { enabled = true, pick } = options;
  return useQuery({
    ...prescriptionsQuery,
    select: (data) => (pick ? data.prescriptions.filter(pick) : data.prescriptions),
    enabled,
  });
}
