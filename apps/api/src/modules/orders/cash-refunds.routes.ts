import { ZApiError } from '@dawanow/shared/errors';
import {
  ZCashRefundPayoutList,
  ZCashRefundPayoutQuery,
  ZMarkCashRefundPaid,
  ZRefundBankDetails,
} from '@dawanow/shared/orders/cash-refunds';
import { ZOrderDetail, ZOrderParams } from '@dawanow/shared/orders/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actorOf } from '../../lib/access';
import { ERROR_RESPONSES } from '../../lib/errors';
import type { CashRefundsService } from './cash-refunds.service';

const errors = ERROR_RESPONSES;

export const cashRefundsRoutes: FastifyPluginAsyncZod<{ cashRefunds: CashRefundsService }> = async (
  app,
  { cashRefunds },
) => {
  app.post(
    '/orders/:orderId/refund-destination',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['orders'],
        summary: 'Where a cash-on-delivery refund is sent: a bank account with IFSC, or a UPI ID',
        params: ZOrderParams,
        body: ZRefundBankDetails,
        response: { 200: ZOrderDetail, ...errors },
      },
    },
    async (request) => cashRefunds.submitDetails(actorOf(request), request.params.orderId, request.body),
  );

  app.get(
    '/admin/cash-refunds',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin'],
        summary: 'Cash-on-delivery refunds to send by bank transfer, oldest first, with the account details',
        querystring: ZCashRefundPayoutQuery,
        response: { 200: ZCashRefundPayoutList, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return cashRefunds.list(request.query.status ?? null);
    },
  );

  app.post(
    '/admin/cash-refunds/:orderId/paid',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin'],
        summary: 'Records that a cash refund was transferred, with the bank reference',
        params: ZOrderParams,
        body: ZMarkCashRefundPaid,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cashRefunds.markPaid(actorOf(request), request.params.orderId, request.body.reference);
      return reply.status(204).send(null);
    },
  );
};
