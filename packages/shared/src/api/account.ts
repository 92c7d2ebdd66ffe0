/** The signed-in user's own account: profile, password, sessions, erasure and saved addresses. */
import { z } from 'zod';
import { ZAddress, ZAddressInput, ZAddressList } from '../addresses';
import { ZChangePasswordRequest, ZDeleteAccountRequest, ZMe, ZUpdateProfileRequest } from '../auth';
import { ZApiError } from '../errors';
import { ZSetLanguageRequest } from '../languages';
import { access, endpoint, ZOk } from './endpoint';

const tags = ['account'];
const signedIn = access.signedIn;
/** Forms of a few fields: anything larger is not a person typing */
const FORM_LIMIT = 16 * 1024;
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };
const ZAddressParams = z.object({ addressId: z.uuid('Not an address id') });

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
    bodyLimit: FORM_LIMIT,
    responses: { 200: ZMe, ...errors },
  }),
  setLanguage: endpoint({
    method: 'PUT',
    path: '/me/language',
    access: signedIn,
    tags,
    summary: 'Remember the language the user reads in (English or Hindi)',
    body: ZSetLanguageRequest,
    bodyLimit: FORM_LIMIT,
    responses: { 200: ZMe, ...errors },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/me/password',
    access: signedIn,
    tags,
    summary: 'Change password; other sessions are signed out',
    body: ZChangePasswordRequest,
    bodyLimit: FORM_LIMIT,
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
    bodyLimit: FORM_LIMIT,
    responses: { 200: ZOk, ...errors },
  }),
  addresses: endpoint({
    method: 'GET',
    path: '/me/addresses',
    access: signedIn,
    tags,
    summary: 'Saved addresses, default first',
    responses: { 200: ZAddressList, 401: ZApiError },
  }),
  createAddress: endpoint({
    method: 'POST',
    path: '/me/addresses',
    access: signedIn,
    tags,
    summary: 'Save an address',
    body: ZAddressInput,
    bodyLimit: FORM_LIMIT,
    responses: { 201: ZAddress, ...errors },
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: '/me/addresses/:addressId',
    access: signedIn,
    tags,
    summary: 'Edit a saved address',
    params: ZAddressParams,
    body: ZAddressInput,
    bodyLimit: FORM_LIMIT,
    responses: { 200: ZAddress, ...errors },
  }),
  setDefaultAddress: endpoint({
    method: 'POST',
    path: '/me/addresses/:addressId/default',
    access: signedIn,
    tags,
    summary: 'Make an address the default',
    params: ZAddressParams,
    responses: { 200: ZOk, ...errors },
  }),
  deleteAddress: endpoint({
    method: 'DELETE',
    path: '/me/addresses/:addressId',
    access: signedIn,
    tags,
    summary: 'Delete a saved address',
    params: ZAddressParams,
    responses: { 200: ZOk, ...errors },
  }),
};
