import { PRODUCT_IMAGE_MAX_BYTES } from '@dawanow/shared/admin-catalog';
import { adminCatalogApi } from '@dawanow/shared/api/admin-catalog';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { answer, route } from '../../lib/endpoint';
import { readOneImage } from '../../lib/multipart-image';
import type { StoredFile } from '../../providers/storage/file-storage';
import type { AdminCatalogService } from './admin-catalog.service';

const sendFile = (reply: FastifyReply, file: StoredFile, cacheControl: string) =>
  reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType)
    .send(file.body);

export const adminCatalogRoutes: FastifyPluginAsync<{ catalog: AdminCatalogService }> = async (app, { catalog }) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  route(app, adminCatalogApi.list, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return catalog.list(request.query);
  });

  route(app, adminCatalogApi.exportCsv, async (request, reply) => {
    const { csv, filename } = await catalog.exportCsv(request.query);
    return sendCsv(reply, filename, csv);
  });

  route(app, adminCatalogApi.detail, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return catalog.detail(request.params.productId);
  });

  route(app, adminCatalogApi.create, async (request) =>
    answer(201, await catalog.create(actorOf(request), request.body)),
  );

  route(app, adminCatalogApi.update, (request) =>
    catalog.update(actorOf(request), request.params.productId, request.body),
  );

  route(app, adminCatalogApi.uploadImage, async (request) => {
    const bytes = await readOneImage(request, { maxBytes: PRODUCT_IMAGE_MAX_BYTES, what: 'a picture' });
    return catalog.replaceImage(actorOf(request), request.params.productId, bytes);
  });

  route(app, adminCatalogApi.importCsv, (request) =>
    catalog.importCsv(actorOf(request), request.body.csv, request.body.apply),
  );

  route(app, adminCatalogApi.requests, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return catalog.requests(request.query.status);
  });

  route(app, adminCatalogApi.requestPhoto, async (request, reply) => {
    return sendFile(reply, await catalog.requestPhoto(request.params.requestId), 'private, no-store');
  });

  route(app, adminCatalogApi.approveRequest, (request) =>
    catalog.approveRequest(actorOf(request), request.params.requestId, request.body),
  );

  route(app, adminCatalogApi.requestChanges, (request) =>
    catalog.requestChanges(actorOf(request), request.params.requestId, request.body.note),
  );

  route(app, adminCatalogApi.rejectRequest, (request) =>
    catalog.reject(actorOf(request), request.params.requestId, request.body.note),
  );

  route(app, adminCatalogApi.productImage, async (request, reply) => {
    // The name is the picture's hash, so a browser may keep it for good.
    return sendFile(reply, await catalog.image(request.params.imageName), 'public, max-age=31536000, immutable');
  });
};
