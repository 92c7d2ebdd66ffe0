/**
 * The master catalogue as the admin panel reads and writes it: `products` (inactive ones too), their
 * categories by name, and the stores' `product_requests` with the requesting store's name. Admin writes are
 * rare: plain builder statements. The list is a keyset over `(updated_at, id)`, recently changed first, and
 * its search a trigram-indexed ILIKE over name, SKU and salts (migration 0023).
 */
import type { TProductRequestStatus } from '@dawanow/shared/inventory';
import type { TDrugSchedule, TStorageCondition } from '@dawanow/shared/products';
import { and, asc, desc, eq, getTableColumns, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import { containsPattern } from '../../db/like-pattern';
import { categories, productRequests, products } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';

type Product = typeof products.$inferSelect;
export type NewProductRow = Omit<
  typeof products.$inferInsert,
  'id' | 'rxRequired' | 'searchVector' | 'popularity' | 'version' | 'createdAt' | 'updatedAt' | 'images'
>;
export type ProductPatch = Partial<Omit<NewProductRow, 'sku' | 'slug'>>;

/** What the list filters by. */
export type AdminProductsFilter = {
  q?: string | null | undefined;
  schedule?: TDrugSchedule | undefined;
  categoryId?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  image?: 'with' | 'without' | undefined;
  storage?: TStorageCondition | undefined;
};

const summaryColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  manufacturer: products.manufacturer,
  compositionLabel: products.compositionLabel,
  packLabel: products.packLabel,
  mrpPaise: products.mrpPaise,
  schedule: products.schedule,
  categoryName: categories.name,
  storage: products.storage,
  isActive: products.isActive,
  images: products.images,
  updatedAt: products.updatedAt,
  micros: timeMicros(products.updatedAt),
};
export type AdminProductSummaryRow = Pick<
  Product,
  | 'id'
  | 'sku'
  | 'slug'
  | 'name'
  | 'manufacturer'
  | 'compositionLabel'
  | 'packLabel'
  | 'mrpPaise'
  | 'schedule'
  | 'storage'
  | 'isActive'
  | 'images'
  | 'updatedAt'
> & { categoryName: string; micros: string };

const { searchVector: _searchVector, ...productColumns } = getTableColumns(products);
export type AdminProductRow = Omit<Product, 'searchVector'> & { categoryName: string };

export type AdminProductRequestRow = typeof productRequests.$inferSelect & { storeName: string };

function conditions(filter: AdminProductsFilter): (SQL | undefined)[] {
  const q = filter.q?.trim();
  return [
    q
      ? or(
          ilike(products.name, containsPattern(q)),
          ilike(products.sku, containsPattern(q)),
          ilike(products.compositionLabel, containsPattern(q)),
        )
      : undefined,
    filter.schedule ? eq(products.schedule, filter.schedule) : undefined,
    filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
    filter.status ? eq(products.isActive, filter.status === 'active') : undefined,
    filter.image === 'with' ? sql`jsonb_array_length(${products.images}) > 0` : undefined,
    filter.image === 'without' ? sql`jsonb_array_length(${products.images}) = 0` : undefined,
    filter.storage ? eq(products.storage, filter.storage) : undefined,
  ];
}

export function createAdminCatalogRepository() {
  return {
    /** Recently changed first, at most `limit` products after `after` (the previous page's last row). */
    list(
      ex: Executor,
      filter: AdminProductsFilter,
      page: { after: TimePosition | null; limit: number },
    ): Promise<AdminProductSummaryRow[]> {
      return ex
        .select(summaryColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(...conditions(filter), afterPosition(products.updatedAt, products.id, page.after, 'desc')))
        .orderBy(desc(products.updatedAt), desc(products.id))
        .limit(page.limit);
    },

    async find(ex: Executor, id: string): Promise<AdminProductRow | null> {
      const [row] = await ex
        .select({ ...productColumns, categoryName: categories.name })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, id));
      return row ?? null;
    },

    /**
     * Locks the product's row for an edit; null when there is none. The catalogue's writers take turns (migration
     * 0050), and an edit takes its turn first: holding the row while waiting for a running import, which may write
     * this product later, would deadlock the two.
     */
    async lock(tx: Tx, id: string): Promise<boolean> {
      await tx.execute(sql`select take_catalogue_write_turn()`);
      const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
      return rows.length > 0;
    },

    async categoryExists(ex: Executor, id: string): Promise<boolean> {
      const rows = await ex.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return rows.length > 0;
    },

    /** Slugs taken by `base` and `base-<n>`. */
    async slugsLike(ex: Executor, base: string): Promise<string[]> {
      const rows = await ex
        .select({ slug: products.slug })
        .from(products)
        .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
      return rows.map((row) => row.slug);
    },

    async insert(tx: Tx, values: NewProductRow): Promise<string> {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      if (!row) throw new Error('product insert returned nothing');
      return row.id;
    },

    /** Saves a change and raises the version the next edit must name. */
    async update(tx: Tx, id: string, patch: ProductPatch): Promise<void> {
      await tx
        .update(products)
        .set({ ...patch, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    async setImages(tx: Tx, id: string, images: string[]): Promise<void> {
      await tx
        .update(products)
        .set({ images, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    /** Requests in one state, oldest first (the queue's order). */
    requests(ex: Executor, status: TProductRequestStatus): Promise<AdminProductRequestRow[]> {
      return ex
        .select({ ...getTableColumns(productRequests), storeName: stores.name })
        .from(productRequests)
        .innerJoin(stores, eq(stores.id, productRequests.storeId))
        .where(eq(productRequests.status, status))
        .orderBy(asc(productRequests.createdAt), asc(productRequests.id))
        .limit(500);
    },

    async findRequest(ex: Executor, id: string, forUpdate = false): Promise<AdminProductRequestRow | null> {
      const query = ex
        .select({ ...getTableColumns(productRequests), storeName: stores.name })
        .from(productRequests)
        .innerJoin(stores, eq(stores.id, productRequests.storeId))
        .where(eq(productRequests.id, id));
      const [row] = await (forUpdate ? query.for('update', { of: productRequests }) : query);
      return row ?? null;
    },

    async decideRequest(
      tx: Tx,
      id: string,
      decision: { status: TProductRequestStatus; reviewNote: string | null; reviewedBy: string; productId?: string },
    ): Promise<void> {
      await tx
        .update(productRequests)
        .set({ ...decision, reviewedAt: sql`now()` })
        .where(eq(productRequests.id, id));
    },
  };
}

export type AdminCatalogRepository = ReturnType<typeof createAdminCatalogRepository>;
