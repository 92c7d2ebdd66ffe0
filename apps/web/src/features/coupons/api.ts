import { offersApi } from '@dawanow/shared/api/offers';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * The running offers a cart at `storeId` could take (every store's when none is chosen yet). For the checkout's
 * coupon field and for the home page's offers strip, which another part of issue 17 places.
 */
export function useAvailableOffers(storeId: string | null, enabled = true) {
  return useQuery({ ...apiQueryOptions(offersApi.list, { query: storeId ? { storeId } : {} }), enabled });
}
