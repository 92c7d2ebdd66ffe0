/** Reading one file from a multipart form (a store photo, a label photo, an applicant's licence), within a size limit. */
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export async function readOneFile(
  request: FastifyRequest,
  rules: { maxBytes: number; what: string; tooLarge: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send ${rules.what} as a multipart form.`);
  try {
    const file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1, fields: 0 } });
    if (!file) throw new AppError('VALIDATION_FAILED', `Choose ${rules.what}.`);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
    throw new AppError('VALIDATION_FAILED', 'The upload could not be read. Please try again.');
  }
}

export function readOneImage(request: FastifyRequest, rules: { maxBytes: number; what: string }): Promise<Buffer> {
  const megabytes = Math.round(rules.maxBytes / (1024 * 1024));
  return readOneFile(request, { ...rules, tooLarge: `The photo must be at most ${megabytes} MB.` });
}
