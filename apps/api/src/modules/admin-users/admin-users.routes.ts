import { adminUsersApi } from '@dawanow/shared/api/admin-users';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import type { AdminUsersService } from './admin-users.service';

export const adminUsersRoutes: FastifyPluginAsync<{ users: AdminUsersService }> = async (app, { users }) => {
  route(app, adminUsersApi.list, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return users.list(request.query);
  });

  route(app, adminUsersApi.exportCsv, async (request, reply) => {
    const { csv, filename } = await users.exportCsv(request.query);
    return sendCsv(reply, filename, csv);
  });

  route(app, adminUsersApi.detail, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return users.detail(request.params.userId);
  });

  route(app, adminUsersApi.suspend, async (request) => {
    await users.suspend(actorOf(request), request.params.userId, request.body.reason);
    return { ok: true as const };
  });

  route(app, adminUsersApi.reactivate, async (request) => {
    await users.reactivate(actorOf(request), request.params.userId, request.body.reason);
    return { ok: true as const };
  });

  route(app, adminUsersApi.setAdmin, async (request) => {
    await users.setAdmin(actorOf(request), request.params.userId, request.body);
    return { ok: true as const };
  });
};
