import { devOutboxApi } from '@dawanow/shared/api/dev-outbox';
import type { FastifyPluginAsync } from 'fastify';
import type { DevOutbox } from '../../lib/dev-outbox';
import { route } from '../../lib/endpoint';

/**
 * GET /api/dev/outbox, registered only where config.devOutbox is on (the embedded demo with no SMS provider and
 * no https address); elsewhere the route does not exist and answers 404 like any unknown path.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ outbox: DevOutbox }> = async (app, { outbox }) => {
  route(app, devOutboxApi.list, (_request, reply) => {
    // Codes are secrets even here: no cache may keep them
    reply.header('cache-control', 'no-store');
    return { messages: outbox.list() };
  });
};
