import { ZCategoryList } from '@dawanow/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CategoriesService } from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/categories',
    { schema: { tags: ['catalog'], summary: 'Active medicine categories', response: { 200: ZCategoryList } } },
    async () => categories.listCategories(),
  );
};
