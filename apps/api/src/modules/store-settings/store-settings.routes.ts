import { storeSettingsApi } from '@dawanow/shared/api/store-settings';
import { STORE_PHOTO_MAX_BYTES } from '@dawanow/shared/store-settings';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/access';
import { answer, route } from '../../lib/endpoint';
import { readOneImage } from '../../lib/multipart-image';
import type { StoreSettingsService } from './store-settings.service';

const readPhoto = (request: FastifyRequest) =>
  readOneImage(request, { maxBytes: STORE_PHOTO_MAX_BYTES, what: 'a photo of the shop' });

export const storeSettingsRoutes: FastifyPluginAsync<{ settings: StoreSettingsService }> = async (
  app,
  { settings },
) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  route(app, storeSettingsApi.read, (request) => settings.read(request.params.storeId));

  route(app, storeSettingsApi.updateContact, (request) =>
    settings.updateContact(actorOf(request), request.params.storeId, request.body),
  );

  route(app, storeSettingsApi.uploadPhoto, async (request) =>
    settings.replacePhoto(actorOf(request), request.params.storeId, await readPhoto(request)),
  );

  route(app, storeSettingsApi.removePhoto, (request) => settings.removePhoto(actorOf(request), request.params.storeId));

  route(app, storeSettingsApi.photo, async (request, reply) => {
    const file = await settings.photo(request.params.storeId, request.params.photoId);
    // A new photo gets a new id, so a browser may keep this one for good.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.body);
  });

  route(app, storeSettingsApi.updateHours, (request) =>
    settings.updateHours(actorOf(request), request.params.storeId, request.body.weeklyHours),
  );

  route(app, storeSettingsApi.updateMinOrder, (request) =>
    settings.updateMinOrder(actorOf(request), request.params.storeId, request.body.minOrderValuePaise),
  );

  route(app, storeSettingsApi.closures, async (request) => ({
    closures: await settings.closures(request.params.storeId),
  }));

  route(app, storeSettingsApi.addClosure, async (request) =>
    answer(201, await settings.addClosure(actorOf(request), request.params.storeId, request.body)),
  );

  route(app, storeSettingsApi.removeClosure, async (request) => {
    await settings.removeClosure(actorOf(request), request.params.storeId, request.params.closureId);
    return { ok: true as const };
  });

  route(app, storeSettingsApi.changeRequests, async (request) => ({
    requests: await settings.changeRequests(request.params.storeId),
  }));

  route(app, storeSettingsApi.requestChange, async (request) =>
    answer(201, await settings.requestChange(actorOf(request), request.params.storeId, request.body)),
  );
};
