/**
 * The admin panel's master catalogue (issue 15). Every write runs in one transaction with its audit entry.
 * Schedule X and NDPS products may be recorded but never activated: the service says so first, and the
 * database's CHECK (`products_unlistable_inactive_check`) refuses whatever slips past. Deactivating hides a
 * product from customers; orders keep their own copy of what was sold, so past orders are untouched.
 */
import { randomUUID } from 'node:crypto';
import type { TAdminAuditAction, TAdminAuditSubjectType } from '@dawanow/shared/admin-audit';
import type {
  TAdminProductDetail,
  TAdminProductFields,
  TAdminProductRequest,
  TAdminProductSummary,
  TAdminProductsPage,
  TCatalogImportReport,
  ZAdminProductsQuery,
  ZAdminProductUpdate,
} from '@dawanow/shared/admin-catalog';
import { toCsv } from '@dawanow/shared/csv';
import { indianToday } from '@dawanow/shared/dates';
import type { TProductRequestStatus } from '@dawanow/shared/inventory';
import { compositionKey, compositionLabel, isListable, PRODUCT_IMAGE_WIDTHS } from '@dawanow/shared/products';
import { slugify } from '@dawanow/shared/text';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import type { Actor } from '../../lib/access';
import { rowsForExport } from '../../lib/csv-reply';
import { AppError } from '../../lib/errors';
import { removeImageWidths, storeImageWidths } from '../../lib/images';
import type { FileStorage, StoredFile } from '../../providers/storage/file-storage';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import { CatalogImportError, planCatalogImport } from '../catalog/catalog-import';
import { applyCatalogImport } from '../catalog/catalog-import.repository';
import type {
  AdminCatalogRepository,
  AdminProductRequestRow,
  AdminProductRow,
  AdminProductSummaryRow,
  AdminProductsFilter,
  ProductPatch,
} from './admin-catalog.repository';

const IMAGE_FOLDER = 'products';
const IMAGE_URL = /^\/api\/product-images\/([0-9a-f]{32})-\d+\.webp$/;
/** What cards and the product page load; `srcset` offers the other widths (`productImageAtWidth`). */
const SHOWN_WIDTH = 640;
/** Room for "-99" after the slug within the 120 characters `slugify` allows. */
const SLUG_BASE_MAX = 110;
const EXPORT_MAX_ROWS = 10_000;

const notFound = () => new AppError('NOT_FOUND', 'There is no such product.');
const neverListed = (schedule: string) =>
  new AppError('CONFLICT', `Schedule ${schedule} products are never sold online: this product stays inactive.`, {
    fields: { isActive: 'Schedule X and NDPS products cannot be activated' },
  });
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/** The database refused an active Schedule X / NDPS product (a path that skipped the service's own check). */
function isUnlistableViolation(error: unknown): boolean {
  const failure = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (failure ?? {}) as { code?: string; constraint?: string };
  return code === '23514' && constraint === 'products_unlistable_inactive_check';
}

function summaryOf(row: AdminProductSummaryRow | AdminProductRow): TAdminProductSummary {
  return {
    id: row.id,
    sku: row.sku,
    slug: row.slug,
    name: row.name,
    manufacturer: row.manufacturer,
    compositionLabel: row.compositionLabel,
    packLabel: row.packLabel,
    mrpPaise: row.mrpPaise,
    schedule: row.schedule,
    categoryName: row.categoryName,
    storage: row.storage,
    isActive: row.isActive,
    imageUrl: row.images[0] ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function detailOf(row: AdminProductRow): TAdminProductDetail {
  return {
    ...summaryOf(row),
    brand: row.brand,
    composition: row.composition,
    dosageForm: row.dosageForm as TAdminProductDetail['dosageForm'],
    packSize: row.packSize,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    isReturnable: row.isReturnable,
    categoryId: row.categoryId,
    description: row.description,
    uses: row.uses,
    sideEffects: row.sideEffects,
    directions: row.directions,
    safetyAdvice: row.safetyAdvice,
    images: row.images,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a product: what an administrator can change, the category by name. */
function auditedState(row: AdminProductRow): Record<string, unknown> {
  return {
    name: row.name,
    brand: row.brand,
    manufacturer: row.manufacturer,
    composition: row.compositionLabel,
    dosageForm: row.dosageForm,
    packSize: row.packSize,
    packLabel: row.packLabel,
    mrpPaise: row.mrpPaise,
    schedule: row.schedule,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    storage: row.storage,
    isReturnable: row.isReturnable,
    category: row.categoryName,
    isActive: row.isActive,
    patientInformation: [row.description, row.uses, row.sideEffects, row.directions, row.safetyAdvice]
      .map((text) => text.length)
      .join('/'),
  };
}

function requestOf(row: AdminProductRequestRow): TAdminProductRequest {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName: row.storeName,
    name: row.name,
    manufacturer: row.manufacturer,
    composition: row.composition,
    packLabel: row.packLabel,
    mrpPaise: row.mrpPaise,
    schedule: row.schedule,
    photoUrl: row.photoKey ? `/api/admin/product-requests/${row.id}/photo` : null,
    status: row.status,
    reviewNote: row.reviewNote,
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
  };
}

const CSV_COLUMNS = [
  'SKU',
  'Name',
  'Manufacturer',
  'Composition',
  'Pack',
  'MRP (₹)',
  'Schedule',
  'Category',
  'Storage',
  'Status',
  'Picture',
  'Last changed',
];

/** The dry run's transaction ends here, taking its writes with it. */
class DryRunRollback extends Error {
  constructor(readonly report: TCatalogImportReport) {
    super('dry run');
  }
}

export function createAdminCatalogService(deps: {
  db: Db;
  repository: AdminCatalogRepository;
  storage: FileStorage;
  recordAdminAction: RecordAdminAction;
}) {
  const { db, repository, storage, recordAdminAction } = deps;

  async function found(ex: Executor, id: string): Promise<AdminProductRow> {
    const row = await repository.find(ex, id);
    if (!row) throw notFound();
    return row;
  }

  function audit(
    ex: Executor,
    actor: Actor,
    action: TAdminAuditAction,
    subject: { type: TAdminAuditSubjectType; id: string },
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    reason: string | null = null,
  ) {
    return recordAdminAction(ex, {
      actor,
      action,
      subjectType: subject.type,
      subjectId: subject.id,
      before,
      after,
      reason,
    });
  }

  /** The first of `name`'s slug, `-2`, `-3`… that no product has; slugs never change after (shared links). */
  async function uniqueSlug(tx: Tx, name: string): Promise<string> {
    const base = slugify(name).slice(0, SLUG_BASE_MAX).replace(/-+$/, '') || 'product';
    const taken = new Set(await repository.slugsLike(tx, base));
    if (!taken.has(base)) return base;
    let suffix = 2;
    while (taken.has(`${base}-${suffix}`)) suffix += 1;
    return `${base}-${suffix}`;
  }

  async function checkCategory(ex: Executor, categoryId: string): Promise<void> {
    if (!(await repository.categoryExists(ex, categoryId))) {
      throw invalid('categoryId', 'The chosen category no longer exists. Choose another.');
    }
  }

  /** Runs a write, turning the database's refusal of an active X/NDPS product into the same clear 409. */
  async function refusingUnlistable<T>(schedule: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUnlistableViolation(error)) throw neverListed(schedule);
      throw error;
    }
  }

  async function insertProduct(tx: Tx, actor: Actor, input: TAdminProductFields): Promise<AdminProductRow> {
    if (input.isActive && !isListable(input.schedule)) throw neverListed(input.schedule);
    await checkCategory(tx, input.categoryId);
    const slug = await uniqueSlug(tx, input.name);
    const { reason, composition, ...fields } = input;
    const id = await repository.insert(tx, {
      ...fields,
      sku: `admin:${slug}`,
      slug,
      composition,
      compositionKey: compositionKey(composition),
      compositionLabel: compositionLabel(composition),
    });
    const created = await found(tx, id);
    await audit(tx, actor, 'product.created', { type: 'product', id }, null, auditedState(created), reason ?? null);
    return created;
  }

  async function removeStoredImage(imageUrl: string | undefined): Promise<void> {
    const hash = imageUrl ? IMAGE_URL.exec(imageUrl)?.[1] : undefined;
    if (hash) await removeImageWidths(storage, IMAGE_FOLDER, hash, PRODUCT_IMAGE_WIDTHS);
  }

  async function decide(
    actor: Actor,
    id: string,
    status: Extract<TProductRequestStatus, 'changes_requested' | 'rejected'>,
    note: string,
  ): Promise<TAdminProductRequest> {
    return db.transaction(async (tx) => {
      const request = await pendingRequest(tx, id);
      await repository.decideRequest(tx, id, { status, reviewNote: note, reviewedBy: actor.userId });
      await audit(
        tx,
        actor,
        status === 'rejected' ? 'product_request.rejected' : 'product_request.changes_requested',
        { type: 'product_request', id },
        { status: request.status },
        { status, name: request.name, store: request.storeName },
        note,
      );
      return requestOf({ ...request, status, reviewNote: note });
    });
  }

  async function pendingRequest(tx: Tx, id: string): Promise<AdminProductRequestRow> {
    const request = await repository.findRequest(tx, id, true);
    if (!request) throw new AppError('NOT_FOUND', 'There is no such request.');
    if (request.status !== 'pending') {
      throw new AppError('CONFLICT', 'This request has already been answered. Reload the queue.');
    }
    return request;
  }

  return {
    async list(query: z.output<typeof ZAdminProductsQuery>): Promise<TAdminProductsPage> {
      const { cursor, limit, ...filter } = query;
      const rows = await repository.list(db, filter, { after: decodeTimeCursor(cursor), limit: limit + 1 });
      const { page, nextCursor } = keysetPage(rows, limit);
      return { products: page.map(summaryOf), nextCursor };
    },

    async exportCsv(filter: AdminProductsFilter): Promise<{ csv: string; filename: string }> {
      const rows = await rowsForExport(
        EXPORT_MAX_ROWS,
        `More than ${EXPORT_MAX_ROWS.toLocaleString('en-IN')} products match: narrow the search or filters first.`,
        (limit) => repository.list(db, filter, { after: null, limit }),
      );
      const csv = toCsv(
        CSV_COLUMNS,
        rows.map((row) => [
          row.sku,
          row.name,
          row.manufacturer,
          row.compositionLabel,
          row.packLabel,
          (row.mrpPaise / 100).toFixed(2),
          row.schedule,
          row.categoryName,
          row.storage === 'cold_chain' ? 'Cold chain' : 'Room',
          row.isActive ? 'Active' : 'Inactive',
          row.images.length > 0 ? 'Yes' : 'No',
          row.updatedAt.toISOString(),
        ]),
      );
      return { csv, filename: `dawanow-catalogue-${indianToday()}.csv` };
    },

    async detail(id: string): Promise<TAdminProductDetail> {
      return detailOf(await found(db, id));
    },

    async create(actor: Actor, input: TAdminProductFields): Promise<TAdminProductDetail> {
      const created = await refusingUnlistable(input.schedule, () =>
        db.transaction((tx) => insertProduct(tx, actor, input)),
      );
      return detailOf(created);
    },

    /** Saves the fields sent; refused when the product changed since `input.version` was read. */
    async update(actor: Actor, id: string, input: z.output<typeof ZAdminProductUpdate>): Promise<TAdminProductDetail> {
      return refusingUnlistable(input.schedule ?? 'X or NDPS', () =>
        db.transaction(async (tx) => {
          if (!(await repository.lock(tx, id))) throw notFound();
          const before = await found(tx, id);
          if (before.version !== input.version) {
            throw new AppError(
              'RECORD_CHANGED',
              'Someone changed this product since you opened it. Reload to see their change, then make yours again.',
              { version: before.version },
            );
          }
          const { version: _version, reason, composition, ...fields } = input;
          const patch: ProductPatch = {};
          for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
            if (value !== undefined && value !== before[key]) Object.assign(patch, { [key]: value });
          }
          if (composition && compositionLabel(composition) !== before.compositionLabel) {
            Object.assign(patch, {
              composition,
              compositionKey: compositionKey(composition),
              compositionLabel: compositionLabel(composition),
            });
          }
          const schedule = patch.schedule ?? before.schedule;
          if ((patch.isActive ?? before.isActive) && !isListable(schedule)) throw neverListed(schedule);
          if ((patch.storage ?? before.storage) === 'cold_chain' && (patch.isReturnable ?? before.isReturnable)) {
            throw invalid('isReturnable', 'Cold-chain products cannot be returnable');
          }
          if (patch.categoryId) await checkCategory(tx, patch.categoryId);
          if (Object.keys(patch).length === 0) return detailOf(before);

          await repository.update(tx, id, patch);
          const after = await found(tx, id);
          const action = before.isActive && !after.isActive ? 'product.deactivated' : 'product.updated';
          await audit(tx, actor, action, { type: 'product', id }, auditedState(before), auditedState(after), reason);
          return detailOf(after);
        }),
      );
    },

    /**
     * Stores the picture re-encoded as WebP at each width (no EXIF or GPS, nothing appended) under a name
     * hashed from the product and the picture, then points the product at it.
     */
    async replaceImage(actor: Actor, id: string, bytes: Buffer): Promise<TAdminProductDetail> {
      await found(db, id);
      const stored = await storeImageWidths(storage, {
        folder: IMAGE_FOLDER,
        ownerId: id,
        bytes,
        widths: PRODUCT_IMAGE_WIDTHS,
        unreadableMessage: 'This picture could not be read. Choose a JPEG, PNG or WebP image.',
      });
      const imageUrl = `/api/product-images/${stored.hash}-${SHOWN_WIDTH}.webp`;
      try {
        const { detail, previous } = await db.transaction(async (tx) => {
          if (!(await repository.lock(tx, id))) throw notFound();
          const before = await found(tx, id);
          await repository.setImages(tx, id, [imageUrl]);
          const after = await found(tx, id);
          await audit(
            tx,
            actor,
            'product.image_changed',
            { type: 'product', id },
            { imageUrl: before.images[0] ?? null },
            { imageUrl },
          );
          return { detail: detailOf(after), previous: before.images[0] };
        });
        if (previous !== imageUrl) await removeStoredImage(previous);
        return detail;
      } catch (error) {
        await stored.remove();
        throw error;
      }
    },

    async image(imageName: string): Promise<StoredFile> {
      const file = await storage.get(`${IMAGE_FOLDER}/${imageName}`);
      if (!file) throw new AppError('NOT_FOUND', 'There is no such picture.');
      return file;
    },

    /**
     * The importer's plan and write, as `npm run catalog:import` does them; a dry run writes inside a
     * transaction that is rolled back, so its report counts new and updated rows exactly.
     */
    async importCsv(actor: Actor, csv: string, apply: boolean): Promise<TCatalogImportReport> {
      let plan: ReturnType<typeof planCatalogImport>;
      try {
        plan = planCatalogImport(csv);
      } catch (error) {
        if (error instanceof CatalogImportError) throw new AppError('VALIDATION_FAILED', error.message);
        throw error;
      }
      try {
        return await db.transaction(async (tx) => {
          const outcome = await applyCatalogImport(tx, plan);
          const report: TCatalogImportReport = {
            applied: apply,
            format: plan.format,
            inserted: outcome.inserted,
            updated: outcome.updated,
            recordedInactive: plan.products.filter((row) => row.schedule !== null && !isListable(row.schedule)).length,
            bad: [...plan.bad, ...outcome.unknownCategory].sort((a, b) => a.line - b.line),
            skipped: plan.skipped,
          };
          if (!apply) throw new DryRunRollback(report);
          await audit(tx, actor, 'product.imported', { type: 'product', id: `import-${randomUUID()}` }, null, {
            format: report.format,
            inserted: report.inserted,
            updated: report.updated,
            recordedInactive: report.recordedInactive,
            badLines: report.bad.length,
            skippedLines: report.skipped.length,
          });
          return report;
        });
      } catch (error) {
        if (error instanceof DryRunRollback) return error.report;
        throw error;
      }
    },

    async requests(status: TProductRequestStatus): Promise<{ requests: TAdminProductRequest[] }> {
      const rows = await repository.requests(db, status);
      return { requests: rows.map(requestOf) };
    },

    async requestPhoto(id: string): Promise<StoredFile> {
      const request = await repository.findRequest(db, id);
      const file = request?.photoKey ? await storage.get(request.photoKey) : null;
      if (!file) throw new AppError('NOT_FOUND', 'This request has no photo.');
      return file;
    },

    /** Adds the product as the administrator corrected it, and marks the request approved with it. */
    async approveRequest(
      actor: Actor,
      id: string,
      input: { product: TAdminProductFields; note?: string | null | undefined },
    ): Promise<TAdminProductRequest> {
      return refusingUnlistable(input.product.schedule, () =>
        db.transaction(async (tx) => {
          const request = await pendingRequest(tx, id);
          const product = await insertProduct(tx, actor, input.product);
          const note = input.note ?? null;
          await repository.decideRequest(tx, id, {
            status: 'approved',
            reviewNote: note,
            reviewedBy: actor.userId,
            productId: product.id,
          });
          await audit(
            tx,
            actor,
            'product_request.approved',
            { type: 'product_request', id },
            { status: request.status },
            { status: 'approved', product: product.name, sku: product.sku, store: request.storeName },
            note,
          );
          return requestOf({ ...request, status: 'approved', reviewNote: note, productId: product.id });
        }),
      );
    },

    requestChanges(actor: Actor, id: string, note: string) {
      return decide(actor, id, 'changes_requested', note);
    },

    reject(actor: Actor, id: string, note: string) {
      return decide(actor, id, 'rejected', note);
    },
  };
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
