/** The signed-in user's saved delivery addresses (SPEC §8): each person reads and changes only their own. */
import { z } from 'zod';
import { ZAddress, ZAddressInput, ZAddressList } from '../addresses';
import { ZApiError } from '../errors';
import { access, endpoint, FORM_BODY_LIMIT, OWN_RECORD_ERRORS, ZOk } from './endpoint';

const tags = ['account'];
const signedIn = access.signedIn;
const ZAddressParams = z.object({ addressId: z.uuid('Not an address id') });

export const addressesApi = {
  list: endpoint({
    method: 'GET',
    path: '/me/addresses',
    access: signedIn,
    tags,
    summary: 'Saved addresses, default first',
    responses: { 200: ZAddressList, 401: ZApiError },
  }),
  create: endpoint({
    method: 'POST',
    path: '/me/addresses',
    access: signedIn,
    tags,
    summary: 'Save an address',
    body: ZAddressInput,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 201: ZAddress, ...OWN_RECORD_ERRORS },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/me/addresses/:addressId',
    access: signedIn,
    tags,
    summary: 'Edit a saved address',
    params: ZAddressParams,
    body: ZAddressInput,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 200: ZAddress, ...OWN_RECORD_ERRORS },
  }),
  setDefault: endpoint({
    method: 'POST',
    path: '/me/addresses/:addressId/default',
    access: signedIn,
    tags,
    summary: 'Make an address the default',
    params: ZAddressParams,
    responses: { 200: ZOk, ...OWN_RECORD_ERRORS },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/me/addresses/:addressId',
    access: signedIn,
    tags,
    summary: 'Delete a saved address',
    params: ZAddressParams,
    responses: { 200: ZOk, ...OWN_RECORD_ERRORS },
  }),
};
