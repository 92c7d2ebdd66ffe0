/** Live tracking (issue 17): the customer's view of an order on its way, and the courier's phone sharing it. */
import { z } from 'zod';
import { ZOrderId, ZOrderParams } from '../orders/order-id';
import { ZDeliveryTeam, ZOrderTracking, ZPositionReport } from '../orders/tracking';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['order tracking'];
const errors = ERROR_RESPONSES;
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });

export const orderTrackingApi = {
  customer: endpoint({
    method: 'GET',
    path: '/orders/:orderId/tracking',
    access: access.signedIn,
    tags,
    summary: 'One of your orders on its way: arriving by, who is delivering (name only) and where they are',
    params: ZOrderParams,
    responses: { 200: ZOrderTracking, ...errors },
  }),
  deliveryTeam: endpoint({
    method: 'GET',
    path: '/stores/:storeId/delivery-team',
    // Whoever sends an order out picks who takes it
    access: access.storeCan('orders'),
    tags,
    summary: "The pharmacy's members who can take an order out, with the mobile number on their profile",
    params: ZStoreParams,
    responses: { 200: ZDeliveryTeam, ...errors },
  }),
  reportPosition: endpoint({
    method: 'POST',
    path: '/stores/:storeId/orders/:orderId/position',
    // Any member may call; only the member recorded as delivering the order is heard (the service checks)
    access: access.storeCan('orders'),
    tags,
    summary: "The delivering member's phone shares where it is, while the order is out for delivery",
    params: ZStoreParams.extend({ orderId: ZOrderId }),
    body: ZPositionReport,
    responses: { 204: z.null(), ...errors },
  }),
};
