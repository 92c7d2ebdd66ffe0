/**
 * Offers and coupons (issue 17): what an admin sets up, which carts a coupon fits, and how its discount
 * is shared over the lines it applies to. Pure rules, used by the API's bill and by the admin form alike.
 * Decisions (who funds a coupon, the Rx cost floor, the delivery fee) are in docs/decisions.md, 2026-11-27.
 */
import { z } from 'zod';
import { calendarDate, formatDayMonthYear } from './dates';
import { formatRupees } from './money';
import type { TOrderStatus } from './orders/status';
import { optionalText, plainText } from './text';

/** Codes as customers type them: letters and digits, matched without regard to case. */
export const ZCouponCode = z
  .string({ error: 'Enter a coupon code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,20}$/, 'A coupon code is 3 to 20 letters or digits');

export const COUPON_KINDS = ['percent', 'flat'] as const;
export const ZCouponKind = z.enum(COUPON_KINDS, { error: 'Choose percentage or flat' });
export const COUPON_SCOPES = ['platform', 'store', 'category'] as const;
export const ZCouponScope = z.enum(COUPON_SCOPES, { error: 'Choose where the coupon applies' });
export type TCouponScope = z.infer<typeof ZCouponScope>;

/** A percentage above this would give medicines away; no Indian pharmacy app runs one. */
export const MAX_COUPON_PERCENT = 90;
export const MAX_USES_PER_CUSTOMER = 10;
/**
 * Orders that ended without a delivery: they give their coupon use back and do not count as a first order
 * (docs/decisions.md, issue 17). A refund after delivery keeps the use spent.
 */
export const COUPON_RETURNED_STATUSES: TOrderStatus[] = ['cancelled', 'payment_failed'];
/**
 * DPCO 2013 ¶19 prices scheduled formulations for a 16% retailer margin: where a store has not recorded
 * what it paid for an Rx medicine's batch, its cost is taken as 84% of the MRP.
 */
export const ASSUMED_RX_COST_PERCENT_OF_MRP = 84;

const paise = (label: string) =>
  z
    .number({ error: `${label} must be an amount` })
    .int(`${label} must be whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(10_00_000_00, `${label} is too large`);

export const ZCouponInput = z
  .object({
    code: ZCouponCode,
    title: plainText({ label: 'The title', required: 'Enter a title', max: 80 }),
    description: optionalText({ label: 'The description', max: 300, isMultiline: true }),
    kind: ZCouponKind,
    /** Percentage coupons: whole percent off the eligible items */
    percentOff: z
      .number()
      .int()
      .min(1, 'At least 1%')
      .max(MAX_COUPON_PERCENT, `At most ${MAX_COUPON_PERCENT}%`)
      .nullable(),
    /** Flat coupons: the amount off */
    amountOffPaise: paise('The amount off').nullable(),
    /** Percentage coupons: the most one order saves; null for no cap */
    maxDiscountPaise: paise('The maximum discount').nullable(),
    /** The items' value (at the store's prices, before the coupon) an order must reach */
    minOrderPaise: paise('The minimum order'),
    isFirstOrderOnly: z.boolean(),
    perUserLimit: z
      .number()
      .int()
      .min(1, 'Each customer may use it at least once')
      .max(MAX_USES_PER_CUSTOMER, `At most ${MAX_USES_PER_CUSTOMER} uses per customer`),
    /** Uses across all customers; null for no limit */
    totalLimit: z.int().min(1, 'At least one use').max(10_000_000).nullable(),
    /** First and last day the coupon works, Indian dates (from 00:00 to 23:59 IST) */
    validFrom: calendarDate('Enter the first day'),
    validUntil: calendarDate('Enter the last day'),
    scope: ZCouponScope,
    storeId: z.uuid({ error: 'Choose a pharmacy' }).nullable(),
    categoryId: z.uuid({ error: 'Choose a category' }).nullable(),
    isActive: z.boolean(),
  })
  .superRefine((coupon, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (coupon.kind === 'percent' && coupon.percentOff === null) issue('percentOff', 'Enter the percentage off');
    if (coupon.kind === 'percent' && coupon.amountOffPaise !== null)
      issue('amountOffPaise', 'A percentage coupon has no flat amount');
    if (coupon.kind === 'flat' && coupon.amountOffPaise === null) issue('amountOffPaise', 'Enter the amount off');
    if (coupon.kind === 'flat' && coupon.percentOff !== null) issue('percentOff', 'A flat coupon has no percentage');
    if (coupon.kind === 'flat' && coupon.maxDiscountPaise !== null)
      issue('maxDiscountPaise', 'A flat coupon is its own maximum');
    if (coupon.kind === 'flat' && coupon.amountOffPaise !== null && coupon.amountOffPaise >= coupon.minOrderPaise) {
      // Otherwise an order could come to nothing, which no payment method takes
      issue('minOrderPaise', 'The minimum order must be more than the amount off');
    }
    if (coupon.kind === 'flat' && coupon.amountOffPaise === 0)
      issue('amountOffPaise', 'The amount off must be more than ₹0');
    if (coupon.validUntil < coupon.validFrom) issue('validUntil', 'The last day cannot be before the first');
    if (coupon.scope === 'store' ? coupon.storeId === null : coupon.storeId !== null) {
      issue('storeId', coupon.scope === 'store' ? 'Choose the pharmacy' : 'Only a pharmacy coupon names a pharmacy');
    }
    if (coupon.scope === 'category' ? coupon.categoryId === null : coupon.categoryId !== null) {
      issue(
        'categoryId',
        coupon.scope === 'category' ? 'Choose the category' : 'Only a category coupon names a category',
      );
    }
    if (coupon.totalLimit !== null && coupon.totalLimit < coupon.perUserLimit) {
      issue('totalLimit', 'The total limit cannot be below one customer’s limit');
    }
  });
export type TCouponInput = z.input<typeof ZCouponInput>;
export type TCouponRules = z.output<typeof ZCouponInput>;

/** Where a coupon stands today, as the admin list shows and filters it. */
export const COUPON_STATUSES = ['active', 'scheduled', 'paused', 'expired'] as const;
export type TCouponStatus = (typeof COUPON_STATUSES)[number];

/** A coupon past its last day is expired, paused or not; a paused one is paused whether or not it has begun. */
export function couponStatus(
  coupon: Pick<TCouponRules, 'validFrom' | 'validUntil'> & { isActive: boolean },
  today: string,
): TCouponStatus {
  if (today > coupon.validUntil) return 'expired';
  if (!coupon.isActive) return 'paused';
  return today < coupon.validFrom ? 'scheduled' : 'active';
}

/** An admin's edit names the version it started from (docs/decisions.md: edits never overwrite unseen changes). */
export const ZCouponUpdate = z.object({ coupon: ZCouponInput, expectedUpdatedAt: z.iso.datetime({ offset: true }) });
export const ZCouponStatusChange = z.object({
  isActive: z.boolean(),
  expectedUpdatedAt: z.iso.datetime({ offset: true }),
});
export const ZCouponParams = z.object({ couponId: z.uuid({ error: 'Not a valid coupon id' }) });

export const ZAdminCoupon = z.object({
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  kind: ZCouponKind,
  percentOff: z.int().nullable(),
  amountOffPaise: z.int().nullable(),
  maxDiscountPaise: z.int().nullable(),
  minOrderPaise: z.int(),
  isFirstOrderOnly: z.boolean(),
  perUserLimit: z.int(),
  totalLimit: z.int().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  scope: ZCouponScope,
  storeId: z.uuid().nullable(),
  storeName: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  isActive: z.boolean(),
  /** Orders placed with it that were not cancelled or left unpaid */
  uses: z.int(),
  /** One line a customer reads, e.g. "10% off up to ₹100 on orders above ₹299" */
  summary: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TAdminCoupon = z.infer<typeof ZAdminCoupon>;
export const ZAdminCouponList = z.object({ coupons: z.array(ZAdminCoupon) });

/** A coupon a quote took off the bill. */
export const ZAppliedCoupon = z.object({ code: z.string(), title: z.string(), discountPaise: z.int() });
export type TAppliedCoupon = z.infer<typeof ZAppliedCoupon>;

type TCouponTerms = Pick<TCouponRules, 'kind' | 'percentOff' | 'amountOffPaise' | 'maxDiscountPaise' | 'minOrderPaise'>;

/** "10% off up to ₹100 on orders above ₹299", "₹50 off on orders above ₹199". */
export function couponSummary(coupon: TCouponTerms): string {
  const off =
    coupon.kind === 'percent'
      ? `${coupon.percentOff}% off${coupon.maxDiscountPaise !== null ? ` up to ${formatRupees(coupon.maxDiscountPaise)}` : ''}`
      : `${formatRupees(coupon.amountOffPaise ?? 0)} off`;
  return coupon.minOrderPaise > 0 ? `${off} on orders above ${formatRupees(coupon.minOrderPaise)}` : off;
}

/** A cart line as the coupon maths sees it. */
export type TCouponLine = {
  unitPricePaise: number;
  mrpPaise: number;
  quantity: number;
  isRx: boolean;
  /** What the store paid for one pack (the dearest sellable batch), when it recorded it */
  unitCostPaise: number | null;
  categoryId: string | null;
};

export type TCouponTarget = Pick<TCouponRules, 'scope' | 'storeId' | 'categoryId'>;

/** Whether the coupon's scope takes this line. */
function isInScope(coupon: TCouponTarget, line: TCouponLine): boolean {
  return coupon.scope !== 'category' || line.categoryId === coupon.categoryId;
}

/**
 * The most a line may lose to a coupon. An Rx medicine is never sold below what the store paid for it
 * (the dearest sellable batch, or 84% of MRP where no cost was recorded); other lines may go down to
 * nothing, though the coupon's own rules keep the order above that.
 */
export function lineDiscountCap(line: TCouponLine): number {
  const value = line.unitPricePaise * line.quantity;
  if (!line.isRx) return value;
  const cost = line.unitCostPaise ?? Math.ceil((line.mrpPaise * ASSUMED_RX_COST_PERCENT_OF_MRP) / 100);
  return Math.max(0, line.unitPricePaise - cost) * line.quantity;
}

/**
 * The discount on each line (in the lines' order) and their sum. The coupon's amount is worked out on
 * the lines in scope, capped as the coupon says and by what the lines may lose, then shared in proportion
 * to what each may lose, paise by largest remainder so the shares add up to the discount exactly.
 */
export function couponDiscount(
  coupon: TCouponTerms & TCouponTarget,
  lines: readonly TCouponLine[],
): { discountPaise: number; lineDiscountsPaise: number[] } {
  const caps = lines.map((line) => (isInScope(coupon, line) ? lineDiscountCap(line) : 0));
  const eligiblePaise = lines.reduce(
    (sum, line) => sum + (isInScope(coupon, line) ? line.unitPricePaise * line.quantity : 0),
    0,
  );
  const capTotal = caps.reduce((sum, cap) => sum + cap, 0);
  let wanted =
    coupon.kind === 'percent'
      ? Math.floor((eligiblePaise * (coupon.percentOff ?? 0)) / 100)
      : (coupon.amountOffPaise ?? 0);
  if (coupon.maxDiscountPaise !== null) wanted = Math.min(wanted, coupon.maxDiscountPaise);
  const discountPaise = Math.max(0, Math.min(wanted, capTotal, eligiblePaise));
  return { discountPaise, lineDiscountsPaise: shareOut(discountPaise, caps) };
}

/** `amountPaise` shared in proportion to `weights`, paise by largest remainder so the shares add up exactly. */
export function shareOut(amountPaise: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amountPaise === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => {
    const exact = amountPaise * weight;
    return { index, whole: Math.floor(exact / total), remainder: exact % total };
  });
  let left = amountPaise - shares.reduce((sum, share) => sum + share.whole, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.whole += 1;
    left -= 1;
  }
  return shares.map((share) => share.whole);
}

/** An order's line with its share of the coupon, as a removal of other lines sees it. */
export type TCouponShareLine = { unitPricePaise: number; quantity: number; couponDiscountPaise: number };

/**
 * The coupon's shares on the lines an order keeps when others leave it (a rejected prescription's medicines),
 * in the kept lines' order. While what is kept still reaches the coupon's minimum order, each line keeps its
 * share. Below it the coupon no longer applies — otherwise medicines whose prescription is sure to be refused
 * could reach a minimum and leave most of the discount on the rest, since Rx lines may lose little — but the
 * total never rises above what the customer agreed to: the kept lines keep only what the removed lines' own
 * price does not cover, and the refund is what is left of that price (docs/decisions.md, issue 17).
 */
export function couponSharesAfterRemoval(
  minOrderPaise: number,
  kept: readonly TCouponShareLine[],
  removed: readonly TCouponShareLine[],
): number[] {
  const shares = kept.map((line) => line.couponDiscountPaise);
  const keptValue = kept.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  if (keptValue >= minOrderPaise) return shares;
  const removedPaid = removed.reduce(
    (sum, line) => sum + line.unitPricePaise * line.quantity - line.couponDiscountPaise,
    0,
  );
  const stillOwed = shares.reduce((sum, share) => sum + share, 0) - removedPaid;
  return shareOut(Math.max(0, stillOwed), shares);
}

/** What decides whether a customer may use a coupon on a cart, beyond the coupon itself. */
export type TCouponContext = {
  today: string;
  storeId: string;
  /** The items' value at the store's prices, before any coupon */
  itemsTotalPaise: number;
  lines: readonly TCouponLine[];
  /** Orders the customer has that were not cancelled or left unpaid (other than this one) */
  hasEarlierOrders: boolean;
  /** Times the customer used it on such orders */
  usesByCustomer: number;
  /** Such uses by everyone */
  usesByAll: number;
};

const ofCoupon = z.object({ coupon: z.string() });

/**
 * Why a coupon does not apply, as a code and the values its sentence needs (issue 19): the web words it in the
 * reader's language (locales/{en,hi}/coupons.json, `problems`); `couponProblemText` is the English the API's own
 * refusals carry.
 */
export const ZCouponProblem = z.discriminatedUnion('code', [
  z.object({ code: z.literal('unknown'), values: ofCoupon }),
  z.object({ code: z.literal('paused'), values: ofCoupon }),
  z.object({ code: z.literal('not_started'), values: ofCoupon.extend({ validFrom: z.iso.date() }) }),
  z.object({ code: z.literal('expired'), values: ofCoupon }),
  z.object({ code: z.literal('other_store'), values: ofCoupon }),
  /** A category coupon on a cart with nothing from its category */
  z.object({ code: z.literal('not_in_cart'), values: ofCoupon }),
  z.object({ code: z.literal('below_min_order'), values: ofCoupon.extend({ shortfallPaise: z.int() }) }),
  z.object({ code: z.literal('first_order_only'), values: ofCoupon }),
  /** The customer's own uses are spent; `count` is how many they had */
  z.object({ code: z.literal('used_up'), values: ofCoupon.extend({ count: z.int() }) }),
  /** Everyone's uses together are spent */
  z.object({ code: z.literal('fully_used'), values: ofCoupon }),
  /** Nothing left to take off: the Rx cost floor holds every line */
  z.object({ code: z.literal('no_discount'), values: ofCoupon }),
  /** Never sent: what a page reads for a reason newer than its code (ZQuote catches it) */
  z.object({ code: z.literal('other'), values: z.object({}) }),
]);
export type TCouponProblem = z.infer<typeof ZCouponProblem>;

/** Why this coupon does not apply; null when it does. */
export function couponRefusal(
  rules: TCouponRules & { isActive: boolean },
  context: TCouponContext,
): TCouponProblem | null {
  const values = { coupon: rules.code };
  if (!rules.isActive) return { code: 'paused', values };
  if (context.today < rules.validFrom)
    return { code: 'not_started', values: { ...values, validFrom: rules.validFrom } };
  if (context.today > rules.validUntil) return { code: 'expired', values };
  if (rules.scope === 'store' && rules.storeId !== context.storeId) return { code: 'other_store', values };
  if (rules.scope === 'category' && !context.lines.some((line) => isInScope(rules, line))) {
    return { code: 'not_in_cart', values };
  }
  if (context.itemsTotalPaise < rules.minOrderPaise) {
    return {
      code: 'below_min_order',
      values: { ...values, shortfallPaise: rules.minOrderPaise - context.itemsTotalPaise },
    };
  }
  if (rules.isFirstOrderOnly && context.hasEarlierOrders) return { code: 'first_order_only', values };
  if (context.usesByCustomer >= rules.perUserLimit)
    return { code: 'used_up', values: { ...values, count: rules.perUserLimit } };
  if (rules.totalLimit !== null && context.usesByAll >= rules.totalLimit) return { code: 'fully_used', values };
  if (couponDiscount(rules, context.lines).discountPaise === 0) return { code: 'no_discount', values };
  return null;
}

/**
 * The English of a refusal, for the API's errors when an order is placed with a coupon that no longer applies.
 * The web's English (locales/en/coupons.json) says the same words: coupon-problem-text.test.tsx holds them equal.
 */
export function couponProblemText(problem: TCouponProblem): string {
  switch (problem.code) {
    case 'unknown':
      return `${problem.values.coupon} is not a DawaNow coupon.`;
    case 'paused':
      return `${problem.values.coupon} is paused and cannot be used now.`;
    case 'not_started':
      return `${problem.values.coupon} can be used from ${formatDayMonthYear(problem.values.validFrom)}.`;
    case 'expired':
      return `${problem.values.coupon} has expired.`;
    case 'other_store':
      return `${problem.values.coupon} is not valid at this pharmacy.`;
    case 'not_in_cart':
      return `${problem.values.coupon} applies to medicines not in your cart.`;
    case 'below_min_order':
      return `Add items worth ${formatRupees(problem.values.shortfallPaise)} more to use ${problem.values.coupon}.`;
    case 'first_order_only':
      return `${problem.values.coupon} is for your first order only.`;
    case 'used_up':
      return problem.values.count === 1
        ? `You have already used ${problem.values.coupon}.`
        : `You have used ${problem.values.coupon} ${problem.values.count} times already.`;
    case 'fully_used':
      return `${problem.values.coupon} has been fully used.`;
    case 'no_discount':
      return `${problem.values.coupon} gives no discount on these medicines (prescription medicines are never sold below cost).`;
    case 'other':
      return 'This coupon cannot be used on this order.';
  }
}
