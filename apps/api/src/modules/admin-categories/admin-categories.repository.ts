/**
 * The category tree as the admin panel reads and writes it (`categories`, and the products filed under each,
 * of the same catalogue domain). Structural writes take one lock for the whole tree (`lockTree`), so two moves
 * cannot make a cycle between them and two reorders of one level take turns. Admin writes are rare: plain
 * builder statements.
 */
import { asc, eq, isNull, like, or, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';

type Category = typeof categories.$inferSelect;
export type NewCategoryRow = Pick<
  typeof categories.$inferInsert,
  'slug' | 'name' | 'parentId' | 'description' | 'seoTitle' | 'seoDescription' | 'isChronicCare' | 'sortOrder'
>;
export type CategoryPatch = Partial<
  Pick<
    Category,
    'name' | 'parentId' | 'description' | 'seoTitle' | 'seoDescription' | 'isActive' | 'isChronicCare' | 'sortOrder'
  >
>;

const subquery = new QueryBuilder();
const child = alias(categories, 'child');
const parent = alias(categories, 'parent');

const productCount = sql<number>`(${subquery
  .select({ count: sql`count(*)` })
  .from(products)
  .where(eq(products.categoryId, categories.id))})::int`;
const childCount = sql<number>`(${subquery
  .select({ count: sql`count(*)` })
  .from(child)
  .where(eq(child.parentId, categories.id))})::int`;

const summaryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  parentId: categories.parentId,
  sortOrder: categories.sortOrder,
  isActive: categories.isActive,
  isChronicCare: categories.isChronicCare,
  imageUrl: categories.imageUrl,
  productCount,
  childCount,
};

export type AdminCategoryRow = Category & { productCount: number; childCount: number; parentName: string | null };

/** A level of the tree: the top level (null) or one category's subcategories. */
const levelOf = (parentId: string | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

export function createAdminCategoriesRepository() {
  return {
    /** Every category, each level by its order then name (the service puts children under their parent). */
    async all(ex: Executor) {
      return ex.select(summaryColumns).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    async find(ex: Executor, id: string): Promise<AdminCategoryRow | null> {
      const [row] = await ex
        .select({ category: categories, productCount, childCount, parentName: parent.name })
        .from(categories)
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(eq(categories.id, id));
      return row
        ? { ...row.category, productCount: row.productCount, childCount: row.childCount, parentName: row.parentName }
        : null;
    },

    /** One lock for the shape of the tree: moves, reorders, additions and deletions take turns. */
    async lockTree(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories:tree'))`);
    },

    /** The row, locked until the transaction ends (an edit's version check reads it here). */
    async lock(tx: Tx, id: string): Promise<Category | null> {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      return row ?? null;
    },

    /** Slugs that are `base` or `base-<anything>`, to pick the next free one. */
    async slugsLike(ex: Executor, base: string): Promise<string[]> {
      const rows = await ex
        .select({ slug: categories.slug })
        .from(categories)
        .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)));
      return rows.map((row) => row.slug);
    },

    /** The level's categories in their order; a level holds tens, not thousands. */
    async level(ex: Executor, parentId: string | null): Promise<Pick<Category, 'id' | 'name' | 'sortOrder'>[]> {
      return ex
        .select({ id: categories.id, name: categories.name, sortOrder: categories.sortOrder })
        .from(categories)
        .where(levelOf(parentId))
        .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
    },

    async insert(tx: Tx, row: NewCategoryRow): Promise<string> {
      const [inserted] = await tx.insert(categories).values(row).returning({ id: categories.id });
      if (!inserted) throw new Error('The category was not inserted');
      return inserted.id;
    },

    /** An admin edit: the version goes up with it. */
    async update(tx: Tx, id: string, patch: CategoryPatch): Promise<void> {
      await tx
        .update(categories)
        .set({ ...patch, version: sql`${categories.version} + 1`, updatedAt: sql`now()` })
        .where(eq(categories.id, id));
    },

    /** A level's new order; not an edit of each category, so versions stay as they are. */
    async setSortOrders(tx: Tx, orders: { id: string; sortOrder: number }[]): Promise<void> {
      for (const { id, sortOrder } of orders) {
        await tx.update(categories).set({ sortOrder }).where(eq(categories.id, id));
      }
    },

    async setImage(tx: Tx, id: string, imageUrl: string | null): Promise<void> {
      await tx.update(categories).set({ imageUrl, updatedAt: sql`now()` }).where(eq(categories.id, id));
    },

    async remove(tx: Tx, id: string): Promise<void> {
      await tx.delete(categories).where(eq(categories.id, id));
    },
  };
}
export type AdminCategoriesRepository = ReturnType<typeof createAdminCategoriesRepository>;
export type AdminCategorySummaryRow = Awaited<ReturnType<AdminCategoriesRepository['all']>>[number];
