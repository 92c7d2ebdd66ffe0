/**
 * Signing up and in. `authApi` are our own routes; `betterAuthApi` are better-auth's, relayed to its handler
 * (apps/api/src/modules/auth/auth-bridge.ts) so the session cookie stays better-auth's own.
 */
import { z } from 'zod';
import { ZAuthProviders, ZSignInRequest, ZSignUpRequest } from '../auth';
import { ZApiError } from '../errors';
import { access, endpoint, ZOk } from './endpoint';

const tags = ['auth'];
/** Forms of a few fields: anything larger is not a person typing */
const FORM_LIMIT = 16 * 1024;

/** better-auth's own JSON, passed on as it is: the web app reads nothing from it (the cookie is what counts). */
const ZBetterAuthAnswer = z.unknown();

/** Starts Google sign-in: a redirect through Google (the callback URLs), or One Tap's ID token with its nonce. */
export const ZSocialSignInRequest = z.object({
  provider: z.literal('google'),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
  idToken: z.object({ token: z.string(), nonce: z.string().optional() }).optional(),
});
export type TSocialSignInRequest = z.input<typeof ZSocialSignInRequest>;

/** Where to send the browser for Google (redirect flow); an ID token signs in at once and has no address. */
export const ZSocialSignInAnswer = z.object({ url: z.url().optional() });

export const authApi = {
  providers: endpoint({
    method: 'GET',
    path: '/auth/providers',
    access: access.public,
    tags,
    summary: 'Which sign-in methods are enabled',
    responses: { 200: ZAuthProviders },
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/auth/sign-up',
    access: access.public,
    tags,
    summary: 'Create a customer account and sign in',
    body: ZSignUpRequest,
    bodyLimit: FORM_LIMIT,
    responses: { 201: ZOk, 400: ZApiError, 409: ZApiError, 429: ZApiError },
  }),
  /** Our rate limits in front of better-auth's sign-in, which answers (and sets the cookie) itself. */
  signInEmail: endpoint({
    method: 'POST',
    path: '/auth/sign-in/email',
    access: access.public,
    tags,
    summary: 'Sign in with e-mail and password',
    body: ZSignInRequest,
    bodyLimit: FORM_LIMIT,
    responses: { 200: ZBetterAuthAnswer },
  }),
};

/**
 * The part of better-auth the app uses; anything else it offers stays unreachable. better-auth checks these
 * requests and writes the answers itself, so the API registers them by address, access and body limit only:
 * the schemas here say what the web app sends and reads, and are not a second copy of better-auth's checks.
 */
export const betterAuthApi = {
  signOut: endpoint({
    method: 'POST',
    path: '/auth/sign-out',
    access: access.public,
    tags,
    summary: 'Sign out of this device',
    bodyLimit: FORM_LIMIT,
    responses: { 200: ZBetterAuthAnswer },
  }),
  session: endpoint({
    method: 'GET',
    path: '/auth/get-session',
    access: access.public,
    tags,
    summary: 'The current session, extended when due (SPEC §4 refresh)',
    bodyLimit: FORM_LIMIT,
    responses: { 200: ZBetterAuthAnswer },
  }),
  signInSocial: endpoint({
    method: 'POST',
    path: '/auth/sign-in/social',
    access: access.public,
    tags,
    summary: 'Start Google sign-in',
    body: ZSocialSignInRequest,
    bodyLimit: FORM_LIMIT,
    responses: { 200: ZSocialSignInAnswer },
  }),
  socialCallback: endpoint({
    method: 'GET',
    path: '/auth/callback/:providerId',
    access: access.public,
    tags,
    summary: 'Google sign-in callback',
    params: z.object({ providerId: z.string() }),
    bodyLimit: FORM_LIMIT,
    responses: { 200: ZBetterAuthAnswer },
  }),
};
