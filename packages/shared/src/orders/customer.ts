/** What a customer sends and sees: cart and checkout quotes, placing, cancelling, refunds and the order views. */

import { z } from 'zod';
import { ZAppliedCoupon, ZCouponCode, ZCouponProblem } from '../coupons';
import { MAX_PACKS_PER_PRODUCT, ZDrugSchedule } from '../products';
import { optionalText } from '../text';
import { ZBill } from './bill';
import { ZCashRefund } from './cash-refunds';
import { ZDeliveryMode, ZDeliverySlot } from './delivery-options';
import { ZOrderEventMessage } from './order-event-messages';
import { ZOrderPayment, ZPaymentMethod } from './payment';
import { ZQuoteBlocker } from './quote-blockers';
import { MAX_ORDER_LINES } from './settings';
import { ORDER_ACTORS, ZOrderStatus } from './status';

const ZQuantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_PACKS_PER_PRODUCT, `At most ${MAX_PACKS_PER_PRODUCT} packs of one medicine per order`);

/** A cart line as the server receives it: SPEC §3 fields; `price` is what the shopper last saw. */
export const ZCartLineInput = z.object({
  medicine_id: z.uuid({ error: 'Unknown medicine' }),
  price: z.int().nonnegative(),
  quantity: ZQuantity,
});
export type TCartLineInput = z.infer<typeof ZCartLineInput>;

const ZCartLines = z
  .array(ZCartLineInput)
  .min(1, 'Your cart is empty')
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different medicines per order`)
  .refine((lines) => new Set(lines.map((line) => line.medicine_id)).size === lines.length, {
    message: 'A medicine appears twice in the cart',
  });

/** The cart page: re-price the browser's cart at the selected store. */
export const ZCartQuoteRequest = z.object({
  storeId: z.uuid({ error: 'Choose a store first' }),
  items: ZCartLines,
  deliveryMode: ZDeliveryMode.default('standard'),
  /** The shopper's location, when known, decides express availability */
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type TCartQuoteRequest = z.input<typeof ZCartQuoteRequest>;

/** Checkout: the same, delivered to a saved address. */
export const ZCheckoutQuoteRequest = z.object({
  storeId: z.uuid({ error: 'Choose a store first' }),
  items: ZCartLines,
  deliveryMode: ZDeliveryMode.default('standard'),
  addressId: z.uuid({ error: 'Choose a delivery address' }),
  /** One coupon per order (issue 17); the quote says why it does not apply, placing the order refuses it */
  couponCode: ZCouponCode.optional(),
});
export type TCheckoutQuoteRequest = z.input<typeof ZCheckoutQuoteRequest>;

export const ZPlaceOrderRequest = ZCheckoutQuoteRequest.extend({
  /** A fresh id per checkout attempt: a repeated request with it returns the same order */
  idempotencyKey: z.uuid({ error: 'Missing idempotency key' }),
  scheduledFor: z.iso.datetime({ offset: true }).nullable().default(null),
  paymentMethod: ZPaymentMethod,
  prescriptionId: z.uuid().nullable().default(null),
  /** The total the customer agreed to; a different server total refuses the order (prices changed) */
  expectedTotalPaise: z.int().nonnegative(),
  notes: optionalText({ label: 'Notes', max: 300, isMultiline: true }),
});
export type TPlaceOrderRequest = z.input<typeof ZPlaceOrderRequest>;

export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Found it cheaper elsewhere',
  'Delivery is taking too long',
  'Want to change items or address',
  'Doctor changed the prescription',
  'Other',
] as const;
export const ZCancelOrderRequest = z.object({ reason: z.enum(CANCEL_REASONS, { error: 'Choose a reason' }) });

export const REFUND_REASONS = [
  'Damaged in transit',
  'Wrong item delivered',
  'Expired or near expiry',
  'Item missing',
  'Unopened non-medicine item (7-day return)',
] as const;
/** A photo is sent as a data URL; kept small because it is evidence, not a gallery. */
export const REFUND_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const ZRefundRequest = z.object({
  reason: z.enum(REFUND_REASONS, { error: 'Choose a reason' }),
  details: optionalText({ label: 'Details', max: 500, isMultiline: true }),
  photo: z
    .string()
    .max(Math.ceil((REFUND_PHOTO_MAX_BYTES * 4) / 3) + 40, 'The photo must be at most 2 MB')
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'The photo must be a JPEG, PNG or WebP image')
    .nullable()
    .default(null),
});
export type TRefundRequest = z.input<typeof ZRefundRequest>;

export const ZAttachPrescription = z.object({ prescriptionId: z.uuid({ error: 'Choose a prescription' }) });

export const ZOrderListQuery = z.object({ page: z.coerce.number().int().min(1).max(500).default(1) });

export const CART_LINE_PROBLEMS = [
  'price_changed',
  'out_of_stock',
  'not_enough_stock',
  'not_sold_here',
  'unavailable',
] as const;
/**
 * `other` is never sent: it is what a page reads for a line problem newer than its code (ZQuotedLine catches it), so
 * the line still says it needs attention, in general words and without a one-click fix the page cannot know.
 */
export const ZCartLineProblem = z.enum([...CART_LINE_PROBLEMS, 'other']);
export type TCartLineProblem = z.infer<typeof ZCartLineProblem>;

export const ZQuotedLine = z.object({
  medicineId: z.string(),
  /** Null when the product is unknown or no longer sold on DawaNow */
  product: z
    .object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      packLabel: z.string(),
      manufacturer: z.string(),
      schedule: ZDrugSchedule,
      rxRequired: z.boolean(),
      mrpPaise: z.int(),
      gstRate: z.int(),
      imageUrl: z.string().nullable(),
    })
    .nullable(),
  quantity: z.int(),
  /** The price in the browser's cart */
  cartPricePaise: z.int(),
  /** The store's price now; null when it does not sell it */
  unitPricePaise: z.int().nullable(),
  /** Packs the store can sell now (capped at the per-order limit) */
  availableQuantity: z.int(),
  lineTotalPaise: z.int(),
  /**
   * What stops this line as it is; the web words it from the line's own values (issue 19): `price_changed` from
   * `cartPricePaise` to `unitPricePaise`, `not_enough_stock` with `availableQuantity`
   */
  problem: ZCartLineProblem.nullable().catch('other'),
});
export type TQuotedLine = z.infer<typeof ZQuotedLine>;

export const ZQuote = z.object({
  store: z.object({
    id: z.uuid(),
    name: z.string(),
    isServiceable: z.boolean(),
    /** The smallest basket the store takes (items before delivery); 0 for none */
    minOrderValuePaise: z.int(),
  }),
  /** How much more the items must come to before the store takes the order; 0 when they are enough */
  minOrderShortfallPaise: z.int(),
  lines: z.array(ZQuotedLine),
  /** Bill over the lines that can be ordered (problems excluded, quantities capped) */
  bill: ZBill,
  deliveryMode: ZDeliveryMode,
  distanceKm: z.number().nullable(),
  expressAvailable: z.boolean(),
  slots: z.array(ZDeliverySlot),
  rxRequired: z.boolean(),
  codAvailable: z.boolean(),
  codLimitPaise: z.int(),
  /** The coupon asked for, when it applies; its discount is in the bill */
  coupon: ZAppliedCoupon.nullable(),
  /** Why the coupon asked for does not apply (the bill then has none); null when none was asked for or it applies */
  couponProblem: ZCouponProblem.catch({ code: 'other', values: {} }).nullable(),
  /** Whole-cart problems, e.g. the address is outside the store's radius; empty when checkout can go on */
  blockers: z.array(ZQuoteBlocker.catch({ code: 'other', values: {} })),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZOrderEvent = z.object({
  id: z.string(),
  status: ZOrderStatus,
  /** What happened in English, e.g. "Accepted by Apollo Pharmacy Koramangala"; pages word `message` instead */
  title: z.string(),
  note: z.string().nullable(),
  /** What happened as a code and its values (issue 19); a code newer than the page reads as `other` */
  message: ZOrderEventMessage.catch({ code: 'other', values: {} }),
  actor: z.enum(ORDER_ACTORS),
  at: z.iso.datetime({ offset: true }),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

export const ZOrderItem = z.object({
  productId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  packLabel: z.string(),
  manufacturer: z.string(),
  schedule: ZDrugSchedule,
  /** Sold only against a prescription */
  rxRequired: z.boolean(),
  hsnCode: z.string(),
  gstRate: z.int(),
  mrpPaise: z.int(),
  unitPricePaise: z.int(),
  quantity: z.int(),
  lineTotalPaise: z.int(),
  /** The line's share of the coupon: the invoice's taxable value is on what is left */
  couponDiscountPaise: z.int(),
  batchNumber: z.string(),
  expiryDate: z.string(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TOrderAddress = z.infer<typeof ZOrderAddress>;

export const ZOrderStore = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  gstin: z.string(),
  drugLicence: z.string(),
  pharmacistName: z.string(),
});

export const ZRefundInfo = z.object({
  reason: z.string(),
  details: z.string().nullable(),
  hasPhoto: z.boolean(),
  requestedAt: z.iso.datetime({ offset: true }),
  decisionNote: z.string().nullable(),
  cashRefund: ZCashRefund.nullable(),
});

/** Enough of an order line to draw its pack (pack-art's TPackArtProduct): lines keep no photo. */
export const ZOrderItemPack = z.object({ name: z.string(), packLabel: z.string(), manufacturer: z.string() });
export type TOrderItemPack = z.infer<typeof ZOrderItemPack>;

export const ZOrderSummary = z.object({
  id: z.uuid(),
  number: z.string(),
  status: ZOrderStatus,
  statusLabel: z.string(),
  placedAt: z.iso.datetime({ offset: true }),
  totalPaise: z.int(),
  itemCount: z.int(),
  /** First few item names, for lists */
  itemNames: z.array(z.string()),
  /** The first of those items' pack, pictured beside the order in lists */
  firstItemPack: ZOrderItemPack.nullable(),
  storeName: z.string(),
  deliveryMode: ZDeliveryMode,
  paymentMethod: ZPaymentMethod,
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

export const ZOrderList = z.object({
  orders: z.array(ZOrderSummary),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type TOrderList = z.infer<typeof ZOrderList>;

export const ZOrderDetail = ZOrderSummary.extend({
  items: z.array(ZOrderItem),
  bill: ZBill,
  /** The coupon the order was placed with; its discount is `bill.couponDiscountPaise` */
  couponCode: z.string().nullable(),
  address: ZOrderAddress,
  store: ZOrderStore,
  scheduledFor: z.iso.datetime({ offset: true }).nullable(),
  /** Shown to the customer only; the store asks for it at the door */
  deliveryOtp: z.string().nullable(),
  events: z.array(ZOrderEvent),
  payment: ZOrderPayment,
  prescriptionId: z.uuid().nullable(),
  rxRequired: z.boolean(),
  canCancel: z.boolean(),
  /** Until when a refund can be requested (delivered orders), else null */
  refundableUntil: z.iso.datetime({ offset: true }).nullable(),
  refund: ZRefundInfo.nullable(),
  cancelReason: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const ZPlaceOrderResponse = z.object({
  order: ZOrderDetail,
  /** Where the browser goes next: the hosted payment page, or the order itself (cash on delivery) */
  redirectTo: z.string(),
});
export type TPlaceOrderResponse = z.infer<typeof ZPlaceOrderResponse>;

export const ZInvoice = z.object({
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  store: ZOrderStore.extend({ state: z.string() }),
  customer: z.object({ name: z.string(), address: ZOrderAddress }),
  items: z.array(ZOrderItem.extend({ taxablePaise: z.int(), taxPaise: z.int() })),
  bill: ZBill,
  couponCode: z.string().nullable(),
  paymentMethod: ZPaymentMethod,
});
export type TInvoice = z.infer<typeof ZInvoice>;
