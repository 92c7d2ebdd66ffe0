import type { TAdminAuditPage } from '@dawanow/shared/admin-audit';
import type { TAdminTestimonial } from '@dawanow/shared/admin-testimonials';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import type { TNearbyStoresResponse, TStoreDetail } from '@dawanow/shared/stores';
import type { TOrderRatingView, TTestimonialPage } from '@dawanow/shared/testimonials';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { checkoutBody, HOME, useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';

const t = useOrderWorld('testimonials');
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin' });
});

const inject = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject(as(user, { method, url, payload }));
const rate = (user: TestUser, orderId: string, payload: object) =>
  inject(user, 'POST', `/api/orders/${orderId}/rating`, payload);

/** A cash order from the first store, taken through the store panel to the door and delivered with its code. */
async function deliveredOrder(): Promise<TOrderDetail> {
  const body = await checkoutBody(t.app, t.world, [[t.world.paracetamol, 1, 2700]]);
  const order = (await inject(t.world.customer, 'POST', '/api/orders', body)).json<TPlaceOrderResponse>().order;
  const storeUrl = `/api/stores/${t.world.storeA}/orders/${order.id}`;
  for (const [action, payload] of [
    ['accept', undefined],
    ['status', { status: 'packed' }],
    ['status', { status: 'out_for_delivery' }],
    ['deliver', { otp: order.deliveryOtp }],
  ] as const) {
    const res = await inject(t.world.staffA, 'POST', `${storeUrl}/${action}`, payload);
    expect(res.statusCode, res.body).toBe(200);
  }
  return order;
}

/** What nothing-changed means here: the order has no rating, no testimonial was kept, the store is as it was. */
async function counts() {
  const [row] = await queryRows<{ ratings: number; testimonials: number; sum: number }>(
    t.app,
    sql`select (select count(*)::int from order_ratings) as ratings, (select count(*)::int from testimonials) as testimonials,
      (select ratings_sum from stores where id = ${t.world.storeA}) as sum`,
  );
  return row;
}

const store = async () => (await inject(null, 'GET', `/api/stores/${t.world.storeA}`)).json<TStoreDetail>();

describe('rating a delivered order', () => {
  it('takes stars and a testimonial once, signed with the first name and city, phone numbers removed', async () => {
    const order = await deliveredOrder();
    const res = await rate(t.world.customer, order.id, {
      stars: 5,
      testimonial: 'Came in 12 minutes at night. Call me on +91 98765 43210 if you need a reference!',
      consentToPublish: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TOrderRatingView>().rating).toMatchObject({
      stars: 5,
      testimonial: {
        quote: 'Came in 12 minutes at night. Call me on [number removed] if you need a reference!',
        status: 'pending',
      },
    });
    const [kept] = await queryRows<{ author_name: string; city: string }>(
      t.app,
      sql`select author_name, city from testimonials order by created_at desc limit 1`,
    );
    expect(kept).toEqual({ author_name: 'Asha', city: 'Bengaluru' });

    const before = await counts();
    const again = await rate(t.world.customer, order.id, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already rated this order. Thank you!');
    expect(await counts()).toEqual(before);
    const seen = await inject(t.world.customer, 'GET', `/api/orders/${order.id}/rating`);
    expect(seen.json<TOrderRatingView>().rating?.stars).toBe(5);
  });

  it("refuses someone else's order, an order not yet delivered, bad stars, hostile or huge text, no consent", async () => {
    const order = await deliveredOrder();
    const stranger = await createUser(t.app);
    const body = await checkoutBody(t.app, t.world, [[t.world.paracetamol, 1, 2700]]);
    const placed = (await inject(t.world.customer, 'POST', '/api/orders', body)).json<TPlaceOrderResponse>().order;
    const before = await counts();

    const notYours = await rate(stranger, order.id, { stars: 5 });
    expect(notYours.statusCode).toBe(404);
    expect((await inject(stranger, 'GET', `/api/orders/${order.id}/rating`)).statusCode).toBe(404);
    expect((await inject(null, 'POST', `/api/orders/${order.id}/rating`, { stars: 5 })).statusCode).toBe(401);
    const early = await rate(t.world.customer, placed.id, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('You can rate an order once it has been delivered.');
    for (const [payload, message] of [
      [{ stars: 0 }, 'Choose from 1 to 5 stars'],
      [{ stars: 6 }, 'Choose from 1 to 5 stars'],
      [{ stars: 4.5 }, 'Choose from 1 to 5 stars'],
      [{ stars: 5, testimonial: 'x'.repeat(401), consentToPublish: true }, 'Keep your testimonial to 400 characters'],
      [{ stars: 5, testimonial: 'Great <script>alert(1)</script>', consentToPublish: true }, 'Write plain words'],
      [{ stars: 5, testimonial: 'Great\u202Eecivres', consentToPublish: true }, 'invisible formatting'],
      [{ stars: 5, testimonial: 'Great service' }, 'Tick the box'],
    ] as const) {
      const res = await rate(t.world.customer, order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const huge = await rate(t.world.customer, order.id, {
      stars: 5,
      testimonial: 'x'.repeat(100_000),
      consentToPublish: true,
    });
    expect(huge.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });
});

describe("the store's rating", () => {
  it('keeps the placeholder until the fifth rating, then shows the average and count', async () => {
    // The first store starts with no seeded rating: the client shows the SPEC's placeholder
    await queryRows(t.app, sql`update stores set rating = null, review_count = null where id = ${t.world.storeA}`);
    const [aggregate] = await queryRows<{ sum: number; count: number }>(
      t.app,
      sql`select ratings_sum as sum, ratings_count as count from stores where id = ${t.world.storeA}`,
    );
    const { sum, count } = aggregate ?? { sum: 0, count: 0 };
    const stars = [4, 5, 3, 5, 4, 2].slice(0, 5 - count);
    for (const [index, star] of stars.entries()) {
      expect((await store()).rating, `after ${count + index} ratings`).toBeNull();
      expect((await rate(t.world.customer, (await deliveredOrder()).id, { stars: star })).statusCode).toBe(201);
    }
    const total = sum + stars.reduce((a, b) => a + b, 0);
    expect(await store()).toMatchObject({ rating: Math.round((total / 5) * 10) / 10, reviews: 5 });
    expect((await rate(t.world.customer, (await deliveredOrder()).id, { stars: 1 })).statusCode).toBe(201);
    expect(await store()).toMatchObject({ rating: Math.round(((total + 1) / 6) * 10) / 10, reviews: 6 });
  });

  it('reaches the nearest-store answer at once, though the locator keeps answers for 5 minutes', async () => {
    const nearby = async () => {
      const res = await inject(null, 'GET', `/api/stores/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`);
      expect(res.statusCode, res.body).toBe(200);
      const listed = res.json<TNearbyStoresResponse>().stores.find((listedStore) => listedStore.id === t.world.storeA);
      return listed && { rating: listed.rating, reviews: listed.reviews };
    };
    // Past the fifth rating, so every new one shows: twenty stars from five orders
    await queryRows(
      t.app,
      sql`update stores set ratings_sum = 20, ratings_count = 5, rating = 4, review_count = 5 where id = ${t.world.storeA}`,
    );
    const order = await deliveredOrder();
    expect(await nearby()).toEqual({ rating: 4, reviews: 5 }); // now in the locator's cache
    expect((await rate(t.world.customer, order.id, { stars: 1 })).statusCode).toBe(201);
    const after = { rating: 3.5, reviews: 6 }; // 21 stars from 6 orders
    expect(await nearby()).toEqual(after);
    expect(await store()).toMatchObject(after);
  });
});

describe('moderation and the public list', () => {
  it('shows only approved testimonials, featured first; every moderation is audited; only admins moderate', async () => {
    const order = await deliveredOrder();
    await rate(t.world.customer, order.id, { stars: 4, testimonial: 'Friendly pharmacist', consentToPublish: true });
    const publicList = async () =>
      (await inject(null, 'GET', '/api/testimonials')).json<TTestimonialPage>().testimonials.map((row) => row.quote);
    expect(await publicList()).not.toContain('Friendly pharmacist');

    const [pending] = (await inject(admin, 'GET', '/api/admin/testimonials?status=pending&q=friendly')).json<{
      testimonials: TAdminTestimonial[];
    }>().testimonials;
    if (!pending) throw new Error('the new testimonial is not pending');
    const moderate = (user: TestUser, action: string) =>
      inject(user, 'POST', `/api/admin/testimonials/${pending.id}/moderation`, { action });

    expect((await moderate(t.world.customer, 'approve')).statusCode).toBe(403);
    expect((await moderate(t.world.staffA, 'feature')).statusCode).toBe(403);
    expect((await moderate(admin, 'publish')).statusCode).toBe(400);
    expect(
      (await inject(admin, 'POST', `/api/admin/testimonials/${crypto.randomUUID()}/moderation`, { action: 'hide' }))
        .statusCode,
    ).toBe(404);
    expect(await publicList()).not.toContain('Friendly pharmacist');

    expect((await moderate(admin, 'approve')).json<TAdminTestimonial>()).toMatchObject({ status: 'approved' });
    expect(await publicList()).toContain('Friendly pharmacist');
    // An older one approved and featured comes first
    await rate(t.world.customer, (await deliveredOrder()).id, {
      stars: 5,
      testimonial: 'Never late',
      consentToPublish: true,
    });
    const [never] = (await inject(admin, 'GET', '/api/admin/testimonials?q=never')).json<{
      testimonials: TAdminTestimonial[];
    }>().testimonials;
    await inject(admin, 'POST', `/api/admin/testimonials/${never?.id}/moderation`, { action: 'approve' });
    expect((await publicList()).slice(0, 2)).toEqual(['Never late', 'Friendly pharmacist']);
    expect((await moderate(admin, 'feature')).json<TAdminTestimonial>()).toMatchObject({ isFeatured: true });
    expect((await publicList()).slice(0, 2)).toEqual(['Friendly pharmacist', 'Never late']);
    const page = (await inject(null, 'GET', '/api/testimonials?page=1')).json<TTestimonialPage>();
    expect(page.testimonials[0]).toEqual({
      id: pending.id,
      authorName: 'Asha',
      city: 'Bengaluru',
      quote: 'Friendly pharmacist',
      rating: 4,
      isFeatured: true,
    });
    expect((await inject(null, 'GET', '/api/testimonials?page=0')).statusCode).toBe(400);

    expect((await moderate(admin, 'hide')).json<TAdminTestimonial>()).toMatchObject({
      status: 'hidden',
      isFeatured: false,
    });
    expect(await publicList()).not.toContain('Friendly pharmacist');
    const audit = (
      await inject(admin, 'GET', `/api/admin/audit-log?subjectType=testimonial&subjectId=${pending.id}`)
    ).json<TAdminAuditPage>().entries;
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['testimonial.hidden', { status: 'approved', isFeatured: true }, { status: 'hidden', isFeatured: false }],
      ['testimonial.featured', { status: 'approved', isFeatured: false }, { status: 'approved', isFeatured: true }],
      ['testimonial.approved', { status: 'pending', isFeatured: false }, { status: 'approved', isFeatured: false }],
    ]);
  });
});
