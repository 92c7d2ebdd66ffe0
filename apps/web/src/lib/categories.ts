/** Every active category, parents first: one cache entry for the category screens and the search filter. */
import { ZCategoryList } from '@dawanow/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiRequest('/categories', ZCategoryList, { signal }),
    select: (data) => data.categories,
  });
}
