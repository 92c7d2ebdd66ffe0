import { adminStoreApplicationsApi } from '@dawanow/shared/api/admin-store-applications';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import type { AdminStoreApplicationsService } from './admin-store-applications.service';

export const adminStoreApplicationsRoutes: FastifyPluginAsync<{ applications: AdminStoreApplicationsService }> = async (
  app,
  { applications },
) => {
  // PAN, GSTIN, the applicant's phone and the agreement's IP address: never kept by a shared cache
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, adminStoreApplicationsApi.list, (request) => applications.list(request.query));

  route(app, adminStoreApplicationsApi.exportCsv, async (request, reply) => {
    const { csv, filename } = await applications.exportCsv(request.query);
    return sendCsv(reply, filename, csv);
  });

  route(app, adminStoreApplicationsApi.cities, () => applications.cities());

  route(app, adminStoreApplicationsApi.detail, (request) => applications.detail(request.params.applicationId));
};
