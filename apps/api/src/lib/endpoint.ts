/**
 * Registers a route from its contract in `packages/shared/src/api` (docs/decisions.md, "Each endpoint described
 * once"): path, method, access rule, body limit and every schema come from the contract, so a route cannot
 * drift from what the web app calls. The handler receives the parsed input and returns the answer the contract
 * declares; `answer(201, …)` picks another success status, and a handler that streams or redirects returns the
 * reply itself. A public GET may take a cache rule (http-cache.ts); every other GET answers `private, no-store`.
 */
import type { TEndpoint, TSuccessInput } from '@dawanow/shared/api/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { type CachedAnswer, cachedAnswer, type HttpCache, sendCached } from './http-cache';
import type { ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers kept in this process until a table they were read from changes (read-cache.ts) */
    readCache: ReadCache;
  }
}

/** Longer URLs are answered but not kept: a copy per spelling of a long URL would let anyone fill memory. */
const MAX_KEPT_URL = 512;

/** The query names a contract declares: its schema is a plain object, whose parser drops any other name. */
function declaredQueryNames(definition: TEndpoint): ReadonlySet<string> {
  if (!definition.query) return new Set();
  const { shape } = definition.query as { shape?: Record<string, unknown> };
  if (!shape) throw new Error(`${definition.path}: a kept answer needs a plain object query schema`);
  return new Set(Object.keys(shape));
}

/**
 * The key an answer is kept under: the path and the declared query parameters in name order; or null for a URL
 * that is answered but not kept — a long one, one naming a parameter twice, or one with a parameter the contract
 * does not declare (the parser drops it, so `?x=1`, `?x=2`… would each keep a copy of one answer).
 */
function keptKey(url: string, declared: ReadonlySet<string>): string | null {
  if (url.length > MAX_KEPT_URL) return null;
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  const names = [...params.keys()];
  if (new Set(names).size !== names.length || names.some((name) => !declared.has(name))) return null;
  params.sort();
  return `${url.slice(0, mark)}?${params}`;
}

type Parsed<E extends TEndpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? z.output<E[K]>
  : undefined;

export type EndpointRequest<E extends TEndpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
};

/** A successful answer with a status other than the contract's first (201 Created beside 200 for a replay). */
class StatusAnswer<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}

export function answer<T>(status: 200 | 201 | 202, body: T): StatusAnswer<T> {
  return new StatusAnswer(status, body);
}

type HandlerResult<E extends TEndpoint> = TSuccessInput<E> | StatusAnswer<TSuccessInput<E>> | FastifyReply;

export type EndpointHandler<E extends TEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

/** The first 2xx status the contract lists: what a plain return value is sent with. */
function defaultStatus(definition: TEndpoint): number {
  const codes = Object.keys(definition.responses).map(Number);
  return codes.find((code) => code >= 200 && code < 300) ?? 200;
}

export type RouteOptions = {
  /** How browsers, CDNs and this process may keep the answer; public GET routes only */
  cache?: HttpCache;
};

export function route<E extends TEndpoint>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  { cache }: RouteOptions = {},
): void {
  const status = defaultStatus(definition);
  const run = handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const isPublicRead = definition.method === 'GET' && definition.access.kind === 'public';
  if (cache && !isPublicRead) {
    throw new Error(`${definition.method} ${definition.path}: only a public GET answer may be cached publicly`);
  }
  const { keep } = cache ?? {};
  const declared = keep ? declaredQueryNames(definition) : new Set<string>();
  const handle: RouteHandlerMethod = cache
    ? async (request, reply) => {
        const serialise = async () => {
          const result = await run(request, reply);
          if (result === reply || result instanceof StatusAnswer) {
            throw new Error(`${definition.path}: a cached route returns its answer`);
          }
          // The route's serialiser (the contract's zod schema) checks the answer and writes JSON text
          return cachedAnswer(reply.serialize(result) as string);
        };
        const key = keep && keptKey(request.url, declared);
        const answered = key
          ? await app.readCache.read(key, keep.tables, keep.ms, serialise, (kept) => kept.body.length)
          : await serialise();
        return sendCached(request, reply, cache, answered);
      }
    : async (request, reply) => {
        // What a signed-in person reads is theirs: no shared cache keeps it, no browser stores it on disk
        if (definition.method === 'GET' && !isPublicRead) reply.header('cache-control', 'private, no-store');
        const result = await run(request, reply);
        // The caller's next read, on this process, must see what this write changed (read-cache.ts)
        if (definition.method !== 'GET') await app.readCache.settle();
        if (result === reply) return reply;
        if (result instanceof StatusAnswer) return reply.status(result.status).send(result.body);
        return reply.status(status).send(result);
      };
  app.route({
    method: definition.method,
    url: definition.path,
    ...(cache
      ? {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            // Only an answer is cached publicly (sendCached sets its rule): an error, such as a 404 for a product
            // about to go on sale, must not be kept by a CDN.
            reply.header('cache-control', 'no-store');
            // A URL answered before and still current is answered before its input is parsed again: it passed then.
            const key = keep && keptKey(request.url, declared);
            const kept = key && app.readCache.peek<CachedAnswer>(key, keep.tables);
            if (kept) return sendCached(request, reply, cache, kept);
          },
        }
      : {}),
    ...(definition.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
    config: { access: definition.access },
    schema: {
      tags: [...definition.tags],
      summary: definition.summary,
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response: definition.responses,
    },
    handler: handle,
  });
}
