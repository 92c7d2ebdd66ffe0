import { couponsApi } from '@dawanow/shared/api/coupons';
import { offersApi } from '@dawanow/shared/api/offers';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { answer, route } from '../../lib/endpoint';
import type { CouponsService } from './coupons.service';

export const couponsRoutes: FastifyPluginAsync<{ coupons: CouponsService }> = async (app, { coupons }) => {
  route(app, offersApi.list, (request) => coupons.offers(request.query.storeId ?? null));

  route(app, couponsApi.list, (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return coupons.list();
  });

  route(app, couponsApi.detail, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return coupons.detail(request.params.couponId);
  });

  route(app, couponsApi.create, async (request) => answer(201, await coupons.create(actorOf(request), request.body)));

  route(app, couponsApi.update, (request) => coupons.update(actorOf(request), request.params.couponId, request.body));

  route(app, couponsApi.setStatus, (request) =>
    coupons.setStatus(actorOf(request), request.params.couponId, request.body),
  );
};
