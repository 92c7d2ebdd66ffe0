/**
 * Issue 19: what went wrong, in the reader's language. The server writes its messages in English and names each
 * refusal with a code (packages/shared/src/errors.ts); the web translates them here, so a feature shows
 * `errorMessage(error)` wherever it showed `error.message`, and `validationMessage(message)` wherever it showed a
 * message of a shared zod schema. English readers get the server's and the schema's own words, unchanged.
 */
import type { TErrorCode } from '@dawanow/shared/errors';
import { ApiError } from '@/lib/api-client';
// Only the codes' English goes into the bundle: the sentence groups map English to itself, and an English reader
// is shown the server's or the schema's own sentence (Vite drops the JSON keys a module does not import)
import { codes } from '@/locales/en/errors.json';
import { currentLanguage, i18n } from './i18n';
import { defineText } from './text';

export const useErrorsText = defineText('errors', { codes });
// A Hindi reader's error texts are fetched now, before the first failure needs them
void i18n.loadNamespaces('errors');

type TranslatedCode = keyof typeof codes & (TErrorCode | 'NETWORK');

/** Codes that say what happened whatever the server's sentence: a generic translation is still true. */
const TRANSLATED_CODES = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'QUOTE_CHANGED',
  'COUPON_REFUSED',
  'ORDER_NOT_CANCELLABLE',
  'RECORD_CHANGED',
  'NETWORK',
] satisfies TranslatedCode[]);

/**
 * An English sentence's Hindi from a flat group of errors.json. The sentences are keys that hold dots, which
 * `t()` would split, so the group is read whole.
 */
function hindiOf(group: 'messages' | 'validation', text: string): string | undefined {
  const texts = i18n.getResource('hi', 'errors', group) as Record<string, string> | undefined;
  return texts && Object.hasOwn(texts, text) ? texts[text] : undefined;
}

function numberIn(details: unknown, name: string): number | undefined {
  const value = (details as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The code's own translation, with the count the server sent in `details` where the sentence needs it. */
function hindiOfCode(error: ApiError): string | undefined {
  if (!TRANSLATED_CODES.has(error.code) || !i18n.hasResourceBundle('hi', 'errors')) return undefined;
  // better-auth's sign-in refusals ("Invalid email or password") come as UNAUTHENTICATED with their own words
  if (error.code === 'UNAUTHENTICATED' && (error.details as { authCode?: unknown } | undefined)?.authCode)
    return undefined;
  const t = i18n.getFixedT('hi', 'errors');
  const triesLeft = numberIn(error.details, 'triesLeft');
  if (error.code === 'OTP_INVALID' && triesLeft !== undefined) return t('codes.otpTriesLeft', { count: triesLeft });
  const waitSeconds = numberIn(error.details, 'retryAfterSeconds');
  if (error.code === 'RATE_LIMITED' && waitSeconds !== undefined) {
    return waitSeconds < 120
      ? t('codes.waitSeconds', { count: Math.max(1, Math.ceil(waitSeconds)) })
      : t('codes.waitMinutes', { count: Math.ceil(waitSeconds / 60) });
  }
  return t(`codes.${error.code as TranslatedCode}`);
}

/**
 * The message to show for a failed request (or any thrown error): the server's own sentence for English
 * readers; for Hindi readers its translation, else the code's, else the server's sentence as it is (a specific
 * VALIDATION_FAILED or CONFLICT text nobody has translated yet).
 */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (currentLanguage() === 'en') return message || codes.INTERNAL;
  const translated =
    hindiOf('messages', message) ??
    hindiOf('validation', message) ??
    (error instanceof ApiError ? hindiOfCode(error) : undefined);
  if (translated) return translated;
  if (message) return message;
  return hindiOf('messages', codes.INTERNAL) ?? codes.INTERNAL;
}

/** A shared schema's validation message (e.g. "Enter a valid 10-digit Indian mobile number") for the reader. */
export function validationMessage(message: string): string;
export function validationMessage(message: string | undefined): string | undefined;
export function validationMessage(message: string | undefined): string | undefined {
  if (!message || currentLanguage() === 'en') return message;
  return hindiOf('validation', message) ?? hindiOf('messages', message) ?? message;
}
