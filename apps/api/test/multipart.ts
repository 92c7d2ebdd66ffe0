/** Request bodies as a browser's file upload sends them, for routes that take files. */
import { randomUUID } from 'node:crypto';

export type UploadFile = { name: string; type: string; bytes: Buffer; field?: string };

/** A multipart/form-data body: text fields first, then each file under its field (default `files`). */
export function multipart(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----dawanow${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
