/**
 * Signing up and in, and getting back in (issue 17, "Sign-in the Indian way"): e-mail and password, codes sent to a
 * mobile number, linking a number to an account, and resetting a forgotten password. The session these start is
 * better-auth's (auth.ts).
 */
import { ZBetterAuthAnswer, ZMe } from '../auth';
import {
  ZForgotPasswordRequest,
  ZLinkPhoneRequest,
  ZResetPasswordRequest,
  ZSendOtpAnswer,
  ZSendOtpRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZVerifyOtpAnswer,
  ZVerifyOtpRequest,
} from '../auth-forms';
import { ZApiError } from '../errors';
import { access, endpoint, FORM_BODY_LIMIT, ZOk } from './endpoint';

const tags = ['auth'];

export const signInApi = {
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
