/** The shape in which the team types the demo catalogue: facts about real Indian medicines, no scraped text. */
import type { TDosageForm, TGstRate } from '@dawanow/shared/products';
import type { TSeedCategorySlug } from './categories';

/** Patient information for a salt (or a fixed combination), shown on every product containing it. */
export type SeedMonograph = {
  description: string;
  uses: string;
  sideEffects: string;
  directions: string;
  safetyAdvice: string;
};

export type SeedProduct = {
  /** As printed on the pack, e.g. "Dolo 650 Tablet". Unique within the whole catalogue. */
  name: string;
  /** Brand family, e.g. "Dolo"; null for an unbranded generic. */
  brand: string | null;
  /** Manufacturer or marketer, e.g. "Micro Labs Ltd". */
  manufacturer: string;
  /** Active ingredients in label order: [salt, strength, unit]; [] for devices and personal care. */
  salts: ReadonlyArray<readonly [name: string, strength: number | null, unit: string | null]>;
  form: TDosageForm;
  /** Units in one pack (tablets, capsules, ml, g, pieces). */
  packSize: number;
  /** e.g. "strip of 15 tablets", "bottle of 100 ml", "tube of 30 g", "pack of 1 device". */
  packLabel: string;
  /** Typical MRP of the pack in rupees (tax inclusive), e.g. 33.6. */
  mrp: number;
  schedule: 'OTC' | 'G' | 'H' | 'H1';
  category: TSeedCategorySlug;
  /** 3004 medicines in doses, 3003 bulk, 3005 dressings, 3006 other pharma, 3304/3305/3306/3401 cosmetics, 9018/9025 devices, 2106 supplements, 1901 infant food, 9619 diapers. */
  hsn: string;
  gst: TGstRate;
  coldChain?: true;
  /** Defaults to true; cold-chain products are never returnable. */
  returnable?: boolean;
  /** 0–100, how commonly it sells; drives "popular" lists and breaks ranking ties. */
  popularity?: number;
  /** Patient information when no monograph applies (devices, personal care) or to override it. */
  info?: SeedMonograph;
};

export type SeedCatalogPart = {
  products: readonly SeedProduct[];
  /** Keyed by lower-case salt names joined with " + " in label order, e.g. "paracetamol + caffeine". */
  monographs: Readonly<Record<string, SeedMonograph>>;
};
