import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { type Db, type Executor, reusableStatement } from '../../db/client';
import { stores } from '../../db/schema/stores';

export type StoreRow = typeof stores.$inferSelect;

export function createStoresRepository(db: Db) {
  // The locator runs on every location change, and building and planning it cost as much as running it.
  const here = sql`ll_to_earth(${sql.placeholder('latitude')}::float8, ${sql.placeholder('longitude')}::float8)`;
  const there = sql`ll_to_earth(${stores.latitude}, ${stores.longitude})`;
  const distance = sql<number>`earth_distance(${here}, ${there})`;
  const radius = sql`${sql.placeholder('radiusMetres')}::float8`;
  const nearbyFields = { store: stores, distanceMetres: distance.mapWith(Number) };
  const nearby = reusableStatement(
    'stores_nearby',
    db
      .select(nearbyFields)
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
      .limit(sql.placeholder('limit')),
    nearbyFields,
  );
  // Read on every quote and every order placed.
  const findById = reusableStatement(
    'store_by_id',
    db
      .select()
      .from(stores)
      .where(eq(stores.id, sql.placeholder('storeId'))),
    getTableColumns(stores),
  );

  return {
    /**
     * Stores within `radiusKm` of a point, nearest first. The GiST index on
     * ll_to_earth(latitude, longitude) (migration 0006) answers both the earth_box test and the
     * nearest-first order; the exact distance trims the box's corners. Suspended stores are never listed.
     */
    async findNearby(latitude: number, longitude: number, radiusKm: number, limit: number) {
      return nearby(db, { latitude, longitude, radiusMetres: radiusKm * 1000, limit });
    },

    async findListed(storeId: string): Promise<StoreRow | null> {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, storeId), ne(stores.status, 'suspended')))
        .limit(1);
      return row ?? null;
    },

    /** Any store, whatever its status: orders keep pointing at a store that was paused or suspended since. */
    async find(ex: Executor, storeId: string): Promise<StoreRow | null> {
      const [row] = await findById(ex, { storeId });
      return row ?? null;
    },

    /** Starts or stops the store taking new orders; false when there is no such store. */
    async setAcceptingOrders(ex: Executor, storeId: string, accepting: boolean): Promise<boolean> {
      const rows = await ex
        .update(stores)
        .set({ isAcceptingOrders: accepting, updatedAt: sql`now()` })
        .where(eq(stores.id, storeId))
        .returning({ id: stores.id });
      return rows.length > 0;
    },

    /**
     * Stores taking orders within `radiusMetres` of a point that are not in `excluded`, nearest first
     * (the GiST locator, as in `findNearby`): where an order goes when its store turns it down.
     */
    async acceptingNear(
      ex: Executor,
      point: { latitude: number; longitude: number },
      radiusMetres: number,
      excluded: string[],
    ): Promise<StoreRow[]> {
      const from = sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
      const to = sql`ll_to_earth(${stores.latitude}, ${stores.longitude})`;
      const rows = await ex
        .select({ store: stores })
        .from(stores)
        .where(
          and(
            eq(stores.status, 'active'),
            eq(stores.isAcceptingOrders, true),
            sql`earth_box(${from}, ${radiusMetres}::float8) @> ${to}`,
            sql`earth_distance(${from}, ${to}) <= ${radiusMetres}::float8`,
            sql`not (${stores.id} = any(${`{${excluded.join(',')}}`}::uuid[]))`,
          ),
        )
        .orderBy(sql`${to} <-> ${from}`)
        .limit(20);
      return rows.map((row) => row.store);
    },
  };
}
export type StoresRepository = ReturnType<typeof createStoresRepository>;
