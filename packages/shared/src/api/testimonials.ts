/** Order ratings and the public testimonials (issue 18). Moderation is in admin-testimonials. */
import { ZOrderParams } from '../orders/order-id';
import { ZOrderRatingRequest, ZOrderRatingView, ZTestimonialListQuery, ZTestimonialPage } from '../testimonials';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['testimonials'];

export const testimonialsApi = {
  orderRating: endpoint({
    method: 'GET',
    path: '/orders/:orderId/rating',
    access: access.signedIn,
    tags,
    summary: "One of your orders' rating and testimonial, or null while it has none",
    params: ZOrderParams,
    responses: { 200: ZOrderRatingView, ...ERROR_RESPONSES },
  }),
  rateOrder: endpoint({
    method: 'POST',
    path: '/orders/:orderId/rating',
    access: access.signedIn,
    tags,
    summary:
      "Rate one of your delivered orders once: stars for the pharmacy and, if you consent, a testimonial that waits for an administrator's approval",
    params: ZOrderParams,
    body: ZOrderRatingRequest,
    responses: { 201: ZOrderRatingView, ...ERROR_RESPONSES },
    bodyLimit: 8 * 1024,
  }),
  list: endpoint({
    method: 'GET',
    path: '/testimonials',
    access: access.public,
    tags,
    summary: 'Approved customer testimonials, featured first, then newest, a page at a time',
    query: ZTestimonialListQuery,
    responses: { 200: ZTestimonialPage, ...ERROR_RESPONSES },
  }),
};
