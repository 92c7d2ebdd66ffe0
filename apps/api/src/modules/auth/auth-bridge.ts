/**
 * Hands a Fastify request to better-auth and its answer back, translating better-auth's error
 * bodies into our `{ error: { code, message } }` shape so the web app reads one format.
 */
import type { TApiError, TErrorCode } from '@dawanow/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { originOfRequest } from '../../lib/same-origin';
import type { BetterAuth } from './better-auth';

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  return headers;
}

function codeForStatus(status: number): TErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION_FAILED';
}

/**
 * `reshape` rewrites a successful JSON answer before it leaves, for fields the browser must not see.
 */
export async function relayToBetterAuth(
  auth: BetterAuth,
  request: FastifyRequest,
  reply: FastifyReply,
  reshape?: (body: unknown) => unknown,
): Promise<{ status: number }> {
  const url = new URL(request.url, originOfRequest(request));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const headers = toWebHeaders(request);
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
    }),
  );

  reply.status(response.status);
  // Every answer here is about one person's account or session: never kept by a shared cache or on disk
  reply.header('cache-control', 'private, no-store');
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const location = response.headers.get('location');
  if (location) reply.header('location', location);

  const text = await response.text();
  if (response.status >= 400) {
    let message = 'Authentication failed.';
    let authCode: string | undefined;
    try {
      const parsed = JSON.parse(text) as { message?: string; code?: string };
      message = parsed.message ?? message;
      authCode = parsed.code;
    } catch {
      // better-auth answered without JSON; keep the generic message
    }
    const body: TApiError = { error: { code: codeForStatus(response.status), message, details: { authCode } } };
    reply.send(body);
    return { status: response.status };
  }
  reply.header('content-type', response.headers.get('content-type') ?? 'application/json');
  reply.send(text === '' ? null : reshape ? JSON.stringify(reshape(JSON.parse(text))) : text);
  return { status: response.status };
}
