import { storeTeamApi } from '@dawanow/shared/api/store-team';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { answer, route } from '../../lib/endpoint';
import type { StoreTeamService } from './store-team.service';

export const storeTeamRoutes: FastifyPluginAsync<{ team: StoreTeamService }> = async (app, { team }) => {
  route(app, storeTeamApi.list, (request) => team.list(actorOf(request), request.params.storeId));

  route(app, storeTeamApi.invite, async (request) =>
    answer(201, await team.invite(actorOf(request), request.params.storeId, request.body)),
  );

  route(app, storeTeamApi.revoke, async (request) => {
    await team.revoke(actorOf(request), request.params.storeId, request.params.invitationId);
    return { ok: true as const };
  });

  route(app, storeTeamApi.changeRole, (request) =>
    team.changeRole(actorOf(request), request.params.storeId, request.params.userId, request.body.role),
  );

  route(app, storeTeamApi.remove, async (request) => {
    await team.remove(actorOf(request), request.params.storeId, request.params.userId);
    return { ok: true as const };
  });

  route(app, storeTeamApi.markPharmacist, (request) =>
    team.markPharmacist(actorOf(request), request.params.storeId, request.params.userId, request.body),
  );

  route(app, storeTeamApi.unmarkPharmacist, (request) =>
    team.markPharmacist(actorOf(request), request.params.storeId, request.params.userId, null),
  );

  route(app, storeTeamApi.onDuty, (request) =>
    team.setOnDuty(actorOf(request), request.params.storeId, request.params.userId, request.body.onDuty),
  );

  route(app, storeTeamApi.preview, (request, reply) => {
    // The answer names the invited address: never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return team.preview(request.params.token);
  });

  route(app, storeTeamApi.accept, (request) => team.accept(actorOf(request), request.params.token));
};
