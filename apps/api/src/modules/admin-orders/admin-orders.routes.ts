import { adminOrdersApi } from '@dawanow/shared/api/admin-orders';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import type { AdminOrdersService } from './admin-orders.service';

export const adminOrdersRoutes: FastifyPluginAsync<{ adminOrders: AdminOrdersService }> = async (
  app,
  { adminOrders },
) => {
  // Customers' names, phones and addresses: never kept by a shared cache
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, adminOrdersApi.list, (request) => adminOrders.list(request.query));

  route(app, adminOrdersApi.exportCsv, async (request, reply) => {
    const { csv, filename } = await adminOrders.exportCsv(request.query);
    return sendCsv(reply, filename, csv);
  });

  route(app, adminOrdersApi.storeLookup, (request) => adminOrders.storeLookup(request.query.q));

  route(app, adminOrdersApi.detail, (request) => adminOrders.detail(request.params.orderId));

  route(app, adminOrdersApi.cancel, (request) =>
    adminOrders.cancel(actorOf(request), request.params.orderId, request.body.reason),
  );

  route(app, adminOrdersApi.reassignCandidates, (request) => adminOrders.reassignCandidates(request.params.orderId));

  route(app, adminOrdersApi.reassign, (request) =>
    adminOrders.reassign(actorOf(request), request.params.orderId, request.body.storeId, request.body.reason),
  );

  route(app, adminOrdersApi.retryRefund, (request) =>
    adminOrders.retryRefund(actorOf(request), request.params.orderId, request.params.refundId, request.body.reason),
  );

  route(app, adminOrdersApi.refundDecision, (request) =>
    adminOrders.refundDecision(actorOf(request), request.params.orderId, request.body.decision, request.body.reason),
  );
};
