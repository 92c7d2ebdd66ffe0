/**
 * The dashboard's two stock counts, kept in one function of their own because they are the only part of
 * the dashboard that reads how stock is held (today one row per product; batches replace it).
 */
import { LOW_STOCK_BELOW, NEAR_EXPIRY_MONTHS } from '@dawanow/shared/store-dashboard';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storeInventory } from '../../db/schema/catalog';

export async function inventoryAlerts(
  ex: Executor,
  storeId: string,
): Promise<{ lowStock: number; nearExpiry: number }> {
  const today = sql`(now() at time zone 'Asia/Kolkata')::date`;
  const [row] = await ex
    .select({
      // Out of stock is its own state (and filter), not "low".
      lowStock: sql<number>`count(*) filter (where ${storeInventory.stockQuantity} > 0
        and ${storeInventory.stockQuantity} < ${LOW_STOCK_BELOW})::int`,
      // Units on the shelf that can no longer be sold; an empty row has nothing to clear out.
      nearExpiry: sql<number>`count(*) filter (where ${storeInventory.stockQuantity} > 0
        and ${storeInventory.expiryDate} < ${today} + make_interval(months => ${NEAR_EXPIRY_MONTHS}))::int`,
    })
    .from(storeInventory)
    .where(eq(storeInventory.storeId, storeId));
  return { lowStock: row?.lowStock ?? 0, nearExpiry: row?.nearExpiry ?? 0 };
}
