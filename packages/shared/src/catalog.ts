/** Contracts of the catalogue domain shared by web and API. */
import { z } from 'zod';
import { ZPage, ZPagination, ZProductCard, ZStoreScope } from './products';

export const ZCategorySlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown category');

export const ZCategory = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  imageUrl: z.string().nullable(),
  parentId: z.uuid().nullable(),
  /** Active, listable products in this category and its subcategories. */
  productCount: z.int().nonnegative(),
});
export type TCategory = z.infer<typeof ZCategory>;

/** Every active category, parents before children, each level in display order. */
export const ZCategoryList = z.object({ categories: z.array(ZCategory) });
export type TCategoryList = z.infer<typeof ZCategoryList>;

export const ZCategoryProductsQuery = ZStoreScope.extend(ZPagination.shape);

export const ZCategoryPage = ZPage.extend({
  category: ZCategory,
  parent: ZCategory.nullable(),
  children: z.array(ZCategory),
  products: z.array(ZProductCard),
});
export type TCategoryPage = z.infer<typeof ZCategoryPage>;
