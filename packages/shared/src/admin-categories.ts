/**
 * The admin panel's categories (issue 15): the whole tree with hidden ones and product counts, adding,
 * editing (with a version check), moving within the tree, ordering among siblings, an image, and deleting an
 * empty category. Customers see the active ones through `GET /api/categories`.
 */
import { z } from 'zod';
import { optionalText, plainText } from './text';

/** Customers' screens show a top level and one level of subcategories (the catalogue reads two levels). */
export const CATEGORY_MAX_DEPTH = 2;
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 1000;
/** Search engines show about 60 characters of a title and 160 of a description; a little room beyond. */
export const CATEGORY_SEO_TITLE_MAX = 70;
export const CATEGORY_SEO_DESCRIPTION_MAX = 200;
/** A category picture: one image of at most 5 MB, stored re-encoded as WebP. */
export const CATEGORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CATEGORY_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export const ZAdminCategoryParams = z.object({ categoryId: z.uuid('Not a category id') });
export const ZCategoryImageParams = z.object({ imageId: z.uuid('Not an image id') });

const name = plainText({ label: 'The name', required: 'Enter a name', max: CATEGORY_NAME_MAX });
const description = optionalText({
  label: 'The description',
  max: CATEGORY_DESCRIPTION_MAX,
  isMultiline: true,
}).transform((value) => value ?? '');
const seoTitle = optionalText({ label: 'The SEO title', max: CATEGORY_SEO_TITLE_MAX }).transform(
  (value) => value ?? '',
);
const seoDescription = optionalText({
  label: 'The SEO description',
  max: CATEGORY_SEO_DESCRIPTION_MAX,
}).transform((value) => value ?? '');
const parentId = z.uuid('Choose a parent category from the list').nullable();
/** Why, for the audit log: optional for everyday edits, required to delete. */
const optionalReason = optionalText({ label: 'The reason', max: 500, isMultiline: true });
const requiredReason = plainText({
  label: 'The reason',
  required: 'Give a reason of at least 5 characters',
  min: 5,
  max: 500,
  isMultiline: true,
});

export const ZAdminCategoryCreate = z.object({
  name,
  /** null or absent: a top-level category */
  parentId: parentId.optional(),
  description: description.optional(),
  seoTitle: seoTitle.optional(),
  seoDescription: seoDescription.optional(),
  isChronicCare: z.boolean().optional(),
  reason: optionalReason,
});
export type TAdminCategoryCreate = z.input<typeof ZAdminCategoryCreate>;

/** A partial edit; `version` is the one the editor loaded, and a save over a newer one is refused. */
export const ZAdminCategoryUpdate = z.object({
  version: z.int().positive('Not a version of this category'),
  name: name.optional(),
  parentId: parentId.optional(),
  description: description.optional(),
  seoTitle: seoTitle.optional(),
  seoDescription: seoDescription.optional(),
  isActive: z.boolean().optional(),
  isChronicCare: z.boolean().optional(),
  reason: optionalReason,
});
export type TAdminCategoryUpdate = z.input<typeof ZAdminCategoryUpdate>;

export const CATEGORY_MOVE_DIRECTIONS = ['up', 'down'] as const;
/** One place up or down among its siblings. */
export const ZAdminCategoryMove = z.object({
  direction: z.enum(CATEGORY_MOVE_DIRECTIONS, { error: 'Move up or down' }),
});

export const ZAdminCategoryDelete = z.object({ reason: requiredReason });
export type TAdminCategoryDelete = z.input<typeof ZAdminCategoryDelete>;

/** One category in the tree: its place, whether customers see it, and what it holds. */
export const ZAdminCategorySummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  parentId: z.uuid().nullable(),
  /** 0 for a top-level category, 1 for a subcategory */
  depth: z.int().nonnegative(),
  sortOrder: z.int(),
  isActive: z.boolean(),
  /**
   * Medicines taken every day for a long illness: orders of its products, and of its subcategories' products,
   * offer a refill reminder
   */
  isChronicCare: z.boolean(),
  imageUrl: z.string().nullable(),
  /** Products filed directly under it, listed or not (a category holding any cannot be deleted) */
  productCount: z.int().nonnegative(),
  childCount: z.int().nonnegative(),
});
export type TAdminCategorySummary = z.infer<typeof ZAdminCategorySummary>;

/** Every category, hidden ones too, in tree order: each top-level one followed by its subcategories. */
export const ZAdminCategoryTree = z.object({ categories: z.array(ZAdminCategorySummary) });
export type TAdminCategoryTree = z.infer<typeof ZAdminCategoryTree>;

export const ZAdminCategoryDetail = ZAdminCategorySummary.extend({
  description: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  parentName: z.string().nullable(),
  /** Send it back with an edit (version check) */
  version: z.int().positive(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TAdminCategoryDetail = z.infer<typeof ZAdminCategoryDetail>;

/** Why a category cannot be deleted now, or null when it can (nothing filed under it). */
export function categoryDeletionBlocker(category: Pick<TAdminCategorySummary, 'productCount' | 'childCount'>) {
  if (category.productCount > 0) {
    return `It holds ${category.productCount} product${category.productCount === 1 ? '' : 's'}: hide it instead.`;
  }
  if (category.childCount > 0) {
    return `It has ${category.childCount} subcategor${category.childCount === 1 ? 'y' : 'ies'}: move or delete them first, or hide it instead.`;
  }
  return null;
}
