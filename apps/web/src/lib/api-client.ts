/** The one HTTP client of the web app: JSON in, JSON out, errors as ApiError with the server's code. */
import { type TErrorCode, ZApiError } from '@dawanow/shared/errors';
import type { z } from 'zod';
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

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal };

export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  responseSchema: TSchema,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<z.infer<TSchema>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
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
  return responseSchema.parse(payload);
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
 * POSTs a multipart form (files). XMLHttpRequest rather than fetch because only it reports upload
 * progress: a 5 MB phone photo takes a while on a slow mobile connection and the shopper must see it move.
 */
export function apiUpload<TSchema extends z.ZodType>(
  path: string,
  body: FormData,
  responseSchema: TSchema,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.infer<TSchema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
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
      const parsed = responseSchema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(parsed.error);
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
