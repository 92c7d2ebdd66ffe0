/**
 * Seed steps for the catalogue: the category tree (reference data, every database) and the demo
 * catalogue with each demo store's stock (demo databases only). The demo catalogue is data
 * (demo-catalogue.csv in the importer's own format, patient-information.json keyed by salt) and goes
 * through the importer's checks and write, as a user's file would.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addDays, indianToday } from '@dawanow/shared/dates';
import { isListable, sellableExpiryCutoff } from '@dawanow/shared/products';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  type ImportPlan,
  type ImportProduct,
  planCatalogImport,
  ZPatientInformationFile,
} from '../../../modules/catalog/catalog-import';
import { applyCatalogImport } from '../../../modules/catalog/catalog-import.repository';
import { categories, inventoryBatches, products, storeInventory } from '../../schema/catalog';
import { stores } from '../../schema/stores';
import type { SeedStep } from '../seed-step';
import { seedCategoryTree } from './categories';

/** The demo catalogue as the importer plans it: 787 products, every text complete. */
export function planDemoCatalogue(): ImportPlan {
  const read = (file: string) => readFileSync(resolve(import.meta.dirname, file), 'utf8');
  const patientInformation = ZPatientInformationFile.parse(JSON.parse(read('patient-information.json')));
  return planCatalogImport(read('demo-catalogue.csv'), { patientInformation });
}

export const categoryTree: SeedStep = {
  name: '2026-11-category-tree',
  run: async (tx) => {
    const existing = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    const ids = new Map(existing.map((row) => [row.slug, row.id]));
    for (const [index, category] of seedCategoryTree.entries()) {
      if (ids.has(category.slug)) continue;
      const parentId = 'parent' in category ? ids.get(category.parent) : undefined;
      const [row] = await tx
        .insert(categories)
        .values({
          slug: category.slug,
          name: category.name,
          description: category.description,
          icon: category.icon,
          parentId: parentId ?? null,
          // After the foundation's twelve, in the order listed
          sortOrder: 100 + index,
        })
        .returning({ id: categories.id });
      if (row) ids.set(category.slug, row.id);
    }
  },
};

/**
 * Issue 19: the categories of medicines taken every day for a long illness, whose orders offer a refill reminder
 * (their subcategories count too: refill-reminders.repository.ts).
 */
export const chronicCareCategories: SeedStep = {
  name: '2026-11-chronic-care-categories',
  run: async (tx) => {
    await tx
      .update(categories)
      .set({ isChronicCare: true })
      .where(inArray(categories.slug, ['diabetes-care', 'heart-care', 'thyroid-hormones']));
  },
};

/** A stable pseudo-random number in [0, 1) per (store, product), so every demo database stocks alike. */
function hash(...parts: number[]): number {
  let h = 2166136261;
  for (const part of parts) {
    h = Math.imul(h ^ part, 16777619);
    h ^= h >>> 13;
  }
  return ((h >>> 0) % 10_000) / 10_000;
}

const DISCOUNTS = [0, 5, 8, 10, 12, 15, 18, 20];

/**
 * One store's shelf: best sellers always stocked with months to expiry; the rest at about two in
 * three stores, a few sold out or too close to expiry to sell, so the demo shows every stock state.
 */
export function demoShelf(
  storeIndex: number,
  productIndex: number,
  product: Pick<ImportProduct, 'popularity' | 'mrpPaise'>,
  today: string,
) {
  const roll = hash(storeIndex, productIndex);
  const bestSeller = (product.popularity ?? 0) >= 70;
  if (!bestSeller && roll >= 0.65) return null;
  const discount = DISCOUNTS[Math.floor(hash(productIndex, storeIndex, 7) * DISCOUNTS.length)] ?? 0;
  const stockRoll = hash(storeIndex, productIndex, 3);
  // A pharmacy keeps boxes, not strips, of what sells every day (and the browser journeys all buy Dolo 650)
  const stockQuantity = bestSeller
    ? 60 + Math.floor(stockRoll * 120)
    : stockRoll < 0.06
      ? 0
      : 1 + Math.floor(stockRoll * 50);
  const nearExpiry = !bestSeller && hash(storeIndex, productIndex, 5) < 0.03;
  const expiryDate = nearExpiry
    ? addDays(today, 20 + Math.floor(roll * 40))
    : addDays(sellableExpiryCutoff(today), 60 + Math.floor(hash(productIndex, storeIndex, 11) * 600));
  const batchNumber = `${String.fromCharCode(65 + (productIndex % 26))}${String.fromCharCode(65 + (storeIndex % 26))}${String(
    Math.floor(hash(productIndex, 13) * 90_000) + 10_000,
  )}`;
  // Best sellers are restocked often: an older batch sells out first, then a newer one with a later expiry.
  const batches =
    bestSeller && stockQuantity > 20
      ? [
          { batchNumber, expiryDate, quantity: 8 },
          { batchNumber: `${batchNumber}N`, expiryDate: addDays(expiryDate, 180), quantity: stockQuantity - 8 },
        ]
      : [{ batchNumber, expiryDate, quantity: stockQuantity }];
  return { pricePaise: Math.floor((product.mrpPaise * (100 - discount)) / 100), batches };
}

export const demoCatalogue: SeedStep = {
  name: '2026-11-demo-catalogue',
  run: async (tx) => {
    const plan = planDemoCatalogue();
    // Never overwrite: a product an administrator already has under a seed sku stays as it is.
    const outcome = await applyCatalogImport(tx, plan, { onExisting: 'keep' });
    const problems = [...plan.bad, ...plan.skipped, ...outcome.unknownCategory];
    if (problems.length > 0) {
      throw new Error(
        `demo-catalogue.csv has problems:\n${problems.map((problem) => `line ${problem.line}: ${problem.reason}`).join('\n')}`,
      );
    }
    const rows = plan.products;
    const ids = new Map(outcome.written.map((row) => [row.sku, row.id]));
    const demoStoreRows = await tx
      .select({ id: stores.id, slug: stores.slug })
      .from(stores)
      .where(inArray(stores.status, ['active', 'paused']))
      .orderBy(stores.slug);
    const today = indianToday();
    for (const [storeIndex, store] of demoStoreRows.entries()) {
      const shelf = rows.flatMap((row, productIndex) => {
        // NDPS and Schedule X products are recorded in the catalogue but never stocked for sale online
        const productId = row.schedule && !isListable(row.schedule) ? undefined : ids.get(row.sku);
        const stock = productId ? demoShelf(storeIndex, productIndex, row, today) : null;
        return stock && productId ? [{ storeId: store.id, productId, ...stock }] : [];
      });
      for (let start = 0; start < shelf.length; start += 500) {
        const part = shelf.slice(start, start + 500);
        await tx
          .insert(storeInventory)
          .values(part.map(({ storeId, productId, pricePaise }) => ({ storeId, productId, pricePaise })))
          .onConflictDoNothing();
        await tx
          .insert(inventoryBatches)
          .values(
            part.flatMap(({ storeId, productId, batches }) =>
              batches.map((batch) => ({ storeId, productId, ...batch })),
            ),
          )
          .onConflictDoNothing();
      }
    }
  },
};

/**
 * Issue 17: the demo catalogue first filed its Jan Aushadhi generics under their therapeutic categories, which
 * left "Jan Aushadhi Generics" empty. Like the importer's PMBJP list, demo-catalogue.csv now files them there;
 * this moves them in databases seeded before, except products an administrator has edited since (version > 1).
 */
export const janAushadhiCategory: SeedStep = {
  name: '2026-12-jan-aushadhi-category',
  run: async (tx) => {
    const skus = planDemoCatalogue()
      .products.filter((product) => product.categorySlug === 'jan-aushadhi')
      .map((product) => product.sku);
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'jan-aushadhi'));
    if (!category || skus.length === 0) return;
    await tx
      .update(products)
      .set({ categoryId: category.id })
      .where(and(inArray(products.sku, skus), eq(products.version, 1), ne(products.categoryId, category.id)));
  },
};
