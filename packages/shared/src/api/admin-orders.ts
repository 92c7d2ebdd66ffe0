/** The admin panel's orders: the marketplace-wide list and its CSV, one order's record, and interventions. */
import { z } from 'zod';
import {
  ZAdminCancelOrder,
  ZAdminOrderDetail,
  ZAdminOrderFilters,
  ZAdminOrderPage,
  ZAdminOrderQuery,
  ZAdminReassignOrder,
  ZAdminRefundDecision,
  ZAdminRefundParams,
  ZAdminRetryRefund,
  ZReassignCandidates,
  ZStoreLookup,
  ZStoreLookupQuery,
} from '../admin-orders';
import { ZOrderParams } from '../orders/order-id';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['admin'];
const errors = ERROR_RESPONSES;

export const adminOrdersApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/orders',
    access: access.admin,
    tags,
    summary: 'Every order, by number, customer phone or e-mail, state, pharmacy, city, payment and days (IST)',
    query: ZAdminOrderQuery,
    responses: { 200: ZAdminOrderPage, ...errors },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/orders/export',
    access: access.admin,
    tags,
    summary: 'The filtered order list as CSV (at most 10,000 orders), formula-looking cells neutralised',
    query: ZAdminOrderFilters,
    responses: { 200: z.string(), ...errors },
  }),
  /** Pharmacies by name for the filters (orders, prescriptions) that take a pharmacy. */
  storeLookup: endpoint({
    method: 'GET',
    path: '/admin/store-lookup',
    access: access.admin,
    tags,
    summary: 'Pharmacies whose name contains the text (20 at most), and every city with a pharmacy',
    query: ZStoreLookupQuery,
    responses: { 200: ZStoreLookup, ...errors },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/orders/:orderId',
    access: access.admin,
    tags,
    summary: 'One order: timeline, offers, payments and refunds, prescription, invoice and what can be done now',
    params: ZOrderParams,
    responses: { 200: ZAdminOrderDetail, ...errors },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/admin/orders/:orderId/cancel',
    access: access.admin,
    tags,
    summary: 'Cancels an order not yet delivered: stock back on the shelf, online payment refunded; audited',
    params: ZOrderParams,
    body: ZAdminCancelOrder,
    responses: { 200: ZAdminOrderDetail, ...errors },
  }),
  reassignCandidates: endpoint({
    method: 'GET',
    path: '/admin/orders/:orderId/reassign-candidates',
    access: access.admin,
    tags,
    summary: 'Pharmacies open and taking orders near the address, nearest first, and whether each has every item',
    params: ZOrderParams,
    responses: { 200: ZReassignCandidates, ...errors },
  }),
  reassign: endpoint({
    method: 'POST',
    path: '/admin/orders/:orderId/reassign',
    access: access.admin,
    tags,
    summary:
      'Hands a placed or accepted order to another pharmacy with every item; express beyond range turns standard',
    params: ZOrderParams,
    body: ZAdminReassignOrder,
    responses: { 200: ZAdminOrderDetail, ...errors },
  }),
  refundDecision: endpoint({
    method: 'POST',
    path: '/admin/orders/:orderId/refund',
    access: access.admin,
    tags,
    summary: "Approves (pickup), declines or completes a customer's refund request in the pharmacy's place; audited",
    params: ZOrderParams,
    body: ZAdminRefundDecision,
    responses: { 200: ZAdminOrderDetail, ...errors },
  }),
  retryRefund: endpoint({
    method: 'POST',
    path: '/admin/orders/:orderId/refunds/:refundId/retry',
    access: access.admin,
    tags,
    summary: 'Sends a refund the gateway failed after every automatic attempt to the gateway once more; audited',
    params: ZAdminRefundParams,
    body: ZAdminRetryRefund,
    responses: { 200: ZAdminOrderDetail, ...errors },
  }),
};
