/**
 * The pharmacy's own hand on its stock: prices and switches, stock received, counts corrected and units
 * written off (each kept in the movement log), stock files imported and exported, and requests for
 * products the catalogue lacks. Units change only under the batch's row lock, the same lock orders take,
 * so a correction and a sale never overwrite each other.
 */

import { randomUUID } from 'node:crypto';
import { toCsv } from '@dawanow/shared/csv';
import {
  STOCK_CSV_EXPORT_COLUMNS,
  type TBatch,
  type TInventoryItem,
  type TProductRequest,
  type TProductStock,
  type TStockImportResult,
  WRITE_OFF_CAUSE_LABELS,
  type ZBatchCorrection,
  type ZBatchReceipt,
  type ZInventoryQuery,
  type ZPriceUpdate,
  type ZProductRequestInput,
  type ZShelveProduct,
  type ZWriteOff,
} from '@dawanow/shared/inventory';
import { formatRupees } from '@dawanow/shared/money';
import type { z } from 'zod';
import { type Db, type Executor, readEach } from '../../db/client';
import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import type { FileStorage } from '../../providers/storage/file-storage';
import { planStockImport, readStockFile } from './stock-import';
import {
  type InventoryItemRow,
  type NewMovement,
  type ProductRequestRow,
  type StockDates,
  type StoreInventoryRepository,
  stockDatesAt,
} from './store-inventory.repository';

/** Movements shown with a product's batches: enough for a month of a busy product's corrections. */
const MOVEMENTS_SHOWN = 50;
const PREVIEW_ROWS = 50;
/** Rows per insert statement in an import, well under PostgreSQL's 65,535 parameters. */
const IMPORT_CHUNK = 1000;

function itemView(row: InventoryItemRow): TInventoryItem {
  const { categorySlug, categoryName, ...rest } = row;
  return { ...rest, category: { slug: categorySlug, name: categoryName } };
}

function batchState(batch: { quantity: number; expiryDate: string }, dates: StockDates): TBatch['state'] {
  if (batch.quantity === 0) return 'empty';
  if (batch.expiryDate < dates.today) return 'expired';
  return batch.expiryDate < dates.sellableFrom ? 'near-expiry' : 'sellable';
}

function requestView(row: ProductRequestRow): TProductRequest {
  return {
    id: row.id,
    name: row.name,
    manufacturer: row.manufacturer,
    composition: row.composition,
    packLabel: row.packLabel,
    mrpPaise: row.mrpPaise,
    schedule: row.schedule,
    hasPhoto: row.photoKey !== null,
    status: row.status,
    reviewNote: row.reviewNote,
    productSlug: row.productSlug,
    createdAt: row.createdAt.toISOString(),
  };
}

const notOnShelf = () =>
  new AppError('NOT_FOUND', 'This product is not in your stock. Add it from Add products first.');
const noSuchBatch = () => new AppError('NOT_FOUND', 'This batch is not in your stock.');

export function createStoreInventoryService(deps: {
  db: Db;
  repository: StoreInventoryRepository;
  /** Where label photos of product requests are kept (private) */
  storage: FileStorage;
  now?: () => Date;
}) {
  const { db, repository, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function productStock(ex: Executor, storeId: string, productId: string): Promise<TProductStock> {
    const dates = stockDatesAt(now());
    const [item, batches, movements] = await readEach(ex, [
      () => repository.item(ex, storeId, productId, dates),
      () => repository.batches(ex, storeId, productId),
      () => repository.movements(ex, storeId, productId, MOVEMENTS_SHOWN),
    ]);
    if (!item) throw notOnShelf();
    return {
      item: itemView(item),
      batches: batches.map((batch) => ({
        id: batch.id,
        batchNumber: batch.batchNumber,
        expiryDate: batch.expiryDate,
        quantity: batch.quantity,
        purchasePricePaise: batch.purchasePricePaise,
        state: batchState(batch, dates),
        receivedAt: batch.createdAt.toISOString(),
      })),
      movements: movements.map(({ createdAt, ...movement }) => ({ ...movement, at: createdAt.toISOString() })),
    };
  }

  async function itemOf(storeId: string, productId: string): Promise<TInventoryItem> {
    const item = await repository.item(db, storeId, productId, stockDatesAt(now()));
    if (!item) throw notOnShelf();
    return itemView(item);
  }

  /** A new batch, or more units of one on the shelf, with its movement; inside the caller's transaction. */
  async function receiveInto(
    tx: Executor,
    storeId: string,
    productId: string,
    receipt: z.output<typeof ZBatchReceipt>,
    actorUserId: string,
  ): Promise<void> {
    const existing = await repository.lockBatchByNumber(tx, storeId, productId, receipt.batchNumber);
    if (existing && existing.expiryDate !== receipt.expiryDate) {
      throw new AppError(
        'CONFLICT',
        `Batch ${receipt.batchNumber} is already in your stock with expiry ${existing.expiryDate}. Check the pack: the same batch has one expiry.`,
      );
    }
    const batch =
      existing ??
      (await repository.insertBatch(tx, {
        storeId,
        productId,
        batchNumber: receipt.batchNumber,
        expiryDate: receipt.expiryDate,
        quantity: 0,
        purchasePricePaise: receipt.purchasePricePaise,
      }));
    const quantityAfter = batch.quantity + receipt.quantity;
    await repository.setBatchQuantity(tx, batch.id, quantityAfter);
    await repository.recordMovements(tx, [
      {
        storeId,
        productId,
        batchId: batch.id,
        kind: 'received',
        quantityChange: receipt.quantity,
        quantityAfter,
        actorUserId,
      },
    ]);
  }

  function assertPriceWithinMrp(pricePaise: number, mrpPaise: number) {
    if (pricePaise > mrpPaise) {
      throw new AppError('VALIDATION_FAILED', `The price can be at most the MRP, ${formatRupees(mrpPaise)}.`);
    }
  }

  return {
    async list(storeId: string, query: z.output<typeof ZInventoryQuery>) {
      const { items, total } = await repository.list(db, storeId, stockDatesAt(now()), {
        q: query.q,
        filter: query.filter,
        rx: query.rx === undefined ? undefined : query.rx === 'true',
        category: query.category,
        sort: query.sort,
        dir: query.dir,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(itemView), total, page: query.page, pageSize: query.pageSize };
    },

    product: (storeId: string, productId: string) => productStock(db, storeId, productId),

    async shelve(storeId: string, input: z.output<typeof ZShelveProduct>, actorUserId: string) {
      return db.transaction(async (tx) => {
        const product = await repository.catalogueProduct(tx, input.productId);
        if (!product) throw new AppError('NOT_FOUND', 'This product is not in the DawaNow catalogue.');
        if (!product.isActive) throw new AppError('VALIDATION_FAILED', `${product.name} cannot be sold on DawaNow.`);
        assertPriceWithinMrp(input.pricePaise, product.mrpPaise);
        const added = await repository.insertShelf(tx, {
          storeId,
          productId: input.productId,
          pricePaise: input.pricePaise,
          ...(input.lowStockThreshold === undefined ? {} : { lowStockThreshold: input.lowStockThreshold }),
        });
        if (!added) {
          throw new AppError(
            'CONFLICT',
            `${product.name} is already in your stock. Add the new batch from its row in Inventory.`,
          );
        }
        await receiveInto(tx, storeId, input.productId, input.batch, actorUserId);
        return productStock(tx, storeId, input.productId);
      });
    },

    async setPrice(storeId: string, productId: string, input: z.output<typeof ZPriceUpdate>) {
      await db.transaction(async (tx) => {
        const shelf = await repository.lockShelf(tx, storeId, productId);
        if (!shelf) throw notOnShelf();
        assertPriceWithinMrp(input.pricePaise, shelf.mrpPaise);
        await repository.updateShelf(tx, storeId, productId, {
          pricePaise: input.pricePaise,
          ...(input.lowStockThreshold === undefined ? {} : { lowStockThreshold: input.lowStockThreshold }),
        });
      });
      return itemOf(storeId, productId);
    },

    async setAvailability(storeId: string, productId: string, isInStock: boolean) {
      if (!(await repository.updateShelf(db, storeId, productId, { isInStock }))) throw notOnShelf();
      return itemOf(storeId, productId);
    },

    async receive(storeId: string, productId: string, receipt: z.output<typeof ZBatchReceipt>, actorUserId: string) {
      return db.transaction(async (tx) => {
        if (!(await repository.lockShelf(tx, storeId, productId))) throw notOnShelf();
        await receiveInto(tx, storeId, productId, receipt, actorUserId);
        return productStock(tx, storeId, productId);
      });
    },

    async correct(storeId: string, batchId: string, input: z.output<typeof ZBatchCorrection>, actorUserId: string) {
      return db.transaction(async (tx) => {
        const batch = await repository.lockBatch(tx, storeId, batchId);
        if (!batch) throw noSuchBatch();
        if (batch.quantity !== input.expectedQuantity) {
          throw new AppError(
            'CONFLICT',
            `This batch now holds ${batch.quantity} units, not ${input.expectedQuantity} (an order may have taken some). Count again against the new figure.`,
          );
        }
        if (batch.quantity === input.quantity) {
          throw new AppError(
            'VALIDATION_FAILED',
            `The batch already holds ${batch.quantity} units: nothing to correct.`,
          );
        }
        await repository.setBatchQuantity(tx, batch.id, input.quantity);
        await repository.recordMovements(tx, [
          {
            storeId,
            productId: batch.productId,
            batchId: batch.id,
            kind: 'corrected',
            quantityChange: input.quantity - batch.quantity,
            quantityAfter: input.quantity,
            reason: input.reason,
            actorUserId,
          },
        ]);
        return productStock(tx, storeId, batch.productId);
      });
    },

    async writeOff(storeId: string, batchId: string, input: z.output<typeof ZWriteOff>, actorUserId: string) {
      return db.transaction(async (tx) => {
        const batch = await repository.lockBatch(tx, storeId, batchId);
        if (!batch) throw noSuchBatch();
        if (input.quantity > batch.quantity) {
          throw new AppError(
            'CONFLICT',
            `Batch ${batch.batchNumber} holds ${batch.quantity} units: you cannot write off ${input.quantity}.`,
          );
        }
        const quantityAfter = batch.quantity - input.quantity;
        await repository.setBatchQuantity(tx, batch.id, quantityAfter);
        const cause = WRITE_OFF_CAUSE_LABELS[input.cause];
        await repository.recordMovements(tx, [
          {
            storeId,
            productId: batch.productId,
            batchId: batch.id,
            kind: 'written_off',
            quantityChange: -input.quantity,
            quantityAfter,
            reason: input.note ? `${cause}: ${input.note}` : cause,
            actorUserId,
          },
        ]);
        return productStock(tx, storeId, batch.productId);
      });
    },

    async importStock(storeId: string, csv: string, dryRun: boolean, actorUserId: string): Promise<TStockImportResult> {
      const dates = stockDatesAt(now());
      const file = readStockFile(csv);
      const skus = [...new Set(file.rows.map((row) => row.sku))];
      return db.transaction(async (tx) => {
        const catalogue = skus.length > 0 ? await repository.productsBySku(tx, storeId, skus) : [];
        const productIds = catalogue.map((product) => product.id);
        // Locked from here to the end, so orders taking units wait and then see the counts the file set
        const batches = productIds.length > 0 ? await repository.lockBatchesOf(tx, storeId, productIds) : [];
        const plan = planStockImport(file.rows, catalogue, batches, dates.today);
        const errors = [...file.errors, ...plan.errors].sort((a, b) => a.line - b.line);
        const counts = { newProducts: 0, newBatches: 0, updatedBatches: 0, unchanged: 0 };
        const newShelves = new Map<string, number>();
        for (const row of plan.planned) {
          if (row.action === 'new-product' && !newShelves.has(row.productId)) {
            newShelves.set(row.productId, row.shelfPricePaise);
            counts.newProducts += 1;
          }
          if (!row.batch) counts.newBatches += 1;
          else if (row.action === 'unchanged') counts.unchanged += 1;
          else counts.updatedBatches += 1;
        }
        const result = {
          dryRun,
          rows: file.rows.length + file.errors.length,
          errors,
          counts,
          preview: plan.planned.slice(0, PREVIEW_ROWS).map((row) => ({
            line: row.line,
            sku: row.sku,
            name: row.name,
            batchNumber: row.batchNumber,
            expiryDate: row.expiryDate,
            quantity: row.quantity,
            pricePaise: row.shelfPricePaise,
            action: row.action,
          })),
        };
        if (dryRun || errors.length > 0) return { ...result, applied: false };

        const shelves = [...newShelves].map(([productId, pricePaise]) => ({ storeId, productId, pricePaise }));
        for (let i = 0; i < shelves.length; i += IMPORT_CHUNK) {
          await repository.insertShelves(tx, shelves.slice(i, i + IMPORT_CHUNK));
        }
        const repriced = new Map(
          plan.planned
            .filter((row) => row.action !== 'new-product' && row.pricePaise !== null)
            .map((row) => [row.productId, row.shelfPricePaise]),
        );
        await repository.setPrices(
          tx,
          storeId,
          [...repriced].map(([productId, pricePaise]) => ({ productId, pricePaise })),
        );
        const movements: NewMovement[] = [];
        const fresh = plan.planned.filter((row) => !row.batch);
        for (let i = 0; i < fresh.length; i += IMPORT_CHUNK) {
          const chunk = fresh.slice(i, i + IMPORT_CHUNK);
          const inserted = await repository.insertBatches(
            tx,
            chunk.map((row) => ({
              storeId,
              productId: row.productId,
              batchNumber: row.batchNumber,
              expiryDate: row.expiryDate,
              quantity: row.quantity,
            })),
          );
          inserted.forEach((batch, index) => {
            const row = chunk[index];
            if (row && row.quantity > 0) {
              movements.push({
                storeId,
                productId: batch.productId,
                batchId: batch.id,
                kind: 'imported',
                quantityChange: row.quantity,
                quantityAfter: row.quantity,
                actorUserId,
              });
            }
          });
        }
        const recounted = plan.planned.filter((row) => row.batch && row.batch.quantity !== row.quantity);
        await repository.setBatchQuantities(
          tx,
          recounted.map((row) => ({ batchId: row.batch?.id ?? '', quantity: row.quantity })),
        );
        for (const row of recounted) {
          if (!row.batch) continue;
          movements.push({
            storeId,
            productId: row.productId,
            batchId: row.batch.id,
            kind: 'imported',
            quantityChange: row.quantity - row.batch.quantity,
            quantityAfter: row.quantity,
            actorUserId,
          });
        }
        for (let i = 0; i < movements.length; i += IMPORT_CHUNK) {
          await repository.recordMovements(tx, movements.slice(i, i + IMPORT_CHUNK));
        }
        return { ...result, applied: true };
      });
    },

    async exportStock(storeId: string): Promise<string> {
      const rows = await repository.exportRows(db, storeId);
      const rupees = (paise: number) => (paise / 100).toFixed(2);
      return toCsv(
        STOCK_CSV_EXPORT_COLUMNS,
        rows.map((row) => [
          row.sku,
          row.batchNumber,
          row.expiryDate,
          row.quantity,
          rupees(row.pricePaise),
          row.name,
          row.packLabel,
          rupees(row.mrpPaise),
        ]),
      );
    },

    async productRequests(storeId: string) {
      const rows = await repository.productRequests(db, storeId);
      return { requests: rows.map(requestView) };
    },

    async requestProduct(storeId: string, input: z.output<typeof ZProductRequestInput>, actorUserId: string) {
      const row = await repository.insertProductRequest(db, { storeId, requestedBy: actorUserId, ...input });
      return requestView(row);
    },

    /**
     * The label photo of a pending request, re-encoded (no EXIF or GPS, nothing appended) and kept
     * privately for the catalogue team; a new photo replaces the old one.
     */
    async attachRequestPhoto(storeId: string, requestId: string, bytes: Buffer): Promise<TProductRequest> {
      const image = await reencodeImage(bytes, {
        unreadableMessage: 'This photo could not be read. Choose a JPEG, PNG or WebP picture of the label.',
      });
      const key = `product-requests/${storeId}/${requestId}/${randomUUID()}.jpg`;
      await storage.put(key, image.body, image.contentType);
      try {
        const { row, replaced } = await db.transaction(async (tx) => {
          const request = await repository.lockProductRequest(tx, storeId, requestId);
          if (!request) throw new AppError('NOT_FOUND', 'There is no such request from your store.');
          if (request.status !== 'pending') {
            throw new AppError('CONFLICT', 'This request has been decided: its photo can no longer change.');
          }
          return { row: await repository.setRequestPhoto(tx, requestId, key), replaced: request.photoKey };
        });
        if (replaced) await storage.remove(replaced).catch(() => undefined);
        return requestView(row);
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type StoreInventoryService = ReturnType<typeof createStoreInventoryService>;
