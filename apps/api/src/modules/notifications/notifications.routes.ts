import { notificationsApi } from '@dawanow/shared/api/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { NotificationsService } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsync<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  route(app, notificationsApi.list, (request) =>
    notifications.list(actorOf(request), request.params.storeId, request.query),
  );
  route(app, notificationsApi.unreadCount, (request) =>
    notifications.unreadCount(actorOf(request), request.params.storeId),
  );
  route(app, notificationsApi.markRead, (request) =>
    notifications.markRead(actorOf(request), request.params.storeId, request.params.notificationId),
  );
  route(app, notificationsApi.markAllRead, (request) =>
    notifications.markAllRead(actorOf(request), request.params.storeId),
  );
};
