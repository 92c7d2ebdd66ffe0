/**
 * The demo's offers (issue 17): a first-order coupon, a percentage off everything and one for the Jan
 * Aushadhi category, from `demo-coupons.json`, checked by the admin form's own rules. They run for a year
 * from the day the demo database is seeded, so a demo started later still has them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ZCouponInput } from '@dawanow/shared/coupons';
import { addDays, indianToday } from '@dawanow/shared/dates';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { categories } from '../schema/catalog';
import { coupons } from '../schema/coupons';
import type { SeedStep } from './seed-step';

const ZDemoCoupon = z.looseObject({ categorySlug: z.string().optional(), validForDays: z.int().positive() });

export const demoCoupons: SeedStep = {
  name: '2026-11-demo-coupons',
  run: async (tx) => {
    const file = readFileSync(resolve(import.meta.dirname, 'demo-coupons.json'), 'utf8');
    const today = indianToday();
    for (const raw of z.array(ZDemoCoupon).parse(JSON.parse(file))) {
      const { categorySlug, validForDays, ...rest } = raw;
      const [category] = categorySlug
        ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, categorySlug))
        : [];
      if (categorySlug && !category) continue;
      const coupon = ZCouponInput.parse({
        ...rest,
        validFrom: today,
        validUntil: addDays(today, validForDays),
        storeId: null,
        categoryId: category?.id ?? null,
        isActive: true,
      });
      await tx
        .insert(coupons)
        .values({ ...coupon, description: coupon.description ?? null })
        .onConflictDoNothing({ target: coupons.code });
    }
  },
};
