/**
 * The admin panel's master catalogue (issue 15): the list with its filters, one product's record and its edit
 * (with a version check), the product picture, the CSV import with its dry run, and the stores' new-product
 * requests. Customers read the result through the catalogue endpoints.
 */
import { z } from 'zod';
import { PRODUCT_REQUEST_STATUSES } from './inventory';
import { timeCursor } from './keyset';
import {
  isListable,
  type TDrugSchedule,
  ZDosageForm,
  ZDrugSchedule,
  ZGstRate,
  ZHsnCode,
  ZSalt,
  ZStorageCondition,
} from './products';
import { optionalText, plainText } from './text';

export const ADMIN_PRODUCTS_PAGE_SIZE = 50;
export const ADMIN_PRODUCTS_EXPORT_MAX_ROWS = 10_000;
export const PRODUCT_NAME_MAX = 120;
/** A product's salts, in label order; the longest combinations on Indian labels have about six. */
export const PRODUCT_MAX_SALTS = 12;
export const PATIENT_INFORMATION_MAX = 5000;
/** A product picture: one image of at most 5 MB, stored re-encoded as WebP at these widths. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
/** A catalogue file from the admin screen: the same limits as the store's stock file. */
export const CATALOG_IMPORT_MAX_CHARS = 2 * 1024 * 1024;

/** `<content hash>-<width>.webp`: a new picture is a new name, so a browser may keep one for good. */
export const PRODUCT_IMAGE_NAME = /^([0-9a-f]{32})-(320|640|1280)\.webp$/;
export const ZProductImageParams = z.object({ imageName: z.string().regex(PRODUCT_IMAGE_NAME, 'Not a product image') });

export const ZAdminProductParams = z.object({ productId: z.uuid('Not a product') });
export const ZAdminProductsCursor = timeCursor('Not a page of the catalogue');

export const ADMIN_PRODUCT_STATUSES = ['active', 'inactive'] as const;
export const ADMIN_PRODUCT_IMAGE_FILTERS = ['with', 'without'] as const;

/** The list's filters, shared by the list and the CSV export. */
export const ZAdminProductsFilters = z.object({
  /** Part of the name, the SKU or a salt */
  q: optionalText({ label: 'The search', max: 100 }),
  schedule: ZDrugSchedule.optional(),
  categoryId: z.uuid('Choose a category from the list').optional(),
  status: z.enum(ADMIN_PRODUCT_STATUSES, { error: 'Active or inactive' }).optional(),
  image: z.enum(ADMIN_PRODUCT_IMAGE_FILTERS, { error: 'With or without a picture' }).optional(),
  storage: ZStorageCondition.optional(),
});
export type TAdminProductsFilters = z.input<typeof ZAdminProductsFilters>;

export const ZAdminProductsQuery = ZAdminProductsFilters.safeExtend({
  cursor: ZAdminProductsCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type TAdminProductsQuery = z.input<typeof ZAdminProductsQuery>;

const patientText = (label: string) =>
  optionalText({ label, max: PATIENT_INFORMATION_MAX, isMultiline: true }).transform((value) => value ?? '');
const optionalReason = optionalText({ label: 'The reason', max: 500, isMultiline: true });

/** Every field an administrator edits; `isActive` may never be true for Schedule X or NDPS. */
const productFields = {
  name: plainText({ label: 'The name', required: 'Enter the name on the pack', min: 2, max: PRODUCT_NAME_MAX }),
  brand: optionalText({ label: 'The brand', max: 80 }),
  manufacturer: plainText({ label: 'The manufacturer', required: 'Enter the manufacturer', min: 2, max: 120 }),
  composition: z.array(ZSalt).max(PRODUCT_MAX_SALTS, `At most ${PRODUCT_MAX_SALTS} salts`),
  dosageForm: ZDosageForm,
  packSize: z.int('Enter a whole number').min(1, 'A pack holds at least 1').max(10_000, 'At most 10,000 in a pack'),
  packLabel: plainText({ label: 'The pack', required: 'Enter the pack, e.g. strip of 15 tablets', min: 2, max: 80 }),
  mrpPaise: z
    .int('Enter the MRP in whole paise')
    .positive('The MRP must be more than ₹0')
    .max(10_000_000, 'The MRP can be at most ₹1,00,000'),
  schedule: ZDrugSchedule,
  hsnCode: ZHsnCode,
  gstRate: ZGstRate,
  storage: ZStorageCondition,
  isReturnable: z.boolean(),
  categoryId: z.uuid('Choose a category from the list'),
  description: patientText('The description'),
  uses: patientText('The uses'),
  sideEffects: patientText('The side effects'),
  directions: patientText('The directions'),
  safetyAdvice: patientText('The safety advice'),
  isActive: z.boolean(),
};

type ProductRules = { storage?: string; isReturnable?: boolean; schedule?: TDrugSchedule; isActive?: boolean };
/** Rules between fields, checked on the form and again by the server (the database has the same checks). */
function productRules(value: ProductRules, ctx: z.RefinementCtx) {
  if (value.storage === 'cold_chain' && value.isReturnable === true) {
    ctx.addIssue({ code: 'custom', path: ['isReturnable'], message: 'Cold-chain products cannot be returnable' });
  }
  if (value.isActive === true && value.schedule && !isListable(value.schedule)) {
    ctx.addIssue({
      code: 'custom',
      path: ['isActive'],
      message: 'Schedule X and NDPS products are never sold online: they stay inactive',
    });
  }
}

export const ZAdminProductCreate = z.object({ ...productFields, reason: optionalReason }).superRefine(productRules);
export type TAdminProductCreate = z.input<typeof ZAdminProductCreate>;
export type TAdminProductFields = z.output<typeof ZAdminProductCreate>;

/** A partial edit; `version` is the one the editor loaded, and a save over a newer one is refused. */
export const ZAdminProductUpdate = z
  .object({
    version: z.int().positive('Not a version of this product'),
    ...z.object(productFields).partial().shape,
    reason: optionalReason,
  })
  .superRefine(productRules);
export type TAdminProductUpdate = z.input<typeof ZAdminProductUpdate>;

/** Deactivating or reactivating asks why, in the administrator's own words (kept in the audit log). */
export const ZAdminProductStatusReason = z.object({
  reason: plainText({
    label: 'The reason',
    required: 'Give a reason of at least 5 characters',
    min: 5,
    max: 500,
    isMultiline: true,
  }),
});

export const ZAdminProductSummary = z.object({
  id: z.uuid(),
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  compositionLabel: z.string(),
  packLabel: z.string(),
  mrpPaise: z.int(),
  schedule: ZDrugSchedule,
  categoryName: z.string(),
  storage: ZStorageCondition,
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type TAdminProductSummary = z.infer<typeof ZAdminProductSummary>;

export const ZAdminProductsPage = z.object({
  products: z.array(ZAdminProductSummary),
  nextCursor: ZAdminProductsCursor.nullable(),
});
export type TAdminProductsPage = z.infer<typeof ZAdminProductsPage>;

export const ZAdminProductDetail = ZAdminProductSummary.extend({
  brand: z.string().nullable(),
  composition: z.array(ZSalt),
  dosageForm: ZDosageForm,
  packSize: z.int(),
  hsnCode: z.string(),
  gstRate: ZGstRate,
  isReturnable: z.boolean(),
  categoryId: z.uuid(),
  description: z.string(),
  uses: z.string(),
  sideEffects: z.string(),
  directions: z.string(),
  safetyAdvice: z.string(),
  images: z.array(z.string()),
  /** Send it back with an edit (version check) */
  version: z.int().positive(),
  createdAt: z.iso.datetime(),
});
export type TAdminProductDetail = z.infer<typeof ZAdminProductDetail>;

/** A catalogue CSV (DawaNow's format or the Jan Aushadhi export): checked first, written only when `apply`. */
export const ZCatalogImportRequest = z.object({
  csv: z
    .string()
    .min(1, 'Choose a CSV file')
    .max(CATALOG_IMPORT_MAX_CHARS, 'The file can be at most 2 MB: split it and import the parts'),
  apply: z.boolean().default(false),
});
export type TCatalogImportRequest = z.input<typeof ZCatalogImportRequest>;

const ZLineProblem = z.object({ line: z.int(), reason: z.string() });
/** What the file would do (dry run) or did: the counts, and every line left out with its reason. */
export const ZCatalogImportReport = z.object({
  applied: z.boolean(),
  format: z.enum(['dawanow', 'janaushadhi']),
  inserted: z.int(),
  updated: z.int(),
  /** Schedule X or NDPS rows: recorded as inactive, never offered */
  recordedInactive: z.int(),
  bad: z.array(ZLineProblem),
  skipped: z.array(ZLineProblem),
});
export type TCatalogImportReport = z.infer<typeof ZCatalogImportReport>;

export const ZProductRequestParams = z.object({ requestId: z.uuid('Not a request') });
export const ZAdminProductRequestsQuery = z.object({
  status: z.enum(PRODUCT_REQUEST_STATUSES, { error: 'Unknown state' }).default('pending'),
});
export type TAdminProductRequestsQuery = z.input<typeof ZAdminProductRequestsQuery>;

export const ZAdminProductRequest = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  composition: z.string(),
  packLabel: z.string(),
  mrpPaise: z.int(),
  schedule: ZDrugSchedule,
  /** The label photo's address (admins only), when the store sent one */
  photoUrl: z.string().nullable(),
  status: z.enum(PRODUCT_REQUEST_STATUSES),
  reviewNote: z.string().nullable(),
  productId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminProductRequest = z.infer<typeof ZAdminProductRequest>;
export const ZAdminProductRequests = z.object({ requests: z.array(ZAdminProductRequest) });
export type TAdminProductRequests = z.infer<typeof ZAdminProductRequests>;

/** The note the store reads with the decision. */
const storeNote = (required: string) => plainText({ label: 'The note', required, min: 5, max: 500, isMultiline: true });

/** Approve: the product as the administrator corrected it from the request, and an optional note. */
export const ZProductRequestApproval = z.object({
  product: ZAdminProductCreate,
  note: optionalText({ label: 'The note', max: 500, isMultiline: true }),
});
export type TProductRequestApproval = z.input<typeof ZProductRequestApproval>;
export const ZProductRequestDecisionNote = z.object({
  note: storeNote('Tell the store why, in at least 5 characters'),
});
export type TProductRequestDecisionNote = z.input<typeof ZProductRequestDecisionNote>;
