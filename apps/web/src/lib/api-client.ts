/**
 * The one HTTP client of the web app: every call names its endpoint's contract (`packages/shared/src/api`),
 * which gives the path, method and the schemas of what is sent and answered. Errors are ApiError with the
 * server's code and its English message: screens show them with `errorMessage(error)` (lib/i18n/error-message.ts),
 * which gives Hindi readers the Hindi.
 */
import {
  pathOf,
  successSchemaOf,
  type TEndpoint,
  type TEndpointInput,
  type THttpMethod,
  type TSuccess,
} from '@dawanow/shared/api/endpoint';
import { type TErrorCode, ZApiError } from '@dawanow/shared/errors';
import { noteServerDate } from './server-clock';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode | 'NETWORK',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Failures where asking again may help: no connection, or the server could not answer just now. */
const PASSING_FAILURES: readonly ApiError['code'][] = ['NETWORK', 'INTERNAL', 'SERVICE_UNAVAILABLE'];

/** The server refused the request itself (bad input, not allowed, missing, conflict…): asking again gets the same. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && !PASSING_FAILURES.includes(error.code);
}

/** The caller cannot open this record: a mistyped id, someone else's, or one that does not exist. */
export function isOutOfReach(error: unknown): error is ApiError {
  return error instanceof ApiError && ['VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND'].includes(error.code);
}

type RequestOptions = { method: THttpMethod; body?: unknown; signal?: AbortSignal };

/** An endpoint's input as an argument: optional when the contract has nothing a caller must send. */
export type InputArgument<E extends TEndpoint> =
  Record<never, never> extends TEndpointInput<E> ? [input?: TEndpointInput<E>] : [input: TEndpointInput<E>];

/** `?a=1&b=x` from a query object; absent values are left out, lists repeat their key. */
function queryStringOf(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of an endpoint (with `/api`), for what the browser opens itself: event streams, files, links. */
export function apiUrl<E extends TEndpoint>(definition: E, ...[input]: InputArgument<E>): string {
  const parts = (input ?? {}) as { params?: Record<string, string>; query?: unknown };
  return `/api${pathOf(definition, parts.params)}${queryStringOf(parts.query)}`;
}

/** Calls an endpoint with its path parameters, query and body, and reads its answer with the contract's schema. */
export async function callApi<E extends TEndpoint>(
  definition: E,
  input: TEndpointInput<E>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TSuccess<E>> {
  const { body } = input as { body?: unknown };
  const { status, payload } = await send(apiUrl(definition, input as never), {
    method: definition.method,
    // Every write sends JSON, an empty object when the contract takes no body.
    body: definition.method === 'GET' ? undefined : (body ?? {}),
    signal,
  });
  return successSchemaOf(definition, status).parse(payload) as TSuccess<E>;
}

async function send(
  url: string,
  { method, body, signal }: RequestOptions,
): Promise<{ status: number; payload: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.');
  }
  noteServerDate(response.headers.get('date'));
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload);
  return { status: response.status, payload };
}

/** The server's `{ error }` answer as an ApiError; anything else (a proxy's page) as a generic one. */
function toApiError(status: number, payload: unknown): ApiError {
  const parsed = ZApiError.safeParse(payload);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  return new ApiError(status, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}

type UploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

/**
 * Uploads files (a multipart form) to an endpoint; its contract gives the address and the answer's schema.
 * XMLHttpRequest rather than fetch because only it reports upload progress: a 5 MB phone photo takes a while on a
 * slow mobile connection and the shopper must see it move.
 */
export function uploadApi<E extends TEndpoint>(
  definition: E,
  input: TEndpointInput<E>,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<TSuccess<E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(definition.method, apiUrl(definition, input as never));
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): handled as a generic error below.
      }
      if (request.status < 200 || request.status >= 300) {
        reject(toApiError(request.status, payload));
        return;
      }
      const parsed = successSchemaOf(definition, request.status).safeParse(payload);
      if (parsed.success) resolve(parsed.data as TSuccess<E>);
      else reject(parsed.error);
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
