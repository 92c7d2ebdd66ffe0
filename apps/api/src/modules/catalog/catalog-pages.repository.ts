/**
 * What search engines see of the catalogue (issue 18): the listed products and shown categories for the
 * sitemap, and the few fields a product's or category's served HTML names in its meta tags. Light reads, apart
 * from the customer-facing queries, which also price and stock a product for a store.
 */
import { and, asc, count, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';

// An active product is a listed one: the schema refuses active Schedule X and NDPS products (ARCHITECTURE §3)
const isListed = eq(products.isActive, true);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCatalogPagesRepository() {
  return {
    async shownCategories(ex: Executor) {
      return ex
        .select({ slug: categories.slug, updatedAt: categories.updatedAt })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.sortOrder), asc(categories.slug));
    },

    async listedProductCount(ex: Executor): Promise<number> {
      const [row] = await ex.select({ count: count() }).from(products).where(isListed);
      return row?.count ?? 0;
    },

    /** A stretch of the listed products in a stable order (the sitemap's pages). */
    async listedProducts(ex: Executor, options: { limit: number; offset: number }) {
      return ex
        .select({ slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(isListed)
        .orderBy(asc(products.slug))
        .limit(options.limit)
        .offset(options.offset);
    },

    /** A listed product by slug or id, with what its meta tags show. */
    async productHead(ex: Executor, ref: string) {
      const byRef = UUID.test(ref) ? or(eq(products.slug, ref), eq(products.id, ref)) : eq(products.slug, ref);
      const [row] = await ex
        .select({
          slug: products.slug,
          name: products.name,
          compositionLabel: products.compositionLabel,
          packLabel: products.packLabel,
          manufacturer: products.manufacturer,
          description: products.description,
          images: products.images,
        })
        .from(products)
        .where(and(isListed, byRef));
      return row ?? null;
    },

    async categoryHead(ex: Executor, slug: string) {
      const [row] = await ex
        .select({
          slug: categories.slug,
          name: categories.name,
          description: categories.description,
          seoTitle: categories.seoTitle,
          seoDescription: categories.seoDescription,
          imageUrl: categories.imageUrl,
        })
        .from(categories)
        .where(and(eq(categories.isActive, true), eq(categories.slug, slug)));
      return row ?? null;
    },
  };
}
export type CatalogPagesRepository = ReturnType<typeof createCatalogPagesRepository>;
