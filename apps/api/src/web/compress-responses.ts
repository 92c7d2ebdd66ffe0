/**
 * API answers of 1 KB and more leave compressed (issue 12: phones on slow 4G): brotli when the client
 * accepts it, else gzip, else as they are. Registered inside the /api scope only: the built web app is
 * compressed once at build time and served as it lies on disk (serve-web-app.ts).
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// JSON, CSV, HTML and other text. Not event streams (each event must reach the browser when it is sent;
// they are written to the raw socket anyway), and not prescription photos, PDFs or bytes of unknown kind:
// those are compressed already, and zlib would spend CPU to make them no smaller.
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/;

export async function compressApiResponses(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    // Requests are small and clients never compress them; a compressed request body stays refused.
    globalDecompression: false,
  });
}
