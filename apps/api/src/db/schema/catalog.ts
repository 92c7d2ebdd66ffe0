/** The master catalogue shared by all stores, and what each store has of it (ARCHITECTURE §3). */
import type { TProductRequestStatus } from '@dawanow/shared/inventory';
import type { TDrugSchedule, TGstRate, TSalt, TStorageCondition } from '@dawanow/shared/products';
import type { TTestimonialStatus } from '@dawanow/shared/testimonials';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { stores } from './stores';

/** Medicine categories shown on the home page and /medicines; a parent holds its subcategories. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('pill'),
    imageUrl: text('image_url'),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Issue 19: medicines taken every day for a long illness (diabetes, blood pressure, thyroid…): their orders offer
     * a refill reminder. A product is chronic care when its category or that category's parent is.
     */
    isChronicCare: boolean('is_chronic_care').notNull().default(false),
    /** The page's title and meta description for search engines; empty means the name and description */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Raised by every admin save; a save that names an older version is refused (issue 15: version check) */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('categories_parent_idx').on(table.parentId),
    check('categories_not_own_parent_check', sql`${table.parentId} is distinct from ${table.id}`),
  ],
);

/** Full-text vector, kept by trigger (migration 0008); never written by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per product, whatever store sells it. Triggers keep `search_vector` and the search
 * index tables below in step with it (migration 0008).
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable import key: "seed:dolo-650-tablet", "janaushadhi:123", or the CSV's own SKU. */
    sku: text('sku').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    brand: text('brand'),
    manufacturer: text('manufacturer').notNull(),
    composition: jsonb('composition').$type<TSalt[]>().notNull().default([]),
    compositionKey: text('composition_key').notNull().default(''),
    compositionLabel: text('composition_label').notNull().default(''),
    dosageForm: text('dosage_form').notNull(),
    packSize: integer('pack_size').notNull(),
    packLabel: text('pack_label').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    schedule: text('schedule').$type<TDrugSchedule>().notNull(),
    rxRequired: boolean('rx_required').notNull().generatedAlwaysAs(sql`schedule in ('H', 'H1', 'X', 'NDPS')`),
    hsnCode: text('hsn_code').notNull(),
    gstRate: integer('gst_rate').$type<TGstRate>().notNull(),
    storage: text('storage').$type<TStorageCondition>().notNull().default('room'),
    isReturnable: boolean('is_returnable').notNull().default(true),
    description: text('description').notNull().default(''),
    uses: text('uses').notNull().default(''),
    sideEffects: text('side_effects').notNull().default(''),
    directions: text('directions').notNull().default(''),
    safetyAdvice: text('safety_advice').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    popularity: integer('popularity').notNull().default(0),
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /** Raised by every admin save; a save that names an older version is refused (issue 15: version check) */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_schedule_check', sql`${table.schedule} in ('OTC', 'G', 'H', 'H1', 'X', 'NDPS')`),
    // Schedule X and NDPS products may be recorded but never offered.
    check('products_unlistable_inactive_check', sql`not (${table.isActive} and ${table.schedule} in ('X', 'NDPS'))`),
    check('products_mrp_check', sql`${table.mrpPaise} > 0`),
    check('products_pack_size_check', sql`${table.packSize} > 0`),
    check('products_gst_rate_check', sql`${table.gstRate} in (0, 5, 12, 18, 28, 40)`),
    check('products_hsn_check', sql`${table.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_storage_check', sql`${table.storage} in ('room', 'cold_chain')`),
    check('products_cold_chain_returns_check', sql`not (${table.storage} = 'cold_chain' and ${table.isReturnable})`),
    index('products_category_idx').on(table.categoryId),
    index('products_composition_key_idx').on(table.compositionKey),
    index('products_popularity_idx').on(table.popularity),
    // The admin catalogue: recently changed first (keyset), found by part of the name, SKU or salts
    index('products_updated_idx').on(table.updatedAt, table.id),
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('products_sku_trgm_idx').using('gin', table.sku.op('gin_trgm_ops')),
    index('products_composition_label_trgm_idx').using('gin', table.compositionLabel.op('gin_trgm_ops')),
  ],
);

/**
 * What a store sells of the catalogue: its price (never above MRP, a trigger checks) and its own
 * switch. The stock itself is held per batch in `inventory_batches`.
 */
export const storeInventory = pgTable(
  'store_inventory',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise').notNull(),
    /** The store's own switch: off hides the product even with stock (e.g. a recalled batch). */
    isInStock: boolean('is_in_stock').notNull().default(true),
    /** Below this many sellable units the product counts as low on stock (the store sets it). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.productId] }),
    index('store_inventory_product_idx').on(table.productId),
    check('store_inventory_price_check', sql`${table.pricePaise} > 0`),
    check('store_inventory_low_stock_check', sql`${table.lowStockThreshold} >= 0`),
  ],
);

/**
 * A store's stock of one product, batch by batch, as the Drugs and Cosmetics Rules track it: each
 * batch with its number, expiry and units left. Orders take the earliest expiry first; a batch
 * within 3 months of expiry is never sold. Rows are kept at zero units, because sold units point at
 * the batch they came from (`order_item_batches`).
 */
export const inventoryBatches = pgTable(
  'inventory_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').notNull(),
    productId: uuid('product_id').notNull(),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the store paid per pack, when it says (for its own margins; never shown to customers) */
    purchasePricePaise: integer('purchase_price_paise'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.storeId, table.productId],
      foreignColumns: [storeInventory.storeId, storeInventory.productId],
    }).onDelete('cascade'),
    uniqueIndex('inventory_batches_number_idx').on(table.storeId, table.productId, table.batchNumber),
    // First expiry first out: the order every reservation reads a product's batches in
    index('inventory_batches_fefo_idx').on(table.storeId, table.productId, table.expiryDate, table.id),
    check('inventory_batches_quantity_check', sql`${table.quantity} >= 0`),
    check('inventory_batches_purchase_price_check', sql`${table.purchasePricePaise} > 0`),
  ],
);

/**
 * Every change to a batch's units other than an order's (orders are in `order_item_batches`): stock
 * received, a count corrected, units written off, a CSV import. Append-only, so a store can answer
 * for each unit.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => inventoryBatches.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'received' | 'corrected' | 'written_off' | 'imported'>().notNull(),
    /** Units added (positive) or taken away (negative) */
    quantityChange: integer('quantity_change').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    /** Why: required for corrections; for write-offs one of expired, damaged, recalled */
    reason: text('reason'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_store_idx').on(table.storeId, table.createdAt),
    index('stock_movements_batch_idx').on(table.batchId, table.createdAt),
    check('stock_movements_kind_check', sql`${table.kind} in ('received', 'corrected', 'written_off', 'imported')`),
    check('stock_movements_after_check', sql`${table.quantityAfter} >= 0`),
  ],
);

/**
 * A product a store cannot find in the master catalogue, asked for with what the label says; the
 * admin catalogue queue approves it (creating the product) or rejects it with a note.
 */
export const productRequests = pgTable(
  'product_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    composition: text('composition').notNull(),
    packLabel: text('pack_label').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    schedule: text('schedule').$type<TDrugSchedule>().notNull(),
    /** The label photo in object storage, re-encoded */
    photoKey: text('photo_key'),
    status: text('status').$type<TProductRequestStatus>().notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The catalogue product made (or matched) on approval */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_requests_store_idx').on(table.storeId, table.createdAt),
    index('product_requests_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('product_requests_mrp_check', sql`${table.mrpPaise} > 0`),
    check(
      'product_requests_status_check',
      sql`${table.status} in ('pending', 'changes_requested', 'approved', 'rejected')`,
    ),
  ],
);

/**
 * Customer testimonials (issue 18): written with an order's rating, they arrive pending; an administrator
 * approves, hides or features them. The home page strip and /testimonials show approved ones, featured first.
 * DPDP: only the first name and city are kept with the words, never the surname, phone or order.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorName: text('author_name').notNull(),
    city: text('city').notNull(),
    quote: text('quote').notNull(),
    rating: integer('rating').notNull(),
    status: text('status').$type<TTestimonialStatus>().notNull().default('pending'),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('testimonials_rating_check', sql`${table.rating} between 1 and 5`),
    check('testimonials_status_check', sql`${table.status} in ('pending', 'approved', 'hidden')`),
    // The public list: approved ones, featured first, newest first
    index('testimonials_public_idx')
      .on(table.isFeatured.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'approved'`),
  ],
);

/**
 * The search index: one posting per (word, product), ranked by where the word occurs (name or brand
 * 3, composition 2, category 1, × 1000) plus popularity, so the best products for a word are the
 * first rows of an index range, however common the word.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.term, table.productId] }),
    index('search_terms_term_rank_idx').on(table.term, table.rank.desc(), table.productId),
    index('search_terms_product_idx').on(table.productId),
  ],
);

/**
 * Every word in the index once: prefix completion and spelling correction look here, not at products. With it,
 * how many products the word is in (its postings, kept by statement triggers on search_terms, migration 0050), so
 * telling a rare word from a common one is one row, not a count over its postings.
 */
export const searchVocabulary = pgTable('search_vocabulary', {
  term: text('term').primaryKey(),
  documents: integer('documents').notNull().default(0),
});
