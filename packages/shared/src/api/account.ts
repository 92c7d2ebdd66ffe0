/** The signed-in user's own account: profile, language, password, sessions and erasure (addresses: addresses.ts). */
import { ZChangePasswordRequest, ZDeleteAccountRequest, ZMe, ZUpdateProfileRequest } from '../auth';
import { ZApiError } from '../errors';
import { ZSetLanguageRequest } from '../languages';
import { access, endpoint, FORM_BODY_LIMIT, ZOk } from './endpoint';

const tags = ['account'];
const signedIn = access.signedIn;
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

export const accountApi = {
  me: endpoint({
    method: 'GET',
    path: '/me',
    access: signedIn,
    tags,
    summary: 'The signed-in user, profile, role and store access',
    responses: { 200: ZMe, 401: ZApiError },
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/me/profile',
    access: signedIn,
    tags,
    summary: 'Edit name and phone',
    body: ZUpdateProfileRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZMe, ...errors },
  }),
  setLanguage: endpoint({
    method: 'PUT',
    path: '/me/language',
    access: signedIn,
    tags,
    summary: 'Remember the language the user reads in (English or Hindi)',
    body: ZSetLanguageRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZMe, ...errors },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/me/password',
    access: signedIn,
    tags,
    summary: 'Change password; other sessions are signed out',
    body: ZChangePasswordRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZOk, ...errors },
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/me/sign-out-everywhere',
    access: signedIn,
    tags,
    summary: 'End every session of this account',
    responses: { 200: ZOk, 401: ZApiError },
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/me',
    access: signedIn,
    tags,
    summary: 'Delete the account and its personal data (DPDP Act erasure)',
    body: ZDeleteAccountRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZOk, ...errors },
  }),
};
