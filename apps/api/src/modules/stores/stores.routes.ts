import { ZStoreMemberRole } from '@dawanow/shared/auth';
import { ZApiError } from '@dawanow/shared/errors';
import { ZNearbyStoresQuery, ZNearbyStoresResponse, ZStoreDetail } from '@dawanow/shared/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../lib/access';
import type { AuthService } from '../auth/auth.service';
import type { StoresService } from './stores.service';

const ZStoreMembers = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: ZStoreMemberRole,
    }),
  ),
});

export const storesRoutes: FastifyPluginAsyncZod<{ authService: AuthService; stores: StoresService }> = async (
  app,
  { authService, stores },
) => {
  app.get(
    '/stores/nearby',
    {
      config: { access: access.public },
      schema: {
        tags: ['stores'],
        summary: 'Partner pharmacies within the radius (≤ 5 km), nearest first (SPEC §7 store-locator)',
        querystring: ZNearbyStoresQuery,
        response: { 200: ZNearbyStoresResponse, 400: ZApiError },
      },
    },
    async (request, reply) => {
      // Browsers and CDNs may keep an answer as long as the server does (SPEC §9: 5 minutes).
      reply.header('cache-control', 'public, max-age=300');
      return stores.nearby(request.query);
    },
  );

  app.get(
    '/stores/:storeId',
    {
      config: { access: access.public },
      schema: {
        tags: ['stores'],
        summary: 'One partner pharmacy: licences, pharmacist, GSTIN and weekly hours',
        params: z.object({ storeId: z.uuid('Not a store id') }),
        response: { 200: ZStoreDetail, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => stores.detail(request.params.storeId),
  );

  app.get(
    '/stores/:storeId/members',
    {
      // ARCHITECTURE §5: a store's team is visible to its own owners/admins only
      config: { access: access.store(['store_admin']) },
      schema: {
        tags: ['stores'],
        summary: "The store's team (store admins of that store, platform admins)",
        params: z.object({ storeId: z.uuid() }),
        response: { 200: ZStoreMembers, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => ({
      members: (await authService.listStoreMembers(request.params.storeId)).map((member) => ({
        ...member,
        role: ZStoreMemberRole.parse(member.role),
      })),
    }),
  );
};
