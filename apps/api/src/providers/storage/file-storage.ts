/**
 * Private file storage behind one interface (ARCHITECTURE §2 "files"): local disk under
 * DATA_DIR/uploads by default, any S3-compatible service when S3_BUCKET is configured. Nothing
 * stored here has a public URL: files are streamed through authorised API routes only.
 */
import type { Readable } from 'node:stream';

export type StoredFile = { body: Readable; contentType: string; size: number };

export type FileStorage = {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a file that is already gone is not an error. */
  remove(key: string): Promise<void>;
};

/** Keys are made by us from ids (never from user input); this guards against a mistake anyway. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]{0,200}$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export type S3Settings = {
  bucket: string;
  region: string;
  /** Set for S3-compatible services (MinIO, Cloudflare R2, DigitalOcean Spaces…); unset for AWS */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (bucket in the path), which most S3-compatible services need */
  forcePathStyle: boolean;
};
