import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema/stores';

export type StoreRow = typeof stores.$inferSelect;

export function createStoresRepository(db: Db) {
  // Prepared once: the locator runs on every location change, and re-planning cost as much as running.
  const here = sql`ll_to_earth(${sql.placeholder('latitude')}::float8, ${sql.placeholder('longitude')}::float8)`;
  const there = sql`ll_to_earth(${stores.latitude}, ${stores.longitude})`;
  const distance = sql<number>`earth_distance(${here}, ${there})`;
  const radius = sql`${sql.placeholder('radiusMetres')}::float8`;
  const nearby = db
    .select({ store: stores, distanceMetres: distance.mapWith(Number) })
    .from(stores)
    .where(
      and(
        ne(stores.status, 'suspended'),
        sql`earth_box(${here}, ${radius}) @> ${there}`,
        sql`${distance} <= ${radius}`,
      ),
    )
    // cube's <-> (straight-line distance between points on the sphere) orders the same way as
    // earth_distance but lets the GiST index hand out stores nearest first and stop at the limit.
    .orderBy(sql`${there} <-> ${here}`)
    .limit(sql.placeholder('limit'))
    .prepare('stores_nearby');

  return {
    /**
     * Stores within `radiusKm` of a point, nearest first. The GiST index on
     * ll_to_earth(latitude, longitude) (migration 0006) answers both the earth_box test and the
     * nearest-first order; the exact distance trims the box's corners. Suspended stores are never listed.
     */
    async findNearby(latitude: number, longitude: number, radiusKm: number, limit: number) {
      return nearby.execute({ latitude, longitude, radiusMetres: radiusKm * 1000, limit });
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
