import { storeCustomersApi } from '@dawanow/shared/api/store-customers';
import type { TStoreCustomersQuery } from '@dawanow/shared/store-customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** What a staff member sees instead (SPEC §6: customers are for managers and up; the server refuses too). */
export function useStoreCustomers(storeId: string, query: TStoreCustomersQuery) {
  return useQuery({
    ...apiQueryOptions(storeCustomersApi.list, { params: { storeId }, query }),
    // Paging and sorting keep the last page on screen (marked busy) instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}

export function useStoreCustomer(storeId: string, customerId: string) {
  return useQuery(apiQueryOptions(storeCustomersApi.detail, { params: { storeId, customerId } }));
}
