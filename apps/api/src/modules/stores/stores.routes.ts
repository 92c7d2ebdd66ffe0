import { storesApi } from '@dawanow/shared/api/stores';
import { ZStoreMemberRole } from '@dawanow/shared/auth';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { keptFor, revalidated } from '../../lib/http-cache';
import type { AuthService } from '../auth/auth.service';
import type { StoresService } from './stores.service';

export const storesRoutes: FastifyPluginAsync<{ authService: AuthService; stores: StoresService }> = async (
  app,
  { authService, stores },
) => {
  // Browsers and CDNs may keep an answer as long as the server does (SPEC §9: 5 minutes).
  route(app, storesApi.nearby, (request) => stores.nearby(request.query), { cache: keptFor(300, 60) });

  route(app, storesApi.detail, (request) => stores.detail(request.params.storeId), { cache: revalidated() });

  route(app, storesApi.members, async (request) => ({
    members: (await authService.listStoreMembers(request.params.storeId)).map((member) => ({
      ...member,
      role: ZStoreMemberRole.parse(member.role),
    })),
  }));
};
