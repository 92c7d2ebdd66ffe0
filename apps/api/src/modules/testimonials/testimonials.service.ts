/**
 * Rating a delivered order (issue 18): once per order, in one transaction with the testimonial it carries and
 * the store's ratings aggregate, so a refused or failed rating changes nothing. The public list reads only
 * approved testimonials, featured first.
 */
import {
  STORE_RATINGS_TO_SHOW,
  TESTIMONIAL_PAGE_SIZE,
  type TOrderRatingView,
  type TTestimonialPage,
  type ZOrderRatingRequest,
} from '@dawanow/shared/testimonials';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { TestimonialsRepository } from './testimonials.repository';

const ALREADY_RATED = 'You have already rated this order. Thank you!';

/** DPDP: a testimonial is signed with the first name only; the profile's, else the first word the order was placed under. */
function firstNameOf(order: { firstName: string | null; customerName: string }): string {
  return order.firstName?.trim() || order.customerName.trim().split(/\s+/)[0] || 'A customer';
}

export function createTestimonialsService(deps: { db: Db; repository: TestimonialsRepository }) {
  const { db, repository } = deps;

  async function view(ex: Executor, orderId: string): Promise<TOrderRatingView> {
    const row = await repository.rating(ex, orderId);
    return {
      rating: row && {
        stars: row.stars,
        testimonial: row.quote !== null && row.status !== null ? { quote: row.quote, status: row.status } : null,
        createdAt: row.createdAt.toISOString(),
      },
    };
  }

  /** The order, if it is the actor's; someone else's reads as missing, not as forbidden (its id says nothing). */
  async function ownOrder(ex: Executor, actor: Actor, orderId: string) {
    const order = await repository.order(ex, orderId);
    if (!order || order.userId !== actor.userId) {
      throw new AppError('NOT_FOUND', 'This order does not exist or is not yours.');
    }
    return order;
  }

  return {
    async orderRating(actor: Actor, orderId: string): Promise<TOrderRatingView> {
      await ownOrder(db, actor, orderId);
      return view(db, orderId);
    },

    async rate(actor: Actor, orderId: string, input: z.output<typeof ZOrderRatingRequest>): Promise<TOrderRatingView> {
      return db.transaction(async (tx) => {
        const order = await ownOrder(tx, actor, orderId);
        // Delivered once is enough: a customer whose refund is under way may rate the pharmacy too
        if (!order.deliveredAt) throw new AppError('CONFLICT', 'You can rate an order once it has been delivered.');
        if (await repository.rating(tx, orderId)) throw new AppError('CONFLICT', ALREADY_RATED);
        const testimonialId = input.testimonial
          ? await repository.insertTestimonial(tx, {
              authorName: firstNameOf(order),
              city: order.city,
              quote: input.testimonial,
              rating: input.stars,
            })
          : null;
        const isFirst = await repository.insertRating(tx, {
          orderId,
          storeId: order.storeId,
          stars: input.stars,
          testimonialId,
        });
        // Two submissions at once: the second finds the first's row here and takes its testimonial back with it
        if (!isFirst) throw new AppError('CONFLICT', ALREADY_RATED);
        await repository.addStoreRating(tx, order.storeId, input.stars, STORE_RATINGS_TO_SHOW);
        return view(tx, orderId);
      });
    },

    async list(page: number): Promise<TTestimonialPage> {
      const { rows, total } = await repository.approvedPage(db, {
        offset: (page - 1) * TESTIMONIAL_PAGE_SIZE,
        limit: TESTIMONIAL_PAGE_SIZE,
      });
      return { testimonials: rows, page, pageCount: Math.ceil(total / TESTIMONIAL_PAGE_SIZE), total };
    },
  };
}
export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
