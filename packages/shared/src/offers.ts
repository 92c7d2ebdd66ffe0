/**
 * The offers a shopper may use (issue 17), as the home page's strip and the cart list them. Apart from the coupons
 * themselves (coupons.ts): every first visit reads these, and none of the admin panel's coupon schemas.
 */
import { z } from 'zod';

/** The offers a customer could use on a cart at a store. */
export const ZOffersQuery = z.object({
  storeId: z.uuid({ error: 'Choose a store first' }).optional(),
});
export const ZOffer = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  summary: z.string(),
  minOrderPaise: z.int(),
  validUntil: z.string(),
  isFirstOrderOnly: z.boolean(),
});
export type TOffer = z.infer<typeof ZOffer>;
export const ZOfferList = z.object({ offers: z.array(ZOffer) });
