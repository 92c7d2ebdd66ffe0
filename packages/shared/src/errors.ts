/**
 * The error shape every API response uses, and the codes the web app can react to: general ones, and domain
 * ones where a caller must tell one refusal from another (the web app reads codes, never HTTP statuses).
 */
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** Placing an order: prices, stock, delivery or the total moved since the quote; `details.quote` is the fresh one */
  'QUOTE_CHANGED',
  /**
   * Placing an order: its coupon no longer applies (used up meanwhile, ended, the cart below its minimum…);
   * `details.couponProblem` is the coded reason the web words, `details.fields.couponCode` the English
   */
  'COUPON_REFUSED',
  /** The order has gone too far (or is already cancelled) for the customer to cancel it */
  'ORDER_NOT_CANCELLABLE',
  /** An admin edit named an older version of the record: someone saved a change since it was loaded */
  'RECORD_CHANGED',
  /** Mobile sign-in: the code is wrong (`details.triesLeft`), expired or replaced, or used up its tries */
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  /**
   * Mobile sign-in: the code is right, but no account signs in with this number while an e-mail account gives it as
   * its phone (`details.maskedEmail`); the person signs in there and verifies the number, or makes a separate account
   */
  'PHONE_ON_EMAIL_ACCOUNT',
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
