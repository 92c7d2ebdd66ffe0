import { ZCategoryList } from '@dawanow/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiRequest('/categories', ZCategoryList, { signal }),
    select: (data) => data.categories,
  });
}
