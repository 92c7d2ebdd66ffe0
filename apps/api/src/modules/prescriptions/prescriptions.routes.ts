import { ZApiError } from '@dawanow/shared/errors';
import {
  PRESCRIPTION_MAX_FILE_BYTES,
  PRESCRIPTION_MAX_FILES,
  ZAccessLog,
  ZAccessReason,
  ZAdminPrescriptionList,
  ZAdminPrescriptionQuery,
  ZH1Register,
  ZH1RegisterQuery,
  ZPrescriptionDetails,
  ZPrescriptionList,
  ZPrescriptionQuote,
  ZPrescriptionQuoteList,
  ZPrescriptionSummary,
  ZQuoteAcceptance,
  ZQuoteItems,
  ZQuoteRequestCreate,
  ZReviewRequest,
  ZStorePrescription,
  ZStorePrescriptionList,
} from '@dawanow/shared/prescriptions';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actorOf } from '../../lib/access';
import { AppError, ERROR_RESPONSES } from '../../lib/errors';
import { type PrescriptionsService, registerCsv } from './prescriptions.service';

const errors = ERROR_RESPONSES;
const ZPrescriptionParams = z.object({ prescriptionId: z.uuid('Not a prescription id') });
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });
const staff = access.store(['store_admin', 'store_manager', 'store_staff']);

/** Reads the multipart form: the files' bytes and the text fields, within the limits. */
async function readUpload(request: FastifyRequest): Promise<{ files: Buffer[]; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the prescription as a multipart form.');
  const files: Buffer[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      // One more file than allowed is read so "too many" is an answer, not a silently dropped file.
      limits: { fileSize: PRESCRIPTION_MAX_FILE_BYTES, files: PRESCRIPTION_MAX_FILES + 1, fields: 10, fieldSize: 2000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') files.push(await part.toBuffer());
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'Each file must be at most 10 MB.');
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_FAILED', `Upload at most ${PRESCRIPTION_MAX_FILES} files per prescription.`);
    }
    throw new AppError('VALIDATION_FAILED', 'The upload could not be read. Please try again.');
  }
  return { files, fields };
}

export const prescriptionsRoutes: FastifyPluginAsyncZod<{ prescriptions: PrescriptionsService }> = async (
  app,
  { prescriptions },
) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  app.post(
    '/prescriptions',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['prescriptions'],
        summary: 'Uploads a prescription: up to 5 photos or PDFs of 10 MB, checked by content, images re-encoded',
        consumes: ['multipart/form-data'],
        response: { 201: ZPrescriptionSummary, ...errors, 413: ZApiError, 415: ZApiError },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { files, fields } = await readUpload(request);
      const details = ZPrescriptionDetails.safeParse(fields);
      if (!details.success) {
        throw new AppError('VALIDATION_FAILED', details.error.issues[0]?.message ?? 'Check the prescription details.', {
          issues: details.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        });
      }
      return reply.status(201).send(await prescriptions.upload(actor, details.data, files));
    },
  );

  app.get(
    '/prescriptions',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['prescriptions'],
        summary: 'Your prescriptions, newest first',
        response: { 200: ZPrescriptionList, 401: ZApiError },
      },
    },
    async (request) => ({ prescriptions: await prescriptions.listMine(actorOf(request)) }),
  );

  app.get(
    '/prescriptions/:prescriptionId',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['prescriptions'],
        summary: 'One of your prescriptions: status, files, orders that used it',
        params: ZPrescriptionParams,
        response: { 200: ZPrescriptionSummary, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return prescriptions.mine(actorOf(request), request.params.prescriptionId);
    },
  );

  app.get(
    '/prescriptions/:prescriptionId/files/:fileId',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['prescriptions'],
        summary: 'A prescription file, for its owner, a pharmacist of a store it was sent to, or an admin (logged)',
        params: ZPrescriptionParams.extend({ fileId: z.uuid('Not a file id') }),
        querystring: z.object({
          variant: z.enum(['original', 'thumbnail']).default('original'),
          storeId: z.uuid().optional(),
          reason: ZAccessReason.default('verification'),
        }),
        // The file's bytes, streamed as they are stored
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await prescriptions.openFile(
        actorOf(request),
        request.params.prescriptionId,
        request.params.fileId,
        {
          variant: request.query.variant,
          storeId: request.query.storeId ?? null,
          reason: request.query.reason,
        },
      );
      // A PDF is never opened by the browser's own viewer: it downloads, and the app draws it with pdf.js
      // (no scripts, no forms). Whatever a file is, it runs nothing if opened on its own.
      const isPdf = file.contentType === 'application/pdf';
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          isPdf ? `attachment; filename="prescription-${request.params.fileId}.pdf"` : 'inline',
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(file.contentType)
        .send(file.body);
    },
  );

  app.get(
    '/prescriptions/:prescriptionId/quotes',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['prescriptions'],
        summary: 'Quotes pharmacists built from this prescription',
        params: ZPrescriptionParams,
        response: { 200: ZPrescriptionQuoteList, ...errors },
      },
    },
    async (request) => ({ quotes: await prescriptions.quotesOf(actorOf(request), request.params.prescriptionId) }),
  );

  app.post(
    '/prescriptions/:prescriptionId/quotes',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['prescriptions'],
        summary: "Asks a store's pharmacist to build the order from this prescription",
        params: ZPrescriptionParams,
        body: ZQuoteRequestCreate,
        response: { 200: ZPrescriptionQuote, 201: ZPrescriptionQuote, ...errors },
      },
    },
    async (request, reply) => {
      const { created, quote } = await prescriptions.requestQuote(
        actorOf(request),
        request.params.prescriptionId,
        request.body.storeId,
      );
      return reply.status(created ? 201 : 200).send(quote);
    },
  );

  app.post(
    '/prescription-quotes/:quoteId/accept',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['prescriptions'],
        summary: 'Takes a quote into the cart: the lines, the store and the prescription to attach',
        params: z.object({ quoteId: z.uuid('Not a quote id') }),
        response: {
          200: ZQuoteAcceptance,
          ...errors,
        },
      },
    },
    async (request) => prescriptions.acceptQuote(actorOf(request), request.params.quoteId),
  );

  app.get(
    '/stores/:storeId/prescriptions',
    {
      config: { access: staff },
      schema: {
        tags: ['store prescriptions'],
        summary: "Prescriptions on the store's orders and quote requests: waiting (oldest first) or reviewed",
        params: ZStoreParams,
        querystring: z.object({ status: z.enum(['waiting', 'reviewed']).default('waiting') }),
        response: { 200: ZStorePrescriptionList, ...errors },
      },
    },
    async (request) => ({
      prescriptions: await prescriptions.storeQueue(request.params.storeId, request.query.status),
    }),
  );

  app.get(
    '/stores/:storeId/prescriptions/:prescriptionId',
    {
      config: { access: staff },
      schema: {
        tags: ['store prescriptions'],
        summary: 'One prescription for verification, with warnings (written to the access log)',
        params: ZStoreParams.extend({ prescriptionId: z.uuid('Not a prescription id') }),
        response: { 200: ZStorePrescription, ...errors },
      },
    },
    async (request) =>
      prescriptions.storeDetail(actorOf(request), request.params.storeId, request.params.prescriptionId),
  );

  app.post(
    '/stores/:storeId/prescriptions/:prescriptionId/review',
    {
      config: { access: staff },
      schema: {
        tags: ['store prescriptions'],
        summary:
          "The pharmacist's decision: approve (validity, covered items), reject with a reason, or ask for a clearer copy",
        params: ZStoreParams.extend({ prescriptionId: z.uuid('Not a prescription id') }),
        body: ZReviewRequest,
        response: { 200: ZStorePrescription, ...errors },
      },
    },
    async (request) =>
      prescriptions.review(actorOf(request), request.params.storeId, request.params.prescriptionId, request.body),
  );

  app.post(
    '/stores/:storeId/prescription-quotes/:quoteId',
    {
      config: { access: staff },
      schema: {
        tags: ['store prescriptions'],
        summary: 'The pharmacist builds the cart for a quote request',
        params: ZStoreParams.extend({ quoteId: z.uuid('Not a quote id') }),
        body: ZQuoteItems,
        response: { 200: ZPrescriptionQuote, ...errors },
      },
    },
    async (request) => prescriptions.quoteForStore(request.params.storeId, request.params.quoteId, request.body.items),
  );

  app.get(
    '/stores/:storeId/h1-register',
    {
      // The register is a legal record: owners, admins and managers.
      config: { access: access.store(['store_admin', 'store_manager']) },
      schema: {
        tags: ['store prescriptions'],
        summary: 'Schedule H1 register for a date range (IST), as JSON or CSV',
        params: ZStoreParams,
        querystring: ZH1RegisterQuery,
        response: { 200: z.union([ZH1Register, z.string()]), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const entries = await prescriptions.register(request.params.storeId, from, to);
      if (format === 'json') return { entries };
      return reply
        .header('content-disposition', `attachment; filename="h1-register-${from}-to-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(registerCsv(entries));
    },
  );

  app.get(
    '/admin/prescriptions',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin'],
        summary: 'All prescriptions with filters (status, store, upload date)',
        querystring: ZAdminPrescriptionQuery,
        response: {
          200: ZAdminPrescriptionList,
          ...errors,
        },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      return prescriptions.adminList(filters, page);
    },
  );

  app.get(
    '/admin/prescriptions/:prescriptionId/access-log',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin'],
        summary: 'Who viewed a prescription, when and why',
        params: ZPrescriptionParams,
        response: {
          200: ZAccessLog,
          ...errors,
        },
      },
    },
    async (request) => ({ entries: await prescriptions.accessLog(request.params.prescriptionId) }),
  );
};
