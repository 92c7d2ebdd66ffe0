/**
 * The admin panel's testimonials list (issue 15): every customer testimonial, published or not, newest first.
 * Collecting and moderating them is the content work of the partner-onboarding issue; this is the list.
 */
import { z } from 'zod';
import { timeCursor } from './keyset';
import { optionalText } from './text';

export const ADMIN_TESTIMONIAL_PAGE_SIZE = 50;

export const ZAdminTestimonialFilters = z.object({
  /** Part of the author's name, city or words */
  q: optionalText({ label: 'The search', max: 100 }),
  published: z.enum(['yes', 'no'], { error: 'Choose published or not' }).optional(),
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
  rating: z.number().int(),
  isPublished: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminTestimonial = z.infer<typeof ZAdminTestimonial>;
export const ZAdminTestimonialPage = z.object({
  testimonials: z.array(ZAdminTestimonial),
  nextCursor: ZAdminTestimonialCursor.nullable(),
});
export type TAdminTestimonialPage = z.infer<typeof ZAdminTestimonialPage>;
