/** The customer's prescriptions: one cached list for the prescriptions pages, checkout and an order's prescription. */
import { prescriptionsApi } from '@dawanow/shared/api/prescriptions';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

/** The list; as a prefix, also each prescription and its quotes (all under /prescriptions). */
export const PRESCRIPTIONS_KEY = queryKeyOf(prescriptionsApi.mine);

const prescriptionsQuery = queryOptions({
  ...apiQueryOptions(prescriptionsApi.mine),
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
