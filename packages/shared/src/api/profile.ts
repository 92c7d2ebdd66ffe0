/** The account page's forms (SPEC §8): the signed-in person's names and phone, a new password, and erasure. */
import { ZMe } from '../auth';
import { ZChangePasswordRequest, ZDeleteAccountRequest, ZUpdateProfileRequest } from '../auth-forms';
import { access, endpoint, FORM_BODY_LIMIT, OWN_RECORD_ERRORS, ZOk } from './endpoint';

const tags = ['account'];
const signedIn = access.signedIn;

export const profileApi = {
  update: endpoint({
    method: 'PUT',
    path: '/me/profile',
    access: signedIn,
    tags,
    summary: 'Edit name and phone',
    body: ZUpdateProfileRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZMe, ...OWN_RECORD_ERRORS },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/me/password',
    access: signedIn,
    tags,
    summary: 'Change password; other sessions are signed out',
    body: ZChangePasswordRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZOk, ...OWN_RECORD_ERRORS },
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/me',
    access: signedIn,
    tags,
    summary: 'Delete the account and its personal data (DPDP Act erasure)',
    body: ZDeleteAccountRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZOk, ...OWN_RECORD_ERRORS },
  }),
};
