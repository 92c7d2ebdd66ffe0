import { ZAddress, ZAddressInput, ZAddressList } from '@dawanow/shared/addresses';
import { ZChangePasswordRequest, ZDeleteAccountRequest, ZMe, ZUpdateProfileRequest } from '@dawanow/shared/auth';
import { ZApiError } from '@dawanow/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actorOf } from '../../lib/access';
import type { AuthService } from '../auth/auth.service';
import { toWebHeaders } from '../auth/auth-bridge';
import type { AddressesService } from './addresses.service';

type Options = { authService: AuthService; addresses: AddressesService; expiredSessionCookies: string[] };

const ZOk = z.object({ ok: z.literal(true) });
const ZAddressParams = z.object({ addressId: z.uuid('Not an address id') });
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { authService, addresses, expiredSessionCookies } = options;
  const signedIn = { access: access.signedIn };

  app.get(
    '/me',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, profile, role and store access',
        response: { 200: ZMe, 401: ZApiError },
      },
    },
    async (request) => authService.getMe(actorOf(request)),
  );

  app.put(
    '/me/profile',
    {
      bodyLimit: 16 * 1024,
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Edit name and phone',
        body: ZUpdateProfileRequest,
        response: { 200: ZMe, ...errors },
      },
    },
    async (request) => authService.updateProfile(actorOf(request), request.body),
  );

  app.post(
    '/me/password',
    {
      bodyLimit: 16 * 1024,
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Change password; other sessions are signed out',
        body: ZChangePasswordRequest,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request, reply) => {
      const cookies = await authService.changePassword(actorOf(request), request.body, toWebHeaders(request));
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
  );

  app.post(
    '/me/sign-out-everywhere',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'End every session of this account',
        response: { 200: ZOk, 401: ZApiError },
      },
    },
    async (request, reply) => {
      await authService.signOutEverywhere(toWebHeaders(request));
      for (const cookie of expiredSessionCookies) reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
  );

  app.delete(
    '/me',
    {
      bodyLimit: 16 * 1024,
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Delete the account and its personal data (DPDP Act erasure)',
        body: ZDeleteAccountRequest,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request, reply) => {
      await authService.deleteAccount(actorOf(request));
      for (const cookie of expiredSessionCookies) reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
  );

  app.get(
    '/me/addresses',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Saved addresses, default first',
        response: { 200: ZAddressList, 401: ZApiError },
      },
    },
    async (request) => ({ addresses: await addresses.list(actorOf(request)) }),
  );

  app.post(
    '/me/addresses',
    {
      bodyLimit: 16 * 1024,
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Save an address',
        body: ZAddressInput,
        response: { 201: ZAddress, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addresses.create(actorOf(request), request.body)),
  );

  app.put(
    '/me/addresses/:addressId',
    {
      bodyLimit: 16 * 1024,
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Edit a saved address',
        params: ZAddressParams,
        body: ZAddressInput,
        response: { 200: ZAddress, ...errors },
      },
    },
    async (request) => addresses.update(actorOf(request), request.params.addressId, request.body),
  );

  app.post(
    '/me/addresses/:addressId/default',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Make an address the default',
        params: ZAddressParams,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request) => {
      await addresses.setDefault(actorOf(request), request.params.addressId);
      return { ok: true as const };
    },
  );

  app.delete(
    '/me/addresses/:addressId',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Delete a saved address',
        params: ZAddressParams,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request) => {
      await addresses.remove(actorOf(request), request.params.addressId);
      return { ok: true as const };
    },
  );
};
