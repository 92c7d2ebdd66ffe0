/** ARCHITECTURE §3: Indian identifiers — GSTIN, PIN code, mobile number, drug licence number. */
import { z } from 'zod';

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// 2-digit state code, 10-character PAN, entity number, the letter Z, check character
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
// State codes 01–38 (including 26 and 25 merged later, kept valid for older registrations), 97 other territory, 99 centre
const isGstStateCode = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

/** GSTN check character: weighted base-36 sum of the first 14 characters (weights 1, 2, 1, 2, …). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARSET.indexOf(first14.charAt(i));
    if (value < 0) throw new RangeError(`Invalid GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET.charAt((36 - (sum % 36)) % 36);
}

export function isValidGstin(value: string): boolean {
  const gstin = value.trim().toUpperCase();
  const shape = GSTIN_SHAPE.exec(gstin);
  if (!shape) return false;
  if (!isGstStateCode(Number(shape[1]))) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

/** The PAN inside a valid GSTIN (characters 3–12), or null. */
export function panInGstin(gstin: string | null | undefined): string | null {
  return gstin && isValidGstin(gstin) ? gstin.trim().toUpperCase().slice(2, 12) : null;
}

/** GST state codes (the first two digits of a GSTIN) by the state or union territory's name. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};
export const INDIAN_STATES = Object.keys(GST_STATE_CODES).sort();

/** A GSTIN is registered in one state: its first two digits are that state's GST code. */
export function gstinMatchesState(gstin: string, state: string): boolean {
  return GST_STATE_CODES[state] === gstin.trim().slice(0, 2);
}

// Income-tax PAN: five letters (the fourth states the holder's type), four digits, a check letter
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

export function isValidPan(value: string): boolean {
  return PAN_PATTERN.test(value.trim().toUpperCase());
}

export const ZPan = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidPan, { message: 'Enter the 10-character PAN, e.g. ABCPK1234F' });

export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export function isValidPinCode(value: string): boolean {
  return PIN_CODE_PATTERN.test(value.trim());
}

/**
 * Normalises an Indian mobile number to E.164 (+91XXXXXXXXXX), or returns null.
 * Accepts spaces, dashes, a leading 0, 91 or +91; the 10-digit number must start with 6–9.
 */
export function normaliseIndianMobile(value: string): string | null {
  const digits = value.replace(/[\s\-()]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

/** "+91 98765 43210": an Indian mobile number as people write it, or the value as it is when it is not one. */
export function formatIndianMobile(value: string): string {
  const e164 = normaliseIndianMobile(value);
  return e164 ? `+91 ${e164.slice(3, 8)} ${e164.slice(8)}` : value;
}

/**
 * A mobile number as a store may see it on lists (DPDP Act: no more than the purpose needs): the first two and
 * last three digits, "+91 98••• ••321", enough to tell two customers apart and to match a caller, not to dial.
 * A number stored in another shape shows only its last three digits; none shows null.
 */
export function maskIndianMobile(value: string | null): string | null {
  if (value === null) return null;
  const e164 = normaliseIndianMobile(value);
  if (e164) return `+91 ${e164.slice(3, 5)}••• ••${e164.slice(-3)}`;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 3 ? `••••• ••${digits.slice(-3)}` : '•••••';
}

// Licence numbers differ by state ("KA-B20-123456", "20B/DL/2021/1234"): letters, digits and separators, with a digit
const DRUG_LICENCE_PATTERN = /^(?=.*\d)[A-Z0-9][A-Z0-9 /.\-()]{2,59}$/;

export function isValidDrugLicenceNumber(value: string): boolean {
  return DRUG_LICENCE_PATTERN.test(value.trim().toUpperCase());
}

export const ZGstin = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidGstin, { message: 'Enter a valid 15-character GSTIN' });

export const ZPinCode = z.string().trim().regex(PIN_CODE_PATTERN, { message: 'Enter a valid 6-digit PIN code' });

export const ZIndianMobile = z.string().transform((value, ctx) => {
  const e164 = normaliseIndianMobile(value);
  if (!e164) {
    ctx.addIssue({ code: 'custom', message: 'Enter a valid 10-digit Indian mobile number' });
    return z.NEVER;
  }
  return e164;
});

export const ZDrugLicenceNumber = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidDrugLicenceNumber, { message: 'Enter the drug licence number as printed on the licence' });

/**
 * Normalises an Indian phone number — a mobile, or a landline with its STD code ("080 4123 4567") — to
 * E.164 (+91 and the 10-digit national number), or returns null. A pharmacy's counter is often a landline.
 */
export function normaliseIndianPhone(value: string): string | null {
  const digits = value.replace(/[\s\-()]/g, '');
  const match = /^(?:\+91|91|0)?([1-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

export const ZIndianPhone = z.string().transform((value, ctx) => {
  const e164 = normaliseIndianPhone(value);
  if (!e164) {
    ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit Indian phone number (a landline with its STD code)' });
    return z.NEVER;
  }
  return e164;
});
