/** Order ratings and the public testimonials (issue 18). */
import { testimonialsApi } from '@dawanow/shared/api/testimonials';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { TestimonialsService } from './testimonials.service';

export const testimonialsRoutes: FastifyPluginAsync<{ testimonials: TestimonialsService }> = async (
  app,
  { testimonials },
) => {
  route(app, testimonialsApi.orderRating, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return testimonials.orderRating(actorOf(request), request.params.orderId);
  });

  route(app, testimonialsApi.rateOrder, async (request, reply) => {
    reply.status(201);
    return testimonials.rate(actorOf(request), request.params.orderId, request.body);
  });

  route(app, testimonialsApi.list, (request) => testimonials.list(request.query.page));
};
