/** The customer's cart and checkout quotes, orders and their live stream, and the administrator's order settings. */
import { ZApiError } from '../errors';
import {
  ZAttachPrescription,
  ZCancelOrderRequest,
  ZCartQuoteRequest,
  ZCheckoutQuoteRequest,
  ZInvoice,
  ZOrderDetail,
  ZOrderList,
  ZOrderListQuery,
  ZPlaceOrderRequest,
  ZPlaceOrderResponse,
  ZQuote,
  ZRefundRequest,
} from '../orders/customer';
import { ZOrderParams } from '../orders/order-id';
import { ZPaymentRetryResponse } from '../orders/payment';
import { ZOrderSettings } from '../orders/settings';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['orders'];
const signedIn = access.signedIn;
const errors = ERROR_RESPONSES;
/** Room for a 2 MB photo as base64 */
const REFUND_LIMIT = 3 * 1024 * 1024;

export const ordersApi = {
  cartQuote: endpoint({
    method: 'POST',
    path: '/cart/quote',
    access: access.public,
    tags,
    summary: 'Re-prices the browser cart at a store: prices, stock, problems, bill and delivery options',
    body: ZCartQuoteRequest,
    responses: { 200: ZQuote, 400: ZApiError, 404: ZApiError },
  }),
  checkoutQuote: endpoint({
    method: 'POST',
    path: '/checkout/quote',
    access: signedIn,
    tags,
    summary: 'The cart priced for delivery to a saved address, with whatever stops checkout',
    body: ZCheckoutQuoteRequest,
    responses: { 200: ZQuote, ...errors },
  }),
  place: endpoint({
    method: 'POST',
    path: '/orders',
    access: signedIn,
    tags,
    summary:
      'Places an order (idempotent by idempotencyKey); 409 with a fresh quote when anything changed, or with the coded reason when its coupon no longer applies',
    body: ZPlaceOrderRequest,
    // 201 for a new order, 200 when the idempotency key replays one already placed
    responses: { 200: ZPlaceOrderResponse, 201: ZPlaceOrderResponse, ...errors, 413: ZApiError },
  }),
  list: endpoint({
    method: 'GET',
    path: '/orders',
    access: signedIn,
    tags,
    summary: "The caller's orders, newest first",
    query: ZOrderListQuery,
    responses: { 200: ZOrderList, 400: ZApiError, 401: ZApiError },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/orders/:orderId',
    access: signedIn,
    tags,
    summary: 'One of your orders: timeline, items, bill, delivery code',
    params: ZOrderParams,
    responses: { 200: ZOrderDetail, ...errors },
  }),
  /** Opened by the browser's EventSource (`apiUrl`); a 200 answer is `text/event-stream`, not JSON. */
  stream: endpoint({
    method: 'GET',
    path: '/orders/:orderId/stream',
    access: signedIn,
    tags,
    summary: 'Server-Sent Events: `order` whenever this order changes',
    params: ZOrderParams,
    responses: { 400: ZApiError, 401: ZApiError, 404: ZApiError },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/orders/:orderId/cancel',
    access: signedIn,
    tags,
    summary: 'Cancels an order until it is processing; stock is released and a payment refunded',
    params: ZOrderParams,
    body: ZCancelOrderRequest,
    responses: { 200: ZOrderDetail, ...errors },
  }),
  requestRefund: endpoint({
    method: 'POST',
    path: '/orders/:orderId/refund',
    access: signedIn,
    tags,
    summary: 'Reports a problem within 24 hours of delivery and asks for a refund',
    params: ZOrderParams,
    body: ZRefundRequest,
    bodyLimit: REFUND_LIMIT,
    responses: { 200: ZOrderDetail, ...errors, 413: ZApiError, 415: ZApiError },
  }),
  attachPrescription: endpoint({
    method: 'POST',
    path: '/orders/:orderId/prescription',
    access: signedIn,
    tags,
    summary: 'Attaches another of your prescriptions to a prescription order not yet accepted',
    params: ZOrderParams,
    body: ZAttachPrescription,
    responses: { 200: ZOrderDetail, ...errors },
  }),
  removePrescriptionItems: endpoint({
    method: 'POST',
    path: '/orders/:orderId/remove-prescription-items',
    access: signedIn,
    tags,
    summary: 'Removes the items needing a prescription from an order not yet accepted; the rest goes ahead',
    params: ZOrderParams,
    responses: { 200: ZOrderDetail, ...errors },
  }),
  retryPayment: endpoint({
    method: 'POST',
    path: '/orders/:orderId/payment',
    access: signedIn,
    tags,
    summary: 'Opens a new payment attempt for an unpaid order',
    params: ZOrderParams,
    responses: { 200: ZPaymentRetryResponse, ...errors },
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/orders/:orderId/invoice',
    access: signedIn,
    tags,
    summary: 'GST tax invoice of a delivered order',
    params: ZOrderParams,
    responses: { 200: ZInvoice, ...errors },
  }),
  settings: endpoint({
    method: 'GET',
    path: '/admin/settings/orders',
    access: access.admin,
    tags: ['admin'],
    summary: 'Acceptance window and cash-on-delivery limit',
    responses: { 200: ZOrderSettings, 401: ZApiError, 403: ZApiError },
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/admin/settings/orders',
    access: access.admin,
    tags: ['admin'],
    summary: 'Changes the acceptance window and cash-on-delivery limit',
    body: ZOrderSettings,
    responses: { 200: ZOrderSettings, 400: ZApiError, 401: ZApiError, 403: ZApiError },
  }),
};
