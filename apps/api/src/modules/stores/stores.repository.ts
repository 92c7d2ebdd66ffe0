import type { TClosureSpan } from '@dawanow/shared/opening-hours';
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, reusableStatement } from '../../db/client';
import { storeClosures, stores } from '../../db/schema/stores';

export type StoreRow = typeof stores.$inferSelect;
/** A holiday closure as the locator and checkout need it. */
export type ClosureSpan = TClosureSpan & Pick<typeof storeClosures.$inferSelect, 'reason'>;

/**
 * The store's holiday closures overlapping [from, to), soonest first, as one JSON column of the store's own
 * row: checkout and the locator learn about closures in the statement they already run, not in a second
 * round trip (the (store_id, ends_at) index answers it; almost always with no row).
 */
function closuresBetween(from: SQL, to: SQL) {
  // Written out with an alias: inside a one-table query the builder leaves columns unqualified, and the
  // store's "id" would then mean the closure's own.
  const storeId = sql`${sql.identifier('stores')}.${sql.identifier('id')}`;
  return sql<ClosureSpan[]>`(select coalesce(json_agg(json_build_object(
      'startsAt', c.starts_at, 'endsAt', c.ends_at, 'reason', c.reason) order by c.starts_at), '[]'::json)
    from ${storeClosures} c
    where c.store_id = ${storeId} and c.ends_at > ${from} and c.starts_at <= ${to})`.mapWith(
    (value: { startsAt: string; endsAt: string; reason: string }[]) =>
      value.map((closure) => ({
        startsAt: new Date(closure.startsAt),
        endsAt: new Date(closure.endsAt),
        reason: closure.reason,
      })),
  );
}

export function createStoresRepository(db: Db) {
  // The locator runs on every location change, and building and planning it cost as much as running it.
  const here = sql`ll_to_earth(${sql.placeholder('latitude')}::float8, ${sql.placeholder('longitude')}::float8)`;
  const there = sql`ll_to_earth(${stores.latitude}, ${stores.longitude})`;
  const distance = sql<number>`earth_distance(${here}, ${there})`;
  const radius = sql`${sql.placeholder('radiusMetres')}::float8`;
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const nearbyFields = { store: stores, distanceMetres: distance.mapWith(Number), closures: closuresBetween(at, at) };
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
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const to = sql`${sql.placeholder('to')}::timestamptz`;
  const withClosuresFields = { store: stores, closures: closuresBetween(from, to) };
  const findWithClosures = reusableStatement(
    'store_by_id_with_closures',
    db
      .select(withClosuresFields)
      .from(stores)
      .where(eq(stores.id, sql.placeholder('storeId'))),
    withClosuresFields,
  );

  return {
    /**
     * Stores within `radiusKm` of a point, nearest first. The GiST index on
     * ll_to_earth(latitude, longitude) (migration 0006) answers both the earth_box test and the
     * nearest-first order; the exact distance trims the box's corners. Suspended stores are never listed.
     */
    async findNearby(latitude: number, longitude: number, radiusKm: number, limit: number, at: Date) {
      return nearby(db, { latitude, longitude, radiusMetres: radiusKm * 1000, limit, at: at.toISOString() });
    },

    /** A store customers may see (not suspended), with the holiday closure in force at `at` if any. */
    async findListed(storeId: string, at: Date): Promise<{ store: StoreRow; closures: ClosureSpan[] } | null> {
      const [row] = await findWithClosures(db, { storeId, from: at.toISOString(), to: at.toISOString() });
      return row && row.store.status !== 'suspended' ? row : null;
    },

    /** Any store, whatever its status: orders keep pointing at a store that was paused or suspended since. */
    async find(ex: Executor, storeId: string): Promise<StoreRow | null> {
      const [row] = await findById(ex, { storeId });
      return row ?? null;
    },

    /** A store with its holiday closures overlapping [from, to]: what checkout decides "open" and slots from. */
    async findWithClosures(
      ex: Executor,
      storeId: string,
      window: { from: Date; to: Date },
    ): Promise<{ store: StoreRow; closures: ClosureSpan[] } | null> {
      const [row] = await findWithClosures(ex, {
        storeId,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
      });
      return row ?? null;
    },

    /** Locks the store's row while its settings change, so two owners' edits and closure checks run one after the other. */
    async lock(ex: Executor, storeId: string): Promise<boolean> {
      const rows = await ex.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('no key update');
      return rows.length > 0;
    },

    /** Changes what the store sets itself (contact, photo, hours, minimum order); null when there is no such store. */
    async updateSettings(
      ex: Executor,
      storeId: string,
      patch: Partial<Pick<StoreRow, 'phone' | 'email' | 'imageUrl' | 'openingHours' | 'minOrderValuePaise'>>,
    ): Promise<StoreRow | null> {
      const [row] = await ex
        .update(stores)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(stores.id, storeId))
        .returning();
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
     * Stores taking orders within `radiusMetres` of a point that are not in `excluded` and not in a holiday
     * closure during `serving` (now, or a scheduled order's slot), nearest first (the GiST locator, as in
     * `findNearby`): where an order goes when its store turns it down.
     */
    async acceptingNear(
      ex: Executor,
      point: { latitude: number; longitude: number },
      radiusMetres: number,
      excluded: string[],
      serving: { from: Date; to: Date },
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
            sql`not exists (select 1 from ${storeClosures} c
              where c.store_id = ${sql.identifier('stores')}.${sql.identifier('id')}
              and c.starts_at < ${serving.to.toISOString()}::timestamptz
              and c.ends_at > ${serving.from.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(sql`${to} <-> ${from}`)
        .limit(20);
      return rows.map((row) => row.store);
    },
  };
}
export type StoresRepository = ReturnType<typeof createStoresRepository>;
