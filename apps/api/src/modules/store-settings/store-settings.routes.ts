import { storeSettingsApi } from '@dawanow/shared/api/store-settings';
import { STORE_PHOTO_MAX_BYTES } from '@dawanow/shared/store-settings';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/access';
import { answer, route } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';
import type { StoreSettingsService } from './store-settings.service';

/** The one photo of a multipart form, within the size limit. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as a multipart form.');
  try {
    const file = await request.file({ limits: { fileSize: STORE_PHOTO_MAX_BYTES, files: 1, fields: 0 } });
    if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a photo of the shop.');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The photo must be at most 5 MB.');
    }
    throw new AppError('VALIDATION_FAILED', 'The photo could not be read. Please try again.');
  }
}

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
