/** The admin panel's store applications (issue 15 lists them; issue 18's partner onboarding fills and decides them). */
import { z } from 'zod';
import {
  ZAdminStoreApplicationCities,
  ZAdminStoreApplicationDetail,
  ZAdminStoreApplicationFilters,
  ZAdminStoreApplicationPage,
  ZAdminStoreApplicationParams,
  ZAdminStoreApplicationQuery,
} from '../store-applications';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['admin'];

export const adminStoreApplicationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/store-applications',
    access: access.admin,
    tags,
    summary:
      'Store applications, the review queue (oldest first) by default: by state, city, days waiting, name or GSTIN',
    query: ZAdminStoreApplicationQuery,
    responses: { 200: ZAdminStoreApplicationPage, ...ERROR_RESPONSES },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/store-applications/export',
    access: access.admin,
    tags,
    summary: 'The filtered applications as CSV (at most 10,000), formula-looking cells neutralised',
    query: ZAdminStoreApplicationFilters,
    responses: { 200: z.string(), ...ERROR_RESPONSES },
  }),
  cities: endpoint({
    method: 'GET',
    path: '/admin/store-applications/cities',
    access: access.admin,
    tags,
    summary: 'Every city a store application names, for the city filter',
    responses: { 200: ZAdminStoreApplicationCities, ...ERROR_RESPONSES },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/store-applications/:applicationId',
    access: access.admin,
    tags,
    summary: 'One store application: every field, the applicant and what happened to it',
    params: ZAdminStoreApplicationParams,
    responses: { 200: ZAdminStoreApplicationDetail, ...ERROR_RESPONSES },
  }),
};
