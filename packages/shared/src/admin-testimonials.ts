/**
 * The admin panel's testimonials (issues 15 and 18): every customer testimonial, whatever its status, newest
 * first, and what an administrator does to one (approve, hide, feature; `ZTestimonialModeration`).
 */
import { z } from 'zod';
import { timeCursor } from './keyset';
import { ZTestimonialStatus } from './testimonials';
import { optionalText } from './text';

export const ADMIN_TESTIMONIAL_PAGE_SIZE = 50;

export const ZAdminTestimonialFilters = z.object({
  /** Part of the author's name, city or words */
  q: optionalText({ label: 'The search', max: 100 }),
  status: ZTestimonialStatus.optional(),
  rating: z.coerce.number().int().min(1, 'A rating is 1 to 5').max(5, 'A rating is 1 to 5').optional(),
});
export type TAdminTestimonialFilters = z.input<typeof ZAdminTestimonialFilters>;

export const ZAdminTestimonialCursor = timeCursor('Not a page of the testimonials');
export const ZAdminTestimonialQuery = ZAdminTestimonialFilters.safeExtend({
  cursor: ZAdminTestimonialCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_TESTIMONIAL_PAGE_SIZE),
});

export const ZAdminTestimonial = z.object({
  id: z.uuid(),
  authorName: z.string(),
  city: z.string(),
  quote: z.string(),
  rating: z.int(),
  status: ZTestimonialStatus,
  isFeatured: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminTestimonial = z.infer<typeof ZAdminTestimonial>;
export const ZAdminTestimonialPage = z.object({
  testimonials: z.array(ZAdminTestimonial),
  nextCursor: ZAdminTestimonialCursor.nullable(),
});
export type TAdminTestimonialPage = z.infer<typeof ZAdminTestimonialPage>;
