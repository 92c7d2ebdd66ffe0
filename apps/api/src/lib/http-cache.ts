/**
 * Issue 20: public reads answer with a validator (`ETag`) and a caching rule (`Cache-Control`), and a client or
 * CDN that asks again with `If-None-Match` gets `304 Not Modified` without a body. Only answers that depend on
 * nothing but the URL may be cached publicly: `route()` accepts a cache rule on public GET routes only, whose
 * handlers never see the session, and sends every other GET as `private, no-store`.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type HttpCache = {
  /** The `Cache-Control` header */
  control: string;
  /**
   * Keep the answer's bytes in the process while none of these tables changes, and for at most `ms`
   * (read-cache.ts); without it the answer is read and serialised on every request that is not a 304.
   */
  keep?: { tables: readonly string[]; ms: number };
};

type Keep = HttpCache['keep'];

/**
 * Browsers and CDNs may store the answer but must ask before each use: an edit by an admin or a store shows on the
 * next load, and asking costs a 304 of a few bytes. For what admins and stores change (categories, prices, stock).
 */
export function revalidated(keep?: Keep): HttpCache {
  return { control: 'public, no-cache', ...(keep ? { keep } : {}) };
}

/** Browsers and CDNs may use the answer for `seconds`, then for `staleSeconds` more while they ask again. */
export function keptFor(seconds: number, staleSeconds: number, keep?: Keep): HttpCache {
  const stale = staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : '';
  return {
    control: `public, max-age=${seconds}${stale}`,
    ...(keep ? { keep } : {}),
  };
}

/** A serialised answer (encoded once, not on every send) and its validator. */
export type CachedAnswer = { body: Buffer; etag: string };

/**
 * A weak validator: compression changes the bytes on the wire, not the answer, so the same tag stands for the
 * brotli, gzip and plain forms (the `Vary: accept-encoding` below tells caches to keep them apart).
 */
export function cachedAnswer(body: string): CachedAnswer {
  return { body: Buffer.from(body), etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** RFC 9110 §13.1.2: `*`, or any listed tag equal to ours by the weak comparison. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === opaque || trimmed.slice(2) === opaque;
  });
}

export function sendCached(request: FastifyRequest, reply: FastifyReply, cache: HttpCache, answer: CachedAnswer) {
  // A 304 repeats the headers a cache needs to refresh its copy (RFC 9110 §15.4.5)
  reply.header('etag', answer.etag).header('cache-control', cache.control).header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
