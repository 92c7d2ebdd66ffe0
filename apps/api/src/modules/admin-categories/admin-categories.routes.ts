import { CATEGORY_IMAGE_MAX_BYTES } from '@dawanow/shared/admin-categories';
import { adminCategoriesApi } from '@dawanow/shared/api/admin-categories';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { answer, route } from '../../lib/endpoint';
import { readOneImage } from '../../lib/multipart-image';
import type { AdminCategoriesService } from './admin-categories.service';

export const adminCategoriesRoutes: FastifyPluginAsync<{ categories: AdminCategoriesService }> = async (
  app,
  { categories },
) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  route(app, adminCategoriesApi.tree, () => categories.tree());

  route(app, adminCategoriesApi.exportCsv, async (_request, reply) => {
    const { csv, filename } = await categories.exportCsv();
    return sendCsv(reply, filename, csv);
  });

  route(app, adminCategoriesApi.detail, (request) => categories.detail(request.params.categoryId));

  route(app, adminCategoriesApi.create, async (request) =>
    answer(201, await categories.create(actorOf(request), request.body)),
  );

  route(app, adminCategoriesApi.update, (request) =>
    categories.update(actorOf(request), request.params.categoryId, request.body),
  );

  route(app, adminCategoriesApi.move, (request) =>
    categories.move(actorOf(request), request.params.categoryId, request.body.direction),
  );

  route(app, adminCategoriesApi.uploadImage, async (request) => {
    const bytes = await readOneImage(request, { maxBytes: CATEGORY_IMAGE_MAX_BYTES, what: 'a picture' });
    return categories.replaceImage(actorOf(request), request.params.categoryId, bytes);
  });

  route(app, adminCategoriesApi.remove, async (request) => {
    await categories.remove(actorOf(request), request.params.categoryId, request.body.reason);
    return { ok: true as const };
  });

  route(app, adminCategoriesApi.categoryImage, async (request, reply) => {
    const file = await categories.image(request.params.imageId);
    // A new picture gets a new id, so a browser may keep this one for good.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.body);
  });
};
