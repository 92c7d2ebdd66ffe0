/**
 * The testimonials as the admin panel lists them: newest first by `(created_at, id)` like every admin list,
 * filtered by text, status and rating; and one, locked, for moderating it.
 */
import type { ZAdminTestimonialFilters } from '@dawanow/shared/admin-testimonials';
import type { TTestimonialStatus } from '@dawanow/shared/testimonials';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import { containsPattern } from '../../db/like-pattern';
import { testimonials } from '../../db/schema/catalog';

export function createAdminTestimonialsRepository() {
  return {
    list(
      ex: Executor,
      filter: z.output<typeof ZAdminTestimonialFilters>,
      page: { after: TimePosition | null; limit: number },
    ) {
      const q = filter.q?.trim();
      const words = q ? containsPattern(q) : null;
      return ex
        .select({
          id: testimonials.id,
          micros: timeMicros(testimonials.createdAt),
          authorName: testimonials.authorName,
          city: testimonials.city,
          quote: testimonials.quote,
          rating: testimonials.rating,
          status: testimonials.status,
          isFeatured: testimonials.isFeatured,
          createdAt: testimonials.createdAt,
        })
        .from(testimonials)
        .where(
          and(
            words
              ? or(
                  ilike(testimonials.authorName, words),
                  ilike(testimonials.city, words),
                  ilike(testimonials.quote, words),
                )
              : undefined,
            filter.status ? eq(testimonials.status, filter.status) : undefined,
            filter.rating ? eq(testimonials.rating, filter.rating) : undefined,
            afterPosition(testimonials.createdAt, testimonials.id, page.after, 'desc'),
          ),
        )
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
        .limit(page.limit);
    },

    async lock(ex: Executor, id: string) {
      const [row] = await ex.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
      return row ?? null;
    },

    async update(ex: Executor, id: string, values: { status: TTestimonialStatus; isFeatured: boolean }) {
      const [row] = await ex.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
      if (!row) throw new Error(`testimonial ${id} vanished while locked`);
      return row;
    },
  };
}
export type AdminTestimonialsRepository = ReturnType<typeof createAdminTestimonialsRepository>;
