import type { TDosageForm } from '@dawanow/shared/products';

// Forms whose packs count pieces; liquids, creams and powders are counted in ml or g (found in the label).
const PIECES = {
  tablet: 'tablet',
  capsule: 'capsule',
  lozenge: 'lozenge',
  respules: 'respule',
  sachet: 'sachet',
  strip: 'strip',
  patch: 'patch',
  suppository: 'suppository',
  inhaler: 'dose',
  nasal_spray: 'spray',
  insulin_pen: 'pen',
  diaper: 'diaper',
  wipes: 'wipe',
} as const satisfies Partial<Record<TDosageForm, string>>;

/** A unit's name is a key of the catalog strings (`units.…`), shown in the reader's language. */
export type TDosageUnit = (typeof PIECES)[keyof typeof PIECES] | 'ml' | 'g' | 'unit';

/**
 * What one unit of a pack is, for "per tablet" and "per ml" prices. Pack sizes count tablets and
 * capsules, ml of liquids, g of creams and powders, and pieces of the rest; the label says which
 * measure ("bottle of 100 ml syrup", "tube of 30 g"), because a gel may be sold by the ml or the g.
 */
export function dosageUnit(product: { dosageForm: TDosageForm; packSize: number; packLabel: string }): TDosageUnit {
  const measure = new RegExp(`(?:^|[^\\d.])${product.packSize}\\s?(ml|g)\\b`).exec(product.packLabel);
  if (measure?.[1] === 'ml' || measure?.[1] === 'g') return measure[1];
  return (PIECES as Partial<Record<TDosageForm, TDosageUnit>>)[product.dosageForm] ?? 'unit';
}
