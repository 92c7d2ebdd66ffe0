/**
 * Order ratings and testimonials (issue 18). A customer rates a delivered order once: stars for the pharmacy
 * (its rating, once it has enough of them) and, if they like, a few words for DawaNow that an administrator
 * approves before anyone reads them. DPDP: a published testimonial shows the first name and city only.
 */
import { z } from 'zod';
import { optionalText } from './text';

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'hidden'] as const;
export const ZTestimonialStatus = z.enum(TESTIMONIAL_STATUSES, { error: 'Choose pending, approved or hidden' });
export type TTestimonialStatus = z.infer<typeof ZTestimonialStatus>;

/** A store's rating is its customers' once this many have rated it; until then the SPEC's placeholder shows. */
export const STORE_RATINGS_TO_SHOW = 5;
/** "Short": about three sentences, what the home page strip's card holds. */
export const TESTIMONIAL_MAX_LENGTH = 400;
/** Approved testimonials a page of /testimonials shows: three rows of three on a laptop. */
export const TESTIMONIAL_PAGE_SIZE = 9;

export const STAR_LABELS = ['Very poor', 'Poor', 'Okay', 'Good', 'Excellent'] as const;

// An Indian mobile (+91 / 0 and ten digits from 6 to 9, spaced or hyphenated as people type them) or any
// other run of ten or more digits: a testimonial is published, and a number in it would be too.
const PHONE_NUMBER = /(?:\+?91[\s-]?|\b0)?(?<!\d)[6-9](?:[\s-]?\d){9}(?!\d)|\d(?:[\s-]?\d){9,}/g;
// A tag or a script address: the words are shown as text, never as HTML, but nothing shaped like markup is kept
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript\s*:/i;

/** Obvious phone numbers in a testimonial become "[number removed]" (DPDP: nothing that identifies anyone). */
export function withoutPhoneNumbers(text: string): string {
  return text.replace(PHONE_NUMBER, '[number removed]');
}

export const ZStars = z
  .number({ error: 'Choose from 1 to 5 stars' })
  .int('Choose from 1 to 5 stars')
  .min(1, 'Choose from 1 to 5 stars')
  .max(5, 'Choose from 1 to 5 stars');

/** The optional testimonial: blank is none; the words as typed, phone numbers removed, or refused. */
export const ZTestimonialText = optionalText({
  label: 'Your testimonial',
  max: TESTIMONIAL_MAX_LENGTH,
  tooLong: `Keep your testimonial to ${TESTIMONIAL_MAX_LENGTH} characters`,
  isMultiline: true,
})
  .refine((text) => !text || !MARKUP.test(text), 'Write plain words: no HTML or links to scripts')
  .transform((text) => (text ? withoutPhoneNumbers(text) : null));

/**
 * Rating a delivered order: the stars for the pharmacy, and optionally a testimonial for DawaNow, which is
 * only kept with the customer's consent to publish it under their first name and city.
 */
export const ZOrderRatingRequest = z
  .object({
    stars: ZStars,
    testimonial: ZTestimonialText,
    consentToPublish: z.boolean().default(false),
  })
  .refine((rating) => !rating.testimonial || rating.consentToPublish, {
    path: ['consentToPublish'],
    message: 'Tick the box to let us publish your words with your first name and city, or leave them out',
  });
export type TOrderRatingRequest = z.input<typeof ZOrderRatingRequest>;

export const ZOrderRating = z.object({
  stars: z.int().min(1).max(5),
  /** The words as kept (phone numbers removed) and whether they are published yet */
  testimonial: z.object({ quote: z.string(), status: ZTestimonialStatus }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TOrderRating = z.infer<typeof ZOrderRating>;
/** An order's rating, or null while it has none. */
export const ZOrderRatingView = z.object({ rating: ZOrderRating.nullable() });
export type TOrderRatingView = z.infer<typeof ZOrderRatingView>;

/** An approved testimonial as anyone sees it: first name and city, never more. */
export const ZTestimonial = z.object({
  id: z.uuid(),
  authorName: z.string(),
  city: z.string(),
  quote: z.string(),
  rating: z.int().min(1).max(5),
  isFeatured: z.boolean(),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;

export const ZTestimonialListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Not a page').max(500, 'Not a page').default(1),
});
export type TTestimonialListQuery = z.input<typeof ZTestimonialListQuery>;

export const ZTestimonialPage = z.object({
  testimonials: z.array(ZTestimonial),
  page: z.int().positive(),
  pageCount: z.int().nonnegative(),
  total: z.int().nonnegative(),
});
export type TTestimonialPage = z.infer<typeof ZTestimonialPage>;

/** What an administrator does to a testimonial; featuring approves it, hiding unfeatures it. */
export const TESTIMONIAL_MODERATIONS = ['approve', 'hide', 'feature', 'unfeature'] as const;
export const ZTestimonialModeration = z.object({
  action: z.enum(TESTIMONIAL_MODERATIONS, { error: 'Choose approve, hide, feature or unfeature' }),
});
export type TTestimonialModeration = z.infer<typeof ZTestimonialModeration>;
