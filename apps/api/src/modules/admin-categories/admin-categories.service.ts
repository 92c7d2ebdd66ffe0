/**
 * The admin panel's categories (issue 15). Every write runs in one transaction with its audit entry, under the
 * tree's lock, so moves cannot race into a cycle and reorders of one level take turns. Customers read the same
 * rows through the catalogue (`GET /api/categories`, no cache in between), so a change shows on /medicines on
 * the next read.
 */
import { randomUUID } from 'node:crypto';
import type { TAdminAuditAction } from '@dawanow/shared/admin-audit';
import {
  categoryDeletionBlocker,
  type TAdminCategoryDetail,
  type TAdminCategorySummary,
  type TAdminCategoryTree,
  type ZAdminCategoryCreate,
  type ZAdminCategoryUpdate,
} from '@dawanow/shared/admin-categories';
import { toCsv } from '@dawanow/shared/csv';
import { indianToday } from '@dawanow/shared/dates';
import { slugify } from '@dawanow/shared/text';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import type { FileStorage, StoredFile } from '../../providers/storage/file-storage';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type {
  AdminCategoriesRepository,
  AdminCategoryRow,
  AdminCategorySummaryRow,
  CategoryPatch,
} from './admin-categories.repository';

const imageKey = (imageId: string) => `categories/${imageId}.webp`;
const IMAGE_URL = /^\/api\/category-images\/([0-9a-f-]{36})$/;
/** Room for "-99" after the slug within the 120 characters `slugify` allows. */
const SLUG_BASE_MAX = 110;

const notFound = () => new AppError('NOT_FOUND', 'There is no such category.');
const badParent = (message: string) => new AppError('VALIDATION_FAILED', message, { fields: { parentId: message } });

function summaryOf(row: AdminCategorySummaryRow): TAdminCategorySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    parentId: row.parentId,
    depth: row.parentId === null ? 0 : 1,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    isChronicCare: row.isChronicCare,
    imageUrl: row.imageUrl,
    productCount: row.productCount,
    childCount: row.childCount,
  };
}

function detailOf(row: AdminCategoryRow): TAdminCategoryDetail {
  return {
    ...summaryOf(row),
    description: row.description,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    parentName: row.parentName,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a category: what an administrator can change, the parent by name. */
function auditedState(row: AdminCategoryRow): Record<string, unknown> {
  return {
    name: row.name,
    slug: row.slug,
    parent: row.parentName,
    description: row.description,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    isActive: row.isActive,
    isChronicCare: row.isChronicCare,
    imageUrl: row.imageUrl,
  };
}

/** Each top-level category followed by its subcategories, each level in its order. */
export function treeOrder(rows: AdminCategorySummaryRow[]): TAdminCategorySummary[] {
  return rows
    .filter((row) => row.parentId === null)
    .flatMap((top) => [top, ...rows.filter((row) => row.parentId === top.id)])
    .map(summaryOf);
}

export function adminCategoriesCsv(tree: TAdminCategorySummary[]): string {
  const names = new Map(tree.map((category) => [category.id, category.name]));
  return toCsv(
    ['Category', 'Parent', 'Slug', 'Status', 'Products', 'Subcategories', 'Order'],
    tree.map((category) => [
      category.name,
      category.parentId ? (names.get(category.parentId) ?? null) : null,
      category.slug,
      category.isActive ? 'Shown' : 'Hidden',
      category.productCount,
      category.childCount,
      category.sortOrder,
    ]),
  );
}

export function createAdminCategoriesService(deps: {
  db: Db;
  repository: AdminCategoriesRepository;
  storage: FileStorage;
  recordAdminAction: RecordAdminAction;
}) {
  const { db, repository, storage, recordAdminAction } = deps;

  async function found(ex: Executor, id: string): Promise<AdminCategoryRow> {
    const row = await repository.find(ex, id);
    if (!row) throw notFound();
    return row;
  }

  /** The first of `name`'s slug, `-2`, `-3`… that no category has; slugs never change after (shared links). */
  async function uniqueSlug(tx: Tx, name: string): Promise<string> {
    const base = slugify(name).slice(0, SLUG_BASE_MAX).replace(/-+$/, '') || 'category';
    const taken = new Set(await repository.slugsLike(tx, base));
    if (!taken.has(base)) return base;
    let suffix = 2;
    while (taken.has(`${base}-${suffix}`)) suffix += 1;
    return `${base}-${suffix}`;
  }

  /**
   * Where a category may go: under an existing top-level category, never under itself or its own
   * subcategory (a cycle), and two levels deep at most (customers' screens read two levels).
   */
  async function checkParent(tx: Tx, parentId: string, moving: AdminCategoryRow | null): Promise<void> {
    const parent = await repository.find(tx, parentId);
    if (!parent) throw badParent('The chosen parent category no longer exists. Choose another.');
    if (moving) {
      if (parentId === moving.id) throw badParent('A category cannot be its own parent.');
      if (parent.parentId === moving.id) {
        throw badParent(`“${parent.name}” is inside this category: a category cannot go under its own subcategory.`);
      }
    }
    if (parent.parentId !== null) {
      throw badParent(`“${parent.name}” is itself a subcategory: categories go two levels deep at most.`);
    }
    if (moving && moving.childCount > 0) {
      throw badParent('This category has subcategories, so it stays at the top level. Move them first.');
    }
  }

  /** Two categories of one name side by side would read as one on /medicines. */
  async function refuseTwin(tx: Tx, parentId: string | null, name: string, self: string | null): Promise<number> {
    const level = await repository.level(tx, parentId);
    const twin = level.find((other) => other.id !== self && other.name.toLowerCase() === name.toLowerCase());
    if (twin) {
      const message = `There is already a category named “${twin.name}” here.`;
      throw new AppError('VALIDATION_FAILED', message, { fields: { name: message } });
    }
    // The next place at the end of the level
    return Math.max(-1, ...level.filter((other) => other.id !== self).map((other) => other.sortOrder)) + 1;
  }

  /** The category's entry in the audit log, in the write's own transaction. */
  const audit = (
    tx: Tx,
    actor: Actor,
    action: TAdminAuditAction,
    subjectId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    reason: string | null = null,
  ) => recordAdminAction(tx, { actor, action, subjectType: 'category', subjectId, before, after, reason });

  async function removeStoredImage(imageUrl: string | null): Promise<void> {
    const match = imageUrl ? IMAGE_URL.exec(imageUrl) : null;
    if (match?.[1]) await storage.remove(imageKey(match[1])).catch(() => undefined);
  }

  async function tree(ex: Executor): Promise<TAdminCategoryTree> {
    return { categories: treeOrder(await repository.all(ex)) };
  }

  return {
    tree: () => tree(db),

    async exportCsv(): Promise<{ csv: string; filename: string }> {
      const { categories } = await tree(db);
      return { csv: adminCategoriesCsv(categories), filename: `dawanow-categories-${indianToday()}.csv` };
    },

    detail: async (id: string) => detailOf(await found(db, id)),

    async create(actor: Actor, input: z.output<typeof ZAdminCategoryCreate>): Promise<TAdminCategoryDetail> {
      return db.transaction(async (tx) => {
        await repository.lockTree(tx);
        const parentId = input.parentId ?? null;
        if (parentId) await checkParent(tx, parentId, null);
        const sortOrder = await refuseTwin(tx, parentId, input.name, null);
        const id = await repository.insert(tx, {
          slug: await uniqueSlug(tx, input.name),
          name: input.name,
          parentId,
          description: input.description ?? '',
          seoTitle: input.seoTitle ?? '',
          seoDescription: input.seoDescription ?? '',
          isChronicCare: input.isChronicCare ?? false,
          sortOrder,
        });
        const created = await found(tx, id);
        await audit(tx, actor, 'category.created', id, null, auditedState(created), input.reason ?? null);
        return detailOf(created);
      });
    },

    /** Saves the fields sent; refused when the category changed since `input.version` was read. */
    async update(
      actor: Actor,
      id: string,
      input: z.output<typeof ZAdminCategoryUpdate>,
    ): Promise<TAdminCategoryDetail> {
      return db.transaction(async (tx) => {
        await repository.lockTree(tx);
        if (!(await repository.lock(tx, id))) throw notFound();
        const before = await found(tx, id);
        if (before.version !== input.version) {
          throw new AppError(
            'RECORD_CHANGED',
            'Someone changed this category since you opened it. Reload to see their change, then make yours again.',
            { version: before.version },
          );
        }
        const patch: CategoryPatch = {};
        for (const key of ['name', 'description', 'seoTitle', 'seoDescription', 'isActive', 'isChronicCare'] as const) {
          const value = input[key];
          if (value !== undefined && value !== before[key]) Object.assign(patch, { [key]: value });
        }
        const parentId = input.parentId === undefined ? before.parentId : input.parentId;
        const isMoved = parentId !== before.parentId;
        if (isMoved && parentId !== null) await checkParent(tx, parentId, before);
        if (isMoved || patch.name !== undefined) {
          const sortOrder = await refuseTwin(tx, parentId, patch.name ?? before.name, id);
          if (isMoved) Object.assign(patch, { parentId, sortOrder });
        }
        if (Object.keys(patch).length === 0) return detailOf(before);

        await repository.update(tx, id, patch);
        const after = await found(tx, id);
        const action = isMoved ? 'category.moved' : 'category.updated';
        await audit(tx, actor, action, id, auditedState(before), auditedState(after), input.reason ?? null);
        return detailOf(after);
      });
    },

    /** One place up or down among its siblings; the level is numbered afresh 0, 1, 2… */
    async move(actor: Actor, id: string, direction: 'up' | 'down'): Promise<TAdminCategoryTree> {
      return db.transaction(async (tx) => {
        await repository.lockTree(tx);
        const category = await found(tx, id);
        const level = await repository.level(tx, category.parentId);
        const from = level.findIndex((sibling) => sibling.id === id);
        const to = direction === 'up' ? from - 1 : from + 1;
        const neighbour = level[to];
        const self = level[from];
        if (!neighbour || !self) {
          throw new AppError('CONFLICT', `“${category.name}” is already ${direction === 'up' ? 'first' : 'last'}.`);
        }
        level[to] = self;
        level[from] = neighbour;
        await repository.setSortOrders(
          tx,
          level
            .map((sibling, sortOrder) => ({ id: sibling.id, sortOrder, was: sibling.sortOrder }))
            .filter((sibling) => sibling.sortOrder !== sibling.was),
        );
        await audit(
          tx,
          actor,
          'category.reordered',
          id,
          { position: from + 1 },
          { position: to + 1, [direction === 'up' ? 'before' : 'after']: neighbour.name },
        );
        return tree(tx);
      });
    },

    /** Stores the picture re-encoded as WebP (no EXIF or GPS, nothing appended), then points the category at it. */
    async replaceImage(actor: Actor, id: string, bytes: Buffer): Promise<TAdminCategoryDetail> {
      await found(db, id);
      const image = await reencodeImage(bytes, {
        format: 'webp',
        unreadableMessage: 'This picture could not be read. Choose a JPEG, PNG or WebP image.',
      });
      const imageId = randomUUID();
      const key = imageKey(imageId);
      await storage.put(key, image.body, image.contentType);
      try {
        const { detail, previous } = await db.transaction(async (tx) => {
          if (!(await repository.lock(tx, id))) throw notFound();
          const before = await found(tx, id);
          await repository.setImage(tx, id, `/api/category-images/${imageId}`);
          const after = await found(tx, id);
          await audit(
            tx,
            actor,
            'category.image_changed',
            id,
            { imageUrl: before.imageUrl },
            { imageUrl: after.imageUrl },
          );
          return { detail: detailOf(after), previous: before.imageUrl };
        });
        await removeStoredImage(previous);
        return detail;
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
    },

    async image(imageId: string): Promise<StoredFile> {
      const file = await storage.get(imageKey(imageId));
      if (!file) throw new AppError('NOT_FOUND', 'There is no such picture.');
      return file;
    },

    /** Only an empty category goes; one with products or subcategories is hidden instead (products keep it). */
    async remove(actor: Actor, id: string, reason: string): Promise<void> {
      const imageUrl = await db.transaction(async (tx) => {
        await repository.lockTree(tx);
        // The row lock also holds off a product being filed under it until this commits
        if (!(await repository.lock(tx, id))) throw notFound();
        const category = await found(tx, id);
        const blocker = categoryDeletionBlocker(category);
        if (blocker) throw new AppError('CONFLICT', `“${category.name}” cannot be deleted. ${blocker}`);
        await repository.remove(tx, id);
        await audit(tx, actor, 'category.deleted', id, auditedState(category), null, reason);
        return category.imageUrl;
      });
      await removeStoredImage(imageUrl);
    },
  };
}
export type AdminCategoriesService = ReturnType<typeof createAdminCategoriesService>;
