import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../providers/storage/file-storage';

/**
 * An application's document as a prescription's file is sent: a PDF downloads (the app draws it with pdf.js), and
 * whatever it is runs nothing if opened on its own. The routes' hook keeps it out of shared caches.
 */
export function sendDocument(reply: FastifyReply, file: StoredFile, name: string): FastifyReply {
  const isPdf = file.contentType === 'application/pdf';
  return reply
    .header('content-disposition', isPdf ? `attachment; filename="${name}.pdf"` : 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .type(file.contentType)
    .send(file.body);
}
