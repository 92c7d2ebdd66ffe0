/**
 * Reads a product CSV into rows ready to upsert, validating every line. Two formats: DawaNow's own
 * (every catalogue field) and the Jan Aushadhi (PMBJP) product list export. Bad lines are reported
 * with their line numbers; problems with the file as a whole are fatal and nothing is imported.
 */

import { rupeesToPaise } from '@dawanow/shared/money';
import {
  compositionKey,
  compositionLabel,
  isListable,
  type TDosageForm,
  type TDrugSchedule,
  type TGstRate,
  type TSalt,
  type TStorageCondition,
  ZDosageForm,
  ZDrugSchedule,
  ZGstRate,
  ZHsnCode,
  ZSalt,
  ZStorageCondition,
} from '@dawanow/shared/products';
import { optionalText, plainText, slugify } from '@dawanow/shared/text';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';

export class CatalogImportError extends Error {
  override name = 'CatalogImportError';
}

export type ImportProduct = {
  /** The CSV line it came from, for reporting. */
  line: number;
  sku: string;
  slug: string;
  name: string;
  brand: string | null;
  manufacturer: string;
  composition: TSalt[];
  compositionKey: string;
  compositionLabel: string;
  dosageForm: TDosageForm;
  packSize: number;
  packLabel: string;
  mrpPaise: number;
  /** Null: decide from the salts already in the catalogue (Jan Aushadhi lists carry no schedule). */
  schedule: TDrugSchedule | null;
  hsnCode: string;
  gstRate: TGstRate;
  storage: TStorageCondition;
  isReturnable: boolean;
  categorySlug: string;
  description: string;
  uses: string;
  sideEffects: string;
  directions: string;
  safetyAdvice: string;
  /** 0–100, how commonly it sells (ranks search ties, picks best sellers); null when the file does not say. */
  popularity: number | null;
};

export type LineProblem = { line: number; reason: string };
export type ImportPlan = {
  format: 'dawanow' | 'janaushadhi';
  products: ImportProduct[];
  /** Lines that are wrong; fixing them and importing again adds them. */
  bad: LineProblem[];
  /** Lines that are fine but not for sale (unpriced Jan Aushadhi items). */
  skipped: LineProblem[];
};

export const MAX_IMPORT_ROWS = 50_000;

const JAN_AUSHADHI_HEADER = ['Sr No', 'Drug Code', 'Generic Name', 'Unit Size', 'MRP', 'Group Name'];
export const DAWANOW_HEADER = [
  'sku',
  'name',
  'brand',
  'manufacturer',
  'composition',
  'dosage_form',
  'pack_size',
  'pack_label',
  'mrp',
  'schedule',
  'category',
  'hsn_code',
  'gst_rate',
  'storage',
  'returnable',
  'description',
  'uses',
  'side_effects',
  'directions',
  'safety_advice',
];
/** Optional last column of DawaNow's format; a file without it leaves popularity as it is. */
const DAWANOW_OPTIONAL_COLUMN = 'popularity';

// Schedule X and NDPS substances: never offered online, so a row naming one is only imported when it
// says so itself (schedule X or NDPS), and then as an inactive record. Alprazolam, zolpidem and
// tramadol are psychotropic substances under the NDPS Act (tramadol since the 2018 notification).
const NEVER_LISTED_SALTS = new Set([
  'alprazolam',
  'zolpidem',
  'tramadol',
  'morphine',
  'pethidine',
  'fentanyl',
  'buprenorphine',
  'pentazocine',
  'methadone',
  'ketamine',
  'methylphenidate',
  'amphetamine',
  'dexamphetamine',
  'methamphetamine',
  'pentobarbital',
  'secobarbital',
  'amobarbital',
  'meprobamate',
  'phenobarbitone',
  'phenobarbital',
  'midazolam',
]);

// Label words that are not part of a salt's name: forms, release types, pharmacopoeia marks.
const LABEL_WORDS =
  /\b(tablets?|capsules?|syrup|oral|suspension|solution|injection|infusion|cream|ointment|gel|drops?|eye|ear|nasal|spray|lotion|powder|granules|sachets?|inhaler|respules?|dispersible|chewable|film|coated|uncoated|gastro|resistant|prolonged|extended|sustained|modified|delayed|controlled|release|paediatric|pediatric|ip|bp|usp|and|with|per|for|in|of|soft|gelatin|hard|mouth|dissolving|orally|disintegrating|effervescent|topical|vaginal|dusting|sterile|concentrate)\b/gi;

const STRENGTH =
  /(\d+(?:\.\d+)?)\s*(mg|mcg|µg|g|gm|iu|i\.u\.|ml|%\s*w\/w|%\s*w\/v|%\s*v\/v|%)(?:\s*(?:per|\/)\s*(\d+(?:\.\d+)?)?\s*(ml|g|gm|dose|tablet))?(?![a-z])/gi;

function unitOf(raw: string, perAmount: string | undefined, perUnit: string | undefined): string {
  const unit = raw.toLowerCase().replace(/\s+/g, ' ').replace('% ', '% ').replace('gm', 'g').replace('i.u.', 'iu');
  const base = unit === 'iu' ? 'IU' : unit.replace(/^%\s*/, '% ').replace(/^% $/, '%');
  if (!perUnit) return base;
  return `${base}/${perAmount ? `${perAmount} ` : ''}${perUnit.toLowerCase().replace('gm', 'g')}`;
}

function titleCase(words: string): string {
  return words
    .split(' ')
    .map((word) => (word.length > 0 ? word[0]?.toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(' ');
}

/**
 * Salts and strengths from a label like "Aceclofenac 100mg and Paracetamol 325mg Tablets" or
 * "Paracetamol Paediatric Oral Suspension IP 125 mg per 5 ml". Empty when no strength is printed.
 */
export function parseLabelComposition(label: string): TSalt[] {
  const salts: TSalt[] = [];
  let previousEnd = 0;
  for (const match of label.matchAll(STRENGTH)) {
    const before = label.slice(previousEnd, match.index).replace(/\([^)]*\)/g, ' ');
    previousEnd = (match.index ?? 0) + match[0].length;
    const name = titleCase(
      before
        .replace(LABEL_WORDS, ' ')
        .replace(/[^A-Za-z0-9 -]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    // "50mg 1 ml", "(2mg per ml)": a second figure with no name qualifies the salt before it.
    if (name === '' && salts.length > 0) continue;
    const salt = ZSalt.safeParse({
      name,
      strength: Number(match[1]),
      unit: unitOf(match[2] ?? '', match[3], match[4]),
    });
    if (!salt.success) return [];
    salts.push(salt.data);
  }
  return salts;
}

// "Metformin (Extended Release) 500 mg", "Paracetamol 250 mg/5 ml": the name as written, then the last
// figure followed by a unit.
const SALT_AS_WRITTEN = /^(.+)\s+(\d+(?:\.\d+)?)\s+([A-Za-z%µ][A-Za-z0-9%µ/. ]*)$/;

function parseSaltText(text: string): TSalt | null {
  const written = SALT_AS_WRITTEN.exec(text);
  const salt = written
    ? ZSalt.safeParse({ name: written[1], strength: Number(written[2]), unit: written[3] })
    : // No figure at all: an ingredient without a stated strength ("Pudina Satva (Menthol)").
      !/\d/.test(text)
      ? ZSalt.safeParse({ name: text, strength: null, unit: null })
      : null;
  if (salt?.success) return salt.data;
  // Label spellings such as "Paracetamol IP 650mg" are read as on a Jan Aushadhi label.
  const read = parseLabelComposition(text);
  return read.length === 1 ? (read[0] ?? null) : null;
}

/**
 * "Paracetamol 650 mg + Caffeine 50 mg" (DawaNow CSV) into salts, each named as written so release forms
 * that are not interchangeable stay separate salts; null when a part does not read.
 */
export function parseCompositionText(text: string): TSalt[] | null {
  if (text.trim() === '') return [];
  const salts = text.split('+').map((part) => parseSaltText(part.trim()));
  return salts.every((salt) => salt !== null) ? salts : null;
}

const FORM_PATTERNS: [RegExp, TDosageForm][] = [
  [/\btablets?\b/i, 'tablet'],
  [/\bcapsules?\b/i, 'capsule'],
  [/\brespules?\b/i, 'respules'],
  [/\b(inhaler|mdi|rotacaps?)\b/i, 'inhaler'],
  [/\bnasal spray\b/i, 'nasal_spray'],
  [/\bsyrup\b/i, 'syrup'],
  [/\bsuspension\b/i, 'suspension'],
  [/\bdrops?\b/i, 'drops'],
  [/\b(injection|infusion|vial|ampoule)\b/i, 'injection'],
  [/\bcream\b/i, 'cream'],
  [/\bointment\b/i, 'ointment'],
  [/\bgel\b/i, 'gel'],
  [/\blotion\b/i, 'lotion'],
  [/\bsachets?\b/i, 'sachet'],
  [/\b(powder|granules)\b/i, 'powder'],
  [/\bspray\b/i, 'spray'],
  [/\bsolution\b/i, 'solution'],
  [/\bsoap\b/i, 'soap'],
  [/\bshampoo\b/i, 'shampoo'],
  [/\b(bandage|gauze|dressing)\b/i, 'bandage'],
  [/\bdiapers?\b/i, 'diaper'],
];

function formOf(label: string): TDosageForm {
  return FORM_PATTERNS.find(([pattern]) => pattern.test(label))?.[1] ?? 'other';
}

const UNIT_NOUNS: Partial<Record<TDosageForm, string>> = {
  tablet: 'tablets',
  capsule: 'capsules',
  sachet: 'sachets',
  respules: 'respules',
  injection: 'vials',
  diaper: 'diapers',
};
const NUMBER_WORDS: Record<string, number> = { one: 1, kit: 1, pair: 2, two: 2, three: 3, four: 4, five: 5, ten: 10 };

/** Jan Aushadhi "Unit Size" ("10's", "100 ml Bottle", "15 gm Tube", "One in Mono-Pack") as a pack. */
export function parseUnitSize(unitSize: string, form: TDosageForm): { packSize: number; packLabel: string } | null {
  const text = unitSize.trim().toLowerCase().replaceAll('’', "'");
  const volume = /(\d+(?:\.\d+)?)\s*(ml|gms?|g|kg)\b/.exec(text);
  if (volume && !/'s\b/.test(text)) {
    const amount = Number(volume[1]) * (volume[2] === 'kg' ? 1000 : 1);
    const unit = volume[2] === 'ml' ? 'ml' : 'g';
    const container = unit === 'g' ? (/jar|container|tin/.test(text) ? 'jar' : 'tube') : 'bottle';
    return { packSize: Math.max(1, Math.round(amount)), packLabel: `${container} of ${amount} ${unit}` };
  }
  const multiple = /^(\d+)\s*x\s*(\d+)\s*'s/.exec(text);
  const count =
    /^(\d+)\s*(?:'s|s\b|mdi?\b|doses?|vials?|ampoules?|sachets?|pcs?\b|pieces?|strips?|kits?)/.exec(text) ??
    /pack of (\d+)/.exec(text);
  const word = /^(one|pair|two|three|four|five|ten|kit)\b/.exec(text);
  const units = multiple
    ? Number(multiple[1]) * Number(multiple[2])
    : count
      ? Number(count[1])
      : word
        ? NUMBER_WORDS[word[1] ?? '']
        : /^(vial|ampoule)/.test(text)
          ? 1
          : null;
  if (!units || units < 1) return null;
  if (/\bmdi?\b|doses?/.test(text)) return { packSize: units, packLabel: `inhaler of ${units} doses` };
  const noun = UNIT_NOUNS[form] ?? (units === 1 ? 'piece' : 'pieces');
  const container = form === 'tablet' || form === 'capsule' ? (units > 30 ? 'bottle' : 'strip') : 'pack';
  return { packSize: units, packLabel: `${container} of ${units} ${units === 1 ? noun.replace(/s$/, '') : noun}` };
}

const ZMrp = z.coerce.number().positive('MRP must be above ₹0').max(1_00_000, 'MRP is above ₹1,00,000');

type Parsed = Omit<ImportProduct, 'line'>;

const ZGenericName = plainText({
  label: 'Generic Name',
  required: 'Generic Name is empty',
  max: 200,
  tooLong: 'Generic Name is too long',
});

function janAushadhiProduct(record: Record<string, string>): Parsed | string | null {
  const name = ZGenericName.safeParse(record['Generic Name']);
  if (!name.success) return name.error.issues[0]?.message ?? 'Generic Name is invalid';
  const code = (record['Drug Code'] ?? '').trim();
  if (!/^\d{1,10}$/.test(code)) return 'Drug Code must be a number';
  const rawMrp = Number(record.MRP);
  if (rawMrp === 0) return null;
  const mrp = ZMrp.safeParse(record.MRP);
  if (!mrp.success) return `MRP "${record.MRP}" is not an amount in rupees`;
  const group = (record['Group Name'] ?? '').trim();
  const consumable = /surgical|consumable/i.test(group);
  const form = consumable ? 'other' : formOf(name.data);
  const pack = parseUnitSize(record['Unit Size'] ?? '', form);
  if (!pack) return `Unit Size "${record['Unit Size']}" is not a pack size`;
  const composition = consumable ? [] : parseLabelComposition(name.data);
  return {
    sku: `janaushadhi:${code}`,
    slug: slugify(`${name.data} ja ${code}`),
    name: name.data,
    brand: null,
    manufacturer: 'PMBI (Jan Aushadhi)',
    composition,
    compositionKey: compositionKey(composition),
    compositionLabel: compositionLabel(composition),
    dosageForm: form,
    packSize: pack.packSize,
    packLabel: pack.packLabel,
    mrpPaise: rupeesToPaise(mrp.data),
    schedule: consumable ? 'OTC' : null,
    hsnCode: consumable ? '9018' : '3004',
    gstRate: 5,
    storage: 'room',
    isReturnable: !consumable,
    categorySlug: 'jan-aushadhi',
    description: `A quality generic ${consumable ? 'product' : 'medicine'} from the Pradhan Mantri Bhartiya Janaushadhi Pariyojana (PMBJP), supplied by PMBI${group ? ` (${group})` : ''}.`,
    uses: '',
    sideEffects: '',
    directions: '',
    safetyAdvice: '',
    popularity: null,
  };
}

const longText = (field: string) =>
  optionalText({ label: field, max: 4000, tooLong: `${field} is too long` }).transform((value) => value ?? '');

const ZDawaNowRow = z.object({
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9:._-]{0,127}$/, 'letters, digits and : . _ - (128 at most)'),
  name: plainText({ label: 'name', required: 'name is empty', max: 200, tooLong: 'name is too long' }),
  brand: optionalText({ label: 'brand', max: 100, tooLong: 'brand is too long' }),
  manufacturer: plainText({
    label: 'manufacturer',
    required: 'manufacturer is empty',
    max: 150,
    tooLong: 'manufacturer is too long',
  }),
  composition: z.string().max(500, 'composition is too long'),
  dosage_form: ZDosageForm,
  pack_size: z.coerce.number().int('pack_size must be a whole number').min(1).max(10_000),
  pack_label: plainText({
    label: 'pack_label',
    required: 'pack_label is empty',
    max: 80,
    tooLong: 'pack_label is too long',
  }),
  mrp: ZMrp,
  schedule: ZDrugSchedule,
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, 'category must be a category slug'),
  hsn_code: ZHsnCode,
  gst_rate: z.coerce.number().pipe(ZGstRate),
  storage: ZStorageCondition,
  returnable: z.enum(['yes', 'no']),
  description: longText('description'),
  uses: longText('uses'),
  side_effects: longText('side_effects'),
  directions: longText('directions'),
  safety_advice: longText('safety_advice'),
  popularity: z.coerce
    .number()
    .int('popularity must be a whole number')
    .min(0, 'popularity is 0 to 100')
    .max(100, 'popularity is 0 to 100')
    .optional(),
});

/** Patient information for a salt or a fixed combination, as shown on every product containing it. */
export type PatientInformation = Pick<
  ImportProduct,
  'description' | 'uses' | 'sideEffects' | 'directions' | 'safetyAdvice'
>;

const monographText = (field: string) =>
  plainText({ label: field, required: `${field} is empty`, max: 4000, tooLong: `${field} is too long` });

/**
 * Monographs keyed by lower-case salt names joined with " + " in label order ("paracetamol + caffeine").
 * A DawaNow row whose five texts are all empty takes its combination's monograph, else its first salt's.
 */
export const ZPatientInformationFile = z.record(
  z.string().regex(/^[a-z0-9][a-z0-9 ,.'()/+-]*$/, 'keys are lower-case salt names joined with " + "'),
  z.object({
    description: monographText('description'),
    uses: monographText('uses'),
    sideEffects: monographText('sideEffects'),
    directions: monographText('directions'),
    safetyAdvice: monographText('safetyAdvice'),
  }),
);

function monographFor(
  composition: TSalt[],
  patientInformation: Readonly<Record<string, PatientInformation>>,
): PatientInformation | undefined {
  const names = composition.map((salt) => salt.name.toLowerCase());
  return patientInformation[names.join(' + ')] ?? (names[0] === undefined ? undefined : patientInformation[names[0]]);
}

function dawaNowProduct(
  record: Record<string, string>,
  patientInformation: Readonly<Record<string, PatientInformation>>,
): Parsed | string {
  const parsed = ZDawaNowRow.safeParse(record);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  }
  const row = parsed.data;
  const composition = parseCompositionText(row.composition);
  if (composition === null)
    return `composition "${row.composition}" must read like "Paracetamol 650 mg + Caffeine 50 mg"`;
  if (row.storage === 'cold_chain' && row.returnable === 'yes') return 'cold-chain products cannot be returnable';
  const texts = {
    description: row.description,
    uses: row.uses,
    sideEffects: row.side_effects,
    directions: row.directions,
    safetyAdvice: row.safety_advice,
  };
  const hasTexts = Object.values(texts).some((text) => text !== '');
  return {
    sku: row.sku,
    slug: slugify(row.name),
    name: row.name,
    brand: row.brand ?? null,
    manufacturer: row.manufacturer,
    composition,
    compositionKey: compositionKey(composition),
    compositionLabel: compositionLabel(composition),
    dosageForm: row.dosage_form,
    packSize: row.pack_size,
    packLabel: row.pack_label,
    mrpPaise: rupeesToPaise(row.mrp),
    schedule: row.schedule,
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate,
    storage: row.storage,
    isReturnable: row.returnable === 'yes',
    categorySlug: row.category,
    ...((hasTexts ? undefined : monographFor(composition, patientInformation)) ?? texts),
    popularity: row.popularity ?? null,
  };
}

function sameHeader(actual: string[], expected: string[]): boolean {
  return actual.length === expected.length && expected.every((name, index) => actual[index]?.trim() === name);
}

export function planCatalogImport(
  csvText: string,
  options: { patientInformation?: Readonly<Record<string, PatientInformation>> } = {},
): ImportPlan {
  let records: string[][];
  try {
    records = parse(csvText.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw new CatalogImportError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...lines] = records;
  if (!header) throw new CatalogImportError('The file is empty.');
  const format = sameHeader(header, JAN_AUSHADHI_HEADER)
    ? 'janaushadhi'
    : sameHeader(header, DAWANOW_HEADER) || sameHeader(header, [...DAWANOW_HEADER, DAWANOW_OPTIONAL_COLUMN])
      ? 'dawanow'
      : null;
  if (!format) {
    throw new CatalogImportError(
      `Unknown columns. Use the Jan Aushadhi export (${JAN_AUSHADHI_HEADER.join(', ')}) or DawaNow's format (${DAWANOW_HEADER.join(', ')}[, ${DAWANOW_OPTIONAL_COLUMN}]).`,
    );
  }
  if (lines.length > MAX_IMPORT_ROWS) throw new CatalogImportError(`At most ${MAX_IMPORT_ROWS} rows per file.`);

  const plan: ImportPlan = { format, products: [], bad: [], skipped: [] };
  const skus = new Map<string, number>();
  const slugs = new Map<string, number>();
  for (const [index, values] of lines.entries()) {
    // Line numbers as an editor shows them: the header is line 1 (records never span lines here).
    const line = index + 2;
    if (values.length !== header.length) {
      plan.bad.push({ line, reason: `expected ${header.length} columns, found ${values.length}` });
      continue;
    }
    const record = Object.fromEntries(header.map((name, column) => [name.trim(), values[column] ?? '']));
    const product =
      format === 'janaushadhi' ? janAushadhiProduct(record) : dawaNowProduct(record, options.patientInformation ?? {});
    if (product === null) {
      plan.skipped.push({ line, reason: 'MRP 0: not currently supplied' });
    } else if (typeof product === 'string') {
      plan.bad.push({ line, reason: product });
    } else if (
      (product.schedule === null || isListable(product.schedule)) &&
      product.composition.some((salt) => NEVER_LISTED_SALTS.has(salt.name.toLowerCase()))
    ) {
      plan.skipped.push({ line, reason: 'Schedule X or NDPS substance: never sold online' });
    } else if (skus.has(product.sku)) {
      plan.bad.push({ line, reason: `sku ${product.sku} repeats line ${skus.get(product.sku)}` });
    } else if (slugs.has(product.slug)) {
      plan.bad.push({ line, reason: `name "${product.name}" repeats line ${slugs.get(product.slug)}` });
    } else {
      skus.set(product.sku, line);
      slugs.set(product.slug, line);
      plan.products.push({ line, ...product });
    }
  }
  return plan;
}

const SCHEDULE_RANK: Record<TDrugSchedule, number> = { OTC: 0, G: 1, H: 2, H1: 3, X: 4, NDPS: 5 };

/**
 * A schedule for products the file gives none: the strictest schedule the catalogue already has for
 * any of its salts. A salt the catalogue does not know counts as Schedule H: a pharmacist checks a
 * prescription rather than an unknown drug going out without one.
 */
export function resolveSchedule(product: ImportProduct, knownSalts: ReadonlyMap<string, TDrugSchedule>): TDrugSchedule {
  if (product.schedule) return product.schedule;
  if (product.composition.length === 0) return 'H';
  return product.composition
    .map((salt) => knownSalts.get(salt.name.toLowerCase()) ?? 'H')
    .reduce((strictest, schedule) => (SCHEDULE_RANK[schedule] > SCHEDULE_RANK[strictest] ? schedule : strictest));
}

/** Salt name → the strictest schedule among catalogue products containing it. */
export function saltSchedules(rows: readonly { composition: TSalt[]; schedule: TDrugSchedule }[]) {
  const known = new Map<string, TDrugSchedule>();
  for (const row of rows) {
    for (const salt of row.composition) {
      const name = salt.name.toLowerCase();
      const current = known.get(name);
      if (!current || SCHEDULE_RANK[row.schedule] > SCHEDULE_RANK[current]) known.set(name, row.schedule);
    }
  }
  return known;
}
