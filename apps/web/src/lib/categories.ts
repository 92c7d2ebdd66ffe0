/** Every active category, parents first: one cache entry for the category screens and the search filter. */
import { catalogApi } from '@dawanow/shared/api/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';

export function useCategories() {
  return useQuery({ ...apiQueryOptions(catalogApi.categories), select: (data) => data.categories });
}
