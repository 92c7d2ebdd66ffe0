/**
 * A store's stock as the panel manages it (`/store/inventory`): products on its shelf with their price and
 * switch, each held in batches (number, expiry, units), every change outside an order kept in a movement
 * log, and stock brought in by CSV.
 */
import { z } from 'zod';
import { indianToday } from './dates';
import { ZDrugSchedule } from './products';
import { optionalText, plainText } from './text';

/** The filters of the inventory list; the dashboard's stock counts link to the first and third. */
export const INVENTORY_FILTERS = ['low-stock', 'out-of-stock', 'near-expiry', 'expired'] as const;
export const ZInventoryFilter = z.enum(INVENTORY_FILTERS);
export type TInventoryFilter = z.infer<typeof ZInventoryFilter>;

export const INVENTORY_SORTS = ['name', 'units', 'price', 'expiry'] as const;
export const ZInventorySort = z.enum(INVENTORY_SORTS);
export type TInventorySort = z.infer<typeof ZInventorySort>;

/** Units one batch may hold, and a product's low-stock threshold at most: far above any pharmacy's shelf. */
export const MAX_BATCH_UNITS = 100_000;
export const INVENTORY_PAGE_SIZE = 25;

export const ZInventoryQuery = z.object({
  /** Name, salt or SKU, any part of it */
  q: z.string().trim().max(100, 'Search text can be at most 100 characters').default(''),
  filter: ZInventoryFilter.optional(),
  rx: z.enum(['true', 'false']).optional(),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Unknown category')
    .optional(),
  sort: ZInventorySort.default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(INVENTORY_PAGE_SIZE),
});
export type TInventoryQuery = z.input<typeof ZInventoryQuery>;

/** How a product stands: out (no sellable unit), low (below its threshold) or in stock. */
export const ZShelfState = z.enum(['in-stock', 'low', 'out']);
export type TShelfState = z.infer<typeof ZShelfState>;

export const ZInventoryItem = z.object({
  productId: z.uuid(),
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  packLabel: z.string(),
  manufacturer: z.string(),
  compositionLabel: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  schedule: ZDrugSchedule,
  rxRequired: z.boolean(),
  mrpPaise: z.int(),
  pricePaise: z.int(),
  isInStock: z.boolean(),
  lowStockThreshold: z.int(),
  /** Units customers can buy now: the switch on, batches not within 3 months of expiry */
  sellableUnits: z.int(),
  /** Every unit on the shelf, near-expiry and expired batches included */
  totalUnits: z.int(),
  /** Units in batches within 3 months of expiry, not yet expired (not sold; to return or clear) */
  nearExpiryUnits: z.int(),
  /** Units in expired batches (to write off) */
  expiredUnits: z.int(),
  /** The earliest expiry among batches still holding units */
  nearestExpiry: z.iso.date().nullable(),
  batchCount: z.int(),
  state: ZShelfState,
});
export type TInventoryItem = z.infer<typeof ZInventoryItem>;

export const ZInventoryPage = z.object({
  items: z.array(ZInventoryItem),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type TInventoryPage = z.infer<typeof ZInventoryPage>;

const ZPricePaise = z
  .int('Enter the price in whole paise')
  .positive('The price must be more than ₹0')
  .max(10_000_000, 'The price can be at most ₹1,00,000');

export const ZLowStockThreshold = z
  .int('Enter a whole number of units')
  .min(0, 'The threshold cannot be negative')
  .max(MAX_BATCH_UNITS, `The threshold can be at most ${MAX_BATCH_UNITS.toLocaleString('en-IN')}`);

/** Selling price (never above MRP: the server checks against the product) and low-stock threshold. */
export const ZPriceUpdate = z.object({ pricePaise: ZPricePaise, lowStockThreshold: ZLowStockThreshold.optional() });
export type TPriceUpdate = z.input<typeof ZPriceUpdate>;

export const ZAvailabilityUpdate = z.object({ isInStock: z.boolean() });

export const ZBatchNumber = z
  .string()
  .trim()
  .min(1, 'Enter the batch number printed on the pack')
  .max(40, 'A batch number can be at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9/.\- ]*$/, 'A batch number has letters, digits, / . - and spaces only');

/** An expiry date (YYYY-MM-DD) that has not passed in India today. */
export const ZFutureExpiry = z.iso
  .date('Enter the expiry date as YYYY-MM-DD')
  .refine((date) => date >= indianToday(), 'This batch has expired: write it off instead of adding it');

const ZUnits = (what: string) =>
  z
    .int(`Enter ${what} as a whole number`)
    .max(MAX_BATCH_UNITS, `${what} can be at most ${MAX_BATCH_UNITS.toLocaleString('en-IN')}`);

/** Stock received: a new batch, or more units of a batch already on the shelf (same expiry). */
export const ZBatchReceipt = z.object({
  batchNumber: ZBatchNumber,
  expiryDate: ZFutureExpiry,
  quantity: ZUnits('The units').min(1, 'Receive at least 1 unit'),
  purchasePricePaise: ZPricePaise.nullable().default(null),
});
export type TBatchReceipt = z.input<typeof ZBatchReceipt>;

/** A count corrected after a stock-take: the units the shelf really holds, and why it differs. */
export const ZBatchCorrection = z.object({
  /** The units the pharmacist saw before counting; a change since (an order) asks them to look again */
  expectedQuantity: z.int().min(0),
  quantity: ZUnits('The counted units').min(0, 'The count cannot be negative'),
  reason: plainText({ label: 'The reason', required: 'Say why the count changed', min: 3, max: 200 }),
});
export type TBatchCorrection = z.input<typeof ZBatchCorrection>;

export const WRITE_OFF_CAUSES = ['expired', 'damaged', 'recalled'] as const;
export const ZWriteOffCause = z.enum(WRITE_OFF_CAUSES);
export const WRITE_OFF_CAUSE_LABELS: Record<z.infer<typeof ZWriteOffCause>, string> = {
  expired: 'Expired',
  damaged: 'Damaged',
  recalled: 'Recalled by the maker or regulator',
};

export const ZWriteOff = z.object({
  quantity: ZUnits('The units').min(1, 'Write off at least 1 unit'),
  cause: ZWriteOffCause,
  note: optionalText({ label: 'The note', max: 200 }),
});
export type TWriteOff = z.input<typeof ZWriteOff>;

export const ZBatchState = z.enum(['sellable', 'near-expiry', 'expired', 'empty']);
export type TBatchState = z.infer<typeof ZBatchState>;

export const ZBatch = z.object({
  id: z.uuid(),
  batchNumber: z.string(),
  expiryDate: z.iso.date(),
  quantity: z.int(),
  purchasePricePaise: z.int().nullable(),
  state: ZBatchState,
  receivedAt: z.iso.datetime(),
});
export type TBatch = z.infer<typeof ZBatch>;

export const STOCK_MOVEMENT_KINDS = ['received', 'corrected', 'written_off', 'imported'] as const;
export const ZStockMovement = z.object({
  id: z.uuid(),
  batchNumber: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantityChange: z.int(),
  quantityAfter: z.int(),
  reason: z.string().nullable(),
  /** Who did it, as the team knows them; null once their account is gone */
  actorName: z.string().nullable(),
  at: z.iso.datetime(),
});
export type TStockMovement = z.infer<typeof ZStockMovement>;

/** One product's stock in full: its row, every batch (earliest expiry first) and the latest movements. */
export const ZProductStock = z.object({
  item: ZInventoryItem,
  batches: z.array(ZBatch),
  movements: z.array(ZStockMovement),
});
export type TProductStock = z.infer<typeof ZProductStock>;

/** A catalogue product put on the store's shelf with its price and first batch (`/store/inventory/add`). */
export const ZShelveProduct = z.object({
  productId: z.uuid('Choose a product from the catalogue'),
  pricePaise: ZPricePaise,
  lowStockThreshold: ZLowStockThreshold.optional(),
  batch: ZBatchReceipt,
});
export type TShelveProduct = z.input<typeof ZShelveProduct>;

/** The columns a stock file starts with (an export adds name, pack and MRP after them, which an import ignores). */
export const STOCK_CSV_COLUMNS = ['sku', 'batch', 'expiry', 'quantity', 'price'] as const;
export const STOCK_CSV_EXPORT_COLUMNS = [...STOCK_CSV_COLUMNS, 'name', 'pack', 'mrp'] as const;
/** Rows one import takes: a large pharmacy's whole stock, batch by batch. */
export const STOCK_IMPORT_MAX_ROWS = 10_000;
/** A file's size at most, as characters (about 100 bytes a row at the row limit, and room to spare). */
export const STOCK_IMPORT_MAX_CHARS = 2_000_000;

export const ZStockImportRequest = z.object({
  csv: z
    .string()
    .min(1, 'The file is empty')
    .max(STOCK_IMPORT_MAX_CHARS, 'The file is too large: at most 2 MB (about 10,000 rows)'),
  /** Check and preview only; nothing changes */
  dryRun: z.boolean(),
});
export type TStockImportRequest = z.input<typeof ZStockImportRequest>;

export const ZStockImportAction = z.enum(['new-product', 'new-batch', 'update-batch', 'unchanged']);
export type TStockImportAction = z.infer<typeof ZStockImportAction>;

export const ZStockImportResult = z.object({
  dryRun: z.boolean(),
  /** Data rows in the file */
  rows: z.int(),
  /** True once the rows were written (never on a dry run or with any bad row) */
  applied: z.boolean(),
  /** Bad rows by line number (the header is line 1); any makes the import refuse the whole file */
  errors: z.array(z.object({ line: z.int(), message: z.string() })),
  counts: z.object({
    newProducts: z.int(),
    newBatches: z.int(),
    updatedBatches: z.int(),
    unchanged: z.int(),
  }),
  /** The first rows as they will be (or were) applied */
  preview: z.array(
    z.object({
      line: z.int(),
      sku: z.string(),
      name: z.string(),
      batchNumber: z.string(),
      expiryDate: z.iso.date(),
      quantity: z.int(),
      pricePaise: z.int(),
      action: ZStockImportAction,
    }),
  ),
});
export type TStockImportResult = z.infer<typeof ZStockImportResult>;

/** A product the store cannot find in the catalogue, asked for as its label reads. */
export const ZProductRequestInput = z.object({
  name: plainText({ label: 'The name', required: 'Enter the name on the pack', min: 2, max: 120 }),
  manufacturer: plainText({ label: 'The manufacturer', required: 'Enter the manufacturer', min: 2, max: 120 }),
  composition: plainText({
    label: 'The composition',
    required: 'Enter the composition, e.g. Paracetamol 650 mg',
    min: 2,
    max: 300,
  }),
  packLabel: plainText({ label: 'The pack', required: 'Enter the pack, e.g. strip of 15 tablets', min: 2, max: 80 }),
  mrpPaise: ZPricePaise,
  schedule: ZDrugSchedule,
});
export type TProductRequestInput = z.input<typeof ZProductRequestInput>;

/** A label photo sent with a request: one phone picture, re-encoded on arrival. */
export const PRODUCT_REQUEST_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** `changes_requested`: the catalogue team asked the store for something (its note says what); a new request answers it. */
export const PRODUCT_REQUEST_STATUSES = ['pending', 'changes_requested', 'approved', 'rejected'] as const;
export type TProductRequestStatus = (typeof PRODUCT_REQUEST_STATUSES)[number];
export const ZProductRequest = z.object({
  id: z.uuid(),
  name: z.string(),
  manufacturer: z.string(),
  composition: z.string(),
  packLabel: z.string(),
  mrpPaise: z.int(),
  schedule: ZDrugSchedule,
  hasPhoto: z.boolean(),
  status: z.enum(PRODUCT_REQUEST_STATUSES),
  reviewNote: z.string().nullable(),
  /** The catalogue product it became, once approved */
  productSlug: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TProductRequest = z.infer<typeof ZProductRequest>;
