import { describe, expect, it } from 'vitest';
import { dosageUnit } from './dosage-unit';

describe('dosageUnit', () => {
  it('counts tablets and capsules by the piece', () => {
    expect(dosageUnit({ dosageForm: 'tablet', packSize: 15, packLabel: 'strip of 15 tablets' })).toBe('tablet');
    expect(dosageUnit({ dosageForm: 'capsule', packSize: 30, packLabel: 'bottle of 30 rotacaps' })).toBe('capsule');
  });

  it('takes ml or g from the label when the pack size is measured', () => {
    expect(dosageUnit({ dosageForm: 'syrup', packSize: 100, packLabel: 'bottle of 100 ml syrup' })).toBe('ml');
    expect(dosageUnit({ dosageForm: 'gel', packSize: 30, packLabel: 'tube of 30 g gel' })).toBe('g');
    expect(dosageUnit({ dosageForm: 'gel', packSize: 20, packLabel: 'bottle of 20 ml gel' })).toBe('ml');
    expect(dosageUnit({ dosageForm: 'spray', packSize: 55, packLabel: 'can of 55 g spray' })).toBe('g');
  });

  it('does not mistake another number in the label for the pack size', () => {
    expect(dosageUnit({ dosageForm: 'respules', packSize: 5, packLabel: 'pack of 5 respules of 2.5 ml' })).toBe(
      'respule',
    );
    expect(dosageUnit({ dosageForm: 'other', packSize: 1, packLabel: 'roll of 11 g cotton' })).toBe('unit');
  });
});
