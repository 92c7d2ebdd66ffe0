import { ZCategoryList } from '@dawanow/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../lib/access';
import type { CategoriesService } from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/categories',
    {
      config: { access: access.public },
      schema: { tags: ['catalog'], summary: 'Active medicine categories', response: { 200: ZCategoryList } },
    },
    async () => categories.listCategories(),
  );
};
