import { storeApplicationsApi } from '@dawanow/shared/api/store-applications';
import { STORE_APPLICATION_MAX_FILE_BYTES } from '@dawanow/shared/store-application-steps';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import { readOneFile } from '../../lib/multipart-image';
import { sendDocument } from './send-document';
import type { StoreApplicationsService } from './store-applications.service';

export const storeApplicationsRoutes: FastifyPluginAsync<{ applications: StoreApplicationsService }> = async (
  app,
  { applications },
) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  // PAN, GSTIN, licences, the masked account: never kept by a shared cache
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, storeApplicationsApi.mine, (request) => applications.mine(actorOf(request)));
  route(app, storeApplicationsApi.saveBusiness, (request) => applications.saveBusiness(actorOf(request), request.body));
  route(app, storeApplicationsApi.savePremises, (request) => applications.savePremises(actorOf(request), request.body));
  route(app, storeApplicationsApi.saveLicences, (request) => applications.saveLicences(actorOf(request), request.body));
  route(app, storeApplicationsApi.saveBankAccount, (request) =>
    applications.saveBankAccount(actorOf(request), request.body),
  );

  route(app, storeApplicationsApi.uploadDocument, async (request) => {
    const bytes = await readOneFile(request, {
      maxBytes: STORE_APPLICATION_MAX_FILE_BYTES,
      what: 'the document',
      tooLarge: 'Each document must be at most 10 MB.',
    });
    return applications.uploadDocument(actorOf(request), request.params.kind, bytes);
  });

  route(app, storeApplicationsApi.document, async (request, reply) => {
    return sendDocument(
      reply,
      await applications.openDocument(actorOf(request), request.params.kind),
      request.params.kind,
    );
  });

  route(app, storeApplicationsApi.submit, (request) => applications.submit(actorOf(request), request.ip));
};
