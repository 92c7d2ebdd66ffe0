/**
 * What stops checkout, as a code and the values its sentence needs (issue 19). The server names the problem; the
 * web words it in the reader's language (locales/{en,hi}/checkout.json, `quote.blockers`), so amounts travel in
 * paise and times as instants, each formatted for the reader.
 */
import { z } from 'zod';

const none = z.object({});
const store = z.string();
const paise = z.int();

export const ZQuoteBlocker = z.discriminatedUnion('code', [
  /** No line of the cart is one the store can fill */
  z.object({ code: z.literal('nothing_orderable'), values: none }),
  /** Some lines need a fix first; each line's own `problem` says which */
  z.object({ code: z.literal('lines_need_attention'), values: none }),
  /** Paused by the platform or switched off by the pharmacy */
  z.object({ code: z.literal('store_not_taking_orders'), values: z.object({ store }) }),
  /** Outside its opening hours now: a scheduled slot can still be chosen */
  z.object({ code: z.literal('store_closed'), values: z.object({ store }) }),
  /** Shut for a closure the pharmacy entered: its reason (in the pharmacy's words) and when it opens again */
  z.object({
    code: z.literal('store_on_holiday'),
    values: z.object({ store, reason: z.string(), until: z.iso.datetime({ offset: true }) }),
  }),
  /** The items come to less than the pharmacy's minimum order */
  z.object({
    code: z.literal('below_min_order'),
    values: z.object({ store, shortfallPaise: paise, minOrderPaise: paise }),
  }),
  /** A saved address from before addresses had map locations */
  z.object({ code: z.literal('address_without_location'), values: none }),
  z.object({
    code: z.literal('address_too_far'),
    values: z.object({ store, distanceKm: z.number(), radiusKm: z.number() }),
  }),
  z.object({ code: z.literal('express_too_far'), values: z.object({ radiusKm: z.number() }) }),
  z.object({ code: z.literal('no_slots'), values: none }),
  /** Above what an order may come to online */
  z.object({ code: z.literal('above_max_total'), values: z.object({ maxTotalPaise: paise }) }),
  /**
   * Never sent: what a page reads for a blocker newer than its code (ZQuote catches it), so it still says the
   * order cannot go on, in general words, instead of failing to show the cart.
   */
  z.object({ code: z.literal('other'), values: none }),
]);
export type TQuoteBlocker = z.infer<typeof ZQuoteBlocker>;
