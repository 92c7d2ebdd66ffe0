/**
 * API answers of 1 KB and more leave compressed (issue 12: phones on slow 4G): brotli when the client
 * accepts it, else gzip, else as they are. The plugin is registered inside the /api scope only: the built web app
 * is compressed once at build time and served as it lies on disk (serve-web-app.ts), and a page built for one
 * request is compressed by `sendPage`.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// JSON, CSV, HTML and other text. Not event streams (each event must reach the browser when it is sent;
// they are written to the raw socket anyway), and not prescription photos, PDFs or bytes of unknown kind:
// those are compressed already, and zlib would spend CPU to make them no smaller.
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/;

const ENCODINGS = ['br', 'gzip'] as const;
// Text at a quality that costs little CPU per answer (the plugin's default, said once for both uses)
const BROTLI = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};

export async function compressApiResponses(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI,
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    // Requests are small and clients never compress them; a compressed request body stays refused.
    globalDecompression: false,
  });
}

/**
 * A page built for one request (its own meta tags, the reader's language, signed out), compressed with the API's
 * encodings: it is made from the built index.html, which would otherwise have gone out as the build's .br or .gz.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding, Cookie');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
  if (encoding === null) return reply.send(html);
  return reply
    .header('content-encoding', encoding)
    .send(encoding === 'br' ? brotliCompressSync(html, BROTLI) : gzipSync(html));
}
