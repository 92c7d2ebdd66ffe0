/**
 * Coupons and their uses. A use counts while its order is alive: an order cancelled or left unpaid gives its
 * use back (docs/decisions.md, issue 17), so counts read the order's status, and placing an order first
 * deletes the customer's uses whose orders ended that way, which frees their use numbers.
 */
import { COUPON_RETURNED_STATUSES } from '@dawanow/shared/coupons';
import { and, desc, eq, gte, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type Executor, selectRows, type Tx } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { couponRedemptions, coupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AdminCouponRow = CouponRow & { storeName: string | null; categoryName: string | null; uses: number };

const subquery = new QueryBuilder();
/** Live uses of the coupon in the outer query. */
const usesOf = sql<number>`(${subquery
  .select({ count: sql`count(*)` })
  .from(couponRedemptions)
  .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
  .where(and(eq(couponRedemptions.couponId, coupons.id), notInArray(orders.status, COUPON_RETURNED_STATUSES)))})::int`;

export function createCouponsRepository() {
  const adminRows = (ex: Executor) =>
    ex
      .select({
        coupon: coupons,
        storeName: stores.name,
        categoryName: categories.name,
        uses: usesOf,
      })
      .from(coupons)
      .leftJoin(stores, eq(stores.id, coupons.storeId))
      .leftJoin(categories, eq(categories.id, coupons.categoryId));
  const flatten = (row: {
    coupon: CouponRow;
    storeName: string | null;
    categoryName: string | null;
    uses: number;
  }) => ({
    ...row.coupon,
    storeName: row.storeName,
    categoryName: row.categoryName,
    uses: row.uses,
  });

  return {
    async all(ex: Executor): Promise<AdminCouponRow[]> {
      return (await adminRows(ex).orderBy(desc(coupons.createdAt), desc(coupons.id))).map(flatten);
    },

    async find(ex: Executor, id: string): Promise<AdminCouponRow | null> {
      const [row] = await adminRows(ex).where(eq(coupons.id, id));
      return row ? flatten(row) : null;
    },

    async findByCode(ex: Executor, code: string): Promise<CouponRow | null> {
      const [row] = await ex.select().from(coupons).where(eq(coupons.code, code));
      return row ?? null;
    },

    /** Null when another coupon has the code. */
    async insert(tx: Tx, values: CouponValues): Promise<string | null> {
      const [row] = await tx
        .insert(coupons)
        .values(values)
        .onConflictDoNothing({ target: coupons.code })
        .returning({ id: coupons.id });
      return row?.id ?? null;
    },

    /** The coupon; with `lock`, held until the transaction ends (an edit, or counting its last uses). */
    async read(ex: Executor, id: string, options: { lock: boolean }): Promise<CouponRow | null> {
      const query = ex.select().from(coupons).where(eq(coupons.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async update(tx: Tx, id: string, values: Partial<CouponValues>): Promise<void> {
      await tx
        .update(coupons)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(coupons.id, id));
    },

    /** Whether a coupon other than `exceptId` has the code. */
    async isCodeTaken(ex: Executor, code: string, exceptId: string): Promise<boolean> {
      const [row] = await ex
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.code, code), sql`${coupons.id} <> ${exceptId}`));
      return row !== undefined;
    },

    /** Coupons running today that a cart at the store could take: every store's, this one's, and categories'. */
    async running(ex: Executor, today: string, storeId: string | null): Promise<CouponRow[]> {
      return ex
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.isActive, true),
            lte(coupons.validFrom, today),
            gte(coupons.validUntil, today),
            or(inArray(coupons.scope, ['platform', 'category']), storeId ? eq(coupons.storeId, storeId) : undefined),
            or(isNull(coupons.totalLimit), sql`${usesOf} < ${coupons.totalLimit}`),
          ),
        )
        .orderBy(coupons.minOrderPaise, coupons.code)
        .limit(20);
    },

    /** Live uses of the coupon: by this customer, and by everyone. */
    async uses(ex: Executor, couponId: string, userId: string): Promise<{ byCustomer: number; byAll: number }> {
      const [row] = await ex
        .select({
          byCustomer: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int`,
          byAll: sql<number>`count(*)::int`,
        })
        .from(couponRedemptions)
        .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
        .where(and(eq(couponRedemptions.couponId, couponId), notInArray(orders.status, COUPON_RETURNED_STATUSES)));
      return { byCustomer: row?.byCustomer ?? 0, byAll: row?.byAll ?? 0 };
    },

    /** Gives back the customer's uses of the coupon on orders that ended undelivered (their numbers come free). */
    async releaseEnded(tx: Tx, couponId: string, userId: string): Promise<void> {
      await tx.delete(couponRedemptions).where(
        and(
          eq(couponRedemptions.couponId, couponId),
          eq(couponRedemptions.userId, userId),
          inArray(
            couponRedemptions.orderId,
            subquery
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.userId, userId), inArray(orders.status, COUPON_RETURNED_STATUSES))),
          ),
        ),
      );
    },

    /**
     * Records the order's use under the customer's lowest free use number up to the limit. False when every
     * number is taken, including by a checkout committing at the same moment: the unique (coupon, customer,
     * use number) key makes the second insert wait for the first and then do nothing.
     */
    async redeem(
      tx: Tx,
      use: { orderId: string; couponId: string; userId: string; perUserLimit: number },
    ): Promise<boolean> {
      const taken = subquery
        .select({ n: couponRedemptions.useNumber })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, use.couponId), eq(couponRedemptions.userId, use.userId)));
      const inserted = await selectRows<{ order_id: string }>(
        tx,
        sql`
        insert into ${couponRedemptions} (order_id, coupon_id, user_id, use_number)
        select ${use.orderId}::uuid, ${use.couponId}::uuid, ${use.userId}, n
          from generate_series(1, ${use.perUserLimit}::int) as n
          where n not in (${taken})
          order by n limit 1
        on conflict do nothing
        returning order_id`,
      );
      return inserted.length === 1;
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
