/**
 * Order ratings, the testimonials written with them and the store's ratings aggregate (issue 18), and the
 * approved testimonials as anyone reads them.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { profiles } from '../../db/schema/auth';
import { testimonials } from '../../db/schema/catalog';
import { orderRatings, orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';

export function createTestimonialsRepository() {
  return {
    /** What rating an order needs: whose it is, whether it was delivered, and the first name and city to sign with. */
    async order(ex: Executor, orderId: string) {
      const [row] = await ex
        .select({
          userId: orders.userId,
          storeId: orders.storeId,
          deliveredAt: orders.deliveredAt,
          customerName: orders.customerName,
          city: sql<string>`${orders.address}->>'city'`,
          firstName: profiles.firstName,
        })
        .from(orders)
        .leftJoin(profiles, eq(profiles.id, orders.userId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    async rating(ex: Executor, orderId: string) {
      const [row] = await ex
        .select({
          stars: orderRatings.stars,
          createdAt: orderRatings.createdAt,
          quote: testimonials.quote,
          status: testimonials.status,
        })
        .from(orderRatings)
        .leftJoin(testimonials, eq(testimonials.id, orderRatings.testimonialId))
        .where(eq(orderRatings.orderId, orderId));
      return row ?? null;
    },

    async insertTestimonial(
      ex: Executor,
      values: { authorName: string; city: string; quote: string; rating: number },
    ): Promise<string> {
      const [row] = await ex.insert(testimonials).values(values).returning({ id: testimonials.id });
      if (!row) throw new Error('inserting a testimonial returned no row');
      return row.id;
    },

    /** False when the order already has a rating: the primary key keeps it to one, even for two taps at once. */
    async insertRating(
      ex: Executor,
      values: { orderId: string; storeId: string; stars: number; testimonialId: string | null },
    ): Promise<boolean> {
      const rows = await ex
        .insert(orderRatings)
        .values(values)
        .onConflictDoNothing()
        .returning({ orderId: orderRatings.orderId });
      return rows.length > 0;
    },

    /**
     * Adds a rating to the store's aggregate in one statement (the row lock orders concurrent ratings; SET reads
     * the row as it was), and from the fifth rating on shows the customers' average and count instead of the
     * seeded or placeholder values.
     */
    async addStoreRating(ex: Executor, storeId: string, stars: number, ratingsToShow: number): Promise<void> {
      const shown = sql`${stores.ratingsCount} + 1 >= ${ratingsToShow}`;
      await ex
        .update(stores)
        .set({
          ratingsSum: sql`${stores.ratingsSum} + ${stars}`,
          ratingsCount: sql`${stores.ratingsCount} + 1`,
          rating: sql`case when ${shown} then round((${stores.ratingsSum} + ${stars})::numeric / (${stores.ratingsCount} + 1), 1) else ${stores.rating} end`,
          reviewCount: sql`case when ${shown} then ${stores.ratingsCount} + 1 else ${stores.reviewCount} end`,
        })
        .where(eq(stores.id, storeId));
    },

    async approvedPage(db: Db, page: { offset: number; limit: number }) {
      const approved = eq(testimonials.status, 'approved');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: testimonials.id,
            authorName: testimonials.authorName,
            city: testimonials.city,
            quote: testimonials.quote,
            rating: testimonials.rating,
            isFeatured: testimonials.isFeatured,
          })
          .from(testimonials)
          .where(approved)
          .orderBy(desc(testimonials.isFeatured), desc(testimonials.createdAt), desc(testimonials.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(testimonials).where(approved),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}
export type TestimonialsRepository = ReturnType<typeof createTestimonialsRepository>;
