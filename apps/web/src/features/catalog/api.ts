import { catalogApi } from '@dawanow/shared/api/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';
import { useSelectedStore } from '@/lib/selected-store';

export const CATEGORY_PAGE_SIZE = 24;

// The store is part of the query (so of the key): prices and stock refresh when the delivery location changes.
// Without a store, offers are null.

export function useCategoryPage(slug: string, page: number) {
  const storeId = useSelectedStore()?.id;
  return useQuery({
    ...apiQueryOptions(catalogApi.categoryProducts, {
      params: { slug },
      query: { page, pageSize: CATEGORY_PAGE_SIZE, storeId },
    }),
    placeholderData: (previous) => (previous?.category.slug === slug ? previous : undefined),
  });
}

/**
 * One product, priced at the selected store. When the store changes (found on a first visit, or chosen), the page
 * keeps the product it shows while the new store's answer loads (`isPlaceholderData`): only its price and stock wait.
 */
export function useProduct(ref: string) {
  const storeId = useSelectedStore()?.id;
  return useQuery({
    ...apiQueryOptions(catalogApi.product, { params: { ref }, query: { storeId } }),
    placeholderData: keepPreviousData,
  });
}
