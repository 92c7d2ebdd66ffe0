import { ZOrderId } from '@dawanow/shared/orders/customer';
import {
  ZDeliverRequest,
  ZRefundDecision,
  ZRejectOrderRequest,
  ZStoreOrderDetail,
  ZStoreOrderList,
  ZStoreOrderListQuery,
  ZStoreStatusUpdate,
} from '@dawanow/shared/orders/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actorOf } from '../../lib/access';
import { ERROR_RESPONSES } from '../../lib/errors';
import type { OpenStream } from '../../lib/event-stream';
import type { OrderChanges } from '../../lib/order-changes';
import type { StoreOrdersService } from './store-orders.service';

const errors = ERROR_RESPONSES;
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });
const ZStoreOrderParams = ZStoreParams.extend({ orderId: ZOrderId });
// Every member of the pharmacy works the order queue.
const staff = access.store(['store_admin', 'store_manager', 'store_staff']);

export const storeOrdersRoutes: FastifyPluginAsyncZod<{
  storeOrders: StoreOrdersService;
  changes: OrderChanges;
  openStream: OpenStream;
}> = async (app, { storeOrders, changes, openStream }) => {
  app.get(
    '/stores/:storeId/orders',
    {
      config: { access: staff },
      schema: {
        tags: ['store orders'],
        summary: 'Incoming (with acceptance deadline), active (with fulfilment deadline) or completed orders',
        params: ZStoreParams,
        querystring: ZStoreOrderListQuery,
        response: { 200: ZStoreOrderList, ...errors },
      },
    },
    async (request) => storeOrders.list(request.params.storeId, request.query.view, request.query.page),
  );

  app.get(
    '/stores/:storeId/orders/stream',
    {
      config: { access: staff },
      schema: {
        tags: ['store orders'],
        summary: 'Server-Sent Events: `order` whenever an order offered to or held by the store changes',
        params: ZStoreParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { storeId } = request.params;
      openStream(request, reply, (send) =>
        changes.subscribe((change) => {
          if (change.storeId === storeId) send('order', change);
        }),
      );
    },
  );

  app.get(
    '/stores/:storeId/orders/:orderId',
    {
      config: { access: staff },
      schema: {
        tags: ['store orders'],
        summary: 'One order at the store: items with batches, customer, address, prescription, deadlines',
        params: ZStoreOrderParams,
        response: { 200: ZStoreOrderDetail, ...errors },
      },
    },
    async (request) => storeOrders.detail(request.params.storeId, request.params.orderId),
  );

  app.get(
    '/stores/:storeId/orders/:orderId/refund-photo',
    {
      config: { access: staff },
      schema: {
        tags: ['store orders'],
        summary: 'The photo a customer sent with a refund request (private, never cached)',
        params: ZStoreOrderParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { photo, photo_type } = await storeOrders.refundPhoto(request.params.storeId, request.params.orderId);
      return reply.header('cache-control', 'private, no-store').type(photo_type).send(photo);
    },
  );

  app.post(
    '/stores/:storeId/orders/:orderId/accept',
    {
      config: { access: staff },
      schema: {
        tags: ['store orders'],
        summary: 'Accepts an offered order within the window (placed → processing)',
        params: ZStoreOrderParams,
        response: { 200: ZStoreOrderDetail, ...errors },
      },
    },
    async (request) => storeOrders.accept(actorOf(request), request.params.storeId, request.params.orderId),
  );

  app.post(
    '/stores/:storeId/orders/:orderId/reject',
    {
      config: { access: staff },
      schema: {
        tags: ['store orders'],
        summary: 'Declines an offered order; it goes to the next nearest pharmacy with stock',
        params: ZStoreOrderParams,
        body: ZRejectOrderRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await storeOrders.reject(actorOf(request), request.params.storeId, request.params.orderId, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/stores/:storeId/orders/:orderId/status',
    {
      config: { access: staff },
      schema: {
        tags: ['store orders'],
        summary: 'Marks an accepted order packed, then out for delivery',
        params: ZStoreOrderParams,
        body: ZStoreStatusUpdate,
        response: { 200: ZStoreOrderDetail, ...errors },
      },
    },
    async (request) =>
      storeOrders.advance(actorOf(request), request.params.storeId, request.params.orderId, request.body.status),
  );

  app.post(
    '/stores/:storeId/orders/:orderId/deliver',
    {
      config: { access: staff },
      schema: {
        tags: ['store orders'],
        summary: "Marks an order delivered against the customer's 4-digit code",
        params: ZStoreOrderParams,
        body: ZDeliverRequest,
        response: { 200: ZStoreOrderDetail, ...errors },
      },
    },
    async (request) =>
      storeOrders.deliver(actorOf(request), request.params.storeId, request.params.orderId, request.body.otp),
  );

  app.post(
    '/stores/:storeId/orders/:orderId/refund',
    {
      // Refunds move money: owners, admins and managers decide, not every staff member.
      config: { access: access.store(['store_admin', 'store_manager']) },
      schema: {
        tags: ['store orders'],
        summary: 'Approves (pickup), declines or completes a refund request',
        params: ZStoreOrderParams,
        body: ZRefundDecision,
        response: { 200: ZStoreOrderDetail, ...errors },
      },
    },
    async (request) =>
      storeOrders.refundDecision(
        actorOf(request),
        request.params.storeId,
        request.params.orderId,
        request.body.decision,
        request.body.note ?? null,
      ),
  );
};
