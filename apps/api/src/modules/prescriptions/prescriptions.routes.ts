import { prescriptionsApi } from '@dawanow/shared/api/prescriptions';
import {
  PRESCRIPTION_MAX_FILE_BYTES,
  PRESCRIPTION_MAX_FILES,
  ZPrescriptionDetails,
} from '@dawanow/shared/prescriptions';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { answer, route } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';
import { type PrescriptionsService, registerCsv } from './prescriptions.service';

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

export const prescriptionsRoutes: FastifyPluginAsync<{ prescriptions: PrescriptionsService }> = async (
  app,
  { prescriptions },
) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  route(app, prescriptionsApi.upload, async (request) => {
    const actor = actorOf(request);
    const { files, fields } = await readUpload(request);
    const details = ZPrescriptionDetails.safeParse(fields);
    if (!details.success) {
      throw new AppError('VALIDATION_FAILED', details.error.issues[0]?.message ?? 'Check the prescription details.', {
        issues: details.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
    return prescriptions.upload(actor, details.data, files);
  });

  route(app, prescriptionsApi.mine, async (request) => ({
    prescriptions: await prescriptions.listMine(actorOf(request)),
  }));

  route(app, prescriptionsApi.detail, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return prescriptions.mine(actorOf(request), request.params.prescriptionId);
  });

  route(app, prescriptionsApi.file, async (request, reply) => {
    const file = await prescriptions.openFile(actorOf(request), request.params.prescriptionId, request.params.fileId, {
      variant: request.query.variant,
      storeId: request.query.storeId ?? null,
      reason: request.query.reason,
    });
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
  });

  route(app, prescriptionsApi.quotes, async (request) => ({
    quotes: await prescriptions.quotesOf(actorOf(request), request.params.prescriptionId),
  }));

  route(app, prescriptionsApi.requestQuote, async (request) => {
    const { created, quote } = await prescriptions.requestQuote(
      actorOf(request),
      request.params.prescriptionId,
      request.body.storeId,
    );
    return created ? answer(201, quote) : quote;
  });

  route(app, prescriptionsApi.acceptQuote, (request) =>
    prescriptions.acceptQuote(actorOf(request), request.params.quoteId),
  );

  route(app, prescriptionsApi.storeQueue, async (request) => ({
    prescriptions: await prescriptions.storeQueue(actorOf(request), request.params.storeId, request.query.status),
  }));

  route(app, prescriptionsApi.storeDetail, (request) =>
    prescriptions.storeDetail(actorOf(request), request.params.storeId, request.params.prescriptionId),
  );

  route(app, prescriptionsApi.review, (request) =>
    prescriptions.review(actorOf(request), request.params.storeId, request.params.prescriptionId, request.body),
  );

  route(app, prescriptionsApi.reopen, (request) =>
    prescriptions.reopen(actorOf(request), request.params.storeId, request.params.prescriptionId, request.body.reason),
  );

  route(app, prescriptionsApi.sendQuote, (request) =>
    prescriptions.quoteForStore(request.params.storeId, request.params.quoteId, request.body.items),
  );

  route(app, prescriptionsApi.h1Register, async (request, reply) => {
    const { from, to, format } = request.query;
    const entries = await prescriptions.register(request.params.storeId, from, to);
    if (format === 'json') return { entries };
    return sendCsv(reply, `h1-register-${from}-to-${to}.csv`, registerCsv(entries));
  });

  route(app, prescriptionsApi.adminList, (request) => {
    const { page, ...filters } = request.query;
    return prescriptions.adminList(filters, page);
  });

  route(app, prescriptionsApi.accessLog, async (request) => ({
    entries: await prescriptions.accessLog(request.params.prescriptionId),
  }));
};
