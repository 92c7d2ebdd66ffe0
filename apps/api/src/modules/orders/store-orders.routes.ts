import { storeOrdersApi } from '@dawanow/shared/api/store-orders';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { OpenStream } from '../../lib/event-stream';
import type { OrderChanges } from '../../lib/order-changes';
import type { StoreOrdersService } from './store-orders.service';

type Options = { storeOrders: StoreOrdersService; changes: OrderChanges; openStream: OpenStream };

export const storeOrdersRoutes: FastifyPluginAsync<Options> = async (app, { storeOrders, changes, openStream }) => {
  route(app, storeOrdersApi.list, (request) =>
    storeOrders.list(request.params.storeId, request.query.view, request.query.page),
  );

  route(app, storeOrdersApi.stream, (request, reply) => {
    const { storeId } = request.params;
    const userId = request.actor?.userId;
    openStream(request, reply, (send, end) => {
      const stopOrders = changes.subscribe((change) => {
        if (change.storeId === storeId) send('order', change);
      });
      // A member removed from the team stops hearing the store's orders now, not at their next reconnect.
      const stopAccess = changes.onAccessEnded((ended) => {
        if (ended.storeId === storeId && ended.userId === userId) end();
      });
      return () => {
        stopOrders();
        stopAccess();
      };
    });
    return reply;
  });

  route(app, storeOrdersApi.detail, (request) => storeOrders.detail(request.params.storeId, request.params.orderId));

  route(app, storeOrdersApi.refundPhoto, async (request, reply) => {
    const { photo, photo_type } = await storeOrders.refundPhoto(request.params.storeId, request.params.orderId);
    return reply.header('cache-control', 'private, no-store').type(photo_type).send(photo);
  });

  route(app, storeOrdersApi.accept, (request) =>
    storeOrders.accept(actorOf(request), request.params.storeId, request.params.orderId),
  );

  route(app, storeOrdersApi.reject, async (request) => {
    await storeOrders.reject(actorOf(request), request.params.storeId, request.params.orderId, request.body.reason);
    return null;
  });

  route(app, storeOrdersApi.advance, (request) =>
    storeOrders.advance(actorOf(request), request.params.storeId, request.params.orderId, request.body),
  );

  route(app, storeOrdersApi.deliver, (request) =>
    storeOrders.deliver(actorOf(request), request.params.storeId, request.params.orderId, request.body.otp),
  );

  route(app, storeOrdersApi.refund, (request) =>
    storeOrders.refundDecision(
      actorOf(request),
      request.params.storeId,
      request.params.orderId,
      request.body.decision,
      request.body.note ?? null,
    ),
  );
};
