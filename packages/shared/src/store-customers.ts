/**
 * A store's customers (`/store/customers`): only people who ordered from this store, and only what their orders
 * here show. DPDP Act purpose limitation: nothing about their orders at other stores, and no full phone number,
 * e-mail or address on the list (docs/decisions.md, "A store's customers").
 */
import { z } from 'zod';
import { ZOrderStatus } from './orders/status';
import { optionalText } from './text';

export const CUSTOMER_SORTS = ['name', 'orders', 'lastOrder', 'totalSpent'] as const;
export type TCustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMERS_PAGE_SIZE = 20;

export const ZStoreCustomersQuery = z.object({
  /** A name (any part) or the last digits of the phone number */
  q: optionalText({ label: 'Search', max: 60 }),
  sort: z.enum(CUSTOMER_SORTS).default('lastOrder'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int('Pages are whole numbers').min(1).max(10_000).default(1),
});
export type TStoreCustomersQuery = z.input<typeof ZStoreCustomersQuery>;

export const ZStoreCustomer = z.object({
  id: z.uuid(),
  /** As on their latest order at this store */
  name: z.string(),
  /** "+91 98••• ••321", never the whole number */
  maskedPhone: z.string().nullable(),
  /** Orders this store accepted */
  orders: z.int(),
  lastOrderAt: z.iso.datetime(),
  /** Accepted orders that were neither cancelled nor refunded: money the store kept */
  totalSpentPaise: z.int(),
});
export type TStoreCustomer = z.infer<typeof ZStoreCustomer>;

export const ZStoreCustomerList = z.object({
  customers: z.array(ZStoreCustomer),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type TStoreCustomerList = z.infer<typeof ZStoreCustomerList>;

export const ZStoreCustomerOrder = z.object({
  id: z.uuid(),
  number: z.string(),
  status: ZOrderStatus,
  placedAt: z.iso.datetime(),
  totalPaise: z.int(),
  items: z.int(),
});

export const ZStoreCustomerDetail = z.object({
  customer: ZStoreCustomer,
  /** Their orders at this store, newest first */
  orders: z.array(ZStoreCustomerOrder),
});
export type TStoreCustomerDetail = z.infer<typeof ZStoreCustomerDetail>;
