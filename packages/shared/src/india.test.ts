import { describe, expect, it } from 'vitest';
import {
  formatIndianMobile,
  gstinCheckCharacter,
  isValidDrugLicenceNumber,
  isValidGstin,
  isValidPinCode,
  maskIndianMobile,
  normaliseIndianMobile,
  ZGstin,
  ZIndianMobile,
} from './india';

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin(' 29aaacr5055k1z3 ')).toBe(true);
  });

  it('rejects a wrong check character, a bad state code or a bad shape', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('45AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('')).toBe(false);
  });

  it('computes the check character from the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('normalises case in the schema', () => {
    expect(ZGstin.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(ZGstin.safeParse('27AAPFU0939F1ZA').success).toBe(false);
  });
});

describe('PIN code', () => {
  it('is six digits not starting with 0', () => {
    expect(isValidPinCode('560025')).toBe(true);
    expect(isValidPinCode('060025')).toBe(false);
    expect(isValidPinCode('56002')).toBe(false);
    expect(isValidPinCode('5600251')).toBe(false);
  });
});

describe('Indian mobile', () => {
  it('normalises common ways of writing a number to E.164', () => {
    expect(normaliseIndianMobile('98765 43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('+91-98765-43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('09876543210')).toBe('+919876543210');
    expect(normaliseIndianMobile('919876543210')).toBe('+919876543210');
  });

  it('rejects numbers that are not Indian mobiles', () => {
    expect(normaliseIndianMobile('5876543210')).toBeNull();
    expect(normaliseIndianMobile('987654321')).toBeNull();
    expect(normaliseIndianMobile('+1 415 555 0100')).toBeNull();
    expect(ZIndianMobile.safeParse('12345').success).toBe(false);
  });
});

describe('a mobile number written out', () => {
  it('groups the ten digits five and five after +91, and leaves anything else as it is', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('09876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('+14155550100')).toBe('+14155550100');
  });
});

describe('masked mobile', () => {
  it('shows the first two and last three digits of a mobile, however it was written', () => {
    expect(maskIndianMobile('+919876543321')).toBe('+91 98••• ••321');
    expect(maskIndianMobile('98765 43321')).toBe('+91 98••• ••321');
  });

  it('never shows more than the last three digits of anything else, and null for no number', () => {
    expect(maskIndianMobile('+1 415 555 0100')).toBe('••••• ••100');
    expect(maskIndianMobile('12')).toBe('•••••');
    expect(maskIndianMobile(null)).toBeNull();
  });
});

describe('drug licence number', () => {
  it('accepts state formats and rejects junk', () => {
    expect(isValidDrugLicenceNumber('KA-B20-123456')).toBe(true);
    expect(isValidDrugLicenceNumber('20B/DL/2021/1234')).toBe(true);
    expect(isValidDrugLicenceNumber('ABCDEF')).toBe(false);
    expect(isValidDrugLicenceNumber('<script>1')).toBe(false);
  });
});
