import { ZStoreMemberRole } from '@dawanow/shared/auth';
import { ZApiError } from '@dawanow/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../lib/access';
import type { AuthService } from '../auth/auth.service';

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

export const storesRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (app, { authService }) => {
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
