import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema/stores';

export type StoreRow = typeof stores.$inferSelect;

export function createStoresRepository(db: Db) {
  return {
    /**
     * Stores within `radiusKm` of a point, nearest first. The earth_box test is answered by the
     * GiST index on ll_to_earth(latitude, longitude) (migration 0006); the exact distance then
     * trims the box's corners. Suspended stores are never listed.
     */
    async findNearby(latitude: number, longitude: number, radiusKm: number, limit: number) {
      const radiusMetres = radiusKm * 1000;
      const here = sql`ll_to_earth(${latitude}, ${longitude})`;
      const there = sql`ll_to_earth(${stores.latitude}, ${stores.longitude})`;
      const distance = sql<number>`earth_distance(${here}, ${there})`;
      return db
        .select({ store: stores, distanceMetres: distance.mapWith(Number) })
        .from(stores)
        .where(
          and(
            ne(stores.status, 'suspended'),
            sql`earth_box(${here}, ${radiusMetres}) @> ${there}`,
            sql`${distance} <= ${radiusMetres}`,
          ),
        )
        .orderBy(distance)
        .limit(limit);
    },

    async findListed(storeId: string): Promise<StoreRow | null> {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, storeId), ne(stores.status, 'suspended')))
        .limit(1);
      return row ?? null;
    },
  };
}
export type StoresRepository = ReturnType<typeof createStoresRepository>;
