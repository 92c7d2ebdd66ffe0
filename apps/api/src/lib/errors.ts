/** Typed errors: services throw AppError with a code; one handler maps codes to HTTP (CONVENTIONS "Typed errors"). */
import type { TErrorCode } from '@dawanow/shared/errors';

export const HTTP_STATUS_BY_CODE: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  QUOTE_CHANGED: 409,
  COUPON_REFUSED: 409,
  ORDER_NOT_CANCELLABLE: 409,
  RECORD_CHANGED: 409,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_LOCKED: 429,
  PHONE_ON_EMAIL_ACCOUNT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }
}
