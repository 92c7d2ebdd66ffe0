/**
 * A store's shelf as an order sees it: the products asked for with the store's price and the units it
 * can sell now, and the conditional stock updates that take packs off the shelf and put them back.
 * Functions take an `Executor` so they join the caller's transaction.
 */
import { and, eq, gte, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import { type Db, type Executor, reusableStatement } from '../../db/client';
import { products, storeInventory } from '../../db/schema/catalog';

type ProductRow = typeof products.$inferSelect;
type InventoryRow = typeof storeInventory.$inferSelect;

export type ShelfRow = Pick<
  ProductRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'packLabel'
  | 'manufacturer'
  | 'schedule'
  | 'rxRequired'
  | 'mrpPaise'
  | 'gstRate'
  | 'hsnCode'
  | 'isActive'
> & {
  imageUrl: string | null;
  /** Null when the store has no shelf row for the product */
  pricePaise: InventoryRow['pricePaise'] | null;
  sellableUnits: number;
};

/** The batch a reservation took its packs from, at the shelf's price. */
export type ReservedRow = Pick<InventoryRow, 'batchNumber' | 'expiryDate' | 'pricePaise'>;

/** Whether the store may sell its shelf row now: its switch on and the stock not within 3 months of expiry. */
export function sellableNow(expiryCutoff: string | Placeholder) {
  return and(storeInventory.isInStock, gte(storeInventory.expiryDate, expiryCutoff));
}

/** Units the store can sell now (0 when it has no shelf row for the product). */
export function sellableUnits(expiryCutoff: string | Placeholder) {
  return sql<number>`coalesce(case when ${sellableNow(expiryCutoff)} then ${storeInventory.stockQuantity} else 0 end, 0)::int`;
}

export function createShelfRepository(db: Db) {
  const shelfFields = {
    id: products.id,
    slug: products.slug,
    name: products.name,
    packLabel: products.packLabel,
    manufacturer: products.manufacturer,
    schedule: products.schedule,
    rxRequired: products.rxRequired,
    mrpPaise: products.mrpPaise,
    gstRate: products.gstRate,
    hsnCode: products.hsnCode,
    imageUrl: sql<string | null>`${products.images}->>0`,
    isActive: products.isActive,
    pricePaise: storeInventory.pricePaise,
    sellableUnits: sellableUnits(sql.placeholder('expiryCutoff')),
  };
  // Read on every quote and every order placed.
  const shelfQuery = reusableStatement(
    'shelf_for_cart',
    db
      .select(shelfFields)
      .from(products)
      .leftJoin(
        storeInventory,
        and(eq(storeInventory.productId, products.id), eq(storeInventory.storeId, sql.placeholder('storeId'))),
      )
      // One statement for any number of products: an array parameter, where `in (…)` needs one per count.
      .where(sql`${products.id} = any(${sql.placeholder('productIds')}::uuid[])`),
    shelfFields,
  );
  const reserveFields = {
    batchNumber: storeInventory.batchNumber,
    expiryDate: storeInventory.expiryDate,
    pricePaise: storeInventory.pricePaise,
  };
  // Run for every line of every order placed.
  const reserveQuery = reusableStatement(
    'reserve_stock',
    db
      .update(storeInventory)
      .set({
        stockQuantity: sql`${storeInventory.stockQuantity} - ${sql.placeholder('quantity')}`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(storeInventory.storeId, sql.placeholder('storeId')),
          eq(storeInventory.productId, sql.placeholder('productId')),
          sellableNow(sql.placeholder('expiryCutoff')),
          gte(storeInventory.stockQuantity, sql.placeholder('quantity')),
          // No price: at any price (an order's lines moving to another store's shelf)
          or(
            isNull(sql`${sql.placeholder('pricePaise')}::int`),
            eq(storeInventory.pricePaise, sql.placeholder('pricePaise')),
          ),
        ),
      )
      .returning(reserveFields),
    reserveFields,
  );

  return {
    /** The products asked for, with the store's price and the units it can sell now. */
    shelf(ex: Executor, storeId: string, productIds: string[], expiryCutoff: string): Promise<ShelfRow[]> {
      return shelfQuery(ex, { storeId, productIds, expiryCutoff });
    },

    /**
     * Takes `quantity` packs from the store's sellable stock, in one conditional update: it changes
     * nothing unless enough units are there right now (and, when given, at that price), so
     * concurrent checkouts can never oversell or go below zero. Null when it could not.
     */
    async reserve(
      ex: Executor,
      input: { storeId: string; productId: string; quantity: number; pricePaise: number | null; expiryCutoff: string },
    ): Promise<ReservedRow | null> {
      const [row] = await reserveQuery(ex, input);
      return row ?? null;
    },

    /** Puts an order's packs back on the shelf of the store that held them. */
    async release(ex: Executor, storeId: string, items: { productId: string; quantity: number }[]): Promise<void> {
      for (const item of items) {
        await ex
          .update(storeInventory)
          .set({ stockQuantity: sql`${storeInventory.stockQuantity} + ${item.quantity}`, updatedAt: sql`now()` })
          .where(and(eq(storeInventory.storeId, storeId), eq(storeInventory.productId, item.productId)));
      }
    },
  };
}
export type ShelfRepository = ReturnType<typeof createShelfRepository>;
