import { isPhoneAccountEmail, resolveEffectiveRole, STORE_ROLES, storeRoleOf, type TMe } from '@dawanow/shared/auth';
import type { TChangePasswordRequest, ZSignUpRequest, ZUpdateProfileRequest } from '@dawanow/shared/auth-forms';
import type { TSetLanguageRequest } from '@dawanow/shared/languages';
import { hashPassword } from 'better-auth/crypto';
import type { z } from 'zod';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { jsonBytes, type ReadCache } from '../../lib/read-cache';
import { RATE_LIMITS, type RateLimitsService } from '../rate-limits/rate-limits.service';
import type { AuthRepository } from './auth.repository';
import type { BetterAuth } from './better-auth';
import { isCommonPassword } from './common-passwords';
import { createVerifiedSessionCookies } from './verified-session-cookies';

type SignUp = z.output<typeof ZSignUpRequest>;
type ProfileUpdate = z.output<typeof ZUpdateProfileRequest>;

// `field` names the form field at fault: sign-up's `password`, but change-password's `newPassword`
// (the web form attaches the message to the field the details name).
function assertStrongPassword(password: string, email: string, field = 'body.password'): void {
  if (isCommonPassword(password, email)) {
    throw new AppError('VALIDATION_FAILED', 'This password is too common or contains your email. Choose another one.', [
      { path: field, message: 'Too common' },
    ]);
  }
}

type FoundActor = NonNullable<Awaited<ReturnType<AuthRepository['findActor']>>>;

/**
 * What a kept session's actor is read from: the migration 0049 triggers announce every change to them that could
 * change a kept actor (a session ended, an account suspended, a membership granted or taken away).
 */
const ACTOR_TABLES = ['sessions', 'users', 'profiles', 'store_members', 'stores'] as const;
// A kept actor is dropped as soon as any of its tables changes; this bounds what a lost notice could cost.
const ACTOR_KEEP_MS = 60_000;

function toActor({ identity, memberships }: FoundActor, session: { id: string; expiresAt: Date }): Actor {
  const stores = memberships
    .map((membership) => ({ ...membership, role: storeRoleOf(membership.role) }))
    .sort((a, b) => STORE_ROLES.indexOf(a.role) - STORE_ROLES.indexOf(b.role));
  return {
    userId: identity.id,
    email: identity.email,
    // An account made with a mobile number and not named yet goes by its number (its users.name)
    name: `${identity.firstName} ${identity.lastName}`.trim() || identity.name || identity.email,
    platformRole: identity.role,
    role: resolveEffectiveRole(
      identity.role,
      stores.map((store) => store.role),
    ),
    stores,
    sessionExpiresAt: session.expiresAt,
    sessionId: session.id,
  };
}

export function createAuthService(deps: {
  repository: AuthRepository;
  rateLimits: RateLimitsService;
  auth: BetterAuth;
  /** Where the actors of session cookies seen before are kept until their tables change */
  readCache: Pick<ReadCache, 'partition'>;
  auditKey: string;
  signUpLimitPerIp: number;
}) {
  const { repository, rateLimits, auth } = deps;
  // Their own bound, so that many signed-in people never push the catalogue's answers out
  const keptActors = deps.readCache.partition({ maxEntries: 20_000, maxBytes: 32 * 1024 * 1024 });
  const sessionCookies = createVerifiedSessionCookies(auth);
  /** The session token of a cookie better-auth accepted before on this process, if any */
  const tokenOf = (cookie: string | null) => (cookie === null ? undefined : sessionCookies.tokenOf(cookie));
  return {
    /** Public sign-up: always a customer, whatever else the request carried (the schema drops it). */
    async signUp(input: SignUp, clientIp: string): Promise<void> {
      await rateLimits.consume({ ...RATE_LIMITS.signUpPerIp, max: deps.signUpLimitPerIp }, clientIp);
      assertStrongPassword(input.password, input.email);
      const created = await repository.createCredentialUser({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'customer',
      });
      if (!created) {
        throw new AppError('CONFLICT', 'An account with this email already exists. Sign in instead.');
      }
    },

    /**
     * SPEC §4: a session is valid only if it has not expired, its user exists and has a profile. better-auth
     * checks a cookie the first time it is seen; after that the session and its actor are read once and kept
     * until a change to their tables is announced (issue 20: no statement for most signed-in requests).
     */
    async resolveActor(headers: Headers): Promise<Actor | null> {
      const cookie = await sessionCookies.valueIn(headers);
      const token = tokenOf(cookie);
      if (token !== undefined) {
        const found = await keptActors.read(
          `session:${token}`,
          ACTOR_TABLES,
          ACTOR_KEEP_MS,
          () => repository.findSessionActor(token),
          jsonBytes,
        );
        // Expiry is the one change nothing announces: a kept session is checked against the clock each time.
        return found && found.session.expiresAt > new Date() ? toActor(found, found.session) : null;
      }
      const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
      if (!session) return null;
      if (cookie !== null) sessionCookies.remember(cookie, session.session.token);
      const found = await repository.findActor(session.user.id);
      if (!found) return null;
      return toActor(found, session.session);
    },

    /**
     * A sign-out on this process: its kept actor goes at once, so the cookie's next request here is refused
     * whatever the listener has heard by then (the other processes drop theirs when the change's notice arrives).
     */
    async forgetSession(headers: Headers): Promise<void> {
      const token = tokenOf(await sessionCookies.valueIn(headers));
      if (token !== undefined) keptActors.forget(`session:${token}`);
    },

    async getMe(actor: Actor): Promise<TMe> {
      const identity = await repository.findIdentity(actor.userId);
      if (!identity) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      return {
        user: {
          id: identity.id,
          email: isPhoneAccountEmail(identity.email) ? null : identity.email,
          phoneNumber: identity.phoneNumber,
          name: identity.name,
          image: identity.image,
          hasPassword: await repository.hasPassword(identity.id),
        },
        profile: {
          firstName: identity.firstName,
          lastName: identity.lastName,
          phone: identity.phone,
          language: identity.language,
        },
        role: actor.role,
        platformRole: actor.platformRole,
        hasStoreAccess: actor.stores.length > 0,
        stores: actor.stores,
        session: { expiresAt: actor.sessionExpiresAt.toISOString() },
      };
    },

    async updateProfile(actor: Actor, input: ProfileUpdate): Promise<TMe> {
      await repository.updateProfile(actor.userId, input);
      return this.getMe(actor);
    },

    async setLanguage(actor: Actor, input: TSetLanguageRequest): Promise<TMe> {
      await repository.setLanguage(actor.userId, input.language);
      return this.getMe(actor);
    },

    /**
     * Changes the password and ends every other session (someone else may know the old one).
     * Returns the Set-Cookie values of the fresh session better-auth opens for this device.
     */
    async changePassword(actor: Actor, input: TChangePasswordRequest, headers: Headers): Promise<string[]> {
      assertStrongPassword(input.newPassword, actor.email, 'body.newPassword');
      if (!(await repository.hasPassword(actor.userId))) {
        throw new AppError('VALIDATION_FAILED', 'You sign in with Google, so there is no password to change.');
      }
      try {
        // revokeOtherSessions deletes every session, this one included, and opens a new one for this
        // device; without its cookie the person who changed the password would be signed out too.
        const { headers: answer } = await auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        return answer.getSetCookie();
      } catch {
        throw new AppError('VALIDATION_FAILED', 'Your current password is not correct.', [
          { path: 'body.currentPassword', message: 'Not correct' },
        ]);
      }
    },

    async signOutEverywhere(headers: Headers): Promise<void> {
      await auth.api.revokeSessions({ headers });
    },

    /** DPDP Act erasure on request. */
    async deleteAccount(actor: Actor): Promise<void> {
      await repository.deleteUser(actor.userId, deps.auditKey);
      // The per-account sign-in counter is keyed by the e-mail address: erasure removes it too.
      await rateLimits.reset(RATE_LIMITS.signInPerAccount, actor.email);
    },

    async listStoreMembers(storeId: string) {
      return repository.listStoreMembers(storeId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
