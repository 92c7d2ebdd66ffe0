/**
 * Signing up and in. `authApi` are our own routes; `betterAuthApi` are better-auth's, relayed to its handler
 * (apps/api/src/modules/auth/auth-bridge.ts) so the session cookie stays better-auth's own.
 */
import { z } from 'zod';
import {
  ZAuthProviders,
  ZForgotPasswordRequest,
  ZLinkPhoneRequest,
  ZMe,
  ZResetPasswordRequest,
  ZSendOtpAnswer,
  ZSendOtpRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZVerifyOtpAnswer,
  ZVerifyOtpRequest,
} from '../auth';
import { ZApiError } from '../errors';
import { access, endpoint, FORM_BODY_LIMIT, ZOk } from './endpoint';

const tags = ['auth'];

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
    bodyLimit: FORM_BODY_LIMIT,
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
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZBetterAuthAnswer },
  }),
  /** Mobile OTP (issue 17): a code by SMS, or into the demo's outbox; limited per number, address and day */
  sendPhoneCode: endpoint({
    method: 'POST',
    path: '/auth/phone/send-code',
    access: access.public,
    tags,
    summary: 'Send a sign-in code to an Indian mobile number',
    body: ZSendOtpRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZSendOtpAnswer, 400: ZApiError, 404: ZApiError, 429: ZApiError, 503: ZApiError },
  }),
  /** Signs in (or creates the account) and sets the session cookie */
  verifyPhoneCode: endpoint({
    method: 'POST',
    path: '/auth/phone/verify',
    access: access.public,
    tags,
    summary: 'Sign in or sign up with a mobile number and its code',
    body: ZVerifyOtpRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZVerifyOtpAnswer, 400: ZApiError, 403: ZApiError, 409: ZApiError, 429: ZApiError },
  }),
  linkPhone: endpoint({
    method: 'POST',
    path: '/auth/phone/link',
    access: access.signedIn,
    tags,
    summary: "Verify a mobile number for the signed-in account's OTP sign-in",
    body: ZLinkPhoneRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZMe, 400: ZApiError, 401: ZApiError, 409: ZApiError, 429: ZApiError },
  }),
  /** Always answers the same, whether or not an account uses the address */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/password/forgot',
    access: access.public,
    tags,
    summary: 'E-mail a link to choose a new password',
    body: ZForgotPasswordRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZOk, 400: ZApiError, 404: ZApiError, 429: ZApiError },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/password/reset',
    access: access.public,
    tags,
    summary: "Choose a new password with the e-mailed link's token; every session ends",
    body: ZResetPasswordRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZOk, 400: ZApiError, 429: ZApiError },
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
