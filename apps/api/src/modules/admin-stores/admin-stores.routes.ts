import { adminStoresApi } from '@dawanow/shared/api/admin-stores';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import type { AdminStoresService } from './admin-stores.service';

export const adminStoresRoutes: FastifyPluginAsync<{ adminStores: AdminStoresService }> = async (
  app,
  { adminStores },
) => {
  // Licences, members' e-mails and performance: never kept by a shared cache
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, adminStoresApi.list, (request) => adminStores.list(request.query));

  route(app, adminStoresApi.exportCsv, async (request, reply) => {
    const { csv, filename } = await adminStores.exportCsv(request.query);
    return sendCsv(reply, filename, csv);
  });

  route(app, adminStoresApi.detail, (request) => adminStores.detail(request.params.storeId));

  route(app, adminStoresApi.create, async (request, reply) => {
    reply.status(201);
    return adminStores.create(actorOf(request), request.body);
  });

  route(app, adminStoresApi.update, (request) =>
    adminStores.update(actorOf(request), request.params.storeId, request.body),
  );

  route(app, adminStoresApi.setStatus, (request) =>
    adminStores.setStatus(actorOf(request), request.params.storeId, request.body.status, request.body.reason),
  );

  route(app, adminStoresApi.decideChangeRequest, (request) =>
    adminStores.decideChangeRequest(actorOf(request), request.params.storeId, request.params.requestId, request.body),
  );
};
