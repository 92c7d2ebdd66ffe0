/**
 * What the admin panel reads of orders across the whole marketplace: the list (keyset pages in time order,
 * every filter served by an index — docs/decisions.md), one order's offers and payment attempts, and the
 * pharmacies' names for the filters. Orders change through the orders module's lifecycle, never here.
 */
import type { TOrderSearch } from '@dawanow/shared/admin-orders';
import { addDays } from '@dawanow/shared/dates';
import type { TPaymentStatus } from '@dawanow/shared/orders/payment';
import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import { containsPattern } from '../../db/like-pattern';
import { profiles, users } from '../../db/schema/auth';
import { orderOffers, orders } from '../../db/schema/orders';
import { paymentRefunds, payments } from '../../db/schema/payments';
import { stores } from '../../db/schema/stores';
import { startOfIndianDate } from '../store-dashboard/store-figures';

export type AdminOrderFilter = {
  search: TOrderSearch | null;
  status?: string | undefined;
  storeId?: string | undefined;
  city?: string | null | undefined;
  paymentMethod?: string | undefined;
  paymentStatus?: TPaymentStatus | undefined;
  refundStatus?: 'failed' | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * An order's payment as the customer and the store see it (order-views' `paymentStatus`), in SQL: cash counts as
 * paid once delivered; online, the latest attempt's state, "pending" until the gateway answers.
 */
const paymentStatus = sql<TPaymentStatus>`case when ${orders.paymentMethod} = 'cod'
  then case when ${orders.deliveredAt} is null then 'not_required' else 'paid' end
  else coalesce((select case when p.status = 'created' then 'pending' else p.status end from ${payments} p
    where p.order_id = ${orders.id} order by p.created_at desc limit 1), 'pending') end`;

const listColumns = {
  id: orders.id,
  micros: timeMicros(orders.createdAt),
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  storeId: orders.storeId,
  storeName: stores.name,
  storeCity: stores.city,
  totalPaise: orders.totalPaise,
  paymentMethod: orders.paymentMethod,
  paymentStatus,
  deliveryMode: orders.deliveryMode,
  rxRequired: orders.rxRequired,
};

function searchCondition(search: TOrderSearch | null): SQL | undefined {
  if (!search) return undefined;
  if ('orderNumber' in search) return eq(orders.number, search.orderNumber);
  // Through the customer's account (orders_user_idx): the account's phone now, or its e-mail
  const customer =
    'phone' in search
      ? sql`select ${profiles.id} from ${profiles} where ${profiles.phone} = ${search.phone}`
      : sql`select ${users.id} from ${users} where ${users.email} = ${search.email}`;
  return sql`${orders.userId} in (${customer})`;
}

function conditions(filter: AdminOrderFilter): (SQL | undefined)[] {
  return [
    searchCondition(filter.search),
    filter.status ? eq(orders.status, filter.status as (typeof orders.status)['_']['data']) : undefined,
    filter.storeId ? eq(orders.storeId, filter.storeId) : undefined,
    // As the store list spells it (the filter offers those): the planner's statistics then know how common it is
    filter.city ? eq(stores.city, filter.city) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod as 'online' | 'cod') : undefined,
    filter.paymentStatus ? sql`${paymentStatus} = ${filter.paymentStatus}` : undefined,
    // From the few failed refunds (their partial index) to their orders
    filter.refundStatus
      ? sql`${orders.id} in (select ${payments.orderId} from ${payments} join ${paymentRefunds}
          on ${paymentRefunds.paymentId} = ${payments.id} where ${paymentRefunds.status} = ${filter.refundStatus})`
      : undefined,
    filter.from ? gte(orders.createdAt, startOfIndianDate(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, startOfIndianDate(addDays(filter.to, 1))) : undefined,
  ];
}

export function createAdminOrdersRepository() {
  return {
    /** At most `limit` orders after `after` (the previous page's last), newest or oldest first. */
    list(
      ex: Executor,
      filter: AdminOrderFilter,
      page: { after: TimePosition | null; limit: number; sort: 'newest' | 'oldest' },
    ) {
      const direction = page.sort === 'newest' ? 'desc' : 'asc';
      const by = direction === 'desc' ? desc : asc;
      return ex
        .select(listColumns)
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(and(...conditions(filter), afterPosition(orders.createdAt, orders.id, page.after, direction)))
        .orderBy(by(orders.createdAt), by(orders.id))
        .limit(page.limit);
    },

    /** Every pharmacy the order was offered to, in order, with how it answered. */
    offers(ex: Executor, orderId: string) {
      return ex
        .select({
          storeId: orderOffers.storeId,
          storeName: stores.name,
          offeredAt: orderOffers.offeredAt,
          expiresAt: orderOffers.expiresAt,
          outcome: orderOffers.outcome,
          reason: orderOffers.reason,
          decidedAt: orderOffers.decidedAt,
        })
        .from(orderOffers)
        .innerJoin(stores, eq(stores.id, orderOffers.storeId))
        .where(eq(orderOffers.orderId, orderId))
        .orderBy(asc(orderOffers.id));
    },

    /** Every attempt to pay the order online, oldest first, with the refunds taken from each. */
    async payments(ex: Executor, orderId: string) {
      const attempts = await ex
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt));
      const refunds =
        attempts.length === 0
          ? []
          : await ex
              .select()
              .from(paymentRefunds)
              .where(
                inArray(
                  paymentRefunds.paymentId,
                  attempts.map((attempt) => attempt.id),
                ),
              )
              .orderBy(asc(paymentRefunds.createdAt));
      return attempts.map((attempt) => ({
        ...attempt,
        refunds: refunds.filter((refund) => refund.paymentId === attempt.id),
      }));
    },

    async customerEmail(ex: Executor, userId: string | null): Promise<string | null> {
      if (!userId) return null;
      const [row] = await ex.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** Pharmacies whose name contains `text` (all of them, by name, when empty), and every city with one. */
    async storeLookup(ex: Executor, text: string | null) {
      const [found, cities] = await Promise.all([
        ex
          .select({ id: stores.id, name: stores.name, city: stores.city })
          .from(stores)
          .where(text ? ilike(stores.name, containsPattern(text)) : undefined)
          .orderBy(asc(stores.name))
          .limit(20),
        ex.selectDistinct({ city: stores.city }).from(stores).orderBy(asc(stores.city)),
      ]);
      return { stores: found, cities: cities.map((row) => row.city) };
    },
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
export type AdminOrderListRow = Awaited<ReturnType<AdminOrdersRepository['list']>>[number];
