/**
 * Who may sign in how, and the session: `authApi` is our own route; `betterAuthApi` are better-auth's, relayed to its
 * handler (apps/api/src/modules/auth/auth-bridge.ts) so the session cookie stays better-auth's own. Every page reads
 * these; the forms that sign up and in are signInApi (sign-in.ts).
 */
import { z } from 'zod';
import { ZAuthProviders, ZBetterAuthAnswer } from '../auth';
import { access, endpoint, FORM_BODY_LIMIT } from './endpoint';

const tags = ['auth'];

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
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZBetterAuthAnswer },
  }),
  session: endpoint({
    method: 'GET',
    path: '/auth/get-session',
    access: access.public,
    tags,
    summary: 'The current session, extended when due (SPEC §4 refresh)',
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZBetterAuthAnswer },
  }),
  signInSocial: endpoint({
    method: 'POST',
    path: '/auth/sign-in/social',
    access: access.public,
    tags,
    summary: 'Start Google sign-in',
    body: ZSocialSignInRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZSocialSignInAnswer },
  }),
  socialCallback: endpoint({
    method: 'GET',
    path: '/auth/callback/:providerId',
    access: access.public,
    tags,
    summary: 'Google sign-in callback',
    params: z.object({ providerId: z.string() }),
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZBetterAuthAnswer },
  }),
};
