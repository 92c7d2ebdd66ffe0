/** Reading one image from a multipart form (a store photo, a label photo), within a size limit. */
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export async function readOneImage(
  request: FastifyRequest,
  rules: { maxBytes: number; what: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send ${rules.what} as a multipart form.`);
  try {
    const file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1, fields: 0 } });
    if (!file) throw new AppError('VALIDATION_FAILED', `Choose ${rules.what}.`);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const megabytes = Math.round(rules.maxBytes / (1024 * 1024));
      throw new AppError('PAYLOAD_TOO_LARGE', `The photo must be at most ${megabytes} MB.`);
    }
    throw new AppError('VALIDATION_FAILED', 'The photo could not be read. Please try again.');
  }
}
