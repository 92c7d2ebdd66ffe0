/** The reads behind the store's alerts: batches near expiry, who to mail, an unanswered offer. */
import { and, asc, between, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { inventoryBatches, products, storeInventory } from '../../db/schema/catalog';
import { orderItems, orderOffers, orders } from '../../db/schema/orders';
import { storeMembers, stores } from '../../db/schema/stores';

export type ExpiringBatchRow = {
  batchId: string;
  storeId: string;
  productName: string;
  batchNumber: string;
  expiryDate: string;
  quantity: number;
  /** The store's selling price per unit, to say what the batch is worth */
  pricePaise: number;
};

export function createStoreAlertsRepository() {
  return {
    /** Batches still holding units whose expiry falls between the two dates (inclusive), of one store or all. */
    expiringBatches(ex: Executor, from: string, until: string, storeId?: string): Promise<ExpiringBatchRow[]> {
      return ex
        .select({
          batchId: inventoryBatches.id,
          storeId: inventoryBatches.storeId,
          productName: products.name,
          batchNumber: inventoryBatches.batchNumber,
          expiryDate: inventoryBatches.expiryDate,
          quantity: inventoryBatches.quantity,
          pricePaise: storeInventory.pricePaise,
        })
        .from(inventoryBatches)
        .innerJoin(
          storeInventory,
          and(
            eq(storeInventory.storeId, inventoryBatches.storeId),
            eq(storeInventory.productId, inventoryBatches.productId),
          ),
        )
        .innerJoin(products, eq(products.id, inventoryBatches.productId))
        .where(
          and(
            gt(inventoryBatches.quantity, 0),
            between(inventoryBatches.expiryDate, from, until),
            storeId ? eq(inventoryBatches.storeId, storeId) : undefined,
          ),
        )
        .orderBy(asc(inventoryBatches.storeId), asc(inventoryBatches.expiryDate), asc(products.name));
    },

    /** The store's name and its owners' and admins' addresses (who receives the store's mail). */
    async storeOwners(ex: Executor, storeId: string): Promise<{ storeName: string; emails: string[] } | null> {
      const rows = await ex
        .select({ storeName: stores.name, email: users.email })
        .from(stores)
        .leftJoin(
          storeMembers,
          and(eq(storeMembers.storeId, stores.id), inArray(storeMembers.role, ['owner', 'admin'])),
        )
        .leftJoin(users, eq(users.id, storeMembers.userId))
        .where(eq(stores.id, storeId))
        .orderBy(asc(users.email));
      const [first] = rows;
      if (!first) return null;
      return { storeName: first.storeName, emails: rows.flatMap((row) => (row.email ? [row.email] : [])) };
    },

    /** The offer when it still waits for the store's answer, with what the mail about it says. */
    async waitingOffer(ex: Executor, offerId: number) {
      const [row] = await ex
        .select({
          orderId: orders.id,
          number: orders.number,
          storeId: orderOffers.storeId,
          totalPaise: orders.totalPaise,
          paymentMethod: orders.paymentMethod,
          placedAt: orders.createdAt,
          offeredAt: orderOffers.offeredAt,
          expiresAt: orderOffers.expiresAt,
          items: sql<number>`(select ${count()} from ${orderItems} where ${orderItems.orderId} = ${orders.id})::int`,
        })
        .from(orderOffers)
        .innerJoin(orders, and(eq(orders.id, orderOffers.orderId), eq(orders.storeId, orderOffers.storeId)))
        .where(and(eq(orderOffers.id, offerId), eq(orderOffers.outcome, 'pending'), eq(orders.status, 'placed')));
      return row ?? null;
    },
  };
}
export type StoreAlertsRepository = ReturnType<typeof createStoreAlertsRepository>;
export type WaitingOfferRow = NonNullable<Awaited<ReturnType<StoreAlertsRepository['waitingOffer']>>>;
