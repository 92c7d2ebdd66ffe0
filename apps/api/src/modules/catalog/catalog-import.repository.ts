/** Writes an import plan: one transaction, so a failure part-way leaves the catalogue as it was. */
import type { TDrugSchedule, TSalt } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';
import {
  type ImportPlan,
  type ImportProduct,
  type LineProblem,
  resolveSchedule,
  saltSchedules,
} from './catalog-import';

export type ImportOutcome = { inserted: number; updated: number; unknownCategory: LineProblem[] };

const CHUNK = 500;

export async function applyCatalogImport(db: Db, plan: ImportPlan): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
    // What a salt alone is scheduled as, from products whose schedule someone stated: single-salt
    // (in a combination the strictest salt decides) and not themselves inferred by an earlier import.
    const known = saltSchedules(
      (await tx
        .select({ composition: products.composition, schedule: products.schedule })
        .from(products)
        .where(sql`jsonb_array_length(${products.composition}) = 1 and ${products.sku} not like 'janaushadhi:%'`)) as {
        composition: TSalt[];
        schedule: TDrugSchedule;
      }[],
    );
    const unknownCategory: LineProblem[] = [];
    const ready: (Omit<ImportProduct, 'line' | 'categorySlug'> & { categoryId: string; schedule: TDrugSchedule })[] =
      [];
    for (const { line, categorySlug, ...product } of plan.products) {
      const categoryId = categoryIds.get(categorySlug);
      if (!categoryId) unknownCategory.push({ line, reason: `unknown category "${categorySlug}"` });
      else ready.push({ ...product, categoryId, schedule: resolveSchedule({ line, categorySlug, ...product }, known) });
    }
    let inserted = 0;
    for (let start = 0; start < ready.length; start += CHUNK) {
      const written = await tx
        .insert(products)
        .values(ready.slice(start, start + CHUNK))
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
            updatedAt: sql`now()`,
          },
        })
        // xmax is 0 on a freshly inserted row version and set on one an update replaced.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      inserted += written.filter((row) => row.inserted).length;
    }
    return { inserted, updated: ready.length - inserted, unknownCategory };
  });
}
