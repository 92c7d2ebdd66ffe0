/**
 * A store's customers, read from its own orders only (DPDP Act purpose limitation): a customer is an account
 * with an order this store accepted, and every figure comes from those orders. Orders at other stores, the
 * account's e-mail and its saved addresses are never read here.
 */
import type { TCustomerSort } from '@dawanow/shared/store-customers';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { orders } from '../../db/schema/orders';
import { orderItemCount } from '../orders/orders.repository';
import { isSale } from '../store-dashboard/store-figures';

/** The value on the customer's latest order here: people change their name or number between orders. */
const latest = <T>(column: AnyPgColumn) => sql<T>`(array_agg(${column} order by ${orders.createdAt} desc))[1]`;

const customerFields = {
  id: sql<string>`${orders.userId}`,
  name: latest<string>(orders.customerName),
  phone: latest<string | null>(orders.customerPhone),
  orders: sql<number>`count(*)::int`,
  lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
  totalSpentPaise: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${isSale}), 0)::int`,
};

const SORT_COLUMN: Record<TCustomerSort, SQL> = {
  name: sql`lower(${customerFields.name})`,
  orders: sql`count(*)`,
  lastOrder: sql`max(${orders.createdAt})`,
  totalSpent: customerFields.totalSpentPaise,
};

/** Orders that make someone this store's customer: ones it accepted (it held and answered them). */
const acceptedHere = (storeId: string) =>
  and(eq(orders.storeId, storeId), isNotNull(orders.acceptedAt), isNotNull(orders.userId));

export function createStoreCustomersRepository() {
  return {
    /**
     * One page of the store's customers. `search` is part of a name any of their orders here carried, or
     * `phoneEnding`: the last digits of a number one of them carried.
     */
    async list(
      ex: Executor,
      storeId: string,
      options: {
        search: { name: string } | { phoneEnding: string } | null;
        sort: TCustomerSort;
        direction: 'asc' | 'desc';
        limit: number;
        offset: number;
      },
    ) {
      const { search } = options;
      const matches = !search
        ? undefined
        : 'name' in search
          ? sql`bool_or(${orders.customerName} ilike ${containsPattern(search.name)})`
          : sql`bool_or(right(regexp_replace(${orders.customerPhone}, '\\D', '', 'g'), ${search.phoneEnding.length})
              = ${search.phoneEnding})`;
      const column = SORT_COLUMN[options.sort];
      return ex
        .select({ ...customerFields, total: sql<number>`count(*) over ()::int` })
        .from(orders)
        .where(acceptedHere(storeId))
        .groupBy(orders.userId)
        .having(matches)
        .orderBy(options.direction === 'asc' ? sql`${column} asc` : sql`${column} desc`, orders.userId)
        .limit(options.limit)
        .offset(options.offset);
    },

    async find(ex: Executor, storeId: string, userId: string) {
      const [row] = await ex
        .select(customerFields)
        .from(orders)
        .where(and(acceptedHere(storeId), eq(orders.userId, userId)))
        .groupBy(orders.userId);
      return row ?? null;
    },

    /** The customer's orders at this store, newest first. */
    orders(ex: Executor, storeId: string, userId: string, limit: number) {
      return ex
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          createdAt: orders.createdAt,
          totalPaise: orders.totalPaise,
          items: orderItemCount,
        })
        .from(orders)
        .where(and(acceptedHere(storeId), eq(orders.userId, userId)))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },
  };
}

export type StoreCustomersRepository = ReturnType<typeof createStoreCustomersRepository>;
export type StoreCustomerRow = NonNullable<Awaited<ReturnType<StoreCustomersRepository['find']>>>;
