/** The admin panel's testimonials list and its CSV. */
import { z } from 'zod';
import { ZAdminTestimonialFilters, ZAdminTestimonialPage, ZAdminTestimonialQuery } from '../admin-testimonials';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

export const adminTestimonialsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/testimonials',
    access: access.admin,
    tags: ['admin'],
    summary: 'Every customer testimonial, published or not, newest first, by words, publication and rating',
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
};
