import { authApi, betterAuthApi } from '@dawanow/shared/api/auth';
import { signInApi } from '@dawanow/shared/api/sign-in';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import { RATE_LIMITS, type RateLimitsService } from '../rate-limits/rate-limits.service';
import type { AuthService } from './auth.service';
import { relayToBetterAuth, toWebHeaders } from './auth-bridge';
import type { BetterAuth } from './better-auth';
import type { PasswordReset } from './password-reset';
import type { PhoneSignIn } from './phone-sign-in';

type Options = {
  authService: AuthService;
  auth: BetterAuth;
  rateLimits: RateLimitsService;
  config: AppConfig;
  phoneSignIn: PhoneSignIn;
  passwordReset: PasswordReset;
};

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

export const authRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const { authService, auth, rateLimits, config, phoneSignIn, passwordReset } = options;
  route(app, authApi.providers, () => ({
    google: config.google !== null,
    googleClientId: config.google?.clientId ?? null,
    phone: phoneSignIn.isAvailable,
    passwordReset: passwordReset.isAvailable,
    devOutbox: config.devOutbox,
  }));

  route(app, signInApi.signUp, async (request, reply) => {
    await authService.signUp(request.body, request.ip);
    // Sign the new customer in straight away, through better-auth so the cookie is its own.
    const { headers } = await auth.api.signInEmail({
      body: { email: request.body.email, password: request.body.password },
      headers: toWebHeaders(request),
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
    return { ok: true as const };
  });

  route(app, signInApi.signInEmail, async (request, reply) => {
    await rateLimits.consume({ ...RATE_LIMITS.signInPerIp, max: config.signInLimitPerIp }, request.ip);
    const accountAtAddress = `${request.body.email}|${request.ip}`;
    await rateLimits.consume(RATE_LIMITS.signInPerAccountAndIp, accountAtAddress);
    await rateLimits.consume(
      { ...RATE_LIMITS.signInPerAccount, max: config.signInLimitPerAccount },
      request.body.email,
    );
    const { status } = await relayToBetterAuth(auth, request, reply);
    // The owner is here: their own address starts afresh (the per-account count runs on, or a
    // guesser spread over many addresses would get a new allowance from each sign-in of the owner).
    if (status === 200) await rateLimits.reset(RATE_LIMITS.signInPerAccountAndIp, accountAtAddress);
    return reply;
  });

  route(app, signInApi.sendPhoneCode, (request) => phoneSignIn.sendCode(request.body.phone, request.ip));

  route(app, signInApi.verifyPhoneCode, async (request, reply) => {
    const { isNewAccount, cookies } = await phoneSignIn.verify(request.body, toWebHeaders(request), request.ip);
    for (const cookie of cookies) reply.header('set-cookie', cookie);
    return { isNewAccount };
  });

  route(app, signInApi.linkPhone, async (request) => {
    const actor = actorOf(request);
    await phoneSignIn.link(actor, request.body, toWebHeaders(request), request.ip);
    return authService.getMe(actor);
  });

  route(app, signInApi.forgotPassword, async (request) => {
    await passwordReset.request(request.body, request.ip);
    return { ok: true as const };
  });

  route(app, signInApi.resetPassword, async (request) => {
    await passwordReset.reset(request.body, request.ip);
    return { ok: true as const };
  });

  // better-auth's own handler answers these as it is: route() would apply the contract's schemas, which only
  // describe what the web app sends and reads (better-auth checks its own input), so they are registered by
  // address, access and body limit alone, and their answers are relayed untouched (bar the session token).
  for (const contract of Object.values(betterAuthApi)) {
    const reshape = contract === betterAuthApi.session ? withoutSessionToken : undefined;
    app.route({
      method: contract.method,
      url: contract.path,
      bodyLimit: contract.bodyLimit,
      config: { access: contract.access },
      schema: { tags: [...contract.tags], summary: contract.summary },
      handler: async (request, reply) => {
        await relayToBetterAuth(auth, request, reply, reshape);
        // A sign-out ends a session this process may keep an actor for: the next request must not find it
        if (contract === betterAuthApi.signOut) await authService.forgetSession(toWebHeaders(request));
        if (request.method !== 'GET') await app.readCache.settle();
        return reply;
      },
    });
  }
};
