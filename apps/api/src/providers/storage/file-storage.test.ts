/**
 * Both storage implementations against the same expectations: the local disk, and the S3 one
 * against s3rver, a local S3-compatible server speaking the S3 REST protocol over HTTP.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage, S3Settings } from './file-storage';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

let s3rver: S3rver;
let s3Settings: S3Settings;

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    silent: true,
  });
  const { port } = await s3rver.run();
  s3Settings = {
    bucket: 'dawanow-prescriptions',
    region: 'ap-south-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: s3Settings.region,
    endpoint: s3Settings.endpoint ?? undefined,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: s3Settings.bucket }));
});
afterAll(() => s3rver.close());

describe.each([
  ['local disk', () => createLocalDiskStorage(mkdtempSync(join(tmpdir(), 'dawanow-files-')))],
  ['S3-compatible (s3rver)', () => createS3Storage(s3Settings)],
] as const)('%s storage', (_name, make: () => FileStorage) => {
  it('stores, reads back with its type, and removes a file', async () => {
    const storage = make();
    await storage.put('prescriptions/abc/file-1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const file = await storage.get('prescriptions/abc/file-1.jpg');
    expect(file?.contentType).toBe('image/jpeg');
    expect(await text(file?.body as Readable)).toBe('jpeg bytes');
    await storage.remove('prescriptions/abc/file-1.jpg');
    expect(await storage.get('prescriptions/abc/file-1.jpg')).toBeNull();
    await expect(storage.remove('prescriptions/abc/file-1.jpg')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'prescriptions/../../x', '/abs/path', 'a//b', 'A/Upper']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
