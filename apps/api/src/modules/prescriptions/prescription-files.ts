/**
 * What an uploaded prescription file really is, decided by its bytes (never its name or the type
 * the browser claims), and what we keep of it: images decoded and re-encoded — which drops EXIF,
 * GPS and any payload hidden after the image — plus a thumbnail; PDFs parsed and refused when
 * encrypted or carrying active content (pdf-safety.ts).
 */
import { createHash } from 'node:crypto';
import { PRESCRIPTION_MAX_FILE_BYTES } from '@dawanow/shared/prescriptions';
import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { assertSafePdf } from './pdf-safety';

export type FileKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf';

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

export function detectKind(bytes: Buffer): FileKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO base media file with a HEIF brand (iPhone photos)
  if (ascii(bytes, 4, 8) === 'ftyp' && ['heic', 'heix', 'hevc', 'mif1', 'msf1'].includes(ascii(bytes, 8, 12)))
    return 'heic';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  return null;
}

export type ProcessedFile = {
  body: Buffer;
  contentType: string;
  thumbnail: Buffer | null;
  /** Of the bytes as uploaded: the same file sent twice hashes the same */
  sha256: string;
};

const THUMBNAIL_EDGE = 320;

export async function processPrescriptionFile(bytes: Buffer): Promise<ProcessedFile> {
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'One of the files is empty.');
  if (bytes.length > PRESCRIPTION_MAX_FILE_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'Each file must be at most 10 MB.');
  const kind = detectKind(bytes);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only photos (JPEG, PNG, WebP, HEIC) and PDF files can be uploaded.');
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (kind === 'pdf') {
    await assertSafePdf(bytes);
    return { body: bytes, contentType: 'application/pdf', thumbnail: null, sha256 };
  }
  const image = await reencodeImage(bytes, {
    thumbnailEdge: THUMBNAIL_EDGE,
    unreadableMessage:
      kind === 'heic'
        ? 'This HEIC photo could not be read. Please send it as JPEG (on iPhone: Settings → Camera → Formats → Most Compatible).'
        : undefined,
  });
  return { ...image, sha256 };
}
