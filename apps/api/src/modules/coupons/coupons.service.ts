/**
 * Offers and coupons (issue 17): the admin's coupons, each write audited in its own transaction; the
 * offers shown at a store; and the one place a coupon is judged against a cart — by the checkout quote,
 * and again inside the order's transaction, where the use is recorded under the customer's checkout lock
 * and the unique use number.
 */
import {
  couponDiscount,
  couponProblemText,
  couponRefusal,
  couponSummary,
  type TAdminCoupon,
  type TAppliedCoupon,
  type TCouponLine,
  type TCouponProblem,
  type TCouponRules,
  type ZCouponStatusChange,
  type ZCouponUpdate,
} from '@dawanow/shared/coupons';
import { indianToday } from '@dawanow/shared/dates';
import type { TOffer } from '@dawanow/shared/offers';
import type { z } from 'zod';
import { type Db, type Executor, readEach, type Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { OrdersRepository } from '../orders/orders.repository';
import type { AdminCouponRow, CouponRow, CouponsRepository, CouponValues } from './coupons.repository';

const notFound = () => new AppError('NOT_FOUND', 'There is no such coupon.');

/** What an administrator sets: the rules a cart is judged by, and what the audit log keeps. */
function rulesOf(row: CouponRow): TCouponRules & { isActive: boolean } {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffPaise: row.amountOffPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    minOrderPaise: row.minOrderPaise,
    isFirstOrderOnly: row.isFirstOrderOnly,
    perUserLimit: row.perUserLimit,
    totalLimit: row.totalLimit,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    scope: row.scope,
    storeId: row.storeId,
    categoryId: row.categoryId,
    isActive: row.isActive,
  };
}

function adminCouponOf(row: AdminCouponRow): TAdminCoupon {
  return {
    ...rulesOf(row),
    description: row.description,
    id: row.id,
    storeName: row.storeName,
    categoryName: row.categoryName,
    uses: row.uses,
    summary: couponSummary(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function offerOf(row: CouponRow): TOffer {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    summary: couponSummary(row),
    minOrderPaise: row.minOrderPaise,
    validUntil: row.validUntil,
    isFirstOrderOnly: row.isFirstOrderOnly,
  };
}

/** A cart as a coupon is judged on it. */
export type CouponCart = {
  userId: string;
  storeId: string;
  itemsTotalPaise: number;
  lines: readonly TCouponLine[];
};

/** A coupon judged against a cart: the discount per line when it applies, or why not. */
export type CouponVerdict =
  | { coupon: CouponRow; applied: TAppliedCoupon; lineDiscountsPaise: number[]; problem: null }
  | { coupon: CouponRow | null; applied: null; lineDiscountsPaise: null; problem: TCouponProblem };

/**
 * Placing an order refuses a coupon that no longer applies with the coded reason, which the checkout words in the
 * reader's language (issue 19), and its English for the coupon field of any other caller.
 */
export function couponRefused(problem: TCouponProblem): AppError {
  const message = couponProblemText(problem);
  return new AppError('COUPON_REFUSED', message, { couponProblem: problem, fields: { couponCode: message } });
}

export function createCouponsService(deps: {
  db: Db;
  repository: CouponsRepository;
  orders: Pick<OrdersRepository, 'hasLiveOrders'>;
  recordAdminAction: RecordAdminAction;
}) {
  const { db, repository, orders, recordAdminAction } = deps;

  async function found(ex: Executor, id: string): Promise<AdminCouponRow> {
    const row = await repository.find(ex, id);
    if (!row) throw notFound();
    return row;
  }

  const codeTaken = (code: string) => {
    const message = `Another coupon already has the code ${code}.`;
    return new AppError('VALIDATION_FAILED', message, { fields: { code: message } });
  };

  /** Someone saved the coupon since this administrator loaded it. */
  function assertUnchanged(row: CouponRow, expectedUpdatedAt: string): void {
    if (row.updatedAt.getTime() !== new Date(expectedUpdatedAt).getTime()) {
      throw new AppError('RECORD_CHANGED', 'This coupon was changed by someone else. Reload it and try again.', {
        updatedAt: row.updatedAt.toISOString(),
      });
    }
  }

  /** Judges the coupon against the cart; `tx` and `orderId` when the order is being placed. */
  async function judge(
    ex: Executor,
    coupon: CouponRow,
    cart: CouponCart,
    placing: { orderId: string } | null,
    now: Date,
  ): Promise<CouponVerdict> {
    const [uses, hasEarlierOrders] = await readEach(ex, [
      () => repository.uses(ex, coupon.id, cart.userId),
      () => orders.hasLiveOrders(ex, cart.userId, placing?.orderId ?? null),
    ]);
    const rules = rulesOf(coupon);
    const problem = couponRefusal(rules, {
      today: indianToday(now),
      storeId: cart.storeId,
      itemsTotalPaise: cart.itemsTotalPaise,
      lines: cart.lines,
      hasEarlierOrders,
      usesByCustomer: uses.byCustomer,
      usesByAll: uses.byAll,
    });
    if (problem) return { coupon, applied: null, lineDiscountsPaise: null, problem };
    const { discountPaise, lineDiscountsPaise } = couponDiscount(rules, cart.lines);
    return {
      coupon,
      applied: { code: coupon.code, title: coupon.title, discountPaise },
      lineDiscountsPaise,
      problem: null,
    };
  }

  return {
    async list(): Promise<{ coupons: TAdminCoupon[] }> {
      return { coupons: (await repository.all(db)).map(adminCouponOf) };
    },

    detail: async (id: string) => adminCouponOf(await found(db, id)),

    async create(actor: Actor, input: CouponValues): Promise<TAdminCoupon> {
      return db.transaction(async (tx) => {
        const id = await repository.insert(tx, input);
        if (!id) throw codeTaken(input.code);
        const row = await found(tx, id);
        await recordAdminAction(tx, {
          actor,
          action: 'coupon.created',
          subjectType: 'coupon',
          subjectId: id,
          before: null,
          after: rulesOf(row),
          reason: null,
        });
        return adminCouponOf(row);
      });
    },

    async update(actor: Actor, id: string, input: z.output<typeof ZCouponUpdate>): Promise<TAdminCoupon> {
      return db.transaction(async (tx) => {
        const before = await repository.read(tx, id, { lock: true });
        if (!before) throw notFound();
        assertUnchanged(before, input.expectedUpdatedAt);
        if (await repository.isCodeTaken(tx, input.coupon.code, id)) throw codeTaken(input.coupon.code);
        await repository.update(tx, id, input.coupon);
        const after = await found(tx, id);
        await recordAdminAction(tx, {
          actor,
          action: 'coupon.updated',
          subjectType: 'coupon',
          subjectId: id,
          before: rulesOf(before),
          after: rulesOf(after),
          reason: null,
        });
        return adminCouponOf(after);
      });
    },

    async setStatus(actor: Actor, id: string, input: z.output<typeof ZCouponStatusChange>): Promise<TAdminCoupon> {
      return db.transaction(async (tx) => {
        const before = await repository.read(tx, id, { lock: true });
        if (!before) throw notFound();
        assertUnchanged(before, input.expectedUpdatedAt);
        await repository.update(tx, id, { isActive: input.isActive });
        const after = await found(tx, id);
        await recordAdminAction(tx, {
          actor,
          action: input.isActive ? 'coupon.resumed' : 'coupon.paused',
          subjectType: 'coupon',
          subjectId: id,
          before: { isActive: before.isActive },
          after: { isActive: after.isActive },
          reason: null,
        });
        return adminCouponOf(after);
      });
    },

    async offers(storeId: string | null, now = new Date()): Promise<{ offers: TOffer[] }> {
      return { offers: (await repository.running(db, indianToday(now), storeId)).map(offerOf) };
    },

    /**
     * What a coupon asks an order's items to reach, for lines leaving a placed order: as the coupon says today
     * (orders keep their discount, not the coupon's rules).
     */
    async minimumOrder(ex: Executor, code: string): Promise<number> {
      return (await repository.findByCode(ex, code))?.minOrderPaise ?? 0;
    },

    /** The checkout quote's view of a coupon code on a cart. */
    async forCart(ex: Executor, code: string, cart: CouponCart, now = new Date()): Promise<CouponVerdict> {
      const coupon = await repository.findByCode(ex, code);
      if (!coupon) {
        const problem: TCouponProblem = { code: 'unknown', values: { coupon: code } };
        return { coupon: null, applied: null, lineDiscountsPaise: null, problem };
      }
      return judge(ex, coupon, cart, null, now);
    },

    /**
     * Inside the order's transaction, after the customer's checkout lock: uses of orders that ended undelivered
     * come back, a coupon with a total limit is locked while its uses are counted, the coupon is judged again
     * and the use recorded. Any refusal undoes the whole order.
     */
    async redeem(tx: Tx, couponId: string, cart: CouponCart, orderId: string, now = new Date()): Promise<void> {
      // Only a total limit needs the coupon's row held: every customer's checkout counts the same uses. Others
      // leave it unlocked, so a popular coupon does not make all checkouts wait on each other.
      const unlocked = await repository.read(tx, couponId, { lock: false });
      const coupon = unlocked?.totalLimit ? await repository.read(tx, couponId, { lock: true }) : unlocked;
      if (!coupon) throw new AppError('CONFLICT', 'This coupon no longer exists. Remove it and try again.');
      await repository.releaseEnded(tx, coupon.id, cart.userId);
      const verdict = await judge(tx, coupon, cart, { orderId }, now);
      if (verdict.problem) throw couponRefused(verdict.problem);
      const recorded = await repository.redeem(tx, {
        orderId,
        couponId: coupon.id,
        userId: cart.userId,
        perUserLimit: coupon.perUserLimit,
      });
      // Another checkout of the same customer took the last use first
      if (!recorded) {
        throw couponRefused({ code: 'used_up', values: { coupon: coupon.code, count: coupon.perUserLimit } });
      }
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
