/** Cash-on-delivery refunds: where the customer wants the money, and the administrator's transfer list. */
import { z } from 'zod';
import { ZApiError } from '../errors';
import {
  ZCashRefundPayoutList,
  ZCashRefundPayoutQuery,
  ZMarkCashRefundPaid,
  ZRefundBankDetails,
} from '../orders/cash-refunds';
import { ZOrderDetail } from '../orders/customer';
import { ZOrderParams } from '../orders/order-id';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const errors = ERROR_RESPONSES;

export const cashRefundsApi = {
  refundDestination: endpoint({
    method: 'POST',
    path: '/orders/:orderId/refund-destination',
    access: access.signedIn,
    tags: ['orders'],
    summary: 'Where a cash-on-delivery refund is sent: a bank account with IFSC, or a UPI ID',
    params: ZOrderParams,
    body: ZRefundBankDetails,
    responses: { 200: ZOrderDetail, ...errors },
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/admin/cash-refunds',
    access: access.admin,
    tags: ['admin'],
    summary: 'Cash-on-delivery refunds to send by bank transfer, oldest first, with the account details',
    query: ZCashRefundPayoutQuery,
    responses: { 200: ZCashRefundPayoutList, 400: ZApiError, 401: ZApiError, 403: ZApiError },
  }),
  markPaid: endpoint({
    method: 'POST',
    path: '/admin/cash-refunds/:orderId/paid',
    access: access.admin,
    tags: ['admin'],
    summary: 'Records that a cash refund was transferred, with the bank reference',
    params: ZOrderParams,
    body: ZMarkCashRefundPaid,
    responses: { 204: z.null(), ...errors },
  }),
};
