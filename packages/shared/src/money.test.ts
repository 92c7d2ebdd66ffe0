import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesToPaise } from './money';

describe('formatRupees', () => {
  it('uses Indian digit grouping', () => {
    expect(formatRupees(10_000_000)).toBe('₹1,00,000');
    expect(formatRupees(123_456_789_00)).toBe('₹12,34,56,789');
  });

  it('drops .00 for whole rupees and keeps paise otherwise', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(4_550)).toBe('₹45.50');
    expect(formatRupees(5)).toBe('₹0.05');
  });

  it('formats refunds as negative amounts', () => {
    expect(formatRupees(-12_000)).toBe('-₹120');
  });

  it('refuses fractional paise', () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it('converts without floating-point drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(-45.5)).toBe(-4550);
    expect(rupeesToPaise(1.005)).toBe(101);
  });

  it('rejects non-numbers', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });
});
