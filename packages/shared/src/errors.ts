/** The error shape every API response uses, and the codes the web app can react to. */
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZApiError = z.object({
  error: z.object({
    code: ZErrorCode,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
