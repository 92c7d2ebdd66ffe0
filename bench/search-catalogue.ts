/**
 * The 200,000-product catalogue the search benchmarks run on (bench/search.ts for speed,
 * bench/relevance.ts for relevance): the real demo catalogue and the Jan Aushadhi list
 * (apps/api/test/fixtures), imported as an administrator would, then generated products up to the
 * requested size. Each generated product takes one of their ~2,800 compositions and a made-up
 * three-syllable brand, so one salt has hundreds of brands and brand prefixes collide ("dol…",
 * "pan…") the way they do in Indian pharmacies. A share of every product is stocked by one store.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { categories, inventoryBatches, products, storeInventory } from '../apps/api/src/db/schema/catalog';
import { stores } from '../apps/api/src/db/schema/stores';
import { planDemoCatalogue } from '../apps/api/src/db/seed/catalog/seed-steps';
import { buildDemoStores } from '../apps/api/src/db/seed/demo-stores';
import { seedDatabase } from '../apps/api/src/db/seed/seed';
import { planCatalogImport } from '../apps/api/src/modules/catalog/catalog-import';
import { applyCatalogImport } from '../apps/api/src/modules/catalog/catalog-import.repository';

const root = resolve(import.meta.dirname, '..');
const INSERT_BATCH = 1_000;

const SYLLABLES = [
  'ze',
  'ro',
  'ka',
  'li',
  'mo',
  'na',
  'vi',
  'ta',
  'dol',
  'pan',
  'cal',
  'zy',
  'rex',
  'med',
  'cor',
  'fen',
  'tri',
  'lo',
  'sa',
  'nu',
  'ex',
  'ora',
  'bi',
  'do',
  'pra',
];
const SUFFIXES = ['', ' Plus', ' Forte', ' DS', ' SR', ' XL', ' MD', ' Kid'];
const MAKERS = [
  'Sunrise Remedies',
  'Deccan Labs',
  'Ganga Pharma',
  'Himgiri Healthcare',
  'Konkan Life Sciences',
  'Narmada Drugs',
  'Vindhya Biotech',
  'Cauvery Formulations',
];

export function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

export type SearchCatalogue = {
  storeId: string;
  /** Names of the generated products, in insertion order. */
  generatedNames: string[];
  /** Salt names (lower case) of the compositions the generated products take. */
  salts: string[];
};

/** Builds the catalogue into a migrated, empty database: `size` products in all. */
export async function buildSearchCatalogue(
  database: Database,
  options: { size: number; stockedShare: number; next: () => number },
): Promise<SearchCatalogue> {
  const { next } = options;
  await seedDatabase(database.db, { demo: false, gazetteer: false });
  const demo = planDemoCatalogue();
  const janAushadhi = planCatalogImport(
    readFileSync(join(root, 'apps/api/test/fixtures/janaushadhi_products.csv'), 'utf8'),
  );
  // Both lists as the catalogue import writes them (schedules inferred, NDPS recorded but not for sale).
  await applyCatalogImport(database.db, demo, { onExisting: 'keep' });
  await applyCatalogImport(database.db, janAushadhi, { onExisting: 'keep' });
  const real = Number(
    ((await database.db.execute(sql`select count(*)::int as n from products`)) as { rows: { n: number }[] }).rows[0]?.n,
  );

  const templates = [...demo.products, ...janAushadhi.products]
    .map((row) => ({ ...row, schedule: row.schedule ?? 'H', popularity: row.popularity ?? 0 }))
    // Schedule X and NDPS medicines may never be listed: generated products copy only listable ones.
    .filter((row) => row.compositionLabel !== '' && row.schedule !== 'X' && row.schedule !== 'NDPS');
  const categoryIds = new Map(
    (await database.db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  const fallbackCategory = categoryIds.get('jan-aushadhi');
  if (!fallbackCategory) throw new Error('no jan-aushadhi category');
  const [template] = buildDemoStores();
  if (!template) throw new Error('no demo store template');
  const [store] = await database.db
    .insert(stores)
    .values({ ...template, slug: 'bench-store' })
    .returning({ id: stores.id });
  if (!store) throw new Error('no store');

  const stock = async (rows: { id: string; mrp: number }[]) => {
    const shelf = rows
      .filter(() => next() < options.stockedShare)
      .map((row) => ({ storeId: store.id, productId: row.id, pricePaise: Math.max(1, Math.floor(row.mrp * 0.9)) }));
    if (shelf.length === 0) return;
    await database.db.insert(storeInventory).values(shelf);
    await database.db.insert(inventoryBatches).values(
      shelf.map(({ storeId, productId }) => ({
        storeId,
        productId,
        batchNumber: 'BENCH1',
        expiryDate: '2029-12-31',
        quantity: Math.floor(next() * 80),
      })),
    );
  };
  await stock(
    await database.db
      .select({ id: products.id, mrp: products.mrpPaise })
      .from(products)
      .where(eq(products.isActive, true)),
  );

  const generatedNames: string[] = [];
  for (let start = real; start < options.size; start += INSERT_BATCH) {
    const batch = [];
    for (let index = start; index < Math.min(options.size, start + INSERT_BATCH); index++) {
      const template = pick(templates, next);
      const brand = `${pick(SYLLABLES, next)}${pick(SYLLABLES, next)}${pick(SYLLABLES, next)}`.replace(/^./, (c) =>
        c.toUpperCase(),
      );
      const strength = template.composition[0]?.strength ?? '';
      const name = `${brand}${pick(SUFFIXES, next)} ${strength} ${template.dosageForm === 'tablet' ? 'Tablet' : template.dosageForm} ${index}`;
      generatedNames.push(name);
      const { line: _line, categorySlug, ...fields } = template;
      batch.push({
        ...fields,
        sku: `bench:${index}`,
        slug: `bench-${index}`,
        name,
        brand,
        manufacturer: pick(MAKERS, next),
        mrpPaise: Math.max(100, Math.round(fields.mrpPaise * (0.6 + next() * 0.8))),
        popularity: Math.floor(next() * 60),
        categoryId: categoryIds.get(categorySlug) ?? fallbackCategory,
      });
    }
    await stock(
      await database.db.insert(products).values(batch).returning({ id: products.id, mrp: products.mrpPaise }),
    );
  }
  await database.db.execute(sql`analyze`);
  const salts = [...new Set(templates.flatMap((row) => row.composition.map((salt) => salt.name.toLowerCase())))];
  return { storeId: store.id, generatedNames, salts };
}
