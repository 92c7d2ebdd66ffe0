/** The store panel's dashboard and its "accepting orders" switch. */
import { z } from 'zod';
import { ZAcceptingOrders, ZAcceptingOrdersUpdate, ZStoreDashboard } from '../store-dashboard';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['store dashboard'];
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });

export const storeDashboardApi = {
  dashboard: endpoint({
    method: 'GET',
    path: '/stores/:storeId/dashboard',
    // Every member sees the day's queue; the figures are the store's own.
    access: access.storeCan('orders'),
    tags,
    summary: "The store's day: orders, sales, queues with their clocks, partner figures, stock alerts, 14-day sales",
    params: ZStoreParams,
    responses: { 200: ZStoreDashboard, ...ERROR_RESPONSES },
  }),
  accepting: endpoint({
    method: 'POST',
    path: '/stores/:storeId/accepting',
    // Pausing the shop turns customers away: owners, admins and managers decide, not every staff member.
    access: access.storeCan('prices'),
    tags,
    summary: 'Starts or stops taking new orders (customers see a paused store as not serviceable)',
    params: ZStoreParams,
    body: ZAcceptingOrdersUpdate,
    responses: { 200: ZAcceptingOrders, ...ERROR_RESPONSES },
  }),
};
