/**
 * What a customer has ordered before, read for the home page's "Order again": only orders that went
 * through (an unpaid or failed payment was never an order the customer got).
 */
import { and, desc, eq, max, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

const NEVER_PLACED = ['pending_payment', 'payment_failed'] as const;

export function createOrderHistoryRepository(db: Db) {
  return {
    /** The customer's ordered products, the latest ordered first (orders_user_idx finds their orders). */
    async recentlyOrderedProductIds(userId: string, limit: number): Promise<string[]> {
      const lastOrdered = max(orders.createdAt);
      const rows = await db
        .select({ productId: orderItems.productId })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.userId, userId), notInArray(orders.status, [...NEVER_PLACED])))
        .groupBy(orderItems.productId)
        .orderBy(desc(lastOrdered), orderItems.productId)
        .limit(limit);
      return rows.map((row) => row.productId);
    },
  };
}

export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
