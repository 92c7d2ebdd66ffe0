/** Who took an order out and where they are (issue 17): `order_deliveries` and `order_positions`. */
import { POSITION_TRAIL_LENGTH } from '@dawanow/shared/orders/tracking';
import { and, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderDeliveries, orderPositions, orders } from '../../db/schema/orders';

export type OrderDeliveryRow = typeof orderDeliveries.$inferSelect;
export type PositionRow = Pick<
  typeof orderPositions.$inferSelect,
  'latitude' | 'longitude' | 'accuracyM' | 'recordedAt'
>;
type NewPosition = Omit<typeof orderPositions.$inferInsert, 'id' | 'receivedAt'>;

const positionColumns = {
  latitude: orderPositions.latitude,
  longitude: orderPositions.longitude,
  accuracyM: orderPositions.accuracyM,
  recordedAt: orderPositions.recordedAt,
};

export function createTrackingRepository() {
  return {
    async recordDispatch(ex: Executor, row: Omit<OrderDeliveryRow, 'dispatchedAt'>): Promise<void> {
      await ex
        .insert(orderDeliveries)
        .values(row)
        .onConflictDoUpdate({
          target: orderDeliveries.orderId,
          set: { ...row, dispatchedAt: sql`now()` },
        });
    },

    async delivery(ex: Executor, orderId: string): Promise<OrderDeliveryRow | null> {
      const [row] = await ex.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId));
      return row ?? null;
    },

    /** Adds a fix and drops what falls off the end of the trail. */
    async addPosition(ex: Executor, position: NewPosition): Promise<void> {
      await ex.insert(orderPositions).values(position);
      const kept = ex
        .select({ id: orderPositions.id })
        .from(orderPositions)
        .where(eq(orderPositions.orderId, position.orderId))
        .orderBy(desc(orderPositions.recordedAt), desc(orderPositions.id))
        .limit(POSITION_TRAIL_LENGTH);
      await ex
        .delete(orderPositions)
        .where(and(eq(orderPositions.orderId, position.orderId), sql`${orderPositions.id} not in (${kept})`));
    },

    /** The order's positions, newest first. */
    positions(ex: Executor, orderId: string): Promise<PositionRow[]> {
      return ex
        .select(positionColumns)
        .from(orderPositions)
        .where(eq(orderPositions.orderId, orderId))
        .orderBy(desc(orderPositions.recordedAt), desc(orderPositions.id))
        .limit(POSITION_TRAIL_LENGTH);
    },

    async forgetPositions(ex: Executor, orderId: string): Promise<void> {
      await ex.delete(orderPositions).where(eq(orderPositions.orderId, orderId));
    },

    /** Positions of orders no longer out for delivery, or from before `staleBefore`: what the sweep removes. */
    async sweepPositions(ex: Executor, staleBefore: Date): Promise<number> {
      const stillOut = ex
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderPositions.orderId), inArray(orders.status, ['out_for_delivery'])));
      const removed = await ex
        .delete(orderPositions)
        .where(sql`${notExists(stillOut)} or ${lt(orderPositions.receivedAt, staleBefore)}`)
        .returning({ id: orderPositions.id });
      return removed.length;
    },
  };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
