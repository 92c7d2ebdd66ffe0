/** The body of an injected response as the browser reads it, after undoing its content-encoding. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

export function decodedBody(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (encoding !== undefined) throw new Error(`unexpected content-encoding ${String(encoding)}`);
  return res.rawPayload.toString('utf8');
}

/** What Chrome on Android sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
