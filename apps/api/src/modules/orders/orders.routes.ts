import { ZApiError } from '@dawanow/shared/errors';
import {
  ZAttachPrescription,
  ZCancelOrderRequest,
  ZCartQuoteRequest,
  ZCheckoutQuoteRequest,
  ZInvoice,
  ZOrderDetail,
  ZOrderList,
  ZOrderListQuery,
  ZOrderParams,
  ZPlaceOrderRequest,
  ZPlaceOrderResponse,
  ZQuote,
  ZRefundRequest,
} from '@dawanow/shared/orders/customer';
import { ZPaymentRetryResponse } from '@dawanow/shared/orders/payment';
import { ZOrderSettings } from '@dawanow/shared/orders/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, actorOf } from '../../lib/access';
import { ERROR_RESPONSES } from '../../lib/errors';
import type { OpenStream } from '../../lib/event-stream';
import type { OrderChanges } from '../../lib/order-changes';
import type { OrderSettingsService } from './order-settings.service';
import type { OrdersService } from './orders.service';

const errors = ERROR_RESPONSES;

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  settings: OrderSettingsService;
  changes: OrderChanges;
  openStream: OpenStream;
}> = async (app, { orders, settings, changes, openStream }) => {
  app.post(
    '/cart/quote',
    {
      config: { access: access.public },
      schema: {
        tags: ['orders'],
        summary: 'Re-prices the browser cart at a store: prices, stock, problems, bill and delivery options',
        body: ZCartQuoteRequest,
        response: { 200: ZQuote, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => orders.cartQuote(request.body),
  );

  app.post(
    '/checkout/quote',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'The cart priced for delivery to a saved address, with whatever stops checkout',
        body: ZCheckoutQuoteRequest,
        response: { 200: ZQuote, ...errors },
      },
    },
    async (request) => orders.checkoutQuote(actorOf(request), request.body),
  );

  app.post(
    '/orders',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'Places an order (idempotent by idempotencyKey); 409 with a fresh quote when anything changed',
        body: ZPlaceOrderRequest,
        response: { 200: ZPlaceOrderResponse, 201: ZPlaceOrderResponse, ...errors, 413: ZApiError },
      },
    },
    async (request, reply) => {
      const { created, ...placed } = await orders.place(actorOf(request), request.body);
      return reply.status(created ? 201 : 200).send(placed);
    },
  );

  app.get(
    '/orders',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first",
        querystring: ZOrderListQuery,
        response: { 200: ZOrderList, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => orders.list(actorOf(request), request.query.page),
  );

  app.get(
    '/orders/:orderId',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'One of your orders: timeline, items, bill, delivery code',
        params: ZOrderParams,
        response: { 200: ZOrderDetail, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orders.detail(actorOf(request), request.params.orderId);
    },
  );

  app.get(
    '/orders/:orderId/stream',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'Server-Sent Events: `order` whenever this order changes',
        params: ZOrderParams,
        response: { 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      await orders.assertOwner(actorOf(request), orderId);
      openStream(request, reply, (send) =>
        changes.subscribe((change) => {
          if (change.orderId === orderId) send('order', change);
        }),
      );
    },
  );

  app.post(
    '/orders/:orderId/cancel',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'Cancels an order until it is processing; stock is released and a payment refunded',
        params: ZOrderParams,
        body: ZCancelOrderRequest,
        response: { 200: ZOrderDetail, ...errors },
      },
    },
    async (request) => orders.cancel(actorOf(request), request.params.orderId, request.body.reason),
  );

  app.post(
    '/orders/:orderId/refund',
    {
      // Room for a 2 MB photo as base64
      bodyLimit: 3 * 1024 * 1024,
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'Reports a problem within 24 hours of delivery and asks for a refund',
        params: ZOrderParams,
        body: ZRefundRequest,
        response: { 200: ZOrderDetail, ...errors, 413: ZApiError, 415: ZApiError },
      },
    },
    async (request) => orders.requestRefund(actorOf(request), request.params.orderId, request.body),
  );

  app.post(
    '/orders/:orderId/prescription',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'Attaches another of your prescriptions to a prescription order not yet accepted',
        params: ZOrderParams,
        body: ZAttachPrescription,
        response: { 200: ZOrderDetail, ...errors },
      },
    },
    async (request) => orders.attachPrescription(actorOf(request), request.params.orderId, request.body.prescriptionId),
  );

  app.post(
    '/orders/:orderId/remove-prescription-items',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'Removes the items needing a prescription from an order not yet accepted; the rest goes ahead',
        params: ZOrderParams,
        response: { 200: ZOrderDetail, ...errors },
      },
    },
    async (request) => orders.removePrescriptionItems(actorOf(request), request.params.orderId),
  );

  app.post(
    '/orders/:orderId/payment',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'Opens a new payment attempt for an unpaid order',
        params: ZOrderParams,
        response: { 200: ZPaymentRetryResponse, ...errors },
      },
    },
    async (request) => ({ redirectTo: await orders.retryPayment(actorOf(request), request.params.orderId) }),
  );

  app.get(
    '/orders/:orderId/invoice',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'GST tax invoice of a delivered order',
        params: ZOrderParams,
        response: { 200: ZInvoice, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orders.invoice(actorOf(request), request.params.orderId);
    },
  );

  app.get(
    '/admin/settings/orders',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin'],
        summary: 'Acceptance window and cash-on-delivery limit',
        response: { 200: ZOrderSettings, 401: ZApiError, 403: ZApiError },
      },
    },
    async () => settings.read(),
  );

  app.put(
    '/admin/settings/orders',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin'],
        summary: 'Changes the acceptance window and cash-on-delivery limit',
        body: ZOrderSettings,
        response: { 200: ZOrderSettings, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => settings.write(request.body),
  );
};
