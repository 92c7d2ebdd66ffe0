/** `/store/customers`: who ordered from this store, what they spent here, and their orders here (nothing else). */
import { maskIndianMobile } from '@dawanow/shared/india';
import {
  CUSTOMERS_PAGE_SIZE,
  type TStoreCustomer,
  type TStoreCustomerDetail,
  type TStoreCustomerList,
  type ZStoreCustomersQuery,
} from '@dawanow/shared/store-customers';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { StoreCustomerRow, StoreCustomersRepository } from './store-customers.repository';

/** A customer's page lists this many of their orders here; a pharmacy's regulars rarely pass it. */
const DETAIL_ORDERS_LIMIT = 100;

/** The list shows the number masked; the full one is on each order, where the delivery needs it. */
function customerView(row: StoreCustomerRow): TStoreCustomer {
  const { phone, lastOrderAt, ...rest } = row;
  return { ...rest, maskedPhone: maskIndianMobile(phone), lastOrderAt: lastOrderAt.toISOString() };
}

/** Up to four digits are the end of a phone number; anything else is part of a name. */
function searchOf(q: string | null | undefined) {
  if (!q) return null;
  return /^\d{1,4}$/.test(q) ? { phoneEnding: q } : { name: q };
}

export function createStoreCustomersService(deps: { db: Db; repository: StoreCustomersRepository }) {
  const { db, repository } = deps;
  return {
    async list(storeId: string, query: z.output<typeof ZStoreCustomersQuery>): Promise<TStoreCustomerList> {
      const rows = await repository.list(db, storeId, {
        search: searchOf(query.q),
        sort: query.sort,
        direction: query.direction,
        limit: CUSTOMERS_PAGE_SIZE,
        offset: (query.page - 1) * CUSTOMERS_PAGE_SIZE,
      });
      return {
        customers: rows.map(({ total: _total, ...row }) => customerView(row)),
        total: rows[0]?.total ?? 0,
        page: query.page,
        pageSize: CUSTOMERS_PAGE_SIZE,
      };
    },

    async detail(storeId: string, customerId: string): Promise<TStoreCustomerDetail> {
      const [customer, orders] = await Promise.all([
        repository.find(db, storeId, customerId),
        repository.orders(db, storeId, customerId, DETAIL_ORDERS_LIMIT),
      ]);
      // Someone who never ordered here is not this store's customer, whoever they are elsewhere.
      if (!customer) throw new AppError('NOT_FOUND', 'This person has no orders at your store.');
      return {
        customer: customerView(customer),
        orders: orders.map(({ createdAt, ...order }) => ({ ...order, placedAt: createdAt.toISOString() })),
      };
    },
  };
}

export type StoreCustomersService = ReturnType<typeof createStoreCustomersService>;
