import { catalogApi } from '@dawanow/shared/api/catalog';
import { testimonialsApi } from '@dawanow/shared/api/testimonials';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

export const POPULAR_LIMIT = 8;

/** "Order again": the signed-in customer's recently ordered products as the selected store sells them now. */
export function useOrderAgain(storeId: string | null, isSignedIn: boolean) {
  return useQuery({
    ...apiQueryOptions(catalogApi.orderAgain, { query: { storeId: storeId ?? '' } }),
    enabled: storeId !== null && isSignedIn,
    select: (data) => data.products,
  });
}

/** Best sellers; with a store, only those it can deliver now (its prices and stock). */
/** `enabled` false while the store is still being found: the everywhere list would be thrown away at once. */
export function usePopularProducts(storeId: string | null, enabled = true) {
  return useQuery({
    ...apiQueryOptions(catalogApi.popularProducts, {
      query: { limit: POPULAR_LIMIT, storeId: storeId ?? undefined },
    }),
    select: (data) => data.products,
    enabled,
  });
}

/** The first page of approved testimonials, featured first. */
export function useTestimonials() {
  return useQuery(apiQueryOptions(testimonialsApi.list, { query: { page: 1 } }));
}
