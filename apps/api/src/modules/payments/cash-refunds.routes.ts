import { cashRefundsApi } from '@dawanow/shared/api/cash-refunds';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { CashRefundsService } from './cash-refunds.service';

export const cashRefundsRoutes: FastifyPluginAsync<{ cashRefunds: CashRefundsService }> = async (
  app,
  { cashRefunds },
) => {
  route(app, cashRefundsApi.refundDestination, (request) =>
    cashRefunds.submitDetails(actorOf(request), request.params.orderId, request.body),
  );

  route(app, cashRefundsApi.payouts, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return cashRefunds.list(request.query.status ?? null);
  });

  route(app, cashRefundsApi.markPaid, async (request) => {
    await cashRefunds.markPaid(actorOf(request), request.params.orderId, request.body.reference);
    return null;
  });
};
