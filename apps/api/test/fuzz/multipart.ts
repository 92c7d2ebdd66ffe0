/** multipart/form-data bodies, well-formed or not, for the upload route and the fuzzer. */
import { randomUUID } from 'node:crypto';

export type MultipartFile = { field: string; filename: string; contentType: string; bytes: Buffer };

export function multipartBody(input: { fields: Record<string, string>; files: MultipartFile[]; boundary?: string }): {
  payload: Buffer;
  headers: Record<string, string>;
  boundary: string;
} {
  const boundary = input.boundary ?? `----dawanowfuzz${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(input.fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of input.files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    boundary,
  };
}
