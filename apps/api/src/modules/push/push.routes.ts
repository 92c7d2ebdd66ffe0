import { pushApi } from '@dawanow/shared/api/push';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { PushService } from './push.service';

export const pushRoutes: FastifyPluginAsync<{ push: PushService }> = async (app, { push }) => {
  route(app, pushApi.publicKey, () => push.publicKey());
  route(app, pushApi.status, (request) => push.status(actorOf(request), request.query.endpoint));
  route(app, pushApi.subscribe, (request) =>
    push.subscribe(actorOf(request), request.body, null, request.headers['user-agent']),
  );
  route(app, pushApi.unsubscribe, (request) => push.unsubscribe(actorOf(request), request.body.endpoint, null));
  route(app, pushApi.subscribeStore, (request) =>
    push.subscribe(actorOf(request), request.body, request.params.storeId, request.headers['user-agent']),
  );
  route(app, pushApi.unsubscribeStore, (request) =>
    push.unsubscribe(actorOf(request), request.body.endpoint, request.params.storeId),
  );
};
