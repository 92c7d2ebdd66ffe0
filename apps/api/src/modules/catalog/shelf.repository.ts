/**
 * A store's shelf as an order sees it: the products asked for with the store's price and the units it
 * can sell now, and the conditional stock updates that take packs off the shelf and put them back.
 * Functions take an `Executor` so they join the caller's transaction.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
export function sellableNow(expiryCutoff: string) {
  return and(storeInventory.isInStock, gte(storeInventory.expiryDate, expiryCutoff));
}

/** Units the store can sell now (0 when it has no shelf row for the product). */
export function sellableUnits(expiryCutoff: string) {
  return sql<number>`coalesce(case when ${sellableNow(expiryCutoff)} then ${storeInventory.stockQuantity} else 0 end, 0)::int`;
}

export function createShelfRepository() {
  return {
    /** The products asked for, with the store's price and the units it can sell now. */
    shelf(ex: Executor, storeId: string, productIds: string[], expiryCutoff: string): Promise<ShelfRow[]> {
      return ex
        .select({
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
          sellableUnits: sellableUnits(expiryCutoff),
        })
        .from(products)
        .leftJoin(storeInventory, and(eq(storeInventory.productId, products.id), eq(storeInventory.storeId, storeId)))
        .where(inArray(products.id, productIds));
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
      const [row] = await ex
        .update(storeInventory)
        .set({ stockQuantity: sql`${storeInventory.stockQuantity} - ${input.quantity}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(storeInventory.storeId, input.storeId),
            eq(storeInventory.productId, input.productId),
            sellableNow(input.expiryCutoff),
            gte(storeInventory.stockQuantity, input.quantity),
            input.pricePaise === null ? undefined : eq(storeInventory.pricePaise, input.pricePaise),
          ),
        )
        .returning({
          batchNumber: storeInventory.batchNumber,
          expiryDate: storeInventory.expiryDate,
          pricePaise: storeInventory.pricePaise,
        });
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
