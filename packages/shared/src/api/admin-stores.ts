/** The admin panel's pharmacies: list and CSV, one pharmacy's record, add, edit, status, change requests. */
import { z } from 'zod';
import {
  ZAdminStoreDetail,
  ZAdminStoreFields,
  ZAdminStoreFilters,
  ZAdminStorePage,
  ZAdminStoreQuery,
  ZAdminStoreStatusChange,
  ZAdminStoreUpdate,
  ZChangeRequestDecision,
} from '../admin-stores';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['admin'];
const errors = ERROR_RESPONSES;
const ZStoreParams = z.object({ storeId: z.uuid({ error: 'Not a pharmacy id' }) });

export const adminStoresApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/stores',
    access: access.admin,
    tags,
    summary: 'Pharmacies, newest first, by name, city and status, with 7-day orders, packing on time and licences',
    query: ZAdminStoreQuery,
    responses: { 200: ZAdminStorePage, ...errors },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/stores/export',
    access: access.admin,
    tags,
    summary: 'The filtered pharmacy list as CSV (at most 10,000), formula-looking cells neutralised',
    query: ZAdminStoreFilters,
    responses: { 200: z.string(), ...errors },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/stores/:storeId',
    access: access.admin,
    tags,
    summary: 'One pharmacy: its record, members, performance, licence expiry and change requests',
    params: ZStoreParams,
    responses: { 200: ZAdminStoreDetail, ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/stores',
    access: access.admin,
    tags,
    summary: 'Adds a pharmacy (GSTIN of its state, valid licences, pharmacist, map pin, hours); it starts paused',
    body: ZAdminStoreFields,
    responses: { 201: ZAdminStoreDetail, ...errors },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/stores/:storeId',
    access: access.admin,
    tags,
    summary: 'Edits a pharmacy; refused with 409 when it changed since the version the form was loaded at',
    params: ZStoreParams,
    body: ZAdminStoreUpdate,
    responses: { 200: ZAdminStoreDetail, ...errors },
  }),
  setStatus: endpoint({
    method: 'POST',
    path: '/admin/stores/:storeId/status',
    access: access.admin,
    tags,
    summary: 'Activates, pauses or suspends a pharmacy with a reason; its waiting orders move to the next one',
    params: ZStoreParams,
    body: ZAdminStoreStatusChange,
    responses: { 200: ZAdminStoreDetail, ...errors },
  }),
  decideChangeRequest: endpoint({
    method: 'POST',
    path: '/admin/stores/:storeId/change-requests/:requestId',
    access: access.admin,
    tags,
    summary: "Approves (the new value is applied) or rejects a pharmacy's request, with a note it reads",
    params: ZStoreParams.extend({ requestId: z.uuid({ error: 'Not a request id' }) }),
    body: ZChangeRequestDecision,
    responses: { 200: ZAdminStoreDetail, ...errors },
  }),
};
