import { refillRemindersApi } from '@dawanow/shared/api/refill-reminders';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { RefillRemindersService } from './refill-reminders.service';

export const refillRemindersRoutes: FastifyPluginAsync<{ refills: RefillRemindersService }> = async (
  app,
  { refills },
) => {
  route(app, refillRemindersApi.orderOptions, (request) =>
    refills.orderOptions(actorOf(request), request.params.orderId),
  );
  route(app, refillRemindersApi.create, (request) =>
    refills.create(actorOf(request), request.params.orderId, request.body),
  );
  route(app, refillRemindersApi.list, (request) => refills.list(actorOf(request)));
  route(app, refillRemindersApi.cancel, async (request) => {
    await refills.cancel(actorOf(request), request.params.reminderId);
    return { ok: true as const };
  });
};
