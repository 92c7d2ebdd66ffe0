/**
 * Turns the typed demo catalogue into product rows, checking every entry against the same rules
 * the importer applies; a problem names the product so the typist can fix it.
 */
import { rupeesToPaise } from '@dawanow/shared/money';
import {
  compositionKey,
  compositionLabel,
  isListable,
  type TDrugSchedule,
  ZDosageForm,
  ZDrugSchedule,
  ZHsnCode,
  ZSalt,
} from '@dawanow/shared/products';
import { slugify } from '@dawanow/shared/text';
import type { ImportProduct } from '../../../modules/catalog/catalog-import';
import type { SeedCatalogPart, SeedMonograph, SeedProduct } from './types';

/** A seeded product: an importer row whose schedule the typist stated, plus how well it sells. */
export type CatalogRow = Omit<ImportProduct, 'line' | 'schedule'> & { schedule: TDrugSchedule; popularity: number };

function monographFor(product: SeedProduct, monographs: Record<string, SeedMonograph>): SeedMonograph | undefined {
  if (product.info) return product.info;
  const names = product.salts.map(([name]) => name.toLowerCase());
  return monographs[names.join(' + ')] ?? (names[0] === undefined ? undefined : monographs[names[0]]);
}

function checkProduct(product: SeedProduct): string[] {
  const problems: string[] = [];
  const salts = product.salts.map(([name, strength, unit]) => ZSalt.safeParse({ name, strength, unit }));
  if (salts.some((salt) => !salt.success)) problems.push('a salt is malformed');
  if (!ZDosageForm.safeParse(product.form).success) problems.push(`unknown form ${product.form}`);
  const schedule = ZDrugSchedule.safeParse(product.schedule);
  if (!schedule.success || !isListable(schedule.data)) problems.push(`schedule ${product.schedule} cannot be listed`);
  if (!ZHsnCode.safeParse(product.hsn).success) problems.push(`HSN ${product.hsn} is not 4, 6 or 8 digits`);
  if (!(product.mrp > 0 && product.mrp < 1_00_000)) problems.push(`MRP ₹${product.mrp} is out of range`);
  if (!Number.isInteger(product.packSize) || product.packSize < 1) problems.push('pack size must be a whole number');
  if (product.packLabel.trim() === '') problems.push('pack label is empty');
  if (product.coldChain && product.returnable) problems.push('cold-chain products are never returnable');
  return problems;
}

export function buildCatalogRows(parts: readonly SeedCatalogPart[]): { rows: CatalogRow[]; problems: string[] } {
  const monographs = Object.assign({}, ...parts.map((part) => part.monographs)) as Record<string, SeedMonograph>;
  const rows: CatalogRow[] = [];
  const problems: string[] = [];
  const slugs = new Set<string>();
  for (const product of parts.flatMap((part) => part.products)) {
    const slug = slugify(product.name);
    const found = checkProduct(product);
    if (slugs.has(slug)) found.push('another product has the same name');
    slugs.add(slug);
    const info = monographFor(product, monographs);
    if (!info || Object.values(info).some((text) => text.trim() === '')) found.push('no complete patient information');
    if (found.length > 0 || !info) {
      problems.push(...found.map((problem) => `${product.name}: ${problem}`));
      continue;
    }
    const composition = product.salts.map(([name, strength, unit]) => ({ name, strength, unit }));
    rows.push({
      sku: `seed:${slug}`,
      slug,
      name: product.name,
      brand: product.brand,
      manufacturer: product.manufacturer,
      composition,
      compositionKey: compositionKey(composition),
      compositionLabel: compositionLabel(composition),
      dosageForm: product.form,
      packSize: product.packSize,
      packLabel: product.packLabel,
      mrpPaise: rupeesToPaise(product.mrp),
      schedule: product.schedule,
      hsnCode: product.hsn,
      gstRate: product.gst,
      storage: product.coldChain ? 'cold_chain' : 'room',
      isReturnable: product.coldChain ? false : (product.returnable ?? true),
      popularity: product.popularity ?? 0,
      categorySlug: product.category,
      ...info,
    });
  }
  return { rows, problems };
}
