/**
 * A pharmacy's settings (issue 14, /store/settings). Reading and writing them is for the store's owners and
 * admins only (`access.storeCan('settings')`, SPEC §6 "only owner/admin see … settings"): managers and staff
 * see the open/closed state and the accepting-orders switch on the dashboard. The switch itself is
 * `storeDashboardApi.accepting`; the photo is served publicly by `storeSettingsApi.photo`.
 */
import { z } from 'zod';
import { ZApiError } from '../errors';
import {
  ZChangeRequest,
  ZChangeRequests,
  ZMinOrderUpdate,
  ZNewChangeRequest,
  ZNewClosure,
  ZStoreClosure,
  ZStoreClosures,
  ZStoreContactUpdate,
  ZStoreHoursUpdate,
  ZStoreSettings,
} from '../store-settings';
import { access, ERROR_RESPONSES, endpoint, ZOk } from './endpoint';

const tags = ['store settings'];
const settings = access.storeCan('settings');
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });

export const storeSettingsApi = {
  read: endpoint({
    method: 'GET',
    path: '/stores/:storeId/settings',
    access: settings,
    tags,
    summary: "The store's profile, hours, minimum order, licences, GSTIN and registered pharmacists",
    params: ZStoreParams,
    responses: { 200: ZStoreSettings, ...ERROR_RESPONSES },
  }),
  updateContact: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/settings/contact',
    access: settings,
    tags,
    summary: "Changes the store's phone and e-mail shown to customers",
    params: ZStoreParams,
    body: ZStoreContactUpdate,
    responses: { 200: ZStoreSettings, ...ERROR_RESPONSES },
  }),
  uploadPhoto: endpoint({
    method: 'POST',
    path: '/stores/:storeId/settings/photo',
    access: settings,
    tags,
    summary: "Replaces the store's photo (one image of at most 5 MB, re-encoded as JPEG without metadata)",
    params: ZStoreParams,
    responses: { 200: ZStoreSettings, ...ERROR_RESPONSES, 413: ZApiError, 415: ZApiError },
  }),
  removePhoto: endpoint({
    method: 'DELETE',
    path: '/stores/:storeId/settings/photo',
    access: settings,
    tags,
    summary: "Removes the store's photo (customers see the placeholder)",
    params: ZStoreParams,
    responses: { 200: ZStoreSettings, ...ERROR_RESPONSES },
  }),
  photo: endpoint({
    method: 'GET',
    path: '/stores/:storeId/photos/:photoId',
    // The shopfront photo customers see in the store list; never changes under one id.
    access: access.public,
    tags,
    summary: "A store's photo (JPEG)",
    params: z.object({ storeId: z.uuid('Not a store id'), photoId: z.uuid('Not a photo id') }),
    responses: { 200: z.any(), 400: ZApiError, 404: ZApiError },
  }),
  updateHours: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/settings/hours',
    access: settings,
    tags,
    summary: 'Sets the weekly opening hours (India Standard Time)',
    params: ZStoreParams,
    body: ZStoreHoursUpdate,
    responses: { 200: ZStoreSettings, ...ERROR_RESPONSES },
  }),
  updateMinOrder: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/settings/min-order',
    access: settings,
    tags,
    summary: 'Sets the smallest basket the store takes (items before delivery; 0 for none)',
    params: ZStoreParams,
    body: ZMinOrderUpdate,
    responses: { 200: ZStoreSettings, ...ERROR_RESPONSES },
  }),
  closures: endpoint({
    method: 'GET',
    path: '/stores/:storeId/settings/closures',
    access: settings,
    tags,
    summary: 'Holiday closures in force now or still to come, soonest first',
    params: ZStoreParams,
    responses: { 200: ZStoreClosures, ...ERROR_RESPONSES },
  }),
  addClosure: endpoint({
    method: 'POST',
    path: '/stores/:storeId/settings/closures',
    access: settings,
    tags,
    summary: 'Closes the store from–to (not in the past, at most 60 days, not overlapping another closure)',
    params: ZStoreParams,
    body: ZNewClosure,
    responses: { 201: ZStoreClosure, ...ERROR_RESPONSES },
  }),
  removeClosure: endpoint({
    method: 'DELETE',
    path: '/stores/:storeId/settings/closures/:closureId',
    access: settings,
    tags,
    summary: 'Cancels a closure still to come, or ends one in force now (the store reopens)',
    params: ZStoreParams.extend({ closureId: z.uuid('Not a closure id') }),
    responses: { 200: ZOk, ...ERROR_RESPONSES },
  }),
  changeRequests: endpoint({
    method: 'GET',
    path: '/stores/:storeId/settings/change-requests',
    access: settings,
    tags,
    summary: "The store's requests to change its licences, GSTIN, name or address, newest first",
    params: ZStoreParams,
    responses: { 200: ZChangeRequests, ...ERROR_RESPONSES },
  }),
  requestChange: endpoint({
    method: 'POST',
    path: '/stores/:storeId/settings/change-requests',
    access: settings,
    tags,
    summary: 'Asks the platform to change a licence, the GSTIN, the name or the address (one pending per field)',
    params: ZStoreParams,
    body: ZNewChangeRequest,
    responses: { 201: ZChangeRequest, ...ERROR_RESPONSES },
  }),
};
