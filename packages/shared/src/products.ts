/**
 * The medicine catalogue (ARCHITECTURE §3): drug schedules, structured composition, pack sizes,
 * MRP and per-store offers. Pure rules here; the API stores and the web shows them.
 */
import { z } from 'zod';
import { NEAR_EXPIRY_MONTHS } from './constants';

/** Drugs and Cosmetics Rules, 1945 schedules, plus NDPS Act substances; OTC is "not scheduled". */
export const DRUG_SCHEDULES = ['OTC', 'G', 'H', 'H1', 'X', 'NDPS'] as const;
export const ZDrugSchedule = z.enum(DRUG_SCHEDULES);
export type TDrugSchedule = z.infer<typeof ZDrugSchedule>;

/** H and H1 are sold only against a registered medical practitioner's prescription; X and NDPS even more so. */
export function requiresPrescription(schedule: TDrugSchedule): boolean {
  return schedule === 'H' || schedule === 'H1' || schedule === 'X' || schedule === 'NDPS';
}

/** Schedule X and narcotic or psychotropic (NDPS) products are never offered online. */
export function isListable(schedule: TDrugSchedule): boolean {
  return schedule !== 'X' && schedule !== 'NDPS';
}

/** Schedule H1 sales go into the pharmacy's H1 register (patient, prescriber, drug, quantity). */
export function needsH1Register(schedule: TDrugSchedule): boolean {
  return schedule === 'H1';
}

/** The caution each schedule's label carries, shown on the product page. */
export const SCHEDULE_NOTICES: Record<TDrugSchedule, string | null> = {
  OTC: null,
  G: 'Caution: it is dangerous to take this preparation except under medical supervision.',
  H: 'Schedule H drug: to be sold by retail on the prescription of a Registered Medical Practitioner only.',
  H1: 'Schedule H1 drug, warning: not to be sold by retail without the prescription of a Registered Medical Practitioner. Each sale is recorded in the pharmacy’s H1 register.',
  X: 'Schedule X drug: not sold on DawaNow.',
  NDPS: 'Narcotic or psychotropic substance: not sold on DawaNow.',
};

export const DOSAGE_FORMS = [
  'tablet',
  'capsule',
  'syrup',
  'suspension',
  'drops',
  'injection',
  'insulin_pen',
  'inhaler',
  'respules',
  'nasal_spray',
  'cream',
  'ointment',
  'gel',
  'lotion',
  'solution',
  'powder',
  'granules',
  'sachet',
  'lozenge',
  'soap',
  'shampoo',
  'toothpaste',
  'oil',
  'spray',
  'patch',
  'suppository',
  'strip',
  'device',
  'diaper',
  'wipes',
  'bandage',
  'other',
] as const;
export const ZDosageForm = z.enum(DOSAGE_FORMS);
export type TDosageForm = z.infer<typeof ZDosageForm>;

export const STORAGE_CONDITIONS = ['room', 'cold_chain'] as const;
export const ZStorageCondition = z.enum(STORAGE_CONDITIONS);
export type TStorageCondition = z.infer<typeof ZStorageCondition>;
export const COLD_CHAIN_NOTE = 'Cold chain: store at 2–8 °C. Do not freeze. Delivered chilled and not returnable.';

/** GST slabs in force (percent). Most medicines are 5%; a few life-saving drugs are nil-rated. */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;
export const ZGstRate = z.union(GST_RATES.map((rate) => z.literal(rate)));
export type TGstRate = (typeof GST_RATES)[number];

/** HSN: 4, 6 or 8 digits (3004 medicaments in measured doses, 9018 medical instruments, …). */
export const ZHsnCode = z.string().regex(/^\d{4}(\d{2}){0,2}$/, 'HSN code must be 4, 6 or 8 digits');

/** One active ingredient with its strength, e.g. Paracetamol 650 mg or Mometasone 0.1 % w/w. */
export const ZSalt = z.object({
  name: z
    .string()
    .trim()
    .min(2)
    .max(80)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ,.'()/-]*$/, 'Salt names use letters, digits and simple punctuation'),
  strength: z.number().positive().max(1_000_000).nullable(),
  unit: z
    .string()
    .trim()
    .max(16)
    .regex(/^[A-Za-z%µ][A-Za-z0-9%µ/. ]*$/, 'Unit like mg, mcg, IU, % w/w or mg/5 ml')
    .nullable(),
});
export type TSalt = z.infer<typeof ZSalt>;

function strengthText(salt: TSalt): string {
  if (salt.strength === null) return '';
  return ` ${salt.strength}${salt.unit ? ` ${salt.unit}` : ''}`;
}

/** "Paracetamol 650 mg + Caffeine 50 mg", in the order the label lists them. */
export function compositionLabel(salts: readonly TSalt[]): string {
  return salts.map((salt) => `${salt.name}${strengthText(salt)}`).join(' + ');
}

/**
 * Products with equal keys are substitutes: the same salts at the same strengths, whatever the
 * brand or the order on the label. Empty for products without active ingredients.
 */
export function compositionKey(salts: readonly TSalt[]): string {
  return salts
    .map((salt) =>
      `${salt.name}${strengthText(salt)}`
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/ (?=[a-z%µ])/g, ''),
    )
    .sort()
    .join('+');
}

/** A product picture is stored as WebP at these widths (cards, the product page, a zoom). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1280] as const;

/** The same picture at another width (`srcset`), when the address is one of ours; null otherwise. */
export function productImageAtWidth(url: string, width: (typeof PRODUCT_IMAGE_WIDTHS)[number]): string | null {
  const match = /^(\/api\/product-images\/[0-9a-f]{32})-(320|640|1280)\.webp$/.exec(url);
  return match ? `${match[1]}-${width}.webp` : null;
}

/** Whole-percent discount off MRP, rounded down so a price tag never claims more than it gives. */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
}

/** Price of one tablet, capsule, ml… of a pack, in (possibly fractional) paise. */
export function unitPricePaise(packPricePaise: number, packSize: number): number {
  return packPricePaise / packSize;
}

/**
 * The GST inside a tax-inclusive price (MRP and selling prices include GST). Within a state it splits
 * into equal CGST and SGST (the odd paisa to SGST); between states it is IGST.
 */
export function gstBreakdown(
  inclusivePaise: number,
  ratePercent: TGstRate,
  supply: 'intra_state' | 'inter_state',
): { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (!Number.isSafeInteger(inclusivePaise) || inclusivePaise < 0) {
    throw new RangeError(`Amount must be whole, non-negative paise, got ${inclusivePaise}`);
  }
  const gst = Math.round((inclusivePaise * ratePercent) / (100 + ratePercent));
  const taxablePaise = inclusivePaise - gst;
  if (supply === 'inter_state') return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: gst };
  const cgstPaise = Math.floor(gst / 2);
  return { taxablePaise, cgstPaise, sgstPaise: gst - cgstPaise, igstPaise: 0 };
}

/** "YYYY-MM-DD" + whole months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** SPEC §5: stock expiring within 3 months of `today` is not sold; this is the earliest expiry still sold. */
export function sellableExpiryCutoff(today: string): string {
  return addMonths(today, NEAR_EXPIRY_MONTHS);
}

/** A store shows "Only N left" at or below this many units. */
export const LOW_STOCK_UNITS = 5;
/** Most packs of one product a customer can add in one order, as pharmacies cap dispensing. */
export const MAX_PACKS_PER_PRODUCT = 10;

export const STOCK_STATES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export const ZStockState = z.enum(STOCK_STATES);
export type TStockState = z.infer<typeof ZStockState>;

export function stockState(sellableUnits: number): TStockState {
  if (sellableUnits <= 0) return 'out_of_stock';
  return sellableUnits <= LOW_STOCK_UNITS ? 'low_stock' : 'in_stock';
}

const ZSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A product's URL segment: its id or its slug (SPEC §2 /product/{id} and /medicines/{id}). */
export const ZProductRef = z.union([z.uuid(), ZSlug]);

/** The selected store's offer for a product: what it sells the pack for and whether it can. */
export const ZStoreOffer = z.object({
  storeId: z.uuid(),
  pricePaise: z.int().positive(),
  discountPercent: z.int().min(0).max(100),
  stockState: ZStockState,
  /** Packs the customer may add: stock, capped at MAX_PACKS_PER_PRODUCT. */
  maxQuantity: z.int().min(0),
});
export type TStoreOffer = z.infer<typeof ZStoreOffer>;

export const ZCategoryRef = z.object({ slug: z.string(), name: z.string() });

export const ZProductCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  manufacturer: z.string(),
  compositionLabel: z.string(),
  dosageForm: ZDosageForm,
  packLabel: z.string(),
  mrpPaise: z.int().positive(),
  schedule: ZDrugSchedule,
  rxRequired: z.boolean(),
  storage: ZStorageCondition,
  category: ZCategoryRef,
  imageUrl: z.string().nullable(),
  /** Null when no store is selected; a store that does not stock it gives stockState out_of_stock. */
  offer: ZStoreOffer.nullable(),
});
export type TProductCard = z.infer<typeof ZProductCard>;

export const ZSubstitute = ZProductCard.extend({
  packSize: z.int().positive(),
  /** Per tablet/ml/… at the store's price when it has one, else at MRP, in paise (may be fractional). */
  unitPricePaise: z.number().nonnegative(),
  /** How much cheaper per unit than the product being viewed; negative when dearer. */
  savingPerUnitPaise: z.number(),
});
export type TSubstitute = z.infer<typeof ZSubstitute>;

export const ZProductDetail = ZProductCard.extend({
  composition: z.array(ZSalt),
  packSize: z.int().positive(),
  hsnCode: z.string(),
  gstRate: z.int(),
  isReturnable: z.boolean(),
  description: z.string(),
  uses: z.string(),
  sideEffects: z.string(),
  directions: z.string(),
  safetyAdvice: z.string(),
  images: z.array(z.string()),
  categoryPath: z.array(ZCategoryRef),
  scheduleNotice: z.string().nullable(),
  substitutes: z.array(ZSubstitute),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

/** Query string flag: only "true" and "false" (a bare `?inStock` is neither). */
export const ZQueryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Which store's prices and stock to show: the one the customer selected, if any. */
export const ZStoreScope = z.object({ storeId: z.uuid().optional() });

export const ZPagination = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
});

export const ZPopularProductsQuery = ZStoreScope.extend({
  limit: z.coerce.number().int().min(1).max(24).default(12),
});

/** "Order again" on the home page: the signed-in customer's recently ordered products, priced at this store. */
export const ORDER_AGAIN_LIMIT = 12;
export const ZOrderAgainQuery = z.object({ storeId: z.uuid() });

export const ZProductList = z.object({ products: z.array(ZProductCard) });
export type TProductList = z.infer<typeof ZProductList>;

export const ZPage = z.object({
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
