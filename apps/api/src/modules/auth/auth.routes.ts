import { ZAuthProviders, ZSignInRequest, ZSignUpRequest } from '@dawanow/shared/auth';
import { ZApiError } from '@dawanow/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { access } from '../../lib/access';
import { RATE_LIMITS, type RateLimitsService } from '../rate-limits/rate-limits.service';
import type { AuthService } from './auth.service';
import { relayToBetterAuth, toWebHeaders } from './auth-bridge';
import type { BetterAuth } from './better-auth';

type Options = { authService: AuthService; auth: BetterAuth; rateLimits: RateLimitsService; config: AppConfig };

const ZOk = z.object({ ok: z.literal(true) });

/**
 * The session token lives in an http-only cookie so that scripts cannot read it; get-session's JSON
 * would hand it to any script on the page, so it is taken out.
 */
function withoutSessionToken(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('session' in body)) return body;
  const { session } = body as { session: unknown };
  if (typeof session !== 'object' || session === null) return body;
  const { token: _token, ...rest } = session as Record<string, unknown>;
  return { ...body, session: rest };
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { authService, auth, rateLimits, config }) => {
  app.get(
    '/auth/providers',
    {
      config: { access: access.public },
      schema: { tags: ['auth'], summary: 'Which sign-in methods are enabled', response: { 200: ZAuthProviders } },
    },
    async () => ({ google: config.google !== null, googleClientId: config.google?.clientId ?? null }),
  );

  app.post(
    '/auth/sign-up',
    {
      bodyLimit: 16 * 1024,
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and sign in',
        body: ZSignUpRequest,
        response: { 201: ZOk, 400: ZApiError, 409: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await authService.signUp(request.body, request.ip);
      // Sign the new customer in straight away, through better-auth so the cookie is its own.
      const { headers } = await auth.api.signInEmail({
        body: { email: request.body.email, password: request.body.password },
        headers: toWebHeaders(request),
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.post(
    '/auth/sign-in/email',
    {
      bodyLimit: 16 * 1024,
      config: { access: access.public },
      schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: ZSignInRequest },
    },
    async (request, reply) => {
      await rateLimits.consume({ ...RATE_LIMITS.signInPerIp, max: config.signInLimitPerIp }, request.ip);
      const accountAtAddress = `${request.body.email}|${request.ip}`;
      await rateLimits.consume(RATE_LIMITS.signInPerAccountAndIp, accountAtAddress);
      await rateLimits.consume(RATE_LIMITS.signInPerAccount, request.body.email);
      const { status } = await relayToBetterAuth(auth, request, reply);
      // The owner is here: their own address starts afresh (the per-account count runs on, or a
      // guesser spread over many addresses would get a new allowance from each sign-in of the owner).
      if (status === 200) await rateLimits.reset(RATE_LIMITS.signInPerAccountAndIp, accountAtAddress);
      return reply;
    },
  );

  // The rest of better-auth that the app uses; anything else it offers stays unreachable.
  const passthrough: { method: 'GET' | 'POST'; url: string; summary: string; reshape?: (body: unknown) => unknown }[] =
    [
      { method: 'POST', url: '/auth/sign-out', summary: 'Sign out of this device' },
      {
        method: 'GET',
        url: '/auth/get-session',
        summary: 'The current session, extended when due (SPEC §4 refresh)',
        reshape: withoutSessionToken,
      },
      { method: 'POST', url: '/auth/sign-in/social', summary: 'Start Google sign-in' },
      { method: 'GET', url: '/auth/callback/:providerId', summary: 'Google sign-in callback' },
    ];
  for (const route of passthrough) {
    app.route({
      method: route.method,
      url: route.url,
      bodyLimit: 16 * 1024,
      config: { access: access.public },
      schema: { tags: ['auth'], summary: route.summary },
      handler: async (request, reply) => {
        await relayToBetterAuth(auth, request, reply, route.reshape);
        return reply;
      },
    });
  }
};
