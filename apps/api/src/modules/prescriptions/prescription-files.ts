/**
 * What an uploaded prescription file really is, decided by its bytes (never its name or the type
 * the browser claims), and what we keep of it: images decoded and re-encoded — which drops EXIF,
 * GPS and any payload hidden after the image — plus a thumbnail; PDFs checked to be PDFs without
 * scripts or launch actions.
 */
import { createHash } from 'node:crypto';
import { PRESCRIPTION_MAX_FILE_BYTES } from '@dawanow/shared/prescriptions';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

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

const MAX_IMAGE_EDGE = 2400;
const THUMBNAIL_EDGE = 320;

// Scripts and automatic actions have no place in a prescription and are how PDFs carry attacks.
const PDF_ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA)\b/;

async function processImage(bytes: Buffer, kind: FileKind): Promise<Omit<ProcessedFile, 'sha256'>> {
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default)
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    const body = await image
      .clone()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    const thumbnail = await image
      .clone()
      .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside' })
      .webp({ quality: 70 })
      .toBuffer();
    return { body, contentType: 'image/jpeg', thumbnail };
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      kind === 'heic'
        ? 'This HEIC photo could not be read. Please send it as JPEG (on iPhone: Settings → Camera → Formats → Most Compatible).'
        : 'This image could not be read. It may be damaged; please take the photo again.',
    );
  }
}

function checkPdf(bytes: Buffer): void {
  const tail = ascii(bytes, Math.max(0, bytes.length - 2048), bytes.length);
  if (!tail.includes('%%EOF')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This PDF is incomplete or damaged.');
  if (PDF_ACTIVE_CONTENT.test(bytes.toString('latin1'))) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'This PDF contains scripts or actions and cannot be accepted. Please print it to a new PDF or send a photo.',
    );
  }
}

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
    checkPdf(bytes);
    return { body: bytes, contentType: 'application/pdf', thumbnail: null, sha256 };
  }
  return { ...(await processImage(bytes, kind)), sha256 };
}
