/**
 * The testimonials as the admin panel lists them: newest first by `(created_at, id)` like every admin list,
 * filtered by text, publication and rating. Testimonials are few (the home page strip's candidates).
 */
import type { ZAdminTestimonialFilters } from '@dawanow/shared/admin-testimonials';
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
          isPublished: testimonials.isPublished,
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
            filter.published ? eq(testimonials.isPublished, filter.published === 'yes') : undefined,
            filter.rating ? eq(testimonials.rating, filter.rating) : undefined,
            afterPosition(testimonials.createdAt, testimonials.id, page.after, 'desc'),
          ),
        )
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
        .limit(page.limit);
    },
  };
}
export type AdminTestimonialsRepository = ReturnType<typeof createAdminTestimonialsRepository>;
