/** Maps every error to `{ error: { code, message, details } }` with the status its code stands for. */
import type { TApiError, TErrorCode } from '@dawanow/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS_BY_CODE } from './errors';

function body(code: TErrorCode, message: string, details?: unknown): TApiError {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) in our vocabulary. */
function fromFastifyClientError(error: FastifyError): TApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return body('VALIDATION_FAILED', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return body('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return body('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
    default:
      return null;
  }
}

function codeForClientStatus(status: number): TErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  return 'VALIDATION_FAILED';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      return reply.status(400).send(body('VALIDATION_FAILED', 'Some of the information sent is not valid.', issues));
    }
    const clientError = fromFastifyClientError(error);
    if (clientError) {
      return reply.status(HTTP_STATUS_BY_CODE[clientError.error.code]).send(clientError);
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(codeForClientStatus(error.statusCode), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

export function notFound(method: string, url: string): TApiError {
  const path = url.split('?')[0] ?? '/';
  return path.startsWith('/api')
    ? body('NOT_FOUND', `No API route for ${method} ${path}`)
    : body('NOT_FOUND', `Nothing found at ${path}`);
}

/** Errors Fastify raises before routing (malformed or over-long URLs), in the same shape. */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send(body('VALIDATION_FAILED', 'The address is too long.'));
    return;
  }
  reply.status(400).send(body('VALIDATION_FAILED', 'The address is not valid.'));
}
