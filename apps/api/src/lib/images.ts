/**
 * Photos people upload (prescriptions, damaged goods for a refund) are decoded and written anew before
 * anyone else sees them: the new JPEG carries the picture only — no EXIF, GPS or camera, and nothing an
 * attacker appended after the image data (docs/decisions.md, "Prescriptions").
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../providers/storage/file-storage';
import { AppError } from './errors';

/** Large enough to read a handwritten dosage when zoomed in, small enough for slow 4G. */
const MAX_IMAGE_EDGE = 2400;
// Decompression bombs: a 50-megapixel limit is far above any phone camera.
const MAX_INPUT_PIXELS = 50_000_000;

/** Decoded for re-encoding: strict about damage, refusing decompression bombs, turned upright by its EXIF. */
// rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default)
const decoded = (bytes: Buffer) => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();

const unreadable = (message: string | undefined) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    message ?? 'This image could not be read. It may be damaged; please take the photo again.',
  );

export type ReencodedImage = { body: Buffer; contentType: 'image/jpeg' | 'image/webp'; thumbnail: Buffer | null };

export async function reencodeImage(
  bytes: Buffer,
  /** `format`: JPEG for photos people read (prescriptions, labels); WebP for catalogue pictures customers browse */
  options: { thumbnailEdge?: number; unreadableMessage?: string; format?: 'jpeg' | 'webp' } = {},
): Promise<ReencodedImage> {
  try {
    const image = decoded(bytes);
    const resized = image
      .clone()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true });
    const isWebp = options.format === 'webp';
    const body = await (isWebp
      ? resized.webp({ quality: 80 })
      : resized.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
    const { thumbnailEdge } = options;
    const thumbnail = thumbnailEdge
      ? await image
          .clone()
          .resize({ width: thumbnailEdge, height: thumbnailEdge, fit: 'inside' })
          .webp({ quality: 70 })
          .toBuffer()
      : null;
    return { body, contentType: isWebp ? 'image/webp' : 'image/jpeg', thumbnail };
  } catch {
    throw unreadable(options.unreadableMessage);
  }
}

/**
 * A catalogue picture at each of `widths` (cards, the product page, a zoom), each WebP without metadata,
 * decoded once with the same limits as `reencodeImage`; a picture smaller than a width is never enlarged.
 */
async function reencodeImageWidths(
  bytes: Buffer,
  widths: readonly number[],
  options: { unreadableMessage?: string } = {},
): Promise<{ width: number; body: Buffer }[]> {
  try {
    const image = decoded(bytes);
    return await Promise.all(
      widths.map(async (width) => ({
        width,
        body: await image
          .clone()
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch {
    throw unreadable(options.unreadableMessage);
  }
}

/** `<folder>/<hash>-<width>.webp`: where one width of a stored picture lives. */
const imageWidthKey = (folder: string, hash: string, width: number) => `${folder}/${hash}-${width}.webp`;

/**
 * A catalogue or blog picture re-encoded at each width (`reencodeImageWidths`) and stored under a name hashed
 * from its owner and the picture, so a new picture gets a new address that browsers may cache for good.
 * The caller points its record at the hash, and calls `remove()` if that fails.
 */
export async function storeImageWidths(
  storage: FileStorage,
  picture: { folder: string; ownerId: string; bytes: Buffer; widths: readonly number[]; unreadableMessage: string },
): Promise<{ hash: string; remove: () => Promise<void> }> {
  const sizes = await reencodeImageWidths(picture.bytes, picture.widths, {
    unreadableMessage: picture.unreadableMessage,
  });
  const hash = createHash('sha256')
    .update(picture.ownerId)
    .update(sizes.at(-1)?.body ?? picture.bytes)
    .digest('hex')
    .slice(0, 32);
  await Promise.all(
    sizes.map(({ width, body }) => storage.put(imageWidthKey(picture.folder, hash, width), body, 'image/webp')),
  );
  return { hash, remove: () => removeImageWidths(storage, picture.folder, hash, picture.widths) };
}

/** Every width of a stored picture goes; one already gone is no error. */
export async function removeImageWidths(
  storage: FileStorage,
  folder: string,
  hash: string,
  widths: readonly number[],
): Promise<void> {
  await Promise.all(widths.map((width) => storage.remove(imageWidthKey(folder, hash, width)).catch(() => undefined)));
}
