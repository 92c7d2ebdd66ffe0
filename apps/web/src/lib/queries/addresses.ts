/** The customer's saved addresses: one cached answer for the account page, checkout and the location popover. */
import { ZAddressList } from '@dawanow/shared/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ADDRESSES_KEY = ['addresses'] as const;

export const addressesQuery = queryOptions({
  queryKey: ADDRESSES_KEY,
  queryFn: ({ signal }) => apiRequest('/me/addresses', ZAddressList, { signal }),
  select: (data) => data.addresses,
});

export function useSavedAddresses() {
  return useQuery(addressesQuery);
}
