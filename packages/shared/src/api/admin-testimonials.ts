/** The admin panel's testimonials list, its CSV and moderation. */
import { z } from 'zod';
import {
  ZAdminTestimonial,
  ZAdminTestimonialFilters,
  ZAdminTestimonialPage,
  ZAdminTestimonialQuery,
} from '../admin-testimonials';
import { ZTestimonialModeration } from '../testimonials';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

export const adminTestimonialsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/testimonials',
    access: access.admin,
    tags: ['admin'],
    summary: 'Every customer testimonial, whatever its status, newest first, by words, status and rating',
    query: ZAdminTestimonialQuery,
    responses: { 200: ZAdminTestimonialPage, ...ERROR_RESPONSES },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/testimonials/export',
    access: access.admin,
    tags: ['admin'],
    summary: 'The filtered testimonials as CSV, formula-looking cells neutralised',
    query: ZAdminTestimonialFilters,
    responses: { 200: z.string(), ...ERROR_RESPONSES },
  }),
  moderate: endpoint({
    method: 'POST',
    path: '/admin/testimonials/:testimonialId/moderation',
    access: access.admin,
    tags: ['admin'],
    summary: 'Approve, hide, feature or unfeature a testimonial; audited',
    params: z.object({ testimonialId: z.uuid('Not a testimonial id') }),
    body: ZTestimonialModeration,
    responses: { 200: ZAdminTestimonial, ...ERROR_RESPONSES },
  }),
};
