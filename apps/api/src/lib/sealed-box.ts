/**
 * Bank details at rest (DPDP Act: personal data; a stolen database must not hand out accounts): sealed with
 * AES-256-GCM under a key derived from the server secret, one key per purpose, and read back only where
 * money is sent. A row sealed under an earlier secret opens to null rather than failing a whole list.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { z } from 'zod';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealedBox<T>(secret: string, purpose: string, schema: z.ZodType<T>) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'dawanow', purpose, 32));
  return {
    seal(details: T): Buffer {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    open(sealed: Buffer): T | null {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
        decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        return schema.parse(JSON.parse(plain.toString('utf8')));
      } catch {
        return null;
      }
    },
  };
}
