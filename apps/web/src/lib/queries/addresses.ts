/** The customer's saved addresses: one cached answer for the account page, checkout and the location popover. */
import type { TAddressInput } from '@dawanow/shared/addresses';
import { addressesApi } from '@dawanow/shared/api/addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

export const ADDRESSES_KEY = queryKeyOf(addressesApi.list);

export function useSavedAddresses() {
  return useQuery({ ...apiQueryOptions(addressesApi.list), select: (data) => data.addresses });
}

/** Every change to the saved addresses reads the list again, whatever the answer. */
export function useAddressMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

/** Creates an address, or updates it given its id; answers with the address as saved. */
export function useSaveAddress() {
  return useAddressMutation(({ id, input }: { id?: string; input: TAddressInput }) =>
    id
      ? callApi(addressesApi.update, { params: { addressId: id }, body: input })
      : callApi(addressesApi.create, { body: input }),
  );
}
