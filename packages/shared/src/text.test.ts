import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZAddressInput } from './addresses';
import { ZSignUpRequest, ZUpdateProfileRequest } from './auth-forms';
import { ZContactMessageRequest } from './content';
import { ZAutocompleteQuery } from './geocoding';
import { ZRefundBankDetails } from './orders/cash-refunds';
import { ZPlaceOrderRequest, ZRefundRequest } from './orders/customer';
import { ZRefundDecision } from './orders/store';
import { ZPrescriptionDetails, ZReviewRequest } from './prescriptions';
import { optionalText, plainText } from './text';

const MAX = 40;
const line = plainText({ label: 'Name', required: 'Enter a name', max: MAX });
const multiline = plainText({ label: 'Message', required: 'Enter a message', max: MAX, isMultiline: true });
const optional = optionalText({ label: 'Landmark', max: MAX });

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

// The characters docs/decisions.md (2026-11-25) lists as refused, written out independently of text.ts
const C0 = range(0x00, 0x1f);
const C1_AND_DEL = range(0x7f, 0x9f);
const BIDI = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069), '\u200e', '\u200f', '\u061c'];
const INVISIBLE = ['\u00ad', '\u180e', '\u200b', '\u2060', '\u2063', '\ufeff', '\u{e0041}', '\u2028', '\u2029'];
const LONE_SURROGATES = ['\ud800', '\udfff'];
const REFUSED_EVERYWHERE = [
  ...C0.filter((character) => character !== '\t' && character !== '\n'),
  ...C1_AND_DEL,
  ...BIDI,
  ...INVISIBLE,
  ...LONE_SURROGATES,
];
const REFUSED_CHARACTERS = [...C0, ...C1_AND_DEL, ...BIDI, ...INVISIBLE];

/** No refused character; a surrogate only as half of a pair (encodeURIComponent throws on a lone one). */
function isClean(text: string, allowed: readonly string[] = []) {
  const hasRefused = REFUSED_CHARACTERS.some((character) => !allowed.includes(character) && text.includes(character));
  try {
    encodeURIComponent(text);
  } catch {
    return false;
  }
  return !hasRefused;
}
const REFUSED_ON_ONE_LINE = [...REFUSED_EVERYWHERE, '\t', '\n'];

/** Text that is not blank at either end, so nothing inside it can be trimmed away. */
const word = fc.string({ minLength: 1, maxLength: 8 }).map((text) => `a${text}z`);
/** Any text at all: every code point, lone surrogates included, and the refused characters often. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({
    unit: fc.oneof(
      fc.constantFrom(...REFUSED_ON_ONE_LINE, ' ', 'é', 'e\u0301', 'र'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    ),
  }),
);

const codePoint = (character: string) => `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;

/** Whatever any text becomes once accepted: trimmed, composed, within 1 to MAX, free of refused characters. */
function assertAcceptedTextIsClean(schema: typeof line | typeof multiline, allowed: readonly string[] = []) {
  fc.assert(
    fc.property(anyText, (value) => {
      const result = schema.safeParse(value);
      if (!result.success) return true;
      const text = result.data;
      const isWithinBounds = text.length >= 1 && text.length <= MAX;
      return text === text.trim() && text === text.normalize('NFC') && isWithinBounds && isClean(text, allowed);
    }),
  );
}

function refuses(schema: typeof line | typeof multiline, value: string) {
  return !schema.safeParse(value).success;
}

describe('a single-line text field', () => {
  it('refuses any control, bidi or invisible formatting character inside the text', () => {
    fc.assert(
      fc.property(word, fc.constantFrom(...REFUSED_ON_ONE_LINE), word, (before, bad, after) =>
        refuses(line, `${before}${bad}${after}`),
      ),
    );
  });

  it('refuses each listed character between two words', () => {
    for (const bad of REFUSED_ON_ONE_LINE) expect(refuses(line, `Asha${bad}Menon`), codePoint(bad)).toBe(true);
  });

  it('refuses a character that is not whitespace wherever it stands, even at either end', () => {
    const notWhitespace = REFUSED_EVERYWHERE.filter((character) => character.trim() !== '');
    fc.assert(
      fc.property(fc.constantFrom(...notWhitespace), word, (bad, text) => {
        return refuses(line, `${bad}${text}`) && refuses(line, `${text}${bad}`);
      }),
    );
  });

  it('answers only trimmed, NFC text within its bounds and free of refused characters', () => {
    assertAcceptedTextIsClean(line);
  });

  it('says which rule the text broke, in the field’s own words', () => {
    const messages = (value: string) => line.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages('Asha\u0000')).toEqual(['Name cannot contain control characters']);
    expect(messages('Asha \u001b[31mMenon')).toEqual(['Name cannot contain control characters']);
    expect(messages('Asha \u202eanoM')).toEqual(['Name cannot contain invisible formatting characters']);
    expect(messages('Asha\ud800')).toEqual(['Name contains a broken character']);
    expect(messages('   ')).toEqual(['Enter a name']);
    expect(messages('x'.repeat(MAX + 1))).toEqual(['Name can be at most 40 characters']);
  });

  it('keeps Hindi, other Indic scripts and the joiners they need', () => {
    for (const name of ['राम कुमार', 'श्री गणेश', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ', 'শ্রীকান্ত', 'ரமேஷ்', "D'Souza-Menon"]) {
      expect(line.parse(name)).toBe(name.normalize('NFC'));
    }
    expect(line.parse('क्\u200Dष')).toBe('क्\u200Dष');
    expect(line.parse('क्\u200Cष')).toBe('क्\u200Cष');
    expect(line.parse('\u{1F469}\u200D\u2695\uFE0F Asha')).toBe('\u{1F469}\u200D\u2695\uFE0F Asha');
  });

  it('stores the composed form and counts its length after composing', () => {
    expect(line.parse('  Jose\u0301 ')).toBe('José');
    expect(line.parse('e\u0301'.repeat(MAX))).toBe('é'.repeat(MAX));
  });
});

describe('a multi-line text field', () => {
  it('keeps line breaks and tabs, with Windows line ends as plain line feeds', () => {
    expect(multiline.parse('Line one\r\nLine two\tend\n')).toBe('Line one\nLine two\tend');
  });

  it('refuses every other control, bidi or invisible formatting character, and a lone carriage return', () => {
    for (const bad of REFUSED_EVERYWHERE) expect(refuses(multiline, `Line${bad}two`), codePoint(bad)).toBe(true);
    fc.assert(
      fc.property(word, fc.constantFrom(...REFUSED_EVERYWHERE), word, (before, bad, after) =>
        refuses(multiline, `${before}${bad}${after}`),
      ),
    );
    expect(refuses(multiline, 'over\rwrite')).toBe(true);
  });

  it('answers only trimmed, NFC text within its bounds and free of refused characters', () => {
    assertAcceptedTextIsClean(multiline, ['\t', '\n']);
  });
});

describe('an optional text field', () => {
  it('is null when missing or blank, and refuses what a required field refuses', () => {
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse('  ')).toBeNull();
    expect(optional.parse(' Near the temple ')).toBe('Near the temple');
    fc.assert(
      fc.property(word, fc.constantFrom(...REFUSED_ON_ONE_LINE), word, (before, bad, after) => {
        return !optional.safeParse(`${before}${bad}${after}`).success;
      }),
    );
  });
});

describe('every free-text field of a request', () => {
  const review = (decision: string) => {
    const option = ZReviewRequest.options.find((candidate) => candidate.shape.decision.value === decision);
    if (!option) throw new Error(decision);
    return option.shape.note;
  };
  const fields = {
    'sign-up and profile first name': ZSignUpRequest.shape.firstName,
    'sign-up and profile last name': ZUpdateProfileRequest.shape.lastName,
    'address name': ZAddressInput.shape.name,
    'address line 1': ZAddressInput.shape.address_line1,
    'address line 2': ZAddressInput.shape.address_line2,
    'address city': ZAddressInput.shape.city,
    'address state': ZAddressInput.shape.state,
    'contact name': ZContactMessageRequest.shape.name,
    'contact subject': ZContactMessageRequest.shape.subject,
    'contact message': ZContactMessageRequest.shape.message,
    'order notes': ZPlaceOrderRequest.shape.notes,
    'refund request details': ZRefundRequest.shape.details,
    'refund decision note': ZRefundDecision.shape.note,
    'bank account holder': ZRefundBankDetails.options[0].shape.accountHolder,
    'prescription patient name': ZPrescriptionDetails.shape.patientName,
    'prescription doctor name': ZPrescriptionDetails.shape.doctorName,
    'prescription doctor registration': ZPrescriptionDetails.shape.doctorRegistration,
    'prescription notes': ZPrescriptionDetails.shape.notes,
    'prescription approval note': review('approve'),
    'prescription rejection note': review('reject'),
    'prescription clarification note': review('clarify'),
    'address search': ZAutocompleteQuery.shape.q,
  };

  it.each(Object.entries(fields))('%s refuses NUL, ESC sequences and bidi overrides, and keeps Hindi', (_, field) => {
    if (!field) throw new Error('field not found');
    for (const hostile of ['Asha\u0000Menon', 'Asha \u001b[31mMenon', 'Asha \u202eanoM', 'Asha\u2066Menon']) {
      expect(field.safeParse(hostile).success, JSON.stringify(hostile)).toBe(false);
    }
    expect(field.parse('राम कुमार')).toBe('राम कुमार');
  });
});
