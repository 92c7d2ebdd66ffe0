import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalog';

export function createCategoriesRepository(db: Db) {
  return {
    listActive() {
      return db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          description: categories.description,
          icon: categories.icon,
        })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
