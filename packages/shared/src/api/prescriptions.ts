/**
 * Prescriptions: the customer's uploads, files and quotes; the store's verification queue, quotes and
 * Schedule H1 register; the admin's list and access log.
 */
import { z } from 'zod';
import { ZApiError } from '../errors';
import {
  ZAccessLog,
  ZAccessReason,
  ZAdminPrescriptionList,
  ZAdminPrescriptionQuery,
  ZH1Register,
  ZH1RegisterQuery,
  ZPrescriptionList,
  ZPrescriptionQuote,
  ZPrescriptionQuoteList,
  ZPrescriptionSummary,
  ZQuoteAcceptance,
  ZQuoteItems,
  ZQuoteRequestCreate,
  ZReopenRequest,
  ZReviewRequest,
  ZStorePrescription,
  ZStorePrescriptionList,
} from '../prescriptions';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const customerTags = ['prescriptions'];
const storeTags = ['store prescriptions'];
const adminTags = ['admin'];
const errors = ERROR_RESPONSES;
const signedIn = access.signedIn;
// Every member opens the store's prescriptions; deciding one also needs a registered pharmacist (the service checks).
const staff = access.storeCan('prescriptions');

const ZPrescriptionParams = z.object({ prescriptionId: z.uuid('Not a prescription id') });
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });
const ZStorePrescriptionParams = ZStoreParams.extend({ prescriptionId: z.uuid('Not a prescription id') });
const ZQuoteId = z.uuid('Not a quote id');

const ZPrescriptionFileParams = ZPrescriptionParams.extend({ fileId: z.uuid('Not a file id') });
/** Which rendition of a file, and for a viewer other than the owner, from which store and why (logged). */
const ZPrescriptionFileQuery = z.object({
  variant: z.enum(['original', 'thumbnail']).default('original'),
  storeId: z.uuid().optional(),
  reason: ZAccessReason.default('verification'),
});
export const STORE_PRESCRIPTION_QUEUES = ['waiting', 'reviewed'] as const;
const ZStorePrescriptionQueueQuery = z.object({ status: z.enum(STORE_PRESCRIPTION_QUEUES).default('waiting') });

export const prescriptionsApi = {
  /**
   * A multipart form (the details as text fields, then the files), read by the route itself within
   * PRESCRIPTION_MAX_FILES and PRESCRIPTION_MAX_FILE_BYTES: there is no JSON body, so no `body` schema.
   */
  upload: endpoint({
    method: 'POST',
    path: '/prescriptions',
    access: signedIn,
    tags: customerTags,
    summary: 'Uploads a prescription: up to 5 photos or PDFs of 10 MB, checked by content, images re-encoded',
    responses: { 201: ZPrescriptionSummary, ...errors, 413: ZApiError, 415: ZApiError },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/prescriptions',
    access: signedIn,
    tags: customerTags,
    summary: 'Your prescriptions, newest first',
    responses: { 200: ZPrescriptionList, 401: ZApiError },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/prescriptions/:prescriptionId',
    access: signedIn,
    tags: customerTags,
    summary: 'One of your prescriptions: status, files, orders that used it',
    params: ZPrescriptionParams,
    responses: { 200: ZPrescriptionSummary, ...errors },
  }),
  /** The file's bytes, streamed as they are stored: opened by the browser or read as a blob, never as JSON. */
  file: endpoint({
    method: 'GET',
    path: '/prescriptions/:prescriptionId/files/:fileId',
    access: signedIn,
    tags: customerTags,
    summary: 'A prescription file, for its owner, a pharmacist of a store it was sent to, or an admin (logged)',
    params: ZPrescriptionFileParams,
    query: ZPrescriptionFileQuery,
    responses: { 200: z.any(), ...errors },
  }),
  quotes: endpoint({
    method: 'GET',
    path: '/prescriptions/:prescriptionId/quotes',
    access: signedIn,
    tags: customerTags,
    summary: 'Quotes pharmacists built from this prescription',
    params: ZPrescriptionParams,
    responses: { 200: ZPrescriptionQuoteList, ...errors },
  }),
  /** 201 for a new request, 200 when the store already has one for this prescription. */
  requestQuote: endpoint({
    method: 'POST',
    path: '/prescriptions/:prescriptionId/quotes',
    access: signedIn,
    tags: customerTags,
    summary: "Asks a store's pharmacist to build the order from this prescription",
    params: ZPrescriptionParams,
    body: ZQuoteRequestCreate,
    responses: { 200: ZPrescriptionQuote, 201: ZPrescriptionQuote, ...errors },
  }),
  acceptQuote: endpoint({
    method: 'POST',
    path: '/prescription-quotes/:quoteId/accept',
    access: signedIn,
    tags: customerTags,
    summary: 'Takes a quote into the cart: the lines, the store and the prescription to attach',
    params: z.object({ quoteId: ZQuoteId }),
    responses: { 200: ZQuoteAcceptance, ...errors },
  }),
  storeQueue: endpoint({
    method: 'GET',
    path: '/stores/:storeId/prescriptions',
    access: staff,
    tags: storeTags,
    summary: "Prescriptions on the store's orders and quote requests: waiting (oldest first) or reviewed",
    params: ZStoreParams,
    query: ZStorePrescriptionQueueQuery,
    responses: { 200: ZStorePrescriptionList, ...errors },
  }),
  storeDetail: endpoint({
    method: 'GET',
    path: '/stores/:storeId/prescriptions/:prescriptionId',
    access: staff,
    tags: storeTags,
    summary: 'One prescription for verification, with warnings (written to the access log)',
    params: ZStorePrescriptionParams,
    responses: { 200: ZStorePrescription, ...errors },
  }),
  review: endpoint({
    method: 'POST',
    path: '/stores/:storeId/prescriptions/:prescriptionId/review',
    access: staff,
    tags: storeTags,
    summary:
      "The pharmacist's decision: approve (validity, covered items), reject with a reason, or ask for a clearer copy",
    params: ZStorePrescriptionParams,
    body: ZReviewRequest,
    responses: { 200: ZStorePrescription, ...errors },
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/stores/:storeId/prescriptions/:prescriptionId/reopen',
    access: access.storeCan('reopenPrescriptions', { adminWrites: true }),
    tags: storeTags,
    summary:
      "Takes back this store's approval or rejection with a reason (logged): the prescription waits for review again",
    params: ZStorePrescriptionParams,
    body: ZReopenRequest,
    responses: { 200: ZStorePrescription, ...errors },
  }),
  sendQuote: endpoint({
    method: 'POST',
    path: '/stores/:storeId/prescription-quotes/:quoteId',
    access: staff,
    tags: storeTags,
    summary: 'The pharmacist builds the cart for a quote request',
    params: ZStoreParams.extend({ quoteId: ZQuoteId }),
    body: ZQuoteItems,
    responses: { 200: ZPrescriptionQuote, ...errors },
  }),
  /** JSON by default; `format=csv` answers a CSV download (the string of the union). */
  h1Register: endpoint({
    method: 'GET',
    path: '/stores/:storeId/h1-register',
    // The register is a legal record: owners, admins and managers.
    access: access.storeCan('registers'),
    tags: storeTags,
    summary: 'Schedule H1 register for a date range (IST), as JSON or CSV',
    params: ZStoreParams,
    query: ZH1RegisterQuery,
    responses: { 200: z.union([ZH1Register, z.string()]), ...errors },
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/prescriptions',
    access: access.admin,
    tags: adminTags,
    summary: 'All prescriptions with filters (status, store, upload date)',
    query: ZAdminPrescriptionQuery,
    responses: { 200: ZAdminPrescriptionList, ...errors },
  }),
  accessLog: endpoint({
    method: 'GET',
    path: '/admin/prescriptions/:prescriptionId/access-log',
    access: access.admin,
    tags: adminTags,
    summary: 'Who viewed a prescription, when and why',
    params: ZPrescriptionParams,
    responses: { 200: ZAccessLog, ...errors },
  }),
};
