/**
 * A store's stock as the panel manages it: shelf rows (`store_inventory`) with their batches, the
 * movement log, and the store's requests for products missing from the catalogue. Orders take and
 * return units through the shelf repository; everything here is the pharmacy's own hand on its stock.
 */
import { indianToday } from '@dawanow/shared/dates';
import type { TInventoryFilter, TInventorySort, TShelfState } from '@dawanow/shared/inventory';
import { sellableExpiryCutoff } from '@dawanow/shared/products';
import { and, asc, desc, eq, getTableColumns, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  categories,
  inventoryBatches,
  productRequests,
  products,
  stockMovements,
  storeInventory,
} from '../../db/schema/catalog';
import { shelfOfBatch } from '../catalog/shelf.repository';

type BatchRow = typeof inventoryBatches.$inferSelect;
type MovementRow = typeof stockMovements.$inferSelect;
export type ProductRequestRow = typeof productRequests.$inferSelect & { productSlug: string | null };

/** The dates a listing is read against: India's today, and the first expiry still sold (3 months on). */
export type StockDates = { today: string; sellableFrom: string };

export function stockDatesAt(now: Date): StockDates {
  const today = indianToday(now);
  return { today, sellableFrom: sellableExpiryCutoff(today) };
}

export type InventoryListQuery = {
  q: string;
  filter: TInventoryFilter | undefined;
  rx: boolean | undefined;
  category: string | undefined;
  sort: TInventorySort;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export type InventoryItemRow = {
  productId: string;
  sku: string;
  slug: string;
  name: string;
  packLabel: string;
  manufacturer: string;
  compositionLabel: string;
  categorySlug: string;
  categoryName: string;
  schedule: (typeof products.$inferSelect)['schedule'];
  rxRequired: boolean;
  mrpPaise: number;
  pricePaise: number;
  isInStock: boolean;
  lowStockThreshold: number;
  sellableUnits: number;
  totalUnits: number;
  nearExpiryUnits: number;
  expiredUnits: number;
  nearestExpiry: string | null;
  batchCount: number;
  state: TShelfState;
};

export type MovementView = Pick<
  MovementRow,
  'id' | 'kind' | 'quantityChange' | 'quantityAfter' | 'reason' | 'createdAt'
> & {
  batchNumber: string;
  actorName: string | null;
};

export type NewMovement = Omit<typeof stockMovements.$inferInsert, 'id' | 'createdAt'>;

/** `%`, `_` and `\` typed into the search box are looked for as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createStoreInventoryRepository() {
  /**
   * Each shelf row with its batches summed in one grouped pass over the store's batches (a store's whole
   * stock is some thousands of rows), so filters and sorts on units and expiry cost one scan, not one
   * lookup per product.
   */
  function itemsQuery(ex: Executor, storeId: string, dates: StockDates) {
    const { today, sellableFrom } = dates;
    const stock = ex.$with('stock').as(
      ex
        .select({
          productId: inventoryBatches.productId,
          sellable:
            sql<number>`coalesce(sum(${inventoryBatches.quantity}) filter (where ${inventoryBatches.expiryDate} >= ${sellableFrom}), 0)::int`.as(
              'sellable',
            ),
          total: sql<number>`coalesce(sum(${inventoryBatches.quantity}), 0)::int`.as('total'),
          nearExpiry:
            sql<number>`coalesce(sum(${inventoryBatches.quantity}) filter (where ${inventoryBatches.expiryDate} >= ${today} and ${inventoryBatches.expiryDate} < ${sellableFrom}), 0)::int`.as(
              'near_expiry',
            ),
          expired:
            sql<number>`coalesce(sum(${inventoryBatches.quantity}) filter (where ${inventoryBatches.expiryDate} < ${today}), 0)::int`.as(
              'expired',
            ),
          nearest: sql<
            string | null
          >`min(${inventoryBatches.expiryDate}) filter (where ${inventoryBatches.quantity} > 0)`.as('nearest'),
          batchCount: sql<number>`count(*) filter (where ${inventoryBatches.quantity} > 0)::int`.as('batch_count'),
        })
        .from(inventoryBatches)
        .where(eq(inventoryBatches.storeId, storeId))
        .groupBy(inventoryBatches.productId),
    );
    const sellable = sql<number>`(case when ${storeInventory.isInStock} then coalesce(${stock.sellable}, 0) else 0 end)::int`;
    const state = sql<TShelfState>`case when ${sellable} = 0 then 'out' when ${sellable} < ${storeInventory.lowStockThreshold} then 'low' else 'in-stock' end`;
    const fields = {
      productId: products.id,
      sku: products.sku,
      slug: products.slug,
      name: products.name,
      packLabel: products.packLabel,
      manufacturer: products.manufacturer,
      compositionLabel: products.compositionLabel,
      categorySlug: categories.slug,
      categoryName: categories.name,
      schedule: products.schedule,
      rxRequired: products.rxRequired,
      mrpPaise: products.mrpPaise,
      pricePaise: storeInventory.pricePaise,
      isInStock: storeInventory.isInStock,
      lowStockThreshold: storeInventory.lowStockThreshold,
      sellableUnits: sellable,
      totalUnits: sql<number>`coalesce(${stock.total}, 0)`,
      nearExpiryUnits: sql<number>`coalesce(${stock.nearExpiry}, 0)`,
      expiredUnits: sql<number>`coalesce(${stock.expired}, 0)`,
      nearestExpiry: stock.nearest,
      batchCount: sql<number>`coalesce(${stock.batchCount}, 0)`,
      state,
    };
    return { stock, fields, sellable };
  }

  function filterOf(filter: TInventoryFilter, stock: ReturnType<typeof itemsQuery>['stock'], sellable: SQL<number>) {
    switch (filter) {
      case 'low-stock':
        return sql`${sellable} > 0 and ${sellable} < ${storeInventory.lowStockThreshold}`;
      case 'out-of-stock':
        return sql`${sellable} = 0`;
      // As the dashboard counts it: units in any batch within 3 months of expiry, expired ones included
      case 'near-expiry':
        return sql`coalesce(${stock.nearExpiry}, 0) + coalesce(${stock.expired}, 0) > 0`;
      case 'expired':
        return sql`coalesce(${stock.expired}, 0) > 0`;
    }
  }

  const SORTS: Record<TInventorySort, (parts: ReturnType<typeof itemsQuery>) => SQL> = {
    name: () => sql`${products.name}`,
    units: ({ sellable }) => sql`${sellable}`,
    price: () => sql`${storeInventory.pricePaise}`,
    expiry: ({ stock }) => sql`${stock.nearest}`,
  };

  return {
    async list(ex: Executor, storeId: string, dates: StockDates, query: InventoryListQuery) {
      const parts = itemsQuery(ex, storeId, dates);
      const { stock, fields, sellable } = parts;
      const conditions: (SQL | undefined)[] = [eq(storeInventory.storeId, storeId)];
      if (query.q) {
        const pattern = containing(query.q);
        conditions.push(
          sql`(${products.name} ilike ${pattern} or ${products.compositionLabel} ilike ${pattern} or ${products.sku} ilike ${pattern})`,
        );
      }
      if (query.filter) conditions.push(filterOf(query.filter, stock, sellable));
      if (query.rx !== undefined) conditions.push(eq(products.rxRequired, query.rx));
      // A parent category takes in its subcategories, where the products sit
      if (query.category) {
        conditions.push(
          sql`(${categories.slug} = ${query.category} or ${categories.parentId} = (select id from ${categories} where slug = ${query.category}))`,
        );
      }
      const order = SORTS[query.sort](parts);
      const rows = await ex
        .with(stock)
        .select({ ...fields, total: sql<number>`(count(*) over ())::int` })
        .from(storeInventory)
        .innerJoin(products, eq(products.id, storeInventory.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(stock, eq(stock.productId, storeInventory.productId))
        .where(and(...conditions))
        .orderBy(
          query.dir === 'asc' ? sql`${order} asc nulls last` : sql`${order} desc nulls last`,
          asc(products.name),
          asc(products.id),
        )
        .limit(query.limit)
        .offset(query.offset);
      return { items: rows satisfies InventoryItemRow[], total: rows[0]?.total ?? 0 };
    },

    /**
     * The dashboard's two stock counts, read with the list's own filters so each count is exactly what its
     * link opens: products low on sellable units, and products holding units within 3 months of expiry.
     */
    async alertCounts(ex: Executor, storeId: string, dates: StockDates) {
      const { stock, sellable } = itemsQuery(ex, storeId, dates);
      const [row] = await ex
        .with(stock)
        .select({
          lowStock: sql<number>`(count(*) filter (where ${filterOf('low-stock', stock, sellable)}))::int`,
          nearExpiry: sql<number>`(count(*) filter (where ${filterOf('near-expiry', stock, sellable)}))::int`,
        })
        .from(storeInventory)
        .leftJoin(stock, eq(stock.productId, storeInventory.productId))
        .where(eq(storeInventory.storeId, storeId));
      return { lowStock: row?.lowStock ?? 0, nearExpiry: row?.nearExpiry ?? 0 };
    },

    async item(ex: Executor, storeId: string, productId: string, dates: StockDates): Promise<InventoryItemRow | null> {
      const { stock, fields } = itemsQuery(ex, storeId, dates);
      const [row] = await ex
        .with(stock)
        .select(fields)
        .from(storeInventory)
        .innerJoin(products, eq(products.id, storeInventory.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(stock, eq(stock.productId, storeInventory.productId))
        .where(and(eq(storeInventory.storeId, storeId), eq(storeInventory.productId, productId)));
      return row ?? null;
    },

    batches(ex: Executor, storeId: string, productId: string): Promise<BatchRow[]> {
      return ex
        .select()
        .from(inventoryBatches)
        .where(and(eq(inventoryBatches.storeId, storeId), eq(inventoryBatches.productId, productId)))
        .orderBy(asc(inventoryBatches.expiryDate), asc(inventoryBatches.id));
    },

    movements(ex: Executor, storeId: string, productId: string, limit: number): Promise<MovementView[]> {
      return ex
        .select({
          id: stockMovements.id,
          kind: stockMovements.kind,
          quantityChange: stockMovements.quantityChange,
          quantityAfter: stockMovements.quantityAfter,
          reason: stockMovements.reason,
          createdAt: stockMovements.createdAt,
          batchNumber: inventoryBatches.batchNumber,
          actorName: users.name,
        })
        .from(stockMovements)
        .innerJoin(inventoryBatches, eq(inventoryBatches.id, stockMovements.batchId))
        .leftJoin(users, eq(users.id, stockMovements.actorUserId))
        .where(and(eq(stockMovements.storeId, storeId), eq(stockMovements.productId, productId)))
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(limit);
    },

    /** The shelf row, locked against a concurrent price change or removal, with the product's MRP. */
    async lockShelf(ex: Executor, storeId: string, productId: string) {
      const [row] = await ex
        .select({ pricePaise: storeInventory.pricePaise, mrpPaise: products.mrpPaise })
        .from(storeInventory)
        .innerJoin(products, eq(products.id, storeInventory.productId))
        .where(and(eq(storeInventory.storeId, storeId), eq(storeInventory.productId, productId)))
        .for('no key update', { of: storeInventory });
      return row ?? null;
    },

    async updateShelf(
      ex: Executor,
      storeId: string,
      productId: string,
      change: Partial<Pick<typeof storeInventory.$inferInsert, 'pricePaise' | 'isInStock' | 'lowStockThreshold'>>,
    ): Promise<boolean> {
      const updated = await ex
        .update(storeInventory)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(storeInventory.storeId, storeId), eq(storeInventory.productId, productId)))
        .returning({ productId: storeInventory.productId });
      return updated.length > 0;
    },

    /** Puts a product on the shelf; false when it is already there. */
    async insertShelf(ex: Executor, row: typeof storeInventory.$inferInsert): Promise<boolean> {
      const inserted = await ex
        .insert(storeInventory)
        .values(row)
        .onConflictDoNothing()
        .returning({ productId: storeInventory.productId });
      return inserted.length > 0;
    },

    /** A batch of this store, locked for a change of its units (orders lock the same rows to take units). */
    async lockBatch(ex: Executor, storeId: string, batchId: string): Promise<BatchRow | null> {
      const [row] = await ex
        .select()
        .from(inventoryBatches)
        .where(and(eq(inventoryBatches.id, batchId), eq(inventoryBatches.storeId, storeId)))
        .for('update');
      return row ?? null;
    },

    async lockBatchByNumber(ex: Executor, storeId: string, productId: string, batchNumber: string) {
      const [row] = await ex
        .select()
        .from(inventoryBatches)
        .where(
          and(
            eq(inventoryBatches.storeId, storeId),
            eq(inventoryBatches.productId, productId),
            eq(inventoryBatches.batchNumber, batchNumber),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async insertBatch(ex: Executor, row: typeof inventoryBatches.$inferInsert): Promise<BatchRow> {
      const [inserted] = await ex.insert(inventoryBatches).values(row).returning();
      if (!inserted) throw new Error('the batch insert returned nothing');
      return inserted;
    },

    async setBatchQuantity(ex: Executor, batchId: string, quantity: number): Promise<void> {
      await ex
        .update(inventoryBatches)
        .set({ quantity, updatedAt: new Date() })
        .where(eq(inventoryBatches.id, batchId));
    },

    async recordMovements(ex: Executor, rows: NewMovement[]): Promise<void> {
      if (rows.length > 0) await ex.insert(stockMovements).values(rows);
    },

    /** Active catalogue products by id, for shelving. */
    async catalogueProduct(ex: Executor, productId: string) {
      const [row] = await ex
        .select({ id: products.id, mrpPaise: products.mrpPaise, isActive: products.isActive, name: products.name })
        .from(products)
        .where(eq(products.id, productId));
      return row ?? null;
    },

    /** What an import needs of each SKU it names: the product, and the store's shelf row if any. */
    productsBySku(ex: Executor, storeId: string, skus: string[]) {
      return ex
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          mrpPaise: products.mrpPaise,
          isActive: products.isActive,
          shelfPricePaise: storeInventory.pricePaise,
        })
        .from(products)
        .leftJoin(storeInventory, and(eq(storeInventory.productId, products.id), eq(storeInventory.storeId, storeId)))
        .where(inArray(products.sku, skus));
    },

    /** The store's batches of the given products, locked for the import that rewrites their counts. */
    lockBatchesOf(ex: Executor, storeId: string, productIds: string[]) {
      return ex
        .select({
          id: inventoryBatches.id,
          productId: inventoryBatches.productId,
          batchNumber: inventoryBatches.batchNumber,
          expiryDate: inventoryBatches.expiryDate,
          quantity: inventoryBatches.quantity,
        })
        .from(inventoryBatches)
        .where(and(eq(inventoryBatches.storeId, storeId), inArray(inventoryBatches.productId, productIds)))
        .for('update');
    },

    insertShelves(ex: Executor, rows: (typeof storeInventory.$inferInsert)[]) {
      return ex.insert(storeInventory).values(rows).onConflictDoNothing();
    },

    /** Sets the price of shelf rows an import names with a price. */
    async setPrices(ex: Executor, storeId: string, prices: { productId: string; pricePaise: number }[]) {
      if (prices.length === 0) return;
      await ex.execute(sql`
        update ${storeInventory} set price_paise = p.price, updated_at = now()
        from unnest(${sql.param(prices.map((price) => price.productId))}::uuid[], ${sql.param(prices.map((price) => price.pricePaise))}::int[])
          as p(product_id, price)
        where ${storeInventory.storeId} = ${storeId} and ${storeInventory.productId} = p.product_id
          and ${storeInventory.pricePaise} <> p.price`);
    },

    insertBatches(ex: Executor, rows: (typeof inventoryBatches.$inferInsert)[]) {
      return ex.insert(inventoryBatches).values(rows).returning({
        id: inventoryBatches.id,
        productId: inventoryBatches.productId,
        batchNumber: inventoryBatches.batchNumber,
      });
    },

    /** Sets the units of many batches in one statement. */
    async setBatchQuantities(ex: Executor, counts: { batchId: string; quantity: number }[]) {
      if (counts.length === 0) return;
      await ex.execute(sql`
        update ${inventoryBatches} set quantity = c.quantity, updated_at = now()
        from unnest(${sql.param(counts.map((count) => count.batchId))}::uuid[], ${sql.param(counts.map((count) => count.quantity))}::int[])
          as c(id, quantity)
        where ${inventoryBatches.id} = c.id`);
    },

    /** Every batch still holding units, for the stock export, in product name and expiry order. */
    exportRows(ex: Executor, storeId: string) {
      return ex
        .select({
          sku: products.sku,
          name: products.name,
          packLabel: products.packLabel,
          mrpPaise: products.mrpPaise,
          pricePaise: storeInventory.pricePaise,
          batchNumber: inventoryBatches.batchNumber,
          expiryDate: inventoryBatches.expiryDate,
          quantity: inventoryBatches.quantity,
        })
        .from(inventoryBatches)
        .innerJoin(storeInventory, shelfOfBatch)
        .innerJoin(products, eq(products.id, inventoryBatches.productId))
        .where(and(eq(inventoryBatches.storeId, storeId), gt(inventoryBatches.quantity, 0)))
        .orderBy(asc(products.name), asc(inventoryBatches.expiryDate), asc(inventoryBatches.batchNumber));
    },

    productRequests(ex: Executor, storeId: string): Promise<ProductRequestRow[]> {
      return ex
        .select({
          ...getTableColumns(productRequests),
          productSlug: products.slug,
        })
        .from(productRequests)
        .leftJoin(products, eq(products.id, productRequests.productId))
        .where(eq(productRequests.storeId, storeId))
        .orderBy(desc(productRequests.createdAt))
        .limit(100);
    },

    /** A request of this store, locked while its photo changes. */
    async lockProductRequest(ex: Executor, storeId: string, requestId: string) {
      const [row] = await ex
        .select({ id: productRequests.id, status: productRequests.status, photoKey: productRequests.photoKey })
        .from(productRequests)
        .where(and(eq(productRequests.id, requestId), eq(productRequests.storeId, storeId)))
        .for('update');
      return row ?? null;
    },

    async setRequestPhoto(ex: Executor, requestId: string, photoKey: string): Promise<ProductRequestRow> {
      const [row] = await ex
        .update(productRequests)
        .set({ photoKey })
        .where(eq(productRequests.id, requestId))
        .returning();
      if (!row) throw new Error('the product request vanished under its lock');
      return { ...row, productSlug: null };
    },

    async insertProductRequest(ex: Executor, row: typeof productRequests.$inferInsert): Promise<ProductRequestRow> {
      const [inserted] = await ex.insert(productRequests).values(row).returning();
      if (!inserted) throw new Error('the product request insert returned nothing');
      return { ...inserted, productSlug: null };
    },
  };
}

export type StoreInventoryRepository = ReturnType<typeof createStoreInventoryRepository>;
