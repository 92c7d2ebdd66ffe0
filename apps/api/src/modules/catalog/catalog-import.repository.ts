/** Writes an import plan: one transaction, so a failure part-way leaves the catalogue as it was. */
import { isListable, type TDrugSchedule } from '@dawanow/shared/products';
import { and, notLike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';
import {
  type ImportPlan,
  type ImportProduct,
  type LineProblem,
  resolveSchedule,
  saltSchedules,
} from './catalog-import';

export type ImportOutcome = {
  inserted: number;
  updated: number;
  unknownCategory: LineProblem[];
  /** The rows this import wrote, by sku. */
  written: { id: string; sku: string }[];
};

const CHUNK = 500;

/**
 * `onExisting: 'keep'` leaves a product whose sku is already there untouched (the demo seed, which
 * runs on every start and must never undo an administrator's edit); 'update' overwrites it.
 */
export async function applyCatalogImport(
  db: Executor,
  plan: ImportPlan,
  { onExisting = 'update' }: { onExisting?: 'update' | 'keep' } = {},
): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
    // What a salt alone is scheduled as, from products whose schedule someone stated: single-salt
    // (in a combination the strictest salt decides) and not themselves inferred by an earlier import.
    const stated = await tx
      .select({ composition: products.composition, schedule: products.schedule })
      .from(products)
      .where(and(sql`jsonb_array_length(${products.composition}) = 1`, notLike(products.sku, 'janaushadhi:%')));
    const known = saltSchedules(stated);
    const unknownCategory: LineProblem[] = [];
    type Ready = Omit<ImportProduct, 'line' | 'categorySlug' | 'popularity'> & {
      categoryId: string;
      schedule: TDrugSchedule;
      popularity: number;
      isActive: boolean;
    };
    const ready: Ready[] = [];
    for (const { line, categorySlug, popularity, ...product } of plan.products) {
      const categoryId = categoryIds.get(categorySlug);
      if (!categoryId) unknownCategory.push({ line, reason: `unknown category "${categorySlug}"` });
      else {
        const schedule = resolveSchedule({ line, categorySlug, popularity, ...product }, known);
        // A Schedule X or NDPS row is recorded (its schedule stated), never offered: the CHECK refuses it active.
        ready.push({ ...product, categoryId, schedule, popularity: popularity ?? 0, isActive: isListable(schedule) });
      }
    }
    // A file states popularity for every row or for none (the column is optional); without it an update keeps it.
    const statesPopularity = plan.products.some((product) => product.popularity !== null);
    let inserted = 0;
    const written: ImportOutcome['written'] = [];
    for (let start = 0; start < ready.length; start += CHUNK) {
      const insert = tx.insert(products).values(ready.slice(start, start + CHUNK));
      const rows = await (onExisting === 'keep'
        ? insert.onConflictDoNothing().returning({ id: products.id, sku: products.sku, inserted: sql<boolean>`true` })
        : insert
            .onConflictDoUpdate({
              target: products.sku,
              set: {
                name: sql`excluded.name`,
                brand: sql`excluded.brand`,
                manufacturer: sql`excluded.manufacturer`,
                composition: sql`excluded.composition`,
                compositionKey: sql`excluded.composition_key`,
                compositionLabel: sql`excluded.composition_label`,
                dosageForm: sql`excluded.dosage_form`,
                packSize: sql`excluded.pack_size`,
                packLabel: sql`excluded.pack_label`,
                mrpPaise: sql`excluded.mrp_paise`,
                schedule: sql`excluded.schedule`,
                // An update never brings back what an administrator deactivated, and X/NDPS go inactive
                isActive: sql`${products.isActive} and excluded.is_active`,
                hsnCode: sql`excluded.hsn_code`,
                gstRate: sql`excluded.gst_rate`,
                storage: sql`excluded.storage`,
                isReturnable: sql`excluded.is_returnable`,
                categoryId: sql`excluded.category_id`,
                description: sql`excluded.description`,
                uses: sql`excluded.uses`,
                sideEffects: sql`excluded.side_effects`,
                directions: sql`excluded.directions`,
                safetyAdvice: sql`excluded.safety_advice`,
                ...(statesPopularity ? { popularity: sql`excluded.popularity` } : {}),
                updatedAt: sql`now()`,
              },
            })
            // xmax is 0 on a freshly inserted row version and set on one an update replaced.
            .returning({ id: products.id, sku: products.sku, inserted: sql<boolean>`(xmax = 0)` }));
      inserted += rows.filter((row) => row.inserted).length;
      written.push(...rows.map(({ id, sku }) => ({ id, sku })));
    }
    return { inserted, updated: written.length - inserted, unknownCategory, written };
  });
}
