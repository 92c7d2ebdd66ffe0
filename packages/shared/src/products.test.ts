import { describe, expect, it } from 'vitest';
import {
  compositionKey,
  compositionLabel,
  discountPercent,
  gstBreakdown,
  isListable,
  needsH1Register,
  requiresPrescription,
  sellableExpiryCutoff,
  stockState,
  unitPricePaise,
} from './products';

describe('drug schedules', () => {
  it('needs a prescription for H, H1, X and NDPS only', () => {
    expect(['OTC', 'G', 'H', 'H1', 'X', 'NDPS'].filter((s) => requiresPrescription(s as never))).toEqual([
      'H',
      'H1',
      'X',
      'NDPS',
    ]);
  });

  it('never lists Schedule X or NDPS products', () => {
    expect(isListable('X')).toBe(false);
    expect(isListable('NDPS')).toBe(false);
    expect(isListable('H1')).toBe(true);
    expect(isListable('OTC')).toBe(true);
  });

  it('records only H1 sales in the register', () => {
    expect(needsH1Register('H1')).toBe(true);
    expect(needsH1Register('H')).toBe(false);
  });
});

describe('discountPercent', () => {
  it('rounds down so the tag never over-promises', () => {
    expect(discountPercent(3360, 3024)).toBe(10);
    expect(discountPercent(1000, 851)).toBe(14);
    expect(discountPercent(999, 1)).toBe(99);
  });

  it('is 0 at or above MRP', () => {
    expect(discountPercent(3360, 3360)).toBe(0);
    expect(discountPercent(3360, 4000)).toBe(0);
  });
});

describe('gstBreakdown', () => {
  it('takes the GST out of a tax-inclusive price and splits it within a state', () => {
    // ₹105 at 5%: ₹100 taxable, ₹5 GST as ₹2.50 + ₹2.50
    expect(gstBreakdown(10_500, 5, 'intra_state')).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 250,
      sgstPaise: 250,
      igstPaise: 0,
    });
  });

  it('gives the odd paisa to SGST so the parts add up to the price', () => {
    const split = gstBreakdown(3360, 5, 'intra_state');
    expect(split.cgstPaise + split.sgstPaise + split.taxablePaise).toBe(3360);
    expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
    expect(split).toEqual({ taxablePaise: 3200, cgstPaise: 80, sgstPaise: 80, igstPaise: 0 });
  });

  it('charges IGST between states and nothing at the nil rate', () => {
    expect(gstBreakdown(11_800, 18, 'inter_state')).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1800,
    });
    expect(gstBreakdown(5000, 0, 'intra_state').taxablePaise).toBe(5000);
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => gstBreakdown(10.5, 5, 'intra_state')).toThrow(RangeError);
    expect(() => gstBreakdown(-1, 5, 'intra_state')).toThrow(RangeError);
  });
});

describe('composition', () => {
  const dolo = [{ name: 'Paracetamol', strength: 650, unit: 'mg' }];

  it('labels salts in label order', () => {
    expect(
      compositionLabel([
        { name: 'Amoxycillin', strength: 500, unit: 'mg' },
        { name: 'Clavulanic Acid', strength: 125, unit: 'mg' },
      ]),
    ).toBe('Amoxycillin 500 mg + Clavulanic Acid 125 mg');
  });

  it('gives substitutes the same key whatever the order, case or spacing', () => {
    const a = compositionKey([
      { name: 'Paracetamol', strength: 325, unit: 'mg' },
      { name: 'Ibuprofen', strength: 400, unit: 'mg' },
    ]);
    const b = compositionKey([
      { name: 'ibuprofen', strength: 400, unit: 'mg' },
      { name: 'PARACETAMOL', strength: 325, unit: ' mg' },
    ]);
    expect(a).toBe(b);
  });

  it('keeps different strengths apart', () => {
    expect(compositionKey(dolo)).not.toBe(compositionKey([{ name: 'Paracetamol', strength: 500, unit: 'mg' }]));
  });

  it('prices per unit of the pack', () => {
    expect(unitPricePaise(3360, 15)).toBeCloseTo(224);
  });
});

describe('sellableExpiryCutoff', () => {
  it('is three months ahead', () => {
    expect(sellableExpiryCutoff('2026-11-21')).toBe('2027-02-21');
  });

  it('clamps to the end of a shorter month', () => {
    expect(sellableExpiryCutoff('2026-11-30')).toBe('2027-02-28');
    expect(sellableExpiryCutoff('2027-11-30')).toBe('2028-02-29');
  });
});

describe('stockState', () => {
  it('is low at five units or fewer and out at none', () => {
    expect(stockState(0)).toBe('out_of_stock');
    expect(stockState(5)).toBe('low_stock');
    expect(stockState(6)).toBe('in_stock');
  });
});
