import { orderTrackingApi } from '@dawanow/shared/api/order-tracking';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { TrackingService } from './tracking.service';

export const trackingRoutes: FastifyPluginAsync<{ tracking: TrackingService }> = async (app, { tracking }) => {
  route(app, orderTrackingApi.customer, (request, reply) => {
    // Where someone is right now: never kept by a cache on the way
    reply.header('cache-control', 'private, no-store');
    return tracking.customer(actorOf(request), request.params.orderId);
  });

  route(app, orderTrackingApi.deliveryTeam, (request) => tracking.deliveryTeam(request.params.storeId));

  route(app, orderTrackingApi.reportPosition, async (request) => {
    await tracking.report(actorOf(request), request.params.storeId, request.params.orderId, request.body);
    return null;
  });
};
