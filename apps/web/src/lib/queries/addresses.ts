/** The customer's saved addresses: one cached answer for the account page, checkout and the location popover. */
import { accountApi } from '@dawanow/shared/api/account';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

export const ADDRESSES_KEY = queryKeyOf(accountApi.addresses);

export function useSavedAddresses() {
  return useQuery({ ...apiQueryOptions(accountApi.addresses), select: (data) => data.addresses });
}
