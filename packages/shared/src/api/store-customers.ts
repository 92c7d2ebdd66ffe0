/** A store's customers: the people who ordered from it, and their orders there. */
import { z } from 'zod';
import { ZStoreCustomerDetail, ZStoreCustomerList, ZStoreCustomersQuery } from '../store-customers';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['store customers'];
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });

export const storeCustomersApi = {
  list: endpoint({
    method: 'GET',
    path: '/stores/:storeId/customers',
    access: access.storeCan('customers'),
    tags,
    summary: 'Customers with orders the store accepted: name, masked phone, orders, last order, total spent here',
    params: ZStoreParams,
    query: ZStoreCustomersQuery,
    responses: { 200: ZStoreCustomerList, ...ERROR_RESPONSES },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/stores/:storeId/customers/:customerId',
    access: access.storeCan('customers'),
    tags,
    summary: "One customer's figures and orders at this store only",
    params: ZStoreParams.extend({ customerId: z.uuid('Not a customer id') }),
    responses: { 200: ZStoreCustomerDetail, ...ERROR_RESPONSES },
  }),
};
