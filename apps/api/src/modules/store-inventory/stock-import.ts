/**
 * Reading a store's stock file: `sku, batch, expiry, quantity, price` (an export's trailing name, pack and
 * MRP columns are ignored, so an export imports back unchanged). A row says how many units of a batch are
 * on the shelf now — a count, not an addition — so the same file imported twice leaves the same stock.
 * Every bad row is reported by its line number (the header is line 1) and then nothing is applied.
 */
import {
  MAX_BATCH_UNITS,
  STOCK_CSV_COLUMNS,
  STOCK_CSV_EXPORT_COLUMNS,
  STOCK_IMPORT_MAX_ROWS,
  type TStockImportAction,
  ZBatchNumber,
} from '@dawanow/shared/inventory';
import { formatRupees } from '@dawanow/shared/money';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/errors';

export type StockFileRow = {
  line: number;
  sku: string;
  batchNumber: string;
  expiryDate: string;
  quantity: number;
  /** Null: keep the shelf's price (allowed only for products already on the shelf) */
  pricePaise: number | null;
};

export type LineError = { line: number; message: string };

const DAYS_IN_MONTH = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Expiry as packs and pharmacy software print it: 2027-06-30, 30/06/2027 or 30-06-2027, and 06/2027
 * (a month alone means its last day, as the Drugs and Cosmetics Rules read "EXP 06/2027").
 */
export function readExpiry(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  const monthOnly = /^(\d{1,2})[/-](\d{4})$/.exec(text);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) [day, month, year] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  else if (monthOnly) {
    [month, year] = [Number(monthOnly[1]), Number(monthOnly[2])];
    day = month >= 1 && month <= 12 ? DAYS_IN_MONTH(year, month) : 0;
  } else return null;
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH(year, month) || year < 2000 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Rupees as typed in a spreadsheet: 45, 45.5 or 45.50 (no ₹, no thousands commas); null when it is not that. */
export function readRupees(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function headerProblem(header: string[]): string | null {
  const names = header.map((name) => name.trim().toLowerCase());
  const isImport = names.length === STOCK_CSV_COLUMNS.length && names.every((name, i) => name === STOCK_CSV_COLUMNS[i]);
  const isExport =
    names.length === STOCK_CSV_EXPORT_COLUMNS.length && names.every((name, i) => name === STOCK_CSV_EXPORT_COLUMNS[i]);
  return isImport || isExport
    ? null
    : `The first line must name the columns ${STOCK_CSV_COLUMNS.join(', ')} (found: ${names.join(', ').slice(0, 120) || 'nothing'})`;
}

/** One data row, or what is wrong with it. */
function readRow(record: string[], line: number): StockFileRow | string {
  const [sku = '', batch = '', expiryText = '', quantityText = '', priceText = ''] = record;
  if (!sku) return 'The SKU is empty';
  if (sku.length > 128) return 'The SKU is longer than 128 characters';
  const batchNumber = ZBatchNumber.safeParse(batch);
  if (!batchNumber.success) return batchNumber.error.issues[0]?.message ?? 'Bad batch number';
  const expiryDate = readExpiry(expiryText);
  if (!expiryDate) return `"${expiryText.slice(0, 20)}" is not an expiry date (use YYYY-MM-DD, DD/MM/YYYY or MM/YYYY)`;
  if (!/^\d{1,6}$/.test(quantityText) || Number(quantityText) > MAX_BATCH_UNITS) {
    return `The quantity must be a whole number of units from 0 to ${MAX_BATCH_UNITS.toLocaleString('en-IN')}`;
  }
  const pricePaise = priceText === '' ? null : readRupees(priceText);
  if (priceText !== '' && (pricePaise === null || pricePaise === 0)) {
    return `"${priceText.slice(0, 20)}" is not a price in rupees (e.g. 45.50)`;
  }
  return { line, sku, batchNumber: batchNumber.data, expiryDate, quantity: Number(quantityText), pricePaise };
}

/** Reads the file into rows; a file that is not such a CSV at all is refused whole (400). */
export function readStockFile(csv: string): { rows: StockFileRow[]; errors: LineError[] } {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', `This file could not be read as CSV: ${(error as Error).message}`);
  }
  const [header, ...data] = records;
  if (!header) throw new AppError('VALIDATION_FAILED', 'The file is empty');
  const problem = headerProblem(header);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  if (data.length === 0) throw new AppError('VALIDATION_FAILED', 'The file has no rows under its header');
  if (data.length > STOCK_IMPORT_MAX_ROWS) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The file has ${data.length.toLocaleString('en-IN')} rows; import at most ${STOCK_IMPORT_MAX_ROWS.toLocaleString('en-IN')} at a time`,
    );
  }
  const rows: StockFileRow[] = [];
  const errors: LineError[] = [];
  const seen = new Map<string, number>();
  data.forEach((record, index) => {
    const line = index + 2;
    const row =
      record.length === header.length
        ? readRow(record, line)
        : `Expected ${header.length} cells, found ${record.length}`;
    if (typeof row === 'string') {
      errors.push({ line, message: row });
      return;
    }
    const key = `${row.sku}\u0000${row.batchNumber}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({ line, message: `SKU ${row.sku} batch ${row.batchNumber} is also on line ${earlier}` });
      return;
    }
    seen.set(key, line);
    rows.push(row);
  });
  return { rows, errors };
}

export type CatalogueEntry = {
  id: string;
  sku: string;
  name: string;
  mrpPaise: number;
  isActive: boolean;
  /** The store's price when the product is on its shelf */
  shelfPricePaise: number | null;
};
export type ExistingBatch = {
  id: string;
  productId: string;
  batchNumber: string;
  expiryDate: string;
  quantity: number;
};

export type PlannedRow = StockFileRow & {
  productId: string;
  name: string;
  /** The price the shelf will have */
  shelfPricePaise: number;
  action: TStockImportAction;
  batch: ExistingBatch | null;
};

/**
 * Checks each row against the catalogue and the store's shelf and says what it will do. An expired batch
 * may be recounted (an export lists expired units still on the shelf) but never brought in new.
 */
export function planStockImport(
  rows: StockFileRow[],
  catalogue: CatalogueEntry[],
  batches: ExistingBatch[],
  today: string,
): { planned: PlannedRow[]; errors: LineError[] } {
  const bySku = new Map(catalogue.map((product) => [product.sku, product]));
  const byBatch = new Map(batches.map((batch) => [`${batch.productId}\u0000${batch.batchNumber}`, batch]));
  const planned: PlannedRow[] = [];
  const errors: LineError[] = [];
  // A product has one price on the shelf, whichever of its batches a line names
  const firstPrice = new Map<string, { line: number; pricePaise: number }>();
  for (const row of rows) {
    const fail = (message: string) => errors.push({ line: row.line, message });
    const product = bySku.get(row.sku);
    if (!product) {
      fail(`SKU ${row.sku} is not in the DawaNow catalogue: request it from Add products`);
      continue;
    }
    if (!product.isActive) {
      fail(`${product.name} cannot be sold on DawaNow`);
      continue;
    }
    const price = row.pricePaise ?? product.shelfPricePaise;
    if (price === null) {
      fail(`${product.name} is new to your shelf: give its price`);
      continue;
    }
    if (price > product.mrpPaise) {
      fail(`The price ${formatRupees(price)} is above the MRP of ${product.name}, ${formatRupees(product.mrpPaise)}`);
      continue;
    }
    const earlier = firstPrice.get(product.id);
    if (earlier && earlier.pricePaise !== price) {
      fail(`The price differs from line ${earlier.line} for the same product (${formatRupees(earlier.pricePaise)})`);
      continue;
    }
    firstPrice.set(product.id, earlier ?? { line: row.line, pricePaise: price });
    const batch = byBatch.get(`${product.id}\u0000${row.batchNumber}`) ?? null;
    if (batch && batch.expiryDate !== row.expiryDate) {
      fail(
        `Batch ${row.batchNumber} of ${product.name} is recorded with expiry ${batch.expiryDate}, not ${row.expiryDate}`,
      );
      continue;
    }
    if (!batch && row.expiryDate < today) {
      fail(`Batch ${row.batchNumber} expired on ${row.expiryDate}: it cannot be added to your stock`);
      continue;
    }
    const action: TStockImportAction =
      product.shelfPricePaise === null
        ? 'new-product'
        : !batch
          ? 'new-batch'
          : batch.quantity !== row.quantity || price !== product.shelfPricePaise
            ? 'update-batch'
            : 'unchanged';
    planned.push({ ...row, productId: product.id, name: product.name, shelfPricePaise: price, action, batch });
  }
  return { planned, errors };
}
