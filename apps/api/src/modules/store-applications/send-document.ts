import {
  STORE_APPLICATION_DOCUMENT_LABELS,
  type TStoreApplicationDocumentKind,
} from '@dawanow/shared/store-application-steps';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors';
import type { FileStorage, StoredFile } from '../../providers/storage/file-storage';

/** The stored file behind an application's document row, for the applicant's route and the reviewer's alike. */
export async function documentFile(
  storage: FileStorage,
  document: { storageKey: string } | null,
  kind: TStoreApplicationDocumentKind,
): Promise<StoredFile> {
  const file = document && (await storage.get(document.storageKey));
  if (!file)
    throw new AppError('NOT_FOUND', `No ${STORE_APPLICATION_DOCUMENT_LABELS[kind].toLowerCase()} is uploaded.`);
  return file;
}

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
