/** The store panel's order queue: incoming offers, orders in hand, the live feed and refund decisions. */
import { z } from 'zod';
import { ZOrderId } from '../orders/order-id';
import {
  ZDeliverRequest,
  ZRefundDecision,
  ZRejectOrderRequest,
  ZStoreOrderDetail,
  ZStoreOrderList,
  ZStoreOrderListQuery,
  ZStoreStatusUpdate,
} from '../orders/store';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['store orders'];
const errors = ERROR_RESPONSES;
// Every member of the pharmacy works the order queue.
const staff = access.storeCan('orders');
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });
const ZStoreOrderParams = ZStoreParams.extend({ orderId: ZOrderId });

export const storeOrdersApi = {
  list: endpoint({
    method: 'GET',
    path: '/stores/:storeId/orders',
    access: staff,
    tags,
    summary: 'Incoming (with acceptance deadline), active (with fulfilment deadline) or completed orders',
    params: ZStoreParams,
    query: ZStoreOrderListQuery,
    responses: { 200: ZStoreOrderList, ...errors },
  }),
  /** An event stream, opened by the browser's EventSource: it has no JSON answer. */
  stream: endpoint({
    method: 'GET',
    path: '/stores/:storeId/orders/stream',
    access: staff,
    tags,
    summary: 'Server-Sent Events: `order` whenever an order offered to or held by the store changes',
    params: ZStoreParams,
    responses: errors,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/stores/:storeId/orders/:orderId',
    access: staff,
    tags,
    summary: 'One order at the store: items with batches, customer, address, prescription, deadlines',
    params: ZStoreOrderParams,
    responses: { 200: ZStoreOrderDetail, ...errors },
  }),
  /** The photo's bytes, opened by the browser as a link. */
  refundPhoto: endpoint({
    method: 'GET',
    path: '/stores/:storeId/orders/:orderId/refund-photo',
    access: staff,
    tags,
    summary: 'The photo a customer sent with a refund request (private, never cached)',
    params: ZStoreOrderParams,
    responses: { 200: z.any(), ...errors },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/stores/:storeId/orders/:orderId/accept',
    access: staff,
    tags,
    summary: 'Accepts an offered order within the window (placed → processing)',
    params: ZStoreOrderParams,
    responses: { 200: ZStoreOrderDetail, ...errors },
  }),
  reject: endpoint({
    method: 'POST',
    path: '/stores/:storeId/orders/:orderId/reject',
    access: staff,
    tags,
    summary: 'Declines an offered order; it goes to the next nearest pharmacy with stock',
    params: ZStoreOrderParams,
    body: ZRejectOrderRequest,
    responses: { 204: z.null(), ...errors },
  }),
  advance: endpoint({
    method: 'POST',
    path: '/stores/:storeId/orders/:orderId/status',
    access: staff,
    tags,
    summary: 'Marks an accepted order packed, then out for delivery',
    params: ZStoreOrderParams,
    body: ZStoreStatusUpdate,
    responses: { 200: ZStoreOrderDetail, ...errors },
  }),
  deliver: endpoint({
    method: 'POST',
    path: '/stores/:storeId/orders/:orderId/deliver',
    access: staff,
    tags,
    summary: "Marks an order delivered against the customer's 4-digit code",
    params: ZStoreOrderParams,
    body: ZDeliverRequest,
    responses: { 200: ZStoreOrderDetail, ...errors },
  }),
  refund: endpoint({
    method: 'POST',
    path: '/stores/:storeId/orders/:orderId/refund',
    // Refunds move money: only owners and admins decide (the permission table; managers did until issue 14).
    access: access.storeCan('money'),
    tags,
    summary: 'Approves (pickup), declines or completes a refund request',
    params: ZStoreOrderParams,
    body: ZRefundDecision,
    responses: { 200: ZStoreOrderDetail, ...errors },
  }),
};
