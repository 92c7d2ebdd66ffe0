/** The admin panel's store applications (issue 15 lists them; issue 18's partner onboarding fills and decides them). */
import { z } from 'zod';
import { ZAdminStoreApplicationReview, ZStoreApplicationDocumentKind } from '../store-application-steps';
import {
  ZAdminStoreApplicationCities,
  ZAdminStoreApplicationFilters,
  ZAdminStoreApplicationPage,
  ZAdminStoreApplicationParams,
  ZAdminStoreApplicationQuery,
  ZApproveApplication,
  ZRejectApplication,
  ZRequestApplicationChanges,
  ZStartApplicationReview,
} from '../store-applications';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['admin'];

/** A reviewer's decision on one application: it names the version read and answers with the application. */
function decision<const P extends string, const B extends z.ZodType>(path: P, body: B, summary: string) {
  return endpoint({
    method: 'POST',
    path: `/admin/store-applications/:applicationId/${path}`,
    access: access.admin,
    tags,
    summary,
    params: ZAdminStoreApplicationParams,
    body,
    responses: { 200: ZAdminStoreApplicationReview, ...ERROR_RESPONSES },
  });
}

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
    responses: { 200: ZAdminStoreApplicationReview, ...ERROR_RESPONSES },
  }),
  document: endpoint({
    method: 'GET',
    path: '/admin/store-applications/:applicationId/documents/:kind',
    access: access.admin,
    tags,
    summary: 'One document of an application, for the reviewer (private; a PDF downloads for the in-app viewer)',
    params: ZAdminStoreApplicationParams.extend({ kind: ZStoreApplicationDocumentKind }),
    responses: { 200: z.any(), ...ERROR_RESPONSES },
  }),
  startReview: decision('review', ZStartApplicationReview, 'Takes a submitted or resubmitted application into review'),
  requestChanges: decision(
    'request-changes',
    ZRequestApplicationChanges,
    'Sends the application back with what to change, field by field; the applicant is told',
  ),
  reject: decision('reject', ZRejectApplication, 'Rejects the application with the reason the applicant reads'),
  approve: decision(
    'approve',
    ZApproveApplication,
    'Approves: creates the store (taking no orders until its owner switches them on), makes the applicant its owner and the account its payout destination, in one transaction',
  ),
};
