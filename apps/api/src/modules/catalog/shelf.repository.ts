/**
 * A store's shelf as an order sees it: the products asked for with the store's price and the units it
 * can sell now, and the conditional stock updates that take packs off the batches — earliest expiry
 * first — and put them back on the batches they came from. Functions take an `Executor` so they join
 * the caller's transaction.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import {
  type AnyInsert,
  allFollowing,
  type Db,
  type Executor,
  type FollowingWrites,
  reusableSql,
  reusableStatement,
} from '../../db/client';
import { inventoryBatches, products, storeInventory } from '../../db/schema/catalog';
import { orderItemBatches } from '../../db/schema/orders';

type ProductRow = typeof products.$inferSelect;
type InventoryRow = typeof storeInventory.$inferSelect;
type BatchRow = typeof inventoryBatches.$inferSelect;

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
  | 'categoryId'
> & {
  imageUrl: string | null;
  /** Null when the store has no shelf row for the product */
  pricePaise: InventoryRow['pricePaise'] | null;
  sellableUnits: number;
};

/** Packs a reservation took from one batch. */
export type TakenFromBatch = Pick<BatchRow, 'batchNumber' | 'expiryDate'> & { batchId: string; quantity: number };

/**
 * What a reservation took, and the sellable units the shelf has left with the store's low-stock
 * threshold: read from the rows it locked, so telling the store it runs low costs no further read.
 */
export type Reservation = {
  batches: TakenFromBatch[];
  unitsLeft: number;
  lowStockThreshold: InventoryRow['lowStockThreshold'];
};

/**
 * Units the store can sell now of the joined shelf row's product: its switch on, counting only batches
 * not within 3 months of expiry (0 when it has no shelf row for the product).
 */
export function sellableUnits(expiryCutoff: string | Placeholder) {
  return sql<number>`(case when ${storeInventory.isInStock} then (
    select coalesce(sum(${inventoryBatches.quantity}), 0) from ${inventoryBatches}
    where ${inventoryBatches.storeId} = ${storeInventory.storeId} and ${inventoryBatches.productId} = ${storeInventory.productId}
      and ${inventoryBatches.expiryDate} >= ${expiryCutoff}) else 0 end)::int`;
}

/** Joins a batch to the shelf row it belongs to (its price and the store's switch). */
export const shelfOfBatch = and(
  eq(storeInventory.storeId, inventoryBatches.storeId),
  eq(storeInventory.productId, inventoryBatches.productId),
);

/** The rows that record which batches an order's lines took their packs from. */
export function takenRows(
  orderId: string,
  taken: readonly { productId: string; batches: readonly TakenFromBatch[] }[],
): (typeof orderItemBatches.$inferInsert)[] {
  return taken.flatMap(({ productId, batches }) =>
    batches.map((batch) => ({ orderId, productId, batchId: batch.batchId, quantity: batch.quantity })),
  );
}

/**
 * How an order's batches read in its line, invoice and H1 register: every batch number, and the earliest expiry.
 * Batches are listed by expiry, then by id (as PostgreSQL orders uuids), the order in which placing an order
 * writes the same words in SQL (orders.repository.ts, `linesFollowingReservation`).
 */
export function batchSummary(taken: readonly TakenFromBatch[]): { batchNumber: string; expiryDate: string } {
  const byExpiry = [...taken].sort(
    (a, b) => a.expiryDate.localeCompare(b.expiryDate) || (a.batchId < b.batchId ? -1 : a.batchId > b.batchId ? 1 : 0),
  );
  return {
    batchNumber: byExpiry.map((batch) => batch.batchNumber).join(', '),
    expiryDate: byExpiry[0]?.expiryDate ?? '',
  };
}

export function createShelfRepository(db: Db) {
  const shelfFields = {
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
    categoryId: products.categoryId,
    pricePaise: storeInventory.pricePaise,
    sellableUnits: sellableUnits(sql.placeholder('expiryCutoff')),
  };
  // Read on every quote and every order placed.
  const shelfQuery = reusableStatement(
    'shelf_for_cart',
    db
      .select(shelfFields)
      .from(products)
      .leftJoin(
        storeInventory,
        and(eq(storeInventory.productId, products.id), eq(storeInventory.storeId, sql.placeholder('storeId'))),
      )
      // One statement for any number of products: an array parameter, where `in (…)` needs one per count.
      // The array goes through a subquery so PostgreSQL keeps one plan for the prepared statement: given
      // the array itself, it sizes each cart exactly, finds that cheaper than a plan for any cart, and
      // plans again on every quote and order (bench/README.md, issue 14).
      .where(sql`${products.id} = any(array(select unnest(${sql.placeholder('productIds')}::uuid[])))`),
    shelfFields,
  );

  // Taking packs across batches, for a line the earliest batch alone cannot cover (the one-row fast
  // path below comes first). The product's sellable batches (switch on, at the agreed price when one
  // is given, not within 3 months of expiry) are locked earliest expiry first; each gives what is still
  // wanted after the batches before it; and the update applies only when together they cover the
  // whole quantity. Concurrent checkouts queue on the
  // row locks and then see the units left, so stock is never oversold or taken below zero.
  const wanted = sql`${sql.placeholder('quantity')}::int`;
  const sellableBatches = and(
    eq(inventoryBatches.storeId, sql.placeholder('storeId')),
    eq(inventoryBatches.productId, sql.placeholder('productId')),
    gte(inventoryBatches.expiryDate, sql.placeholder('expiryCutoff')),
    gt(inventoryBatches.quantity, 0),
    storeInventory.isInStock,
    // No price: at any price (an order's lines moving to another store's shelf)
    or(
      isNull(sql`${sql.placeholder('pricePaise')}::int`),
      eq(storeInventory.pricePaise, sql.placeholder('pricePaise')),
    ),
  );
  const sellable = db.$with('sellable').as(
    db
      .select({
        id: inventoryBatches.id,
        quantity: inventoryBatches.quantity,
        expiryDate: inventoryBatches.expiryDate,
        threshold: storeInventory.lowStockThreshold,
      })
      .from(inventoryBatches)
      .innerJoin(storeInventory, shelfOfBatch)
      .where(sellableBatches)
      .orderBy(asc(inventoryBatches.expiryDate), asc(inventoryBatches.id))
      .for('update', { of: inventoryBatches }),
  );
  const earlier = db.$with('earlier').as(
    db
      .select({
        id: sellable.id,
        quantity: sellable.quantity,
        // Units of the batches that expire before this one
        before: sql<number>`(sum(${sellable.quantity}) over (order by ${sellable.expiryDate}, ${sellable.id})
          - ${sellable.quantity})::int`.as('before'),
        sellable: sql<number>`(sum(${sellable.quantity}) over ())::int`.as('sellable'),
        threshold: sellable.threshold,
      })
      .from(sellable),
  );
  const take = db.$with('take').as(
    db
      .select({
        id: earlier.id,
        taken: sql<number>`least(${earlier.quantity}, ${wanted} - ${earlier.before})`.as('taken'),
        unitsLeft: sql<number>`${earlier.sellable} - ${wanted}`.as('units_left'),
        threshold: earlier.threshold,
      })
      .from(earlier)
      .where(sql`${earlier.before} < ${wanted}`),
  );
  const takenFields = {
    batchId: inventoryBatches.id,
    batchNumber: inventoryBatches.batchNumber,
    expiryDate: inventoryBatches.expiryDate,
    quantity: sql<number>`${take.taken}`,
    unitsLeft: sql<number>`${take.unitsLeft}`,
    threshold: sql<number>`${take.threshold}`,
  };
  // Nearly every line is covered by the earliest sellable batch alone. That batch is taken by one
  // conditional update, which locks only its row (the statement below locks every sellable batch of
  // the product): a concurrent checkout that took from it first is waited for, the batch's units are
  // checked again, and when they no longer cover the line nothing changes and the statement below runs.
  const earliest = db.$with('earliest').as(
    db
      .select({
        id: inventoryBatches.id,
        sellable: sql<number>`(sum(${inventoryBatches.quantity}) over ())::int`.as('sellable'),
        threshold: sql<number>`${storeInventory.lowStockThreshold}`.as('threshold'),
      })
      .from(inventoryBatches)
      .innerJoin(storeInventory, shelfOfBatch)
      .where(sellableBatches)
      .orderBy(asc(inventoryBatches.expiryDate), asc(inventoryBatches.id))
      .limit(1),
  );
  const takenFromEarliest = {
    batchId: inventoryBatches.id,
    batchNumber: inventoryBatches.batchNumber,
    expiryDate: inventoryBatches.expiryDate,
    quantity: sql<number>`${wanted}`,
    unitsLeft: sql<number>`${earliest.sellable} - ${wanted}`,
    threshold: sql<number>`${earliest.threshold}`,
  };
  const reserveFromEarliest = reusableStatement(
    'reserve_stock_earliest',
    db
      .with(earliest)
      .update(inventoryBatches)
      .set({ quantity: sql`${inventoryBatches.quantity} - ${wanted}`, updatedAt: sql`now()` })
      .from(earliest)
      .where(and(eq(inventoryBatches.id, earliest.id), gte(inventoryBatches.quantity, wanted)))
      .returning(takenFromEarliest),
    takenFromEarliest,
  );
  const reserveQuery = reusableStatement(
    'reserve_stock',
    db
      .with(sellable, earlier, take)
      .update(inventoryBatches)
      .set({ quantity: sql`${inventoryBatches.quantity} - ${take.taken}`, updatedAt: sql`now()` })
      .from(take)
      .where(and(eq(inventoryBatches.id, take.id), sql`(select sum(${take.taken}) from ${take}) = ${wanted}`))
      .returning(takenFields),
    takenFields,
  );

  // Every line of an order in one round trip (issue 20): the sellable batches (switch on, at the agreed
  // price, not within 3 months of expiry) of all its products are locked in one order — product, then
  // earliest expiry — so two checkouts sharing products queue on the same first row and never wait on
  // each other in a circle; each batch gives what its line still wants after the batches before it, and
  // a line is taken only when its batches cover it whole. A line left out sold out: the caller refuses
  // the order and its transaction undoes the other lines.
  const takenLineFields = {
    productId: sql<string>`product_id`,
    batchId: sql<string>`batch_id`,
    batchNumber: sql<string>`batch_number`,
    expiryDate: sql<string>`expiry_date`,
    quantity: sql<number>`taken`,
    unitsLeft: sql<number>`units_left`,
    threshold: sql<number>`threshold`,
  };
  type TakenLineRow = TakenFromBatch & {
    productId: string;
    unitsLeft: number;
    threshold: InventoryRow['lowStockThreshold'];
  };
  /** The reservation with the parts that follow it (`FollowingWrites`: they read the batches taken as `taken`) */
  const reservationWith = (parts: readonly AnyInsert[]) =>
    sql`with wanted as (
        select * from unnest(${sql.placeholder('productIds')}::uuid[], ${sql.placeholder('quantities')}::int[],
          ${sql.placeholder('prices')}::int[]) as w(product_id, quantity, price_paise)
      ), sellable as (
        select b.id, b.product_id, b.quantity, b.expiry_date, w.quantity as wanted, i.low_stock_threshold as threshold
        from inventory_batches b
        join store_inventory i on i.store_id = b.store_id and i.product_id = b.product_id
        join wanted w on w.product_id = b.product_id
        -- The products named again beside the join, so the batches are found by (store, product) in the index
        -- however many products the store has, rather than by reading the store's batches
        where b.store_id = ${sql.placeholder('storeId')} and b.product_id = any(${sql.placeholder('productIds')}::uuid[])
          and b.expiry_date >= ${sql.placeholder('expiryCutoff')}
          and b.quantity > 0 and i.is_in_stock and i.price_paise = w.price_paise
        order by b.product_id, b.expiry_date, b.id
        for update of b
      ), earlier as (
        select id, product_id, quantity, wanted, threshold,
          (sum(quantity) over (partition by product_id order by expiry_date, id) - quantity)::int as before,
          (sum(quantity) over (partition by product_id))::int as sellable
        from sellable
      ), take as (
        select id, least(quantity, wanted - before) as taken, sellable - wanted as units_left, threshold
        from earlier where before < wanted and sellable >= wanted
      ), taken as (
        update inventory_batches b set quantity = b.quantity - take.taken, updated_at = now()
        from take where b.id = take.id
        returning b.product_id, b.id as batch_id, b.batch_number, b.expiry_date, take.taken, take.units_left,
          take.threshold
      )${sql.join(
        parts.map((part, index) => sql`, ${sql.identifier(`follows_${index}`)} as ${part}`),
        sql``,
      )}
      select product_id, batch_id, batch_number, expiry_date, taken, units_left, threshold from taken`;

  return {
    /**
     * The statement that takes every line's packs off the store's batches at the agreed price, earliest expiry
     * first, and writes what follows from what it took (`FollowingWrites`: an order's lines), in one round trip;
     * built once. Each call answers what each line took, by product. A product missing from the answer did not
     * have enough sellable packs at that price (its line took nothing; the others did): the caller refuses it, and
     * its transaction undoes the rest.
     */
    reserveLinesStatement<TInput>(followers: readonly FollowingWrites<TInput>[]) {
      const following = allFollowing(followers, sql`${sql.identifier('taken')}`);
      const reserve = reusableSql<TakenLineRow>(
        'reserve_stock_lines',
        reservationWith(following.parts),
        takenLineFields,
      );
      return async (
        ex: Executor,
        input: {
          storeId: string;
          lines: readonly { productId: string; quantity: number; pricePaise: number }[];
          expiryCutoff: string;
        },
        followingInput: TInput,
      ): Promise<Map<string, Reservation>> => {
        const rows = await reserve(ex, {
          ...following.values(followingInput),
          storeId: input.storeId,
          expiryCutoff: input.expiryCutoff,
          productIds: input.lines.map((line) => line.productId),
          quantities: input.lines.map((line) => line.quantity),
          prices: input.lines.map((line) => line.pricePaise),
        });
        const reserved = new Map<string, Reservation>();
        for (const { productId, unitsLeft, threshold, ...batch } of rows) {
          const line = reserved.get(productId);
          if (line) line.batches.push(batch);
          else reserved.set(productId, { batches: [batch], unitsLeft, lowStockThreshold: threshold });
        }
        return reserved;
      };
    },

    /** The products asked for, with the store's price and the units it can sell now. */
    shelf(ex: Executor, storeId: string, productIds: string[], expiryCutoff: string): Promise<ShelfRow[]> {
      return shelfQuery(ex, { storeId, productIds, expiryCutoff });
    },

    /**
     * What the store paid for one pack of each product, from its dearest sellable batch that records it: a
     * coupon never takes an Rx medicine below this (issue 17). Products with no recorded cost are absent.
     */
    async unitCosts(
      ex: Executor,
      storeId: string,
      productIds: string[],
      expiryCutoff: string,
    ): Promise<Map<string, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await ex
        .select({
          productId: inventoryBatches.productId,
          costPaise: sql<number>`max(${inventoryBatches.purchasePricePaise})::int`,
        })
        .from(inventoryBatches)
        .where(
          and(
            eq(inventoryBatches.storeId, storeId),
            inArray(inventoryBatches.productId, productIds),
            gte(inventoryBatches.expiryDate, expiryCutoff),
            gt(inventoryBatches.quantity, 0),
            isNotNull(inventoryBatches.purchasePricePaise),
          ),
        )
        .groupBy(inventoryBatches.productId);
      return new Map(rows.map((row) => [row.productId, row.costPaise]));
    },

    /**
     * Takes `quantity` packs of a product from the store's sellable batches, earliest expiry first, and
     * says which batches gave how many and what the shelf holds after; null (nothing changed) when they
     * do not hold enough right now, or not at `pricePaise` when one is given.
     */
    async reserve(
      ex: Executor,
      input: { storeId: string; productId: string; quantity: number; pricePaise: number | null; expiryCutoff: string },
    ): Promise<Reservation | null> {
      const fromEarliest = await reserveFromEarliest(ex, input);
      const rows = fromEarliest.length > 0 ? fromEarliest : await reserveQuery(ex, input);
      const [first] = rows;
      if (!first) return null;
      return {
        batches: rows.map(({ unitsLeft: _left, threshold: _threshold, ...batch }) => batch),
        unitsLeft: first.unitsLeft,
        lowStockThreshold: first.threshold,
      };
    },

    /** Writes which batches an order's existing lines took their packs from (a reassignment's new shelf). */
    async recordTaken(ex: Executor, orderId: string, taken: { productId: string; batches: TakenFromBatch[] }[]) {
      const rows = takenRows(orderId, taken);
      if (rows.length > 0) await ex.insert(orderItemBatches).values(rows);
    },

    /** Puts an order's packs of `productIds` back on the batches they came from, and forgets where they were. */
    async release(ex: Executor, orderId: string, productIds: string[]): Promise<void> {
      if (productIds.length === 0) return;
      const lines = and(eq(orderItemBatches.orderId, orderId), inArray(orderItemBatches.productId, productIds));
      await ex
        .update(inventoryBatches)
        .set({ quantity: sql`${inventoryBatches.quantity} + ${orderItemBatches.quantity}`, updatedAt: sql`now()` })
        .from(orderItemBatches)
        .where(and(eq(inventoryBatches.id, orderItemBatches.batchId), lines));
      await ex.delete(orderItemBatches).where(lines);
    },
  };
}
export type ShelfRepository = ReturnType<typeof createShelfRepository>;
