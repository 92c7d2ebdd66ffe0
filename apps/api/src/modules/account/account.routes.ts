import { accountApi } from '@dawanow/shared/api/account';
import { addressesApi } from '@dawanow/shared/api/addresses';
import { profileApi } from '@dawanow/shared/api/profile';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { AuthService } from '../auth/auth.service';
import { toWebHeaders } from '../auth/auth-bridge';
import type { AddressesService } from './addresses.service';

type Options = { authService: AuthService; addresses: AddressesService; expiredSessionCookies: string[] };

export const accountRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const { authService, addresses, expiredSessionCookies } = options;

  route(app, accountApi.me, (request) => authService.getMe(actorOf(request)));

  route(app, profileApi.update, (request) => authService.updateProfile(actorOf(request), request.body));
  route(app, accountApi.setLanguage, (request) => authService.setLanguage(actorOf(request), request.body));

  route(app, profileApi.changePassword, async (request, reply) => {
    const cookies = await authService.changePassword(actorOf(request), request.body, toWebHeaders(request));
    for (const cookie of cookies) reply.header('set-cookie', cookie);
    return { ok: true as const };
  });

  route(app, accountApi.signOutEverywhere, async (request, reply) => {
    await authService.signOutEverywhere(toWebHeaders(request));
    for (const cookie of expiredSessionCookies) reply.header('set-cookie', cookie);
    return { ok: true as const };
  });

  route(app, profileApi.deleteAccount, async (request, reply) => {
    await authService.deleteAccount(actorOf(request));
    for (const cookie of expiredSessionCookies) reply.header('set-cookie', cookie);
    return { ok: true as const };
  });

  route(app, addressesApi.list, async (request) => ({ addresses: await addresses.list(actorOf(request)) }));

  route(app, addressesApi.create, (request) => addresses.create(actorOf(request), request.body));

  route(app, addressesApi.update, (request) =>
    addresses.update(actorOf(request), request.params.addressId, request.body),
  );

  route(app, addressesApi.setDefault, async (request) => {
    await addresses.setDefault(actorOf(request), request.params.addressId);
    return { ok: true as const };
  });

  route(app, addressesApi.remove, async (request) => {
    await addresses.remove(actorOf(request), request.params.addressId);
    return { ok: true as const };
  });
};
