import { ZTestimonialList } from '@dawanow/shared/content';
import { ZProductList } from '@dawanow/shared/products';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const POPULAR_LIMIT = 8;

/** Best sellers; with a store, only those it can deliver now (its prices and stock). */
export function usePopularProducts(storeId: string | null) {
  return useQuery({
    queryKey: ['popular-products', storeId, POPULAR_LIMIT],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(POPULAR_LIMIT) });
      if (storeId) params.set('storeId', storeId);
      return apiRequest(`/products/popular?${params.toString()}`, ZProductList, { signal });
    },
    select: (data) => data.products,
  });
}

export function useTestimonials() {
  return useQuery({
    queryKey: ['testimonials'],
    queryFn: ({ signal }) => apiRequest('/testimonials', ZTestimonialList, { signal }),
    select: (data) => data.testimonials,
  });
}
