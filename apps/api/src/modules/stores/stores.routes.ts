import { storesApi } from '@dawanow/shared/api/stores';
import { ZStoreMemberRole } from '@dawanow/shared/auth';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import type { AuthService } from '../auth/auth.service';
import type { StoresService } from './stores.service';

export const storesRoutes: FastifyPluginAsync<{ authService: AuthService; stores: StoresService }> = async (
  app,
  { authService, stores },
) => {
  route(app, storesApi.nearby, (request, reply) => {
    // Browsers and CDNs may keep an answer as long as the server does (SPEC §9: 5 minutes).
    reply.header('cache-control', 'public, max-age=300');
    return stores.nearby(request.query);
  });

  route(app, storesApi.detail, (request) => stores.detail(request.params.storeId));

  route(app, storesApi.members, async (request) => ({
    members: (await authService.listStoreMembers(request.params.storeId)).map((member) => ({
      ...member,
      role: ZStoreMemberRole.parse(member.role),
    })),
  }));
};
