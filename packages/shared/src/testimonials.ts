/**
 * Order ratings and testimonials (issue 18). A customer rates a delivered order once: stars for the pharmacy
 * (its rating, once it has enough of them) and, if they like, a few words for DawaNow that an administrator
 * approves before anyone reads them. DPDP: a published testimonial shows the first name and city only.
 */
import { z } from 'zod';
import { plainText } from './text';

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'hidden'] as const;
export const ZTestimonialStatus = z.enum(TESTIMONIAL_STATUSES, { error: 'Choose pending, approved or hidden' });
export type TTestimonialStatus = z.infer<typeof ZTestimonialStatus>;
