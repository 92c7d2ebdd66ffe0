/**
 * Free-text fields shared by every form and endpoint: trimmed, NFC-normalised, length-bounded and free of
 * control and invisible formatting characters (docs/decisions.md, 2026-11-25 "Free text refuses control
 * characters"). Hostile characters are refused, never stripped, so a request either stores what was typed
 * or changes nothing.
 */
import { z } from 'zod';

// C0 controls (NUL, which PostgreSQL cannot store; ESC, which starts terminal sequences in logs), DEL, C1
// controls and the Unicode line and paragraph separators. A multi-line field keeps tab and line feed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/u;

// Invisible characters that make text read differently from what is stored (Trojan Source, CVE-2021-42574):
// soft hyphen, Arabic letter mark, Mongolian vowel separator, zero-width space, LRM/RLM, bidi embeddings,
// overrides and isolates, word joiner and invisible operators, deprecated format characters, BOM,
// interlinear annotations and tag characters. ZWNJ and ZWJ (U+200C, U+200D) are absent on purpose: Hindi
// and other Indic scripts need them to choose a conjunct's form.
const INVISIBLE_FORMATTING =
  /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/u;

// Half of a UTF-16 surrogate pair, which no keyboard produces and no database column stores faithfully.
const LONE_SURROGATE = /\p{Cs}/u;

type TTextOptions = {
  /** The field as it starts a sentence in a message: "First name", "The note" */
  label: string;
  /** At most this many UTF-16 code units, counted after trimming and normalisation */
  max: number;
  /** Notes, messages and details keep line breaks and tabs; names and address lines are one line */
  isMultiline?: boolean;
  /** Defaults to "<label> can be at most <max> characters" */
  tooLong?: string;
};

function boundedText(
  { label, max, isMultiline = false, tooLong }: TTextOptions,
  ...more: Parameters<z.ZodString['check']>
) {
  const controls = isMultiline ? MULTILINE_CONTROLS : LINE_CONTROLS;
  const newlines = isMultiline ? [z.overwrite((value: string) => value.replace(/\r\n/g, '\n'))] : [];
  // One check() with every rule: each chained call (.trim(), .max()…) would build a whole schema of its own, and
  // these fields are in most forms and answers (docs/decisions.md, "The first screen builds only the schemas it reads").
  return z.string().check(
    ...newlines,
    z.trim(),
    z.normalize('NFC'),
    (ctx) => {
      const message = controls.test(ctx.value)
        ? `${label} cannot contain control characters`
        : INVISIBLE_FORMATTING.test(ctx.value)
          ? `${label} cannot contain invisible formatting characters`
          : LONE_SURROGATE.test(ctx.value)
            ? `${label} contains a broken character`
            : null;
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    },
    z.maxLength(max, tooLong ?? `${label} can be at most ${max} characters`),
    ...more,
  );
}

/** A required free-text field: `required` is the message when it is blank or shorter than `min` (default 1). */
export function plainText(options: TTextOptions & { required: string; min?: number }) {
  return boundedText(options, z.minLength(options.min ?? 1, options.required));
}

/** An optional free-text field: missing, null or blank becomes null. */
export function optionalText(options: TTextOptions) {
  return boundedText(options)
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
