import { storeInventoryApi } from '@dawanow/shared/api/store-inventory';
import { indianToday } from '@dawanow/shared/dates';
import { PRODUCT_REQUEST_PHOTO_MAX_BYTES } from '@dawanow/shared/inventory';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { answer, route } from '../../lib/endpoint';
import { readOneImage } from '../../lib/multipart-image';
import type { StoreInventoryService } from './store-inventory.service';

export const storeInventoryRoutes: FastifyPluginAsync<{ inventory: StoreInventoryService }> = async (
  app,
  { inventory },
) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  route(app, storeInventoryApi.list, (request) => inventory.list(request.params.storeId, request.query));
  route(app, storeInventoryApi.product, (request) =>
    inventory.product(request.params.storeId, request.params.productId),
  );
  route(app, storeInventoryApi.shelve, async (request) =>
    answer(201, await inventory.shelve(request.params.storeId, request.body, actorOf(request).userId)),
  );
  route(app, storeInventoryApi.setPrice, (request) =>
    inventory.setPrice(request.params.storeId, request.params.productId, request.body),
  );
  route(app, storeInventoryApi.setAvailability, (request) =>
    inventory.setAvailability(request.params.storeId, request.params.productId, request.body.isInStock),
  );
  route(app, storeInventoryApi.receive, (request) =>
    inventory.receive(request.params.storeId, request.params.productId, request.body, actorOf(request).userId),
  );
  route(app, storeInventoryApi.correct, (request) =>
    inventory.correct(request.params.storeId, request.params.batchId, request.body, actorOf(request).userId),
  );
  route(app, storeInventoryApi.writeOff, (request) =>
    inventory.writeOff(request.params.storeId, request.params.batchId, request.body, actorOf(request).userId),
  );
  route(app, storeInventoryApi.importStock, (request) =>
    inventory.importStock(request.params.storeId, request.body.csv, request.body.dryRun, actorOf(request).userId),
  );
  route(app, storeInventoryApi.exportStock, async (request, reply) => {
    const csv = await inventory.exportStock(request.params.storeId);
    return sendCsv(reply, `stock-${indianToday()}.csv`, csv);
  });
  route(app, storeInventoryApi.requestPhoto, async (request) =>
    inventory.attachRequestPhoto(
      request.params.storeId,
      request.params.requestId,
      await readOneImage(request, { maxBytes: PRODUCT_REQUEST_PHOTO_MAX_BYTES, what: 'a photo of the label' }),
    ),
  );
  route(app, storeInventoryApi.productRequests, (request) => inventory.productRequests(request.params.storeId));
  route(app, storeInventoryApi.requestProduct, async (request) =>
    answer(201, await inventory.requestProduct(request.params.storeId, request.body, actorOf(request).userId)),
  );
};
