/**
 * The better-auth instance: e-mail/password sign-in, sessions in http-only cookies, Google (OpenID Connect
 * through discovery, so a local OIDC server can stand in for Google in tests), password reset by e-mailed link,
 * and mobile OTP (the phone-number plugin, driven by phone-sign-in.ts). Sign-up with e-mail does not go through
 * better-auth: our own route creates user, credential and profile in one transaction (auth.service.ts).
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SUSPENDED_CODE, ACCOUNT_SUSPENDED_MESSAGE } from '@dawanow/shared/admin-users';
import { phoneAccountEmail } from '@dawanow/shared/auth';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_SECONDS } from '@dawanow/shared/auth-forms';
import { betterAuth, getCurrentAdapter } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { genericOAuth, phoneNumber } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import { type OriginPolicy, ownOrigins } from '../../lib/same-origin';

export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
// A session used after a day gets a fresh 7-day expiry (sliding sessions).
const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const SESSION_COOKIE_PREFIX = 'dawanow';

/** A reset link's life: long enough to find the mail, short enough that an old inbox is no key (OWASP: short) */
export const PASSWORD_RESET_EXPIRES_IN_SECONDS = 60 * 60;

export type AuthSettings = Pick<AppConfig, 'publicUrl' | 'google' | 'env'> & {
  secret: string;
  origins: OriginPolicy;
  /** Delivers the reset link's token to the account's e-mail (password-reset.ts) */
  sendPasswordReset: (user: { email: string; name: string }, token: string) => Promise<void>;
};

export function createBetterAuth(db: Db, settings: AuthSettings) {
  const isHttps = settings.publicUrl.startsWith('https:');
  return betterAuth({
    appName: 'DawaNow',
    baseURL: settings.publicUrl,
    basePath: '/api/auth',
    secret: settings.secret,
    // The same origins as our own same-origin check; the relay builds the request's URL from the
    // address it reached us at (auth-bridge.ts).
    trustedOrigins: (request) => ownOrigins(settings.origins, request ? new URL(request.url).origin : null),
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_IN_SECONDS,
      sendResetPassword: ({ user, token }) => settings.sendPasswordReset(user, token),
    },
    // A reset token is a key to the account: stored only as its SHA-256, so a copy of the table opens nothing
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    user: {
      // The platform role is never taken from a request; only admin:create and the seed set it.
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'customer', required: false },
        // Read by the session hook below; only an administrator's suspension writes it
        suspendedAt: { type: 'date', input: false, required: false, returned: false },
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // Issue 15: every way in (password, Google, sign-up's own sign-in) opens a session here, so a suspended
    // account is refused in one place — after the password check, so the message tells a guesser nothing.
    // The account is read through better-auth's current adapter: a session opened inside its own transaction
    // (changing the password opens this device's new session there) must read on that transaction, because
    // the embedded database has one connection and a read beside the transaction would wait for it for ever.
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => {
            const endpointAdapter = context?.context.adapter;
            const user = endpointAdapter
              ? await (await getCurrentAdapter(endpointAdapter)).findOne<{ suspendedAt: Date | null }>({
                  model: 'user',
                  where: [{ field: 'id', value: session.userId }],
                })
              : // Outside an endpoint there is no transaction of better-auth's to join
                (
                  await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, session.userId))
                )[0];
            if (user?.suspendedAt) {
              throw new APIError('FORBIDDEN', { message: ACCOUNT_SUSPENDED_MESSAGE, code: ACCOUNT_SUSPENDED_CODE });
            }
          },
        },
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    // Our own database-backed limiter covers sign-in and sign-up across processes.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic; our request log already records them.
    logger: { level: 'error' },
    // A failed Google callback (stale state, provider error) sends the browser back to /auth, whose
    // `error` parameter shows the failure toast; better-auth's default /api/auth/error is not served.
    onAPIError: { errorURL: new URL('/auth', settings.publicUrl).toString() },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      database: { generateId: () => randomUUID() },
    },
    plugins: [
      // Issue 17: OTP sign-in. The codes are made, stored (as an HMAC) and sent by phone-sign-in.ts, which also
      // applies the limits; the plugin checks a code (5 tries, atomically used up), finds or creates the account
      // of the proven number and opens its session. Its own HTTP endpoints are not routed (auth.routes.ts).
      phoneNumber({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: OTP_MAX_TRIES,
        sendOTP: () => {
          throw new Error('Sign-in codes are sent by phone-sign-in.ts, never by the plugin');
        },
        signUpOnVerification: { getTempEmail: phoneAccountEmail, getTempName: (phone) => phone },
      }),
      ...(settings.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: settings.google.clientId,
                  clientSecret: settings.google.clientSecret,
                  discoveryUrl: `${settings.google.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  // SPEC §7: offline access, consent prompt
                  accessType: 'offline',
                  prompt: 'consent',
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}
export type BetterAuth = ReturnType<typeof createBetterAuth>;
