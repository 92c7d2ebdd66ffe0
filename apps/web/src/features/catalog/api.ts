import { ZCategoryPage } from '@dawanow/shared/catalog';
import { ZProductDetail } from '@dawanow/shared/products';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useSelectedStore } from '@/lib/selected-store';

/** A missing category or product stays missing: asking again would only delay the not-found screen. */
function retryUnlessNotFound(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status === 404) && failureCount < 1;
}

/** `?storeId=…` for the selected store's prices and stock, or nothing (then offers are null). */
function storeQuery(storeId: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (storeId) params.set('storeId', storeId);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const CATEGORY_PAGE_SIZE = 24;

export function useCategoryPage(slug: string, page: number) {
  const storeId = useSelectedStore()?.id ?? null;
  return useQuery({
    // The store is part of the key so prices and stock refresh when the delivery location changes.
    queryKey: ['category-page', slug, page, storeId],
    queryFn: ({ signal }) =>
      apiRequest(
        `/categories/${encodeURIComponent(slug)}/products${storeQuery(storeId, {
          page: String(page),
          pageSize: String(CATEGORY_PAGE_SIZE),
        })}`,
        ZCategoryPage,
        { signal },
      ),
    placeholderData: (previous) => (previous?.category.slug === slug ? previous : undefined),
    retry: retryUnlessNotFound,
  });
}

export function useProduct(ref: string) {
  const storeId = useSelectedStore()?.id ?? null;
  return useQuery({
    queryKey: ['product', ref, storeId],
    queryFn: ({ signal }) =>
      apiRequest(`/products/${encodeURIComponent(ref)}${storeQuery(storeId)}`, ZProductDetail, { signal }),
    retry: retryUnlessNotFound,
  });
}
