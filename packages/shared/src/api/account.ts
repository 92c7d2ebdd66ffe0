/**
 * The signed-in person as every page reads them, their language, and signing out everywhere. The account page's forms
 * are profileApi (profile.ts), saved addresses addressesApi (addresses.ts).
 */
import { ZMe } from '../auth';
import { ZApiError } from '../errors';
import { ZSetLanguageRequest } from '../languages';
import { access, endpoint, FORM_BODY_LIMIT, OWN_RECORD_ERRORS, ZOk } from './endpoint';

const tags = ['account'];
const signedIn = access.signedIn;

export const accountApi = {
  me: endpoint({
    method: 'GET',
    path: '/me',
    access: signedIn,
    tags,
    summary: 'The signed-in user, profile, role and store access',
    responses: { 200: ZMe, 401: ZApiError },
  }),
  setLanguage: endpoint({
    method: 'PUT',
    path: '/me/language',
    access: signedIn,
    tags,
    summary: 'Remember the language the user reads in (English or Hindi)',
    body: ZSetLanguageRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZMe, ...OWN_RECORD_ERRORS },
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/me/sign-out-everywhere',
    access: signedIn,
    tags,
    summary: 'End every session of this account',
    responses: { 200: ZOk, 401: ZApiError },
  }),
};
