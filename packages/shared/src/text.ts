/** Text-field schemas shared by every form: trimmed, bounded, free of control characters. */
import { z } from 'zod';

// NUL (which PostgreSQL refuses) and other control characters have no place in typed text;
// tab and line breaks are allowed in multi-line fields only.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const LINE_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MULTILINE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A required single-line field. */
export function plainText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage)
    .refine((value) => !LINE_CONTROL_CHARACTERS.test(value), 'Remove the special characters from this field');
}

/** A required multi-line field (messages, notes). */
export function multilineText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage)
    .refine((value) => !MULTILINE_CONTROL_CHARACTERS.test(value), 'Remove the special characters from this field');
}

/** An optional single-line field: blank becomes null. */
export function optionalText(max: number, tooLongMessage: string) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .refine((value) => !LINE_CONTROL_CHARACTERS.test(value), 'Remove the special characters from this field')
    .transform((value) => (value === '' ? null : value))
    .nullish();
}

/** URL slug: lower-case ASCII words joined by hyphens ("Dolo 650 Tablet" → "dolo-650-tablet"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
