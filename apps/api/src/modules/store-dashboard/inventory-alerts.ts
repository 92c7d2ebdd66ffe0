/**
 * The dashboard's two stock counts: products low on sellable units (below the store's own threshold
 * for each, but not out), and products still holding units in a batch within 3 months of expiry,
 * which can no longer be sold and are to be cleared out.
 */
import { indianToday } from '@dawanow/shared/dates';
import { sellableExpiryCutoff } from '@dawanow/shared/products';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inventoryBatches, storeInventory } from '../../db/schema/catalog';
import { sellableUnits } from '../catalog/shelf.repository';

export async function inventoryAlerts(
  ex: Executor,
  storeId: string,
  now = new Date(),
): Promise<{ lowStock: number; nearExpiry: number }> {
  const cutoff = sellableExpiryCutoff(indianToday(now));
  const units = sellableUnits(cutoff);
  const expiring = ex
    .select({ one: sql`1` })
    .from(inventoryBatches)
    .where(
      and(
        eq(inventoryBatches.storeId, storeInventory.storeId),
        eq(inventoryBatches.productId, storeInventory.productId),
        gt(inventoryBatches.quantity, 0),
        lt(inventoryBatches.expiryDate, cutoff),
      ),
    );
  const [row] = await ex
    .select({
      lowStock: sql<number>`count(*) filter (where ${units} > 0 and ${units} < ${storeInventory.lowStockThreshold})::int`,
      nearExpiry: sql<number>`count(*) filter (where exists (${expiring}))::int`,
    })
    .from(storeInventory)
    .where(eq(storeInventory.storeId, storeId));
  return { lowStock: row?.lowStock ?? 0, nearExpiry: row?.nearExpiry ?? 0 };
}
