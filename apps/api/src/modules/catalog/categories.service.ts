import type { TCategoryList } from '@dawanow/shared/catalog';
import type { CategoriesRepository } from './categories.repository';

export function createCategoriesService(repository: CategoriesRepository) {
  return {
    async listCategories(): Promise<TCategoryList> {
      return { categories: await repository.listActive() };
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
