import { adminStoreApplicationsApi } from '@dawanow/shared/api/admin-store-applications';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import { sendDocument } from '../store-applications/send-document';
import type { AdminStoreApplicationsService } from './admin-store-applications.service';
import type { ApplicationReview } from './application-review';

export const adminStoreApplicationsRoutes: FastifyPluginAsync<{
  applications: AdminStoreApplicationsService;
  review: ApplicationReview;
}> = async (app, { applications, review }) => {
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

  route(app, adminStoreApplicationsApi.document, async (request, reply) => {
    return sendDocument(
      reply,
      await review.openDocument(request.params.applicationId, request.params.kind),
      request.params.kind,
    );
  });

  // Each decision answers with the application as the detail page shows it, its new state and event included
  const decided = (applicationId: string) => applications.detail(applicationId);
  route(app, adminStoreApplicationsApi.startReview, async (request) => {
    await review.startReview(actorOf(request), request.params.applicationId, request.body.version);
    return decided(request.params.applicationId);
  });
  route(app, adminStoreApplicationsApi.requestChanges, async (request) => {
    await review.requestChanges(actorOf(request), request.params.applicationId, request.body);
    return decided(request.params.applicationId);
  });
  route(app, adminStoreApplicationsApi.reject, async (request) => {
    await review.reject(actorOf(request), request.params.applicationId, request.body);
    return decided(request.params.applicationId);
  });
  route(app, adminStoreApplicationsApi.approve, async (request) => {
    await review.approve(actorOf(request), request.params.applicationId, request.body);
    return decided(request.params.applicationId);
  });
};
