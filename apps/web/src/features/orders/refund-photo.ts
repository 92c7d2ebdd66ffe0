/**
 * The refund form's photo (SPEC §4: review "with possible photo evidence"). Phone cameras take 4-12 MB
 * pictures; the API takes at most REFUND_PHOTO_MAX_BYTES as a data URL. The photo is always redrawn on
 * a canvas: that shrinks it for slow connections and drops its EXIF data (which can hold the home's GPS).
 */
import { REFUND_PHOTO_MAX_BYTES } from '@dawanow/shared/orders/customer';

export const REFUND_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Long side in pixels: enough to read a batch number or see a crushed strip. */
const MAX_SIDE_PX = 1600;
const JPEG_QUALITY = 0.82;

/** Why a photo cannot be sent: a key of `refundForm.photoErrors` in the orders strings */
export type TRefundPhotoProblem = 'type' | 'unreadable' | 'noCanvas' | 'tooLarge';

export class RefundPhotoError extends Error {
  constructor(readonly problem: TRefundPhotoProblem) {
    super(`Refund photo refused: ${problem}`);
  }
}

/** Width and height scaled down (never up) so the longer side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Bytes of the file inside a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

export function isAcceptedPhotoType(type: string): boolean {
  return (REFUND_PHOTO_TYPES as readonly string[]).includes(type);
}

/** A JPEG data URL of the photo under the size limit, or a RefundPhotoError the form can show. */
export async function prepareRefundPhoto(file: File): Promise<string> {
  if (!isAcceptedPhotoType(file.type)) throw new RefundPhotoError('type');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new RefundPhotoError('unreadable');
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new RefundPhotoError('noCanvas');
    // Each pass shrinks the picture by a quarter until it fits; a few passes reach any phone photo.
    for (let maxSide = MAX_SIDE_PX; maxSide >= 400; maxSide = Math.round(maxSide * 0.75)) {
      const size = fitWithin(bitmap.width, bitmap.height, maxSide);
      canvas.width = size.width;
      canvas.height = size.height;
      // A transparent PNG would turn black as a JPEG.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const dataUrl = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
      if (dataUrlBytes(dataUrl) <= REFUND_PHOTO_MAX_BYTES) return dataUrl;
    }
    throw new RefundPhotoError('tooLarge');
  } finally {
    bitmap.close();
  }
}
