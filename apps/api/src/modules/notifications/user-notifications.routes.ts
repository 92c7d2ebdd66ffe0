import { userNotificationsApi } from '@dawanow/shared/api/user-notifications';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { UserNotificationsService } from './user-notifications.service';

export const userNotificationsRoutes: FastifyPluginAsync<{ inbox: UserNotificationsService }> = async (
  app,
  { inbox },
) => {
  route(app, userNotificationsApi.list, (request) => inbox.list(actorOf(request), request.query));
  route(app, userNotificationsApi.unreadCount, (request) => inbox.unreadCount(actorOf(request)));
  route(app, userNotificationsApi.markRead, (request) =>
    inbox.markRead(actorOf(request), request.params.notificationId),
  );
  route(app, userNotificationsApi.markAllRead, (request) => inbox.markAllRead(actorOf(request)));
};
