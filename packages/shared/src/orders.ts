/**
 * Orders: the lifecycle state machine (ARCHITECTURE §4), the bill maths, delivery options and every
 * order, checkout and payment payload. Pure rules live here so the web app and the API agree.
 */
import { z } from 'zod';
import { COMMISSION_PERCENT, FULFILMENT_SLA_MINUTES, REFUND_REPORT_WINDOW_HOURS } from './constants';
import { INDIA_TIME_ZONE, indianToday } from './dates';
import { formatRupees } from './money';
import { isOpenAt, type TWeeklyHours } from './opening-hours';
import { gstBreakdown, MAX_PACKS_PER_PRODUCT, type TGstRate, ZDrugSchedule } from './products';
import { optionalText, plainText } from './text';

// ── State machine ────────────────────────────────────────────────────────────────────────────────

export const ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'placed',
  'processing',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refund_requested',
  'refund_approved',
  'refunded',
  'refund_rejected',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** Who moves an order: the customer, the store's staff, the payment gateway, our timers, or an administrator. */
export const ORDER_ACTORS = ['customer', 'store', 'gateway', 'system', 'admin'] as const;
export type TOrderActor = (typeof ORDER_ACTORS)[number];

/**
 * Every allowed transition and who may make it. A paid order never goes back to a payment state;
 * a store can only cancel by rejecting (which reassigns); an administrator can stop an order that
 * is already with a pharmacy. Anything not listed is refused.
 */
export const ORDER_TRANSITIONS: Record<TOrderStatus, Partial<Record<TOrderStatus, readonly TOrderActor[]>>> = {
  pending_payment: {
    placed: ['gateway'],
    payment_failed: ['gateway'],
    cancelled: ['customer', 'system', 'admin'],
  },
  payment_failed: {
    // A retry opens a new attempt; a gateway can also report a late success of an earlier attempt.
    pending_payment: ['customer'],
    placed: ['gateway'],
    cancelled: ['customer', 'system', 'admin'],
  },
  placed: { processing: ['store', 'admin'], cancelled: ['customer', 'system', 'admin'] },
  processing: { packed: ['store', 'admin'], cancelled: ['admin'] },
  packed: { out_for_delivery: ['store', 'admin'], cancelled: ['admin'] },
  out_for_delivery: { delivered: ['store', 'admin'], cancelled: ['admin'] },
  delivered: { refund_requested: ['customer'] },
  cancelled: {},
  refund_requested: { refund_approved: ['store', 'admin'], refund_rejected: ['store', 'admin'] },
  refund_approved: { refunded: ['store', 'admin'] },
  refunded: {},
  refund_rejected: {},
};

export function canTransition(from: TOrderStatus, to: TOrderStatus, actor: TOrderActor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** SPEC §4: a customer can cancel until the order is marked Processing. */
export function isCustomerCancellable(status: TOrderStatus): boolean {
  return canTransition(status, 'cancelled', 'customer');
}

/** Orders still being worked on: a store or the customer is waiting on something. */
export const ACTIVE_ORDER_STATUSES = [
  'placed',
  'processing',
  'packed',
  'out_for_delivery',
] as const satisfies TOrderStatus[];

export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  placed: 'Placed',
  processing: 'Processing',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refund_requested: 'Refund requested',
  refund_approved: 'Refund approved — pickup',
  refunded: 'Refunded',
  refund_rejected: 'Refund declined',
};

// ── Limits and delivery options ──────────────────────────────────────────────────────────────────

/** Different products in one order; a pharmacy packs more than this as separate orders. */
export const MAX_ORDER_LINES = 30;
/** Largest order total we accept online (₹50,000): above it a pharmacy confirms by phone first. */
export const MAX_ORDER_TOTAL_PAISE = 50_000_00;
/** Default cash-on-delivery ceiling (₹2,000); administrators change it in settings. */
export const DEFAULT_COD_LIMIT_PAISE = 2_000_00;
/** Default time a store has to accept an order before it goes to the next store. */
export const DEFAULT_ACCEPTANCE_WINDOW_SECONDS = 180;
/** An unpaid online order releases its stock after this long. */
export const PAYMENT_EXPIRY_MINUTES = 15;
/** "Select areas" for express delivery: the store is at most this far from the address (docs/decisions.md). */
export const EXPRESS_MAX_DISTANCE_KM = 3;
export const FREE_DELIVERY_FROM_PAISE = 499_00;
export const STANDARD_DELIVERY_FEE_PAISE = 25_00;
export const EXPRESS_DELIVERY_FEE_PAISE = 49_00;
/** Delivery is a service taxed at 18%, inside the fee. */
export const DELIVERY_GST_RATE: TGstRate = 18;
/** GST on the platform's commission (a service). */
export const COMMISSION_GST_RATE = 18;
/** Scheduled deliveries come in one-hour slots starting at least this long from now. */
export const SCHEDULE_LEAD_MINUTES = 60;
export const SCHEDULE_SLOT_MINUTES = 60;

export const DELIVERY_MODES = ['express', 'standard', 'scheduled'] as const;
export const ZDeliveryMode = z.enum(DELIVERY_MODES);
export type TDeliveryMode = z.infer<typeof ZDeliveryMode>;

export const DELIVERY_MODE_LABELS: Record<TDeliveryMode, { title: string; promise: string }> = {
  express: { title: 'Express', promise: 'In 30 minutes' },
  standard: { title: 'Standard', promise: 'In 45-60 minutes' },
  scheduled: { title: 'Scheduled', promise: 'In a slot you choose' },
};

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay', 'cod'] as const;
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

export function isExpressAvailable(distanceKm: number | null): boolean {
  return distanceKm !== null && distanceKm <= EXPRESS_MAX_DISTANCE_KM;
}

export function deliveryFeePaise(mode: TDeliveryMode, itemsTotalPaise: number): number {
  if (mode === 'express') return EXPRESS_DELIVERY_FEE_PAISE;
  return itemsTotalPaise >= FREE_DELIVERY_FROM_PAISE ? 0 : STANDARD_DELIVERY_FEE_PAISE;
}

export const ZDeliverySlot = z.object({
  /** ISO instant the slot starts; sent back as `scheduledFor` */
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** "Today, 6:00 PM - 7:00 PM" */
  label: z.string(),
});
export type TDeliverySlot = z.infer<typeof ZDeliverySlot>;

const slotClock = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** Midnight in India of `day` ("YYYY-MM-DD"); India has no daylight saving, so +05:30 always holds. */
function indianMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00+05:30`);
}

/** Whether a store's hours cover the whole one-hour slot starting at `start`. */
export function isSlotInHours(hours: TWeeklyHours, start: number): boolean {
  const slotMs = SCHEDULE_SLOT_MINUTES * 60_000;
  return isOpenAt(hours, new Date(start)) && isOpenAt(hours, new Date(start + slotMs - 60_000));
}

/** One-hour slots today and tomorrow (India) that start after the lead time and lie inside store hours. */
export function deliverySlots(hours: TWeeklyHours, now: Date): TDeliverySlot[] {
  const slotMs = SCHEDULE_SLOT_MINUTES * 60_000;
  const earliest = now.getTime() + SCHEDULE_LEAD_MINUTES * 60_000;
  const today = indianMidnight(indianToday(now));
  const slots: TDeliverySlot[] = [];
  for (const [dayIndex, dayName] of ['Today', 'Tomorrow'].entries()) {
    const midnight = today + dayIndex * 24 * 60 * 60_000;
    for (let start = midnight; start < midnight + 24 * 60 * 60_000; start += slotMs) {
      const end = start + slotMs;
      if (start < earliest || !isSlotInHours(hours, start)) continue;
      slots.push({
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        label: `${dayName}, ${slotClock.format(start).toUpperCase()} - ${slotClock.format(end).toUpperCase()}`,
      });
    }
  }
  return slots;
}

// ── Bill maths ───────────────────────────────────────────────────────────────────────────────────

export type TBillLine = { unitPricePaise: number; mrpPaise: number; quantity: number; gstRate: TGstRate };
export type TSupply = 'intra_state' | 'inter_state';

/** GST: a sale within the store's state is intra-state (CGST + SGST), else inter-state (IGST). */
export function supplyBetween(storeState: string, destinationState: string | null): TSupply {
  if (!destinationState) return 'intra_state';
  return storeState.trim().toLowerCase() === destinationState.trim().toLowerCase() ? 'intra_state' : 'inter_state';
}

export const ZTaxRow = z.object({
  ratePercent: z.number().int(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  /** The row of the delivery fee's GST (a service at 18%), not of the medicines */
  forDelivery: z.boolean(),
});
export type TTaxRow = z.infer<typeof ZTaxRow>;

export const ZBill = z.object({
  /** Sum of MRP × quantity */
  mrpTotalPaise: z.number().int(),
  /** Sum of the store's price × quantity (what the items cost) */
  itemsTotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  deliveryFeePaise: z.number().int(),
  totalPaise: z.number().int(),
  /** The GST inside the total, one row per rate (items), plus the delivery fee's 18% */
  taxes: z.array(ZTaxRow),
  supply: z.enum(['intra_state', 'inter_state']),
});
export type TBill = z.infer<typeof ZBill>;

/**
 * The bill for lines at tax-inclusive prices. GST is worked out per line (as on an invoice line) and
 * summed per rate, so the invoice rows add up to the lines exactly.
 */
export function computeBill(lines: readonly TBillLine[], deliveryFee: number, supply: TSupply): TBill {
  const byRate = new Map<number, TTaxRow>();
  const addTax = (inclusivePaise: number, rate: TGstRate, forDelivery: boolean) => {
    const split = gstBreakdown(inclusivePaise, rate, supply);
    const row = byRate.get(rate) ?? {
      ratePercent: rate,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      forDelivery,
    };
    row.taxablePaise += split.taxablePaise;
    row.cgstPaise += split.cgstPaise;
    row.sgstPaise += split.sgstPaise;
    row.igstPaise += split.igstPaise;
    byRate.set(rate, row);
  };
  let mrpTotalPaise = 0;
  let itemsTotalPaise = 0;
  for (const line of lines) {
    mrpTotalPaise += line.mrpPaise * line.quantity;
    itemsTotalPaise += line.unitPricePaise * line.quantity;
    addTax(line.unitPricePaise * line.quantity, line.gstRate, false);
  }
  const itemTaxes = [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent);
  byRate.clear();
  if (deliveryFee > 0) addTax(deliveryFee, DELIVERY_GST_RATE, true);
  return {
    mrpTotalPaise,
    itemsTotalPaise,
    discountPaise: mrpTotalPaise - itemsTotalPaise,
    deliveryFeePaise: deliveryFee,
    totalPaise: itemsTotalPaise + deliveryFee,
    taxes: [...itemTaxes, ...byRate.values()],
    supply,
  };
}

/** The items' value without GST: what commission is charged on (partner agreement, SPEC §9). */
export function itemsTaxablePaise(lines: readonly TBillLine[], supply: TSupply): number {
  return lines.reduce(
    (sum, line) => sum + gstBreakdown(line.unitPricePaise * line.quantity, line.gstRate, supply).taxablePaise,
    0,
  );
}

/** Ledger amounts for one delivered order: the store's sale, our 10% commission on value excluding GST, and its GST. */
export function settlementFor(
  lines: readonly TBillLine[],
  deliveryFee: number,
  supply: TSupply,
): { salePaise: number; commissionPaise: number; commissionGstPaise: number } {
  const commissionPaise = Math.round((itemsTaxablePaise(lines, supply) * COMMISSION_PERCENT) / 100);
  return {
    salePaise: computeBill(lines, deliveryFee, supply).totalPaise,
    commissionPaise,
    commissionGstPaise: Math.round((commissionPaise * COMMISSION_GST_RATE) / 100),
  };
}

/** "DN-2611-000123": DawaNow, year and month in India, then a running number. */
export function formatOrderNumber(sequence: number, placedAt: Date): string {
  const [year, month] = indianToday(placedAt).split('-') as [string, string];
  return `DN-${year.slice(2)}${month}-${String(sequence).padStart(6, '0')}`;
}

/** The latest moment a delivered order can be reported for a refund (SPEC §4: within 24 hours). */
export function refundDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + REFUND_REPORT_WINDOW_HOURS * 60 * 60_000);
}

/** When a store that accepted at `acceptedAt` should have handed the order over (partner agreement: 15 min). */
export function fulfilmentDueAt(acceptedAt: Date): Date {
  return new Date(acceptedAt.getTime() + FULFILMENT_SLA_MINUTES * 60_000);
}

/** SPEC §9 refund times per payment method. */
export const REFUND_TIMES = {
  card: 'Card: 5-7 business days',
  upi: 'UPI: 1-3 business days',
  netbanking: 'Net banking: 3-5 business days',
  cod: 'Cash on delivery: by bank transfer, after we ask for your bank details',
} as const;

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────

export const ZOrderId = z.uuid({ error: 'Not a valid order id' });
export const ZOrderParams = z.object({ orderId: ZOrderId });

const ZQuantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_PACKS_PER_PRODUCT, `At most ${MAX_PACKS_PER_PRODUCT} packs of one medicine per order`);

/** A cart line as the server receives it: SPEC §3 fields; `price` is what the shopper last saw. */
export const ZCartLineInput = z.object({
  medicine_id: z.uuid({ error: 'Unknown medicine' }),
  price: z.number().int().nonnegative(),
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
});
export type TCheckoutQuoteRequest = z.input<typeof ZCheckoutQuoteRequest>;

export const ZPlaceOrderRequest = ZCheckoutQuoteRequest.extend({
  /** A fresh id per checkout attempt: a repeated request with it returns the same order */
  idempotencyKey: z.uuid({ error: 'Missing idempotency key' }),
  scheduledFor: z.iso.datetime({ offset: true }).nullable().default(null),
  paymentMethod: ZPaymentMethod,
  prescriptionId: z.uuid().nullable().default(null),
  /** The total the customer agreed to; a different server total refuses the order (prices changed) */
  expectedTotalPaise: z.number().int().nonnegative(),
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

export const REJECT_REASONS = [
  'Items out of stock',
  'Store closing',
  'Too many orders right now',
  'Cannot deliver to this address',
  'Prescription problem',
] as const;
export const ZRejectOrderRequest = z.object({ reason: z.enum(REJECT_REASONS, { error: 'Choose a reason' }) });

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

export const ZStoreStatusUpdate = z.object({ status: z.enum(['packed', 'out_for_delivery']) });
export const ZDeliveryOtp = z.string().regex(/^\d{4}$/, 'The delivery code is 4 digits');
export const ZDeliverRequest = z.object({ otp: ZDeliveryOtp });
export const ZRefundDecision = z.object({
  decision: z.enum(['approve', 'reject', 'complete']),
  note: optionalText({ label: 'The note', max: 300, isMultiline: true }),
});

export const ZOrderListQuery = z.object({ page: z.coerce.number().int().min(1).max(500).default(1) });
export const STORE_ORDER_VIEWS = ['incoming', 'active', 'completed'] as const;
export const ZStoreOrderListQuery = z.object({
  view: z.enum(STORE_ORDER_VIEWS).default('incoming'),
  page: z.coerce.number().int().min(1).max(500).default(1),
});

const ACCEPTANCE_WINDOW_SECONDS = { min: 10, max: 3600 } as const;

export const ZOrderSettings = z.object({
  acceptanceWindowSeconds: z.number().int().min(ACCEPTANCE_WINDOW_SECONDS.min).max(ACCEPTANCE_WINDOW_SECONDS.max),
  codLimitPaise: z.number().int().min(0).max(MAX_ORDER_TOTAL_PAISE),
});
export type TOrderSettings = z.infer<typeof ZOrderSettings>;

/** The administrator's form of the same settings: seconds for the window, whole rupees for the cash limit. */
export const ZOrderSettingsForm = z
  .object({
    acceptanceWindowSeconds: z.coerce
      .number({ error: 'Enter a number of seconds' })
      .int('Enter whole seconds')
      .min(ACCEPTANCE_WINDOW_SECONDS.min, `At least ${ACCEPTANCE_WINDOW_SECONDS.min} seconds`)
      .max(ACCEPTANCE_WINDOW_SECONDS.max, `At most ${ACCEPTANCE_WINDOW_SECONDS.max} seconds (an hour)`),
    codLimitRupees: z.coerce
      .number({ error: 'Enter an amount in rupees' })
      .int('Enter whole rupees')
      .min(0, 'The limit cannot be negative')
      .max(MAX_ORDER_TOTAL_PAISE / 100, `At most ${formatRupees(MAX_ORDER_TOTAL_PAISE)}`),
  })
  .transform(
    ({ acceptanceWindowSeconds, codLimitRupees }): TOrderSettings => ({
      acceptanceWindowSeconds,
      codLimitPaise: codLimitRupees * 100,
    }),
  );

/** Cash on delivery is refunded by bank transfer: where the customer wants it and how far it has got. */
export const CASH_REFUND_STATUSES = ['awaiting_details', 'details_received', 'paid'] as const;
export const ZCashRefundStatus = z.enum(CASH_REFUND_STATUSES);
export type TCashRefundStatus = z.infer<typeof ZCashRefundStatus>;

/** Where a cash-on-delivery refund is sent: a bank account (with IFSC) or a UPI ID. */
export const ZRefundBankDetails = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank'),
    accountHolder: plainText({
      label: 'The account holder’s name',
      required: 'Enter the account holder’s name as the bank has it',
      min: 2,
      max: 100,
      tooLong: 'At most 100 characters',
    }),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, 'Enter the account number: 9 to 18 digits'),
    ifsc: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter the 11-character IFSC, e.g. HDFC0001234'),
  }),
  z.object({
    method: z.literal('upi'),
    upiId: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/, 'Enter a UPI ID such as name@okhdfcbank'),
  }),
]);
export type TRefundBankDetails = z.infer<typeof ZRefundBankDetails>;

/** What an administrator needs to send a cash refund, and marks it sent with. */
export const ZCashRefundPayout = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  customerName: z.string(),
  amountPaise: z.number().int(),
  status: ZCashRefundStatus,
  details: ZRefundBankDetails.nullable(),
  requestedAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  reference: z.string().nullable(),
});
export const ZCashRefundPayoutList = z.object({ payouts: z.array(ZCashRefundPayout) });
export type TCashRefundPayoutList = z.infer<typeof ZCashRefundPayoutList>;
export const ZCashRefundPayoutQuery = z.object({ status: ZCashRefundStatus.optional() });
export const ZMarkCashRefundPaid = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, 'Enter the bank’s transfer reference (UTR): 6 to 40 letters or digits'),
});

export const ZSandboxOutcome = z.object({ outcome: z.enum(['success', 'failure']) });

// ── Responses ────────────────────────────────────────────────────────────────────────────────────

export const CART_LINE_PROBLEMS = [
  'price_changed',
  'out_of_stock',
  'not_enough_stock',
  'not_sold_here',
  'unavailable',
] as const;
export const ZCartLineProblem = z.enum(CART_LINE_PROBLEMS);
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
      mrpPaise: z.number().int(),
      gstRate: z.number().int(),
      imageUrl: z.string().nullable(),
    })
    .nullable(),
  quantity: z.number().int(),
  /** The price in the browser's cart */
  cartPricePaise: z.number().int(),
  /** The store's price now; null when it does not sell it */
  unitPricePaise: z.number().int().nullable(),
  /** Packs the store can sell now (capped at the per-order limit) */
  availableQuantity: z.number().int(),
  lineTotalPaise: z.number().int(),
  problem: ZCartLineProblem.nullable(),
  /** A sentence for the shopper, e.g. "Price changed from ₹32 to ₹30" */
  message: z.string().nullable(),
});
export type TQuotedLine = z.infer<typeof ZQuotedLine>;

export const ZQuote = z.object({
  store: z.object({ id: z.uuid(), name: z.string(), isServiceable: z.boolean() }),
  lines: z.array(ZQuotedLine),
  /** Bill over the lines that can be ordered (problems excluded, quantities capped) */
  bill: ZBill,
  deliveryMode: ZDeliveryMode,
  distanceKm: z.number().nullable(),
  expressAvailable: z.boolean(),
  slots: z.array(ZDeliverySlot),
  rxRequired: z.boolean(),
  codAvailable: z.boolean(),
  codLimitPaise: z.number().int(),
  /** Whole-cart problems, e.g. the address is outside the store's radius; empty when checkout can go on */
  blockers: z.array(z.string()),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZOrderEvent = z.object({
  id: z.string(),
  status: ZOrderStatus,
  /** What happened, e.g. "Accepted by Apollo Pharmacy Koramangala" or "Offered to the next nearest store" */
  title: z.string(),
  note: z.string().nullable(),
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
  gstRate: z.number().int(),
  mrpPaise: z.number().int(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
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

export const PAYMENT_STATUSES = ['not_required', 'pending', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZOrderPayment = z.object({
  method: ZPaymentMethod,
  provider: ZPaymentProvider,
  status: ZPaymentStatus,
  /** Where to pay (hosted checkout) while payment is pending */
  payUrl: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** SPEC §9 refund time for this method, once a refund is under way */
  refundTime: z.string().nullable(),
});

/** Where a cash-on-delivery refund has got. */
export const ZCashRefund = z.object({
  status: ZCashRefundStatus,
  amountPaise: z.number().int(),
  /** Masked: "A/c ••••4321 · HDFC0001234" or "UPI asha@okicici"; null until given */
  destination: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** The bank's transfer reference (UTR) once sent */
  reference: z.string().nullable(),
});
export type TCashRefund = z.infer<typeof ZCashRefund>;

export const ZRefundInfo = z.object({
  reason: z.string(),
  details: z.string().nullable(),
  hasPhoto: z.boolean(),
  requestedAt: z.iso.datetime({ offset: true }),
  decisionNote: z.string().nullable(),
  cashRefund: ZCashRefund.nullable(),
});

export const ZOrderSummary = z.object({
  id: z.uuid(),
  number: z.string(),
  status: ZOrderStatus,
  statusLabel: z.string(),
  placedAt: z.iso.datetime({ offset: true }),
  totalPaise: z.number().int(),
  itemCount: z.number().int(),
  /** First few item names, for lists */
  itemNames: z.array(z.string()),
  storeName: z.string(),
  deliveryMode: ZDeliveryMode,
  paymentMethod: ZPaymentMethod,
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

export const ZOrderList = z.object({
  orders: z.array(ZOrderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOrderList = z.infer<typeof ZOrderList>;

export const ZOrderDetail = ZOrderSummary.extend({
  items: z.array(ZOrderItem),
  bill: ZBill,
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

export const ZPaymentRetryResponse = z.object({ redirectTo: z.string() });

export const ZSandboxCheckout = z.object({
  paymentId: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  merchant: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
});
export type TSandboxCheckout = z.infer<typeof ZSandboxCheckout>;

export const ZInvoice = z.object({
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  store: ZOrderStore.extend({ state: z.string() }),
  customer: z.object({ name: z.string(), address: ZOrderAddress }),
  items: z.array(ZOrderItem.extend({ taxablePaise: z.number().int(), taxPaise: z.number().int() })),
  bill: ZBill,
  paymentMethod: ZPaymentMethod,
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** A store's view of an order: no delivery code, the customer's name and phone for the rider. */
export const ZStoreOrderSummary = ZOrderSummary.extend({
  customerName: z.string(),
  rxRequired: z.boolean(),
  /** Incoming orders: when this store's offer lapses and the order moves on */
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** Accepted orders: when the 15-minute fulfilment window ends, and whether it was missed */
  fulfilmentDueAt: z.iso.datetime({ offset: true }).nullable(),
  slaMissed: z.boolean(),
});
export type TStoreOrderSummary = z.infer<typeof ZStoreOrderSummary>;

export const ZStoreOrderList = z.object({
  orders: z.array(ZStoreOrderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TStoreOrderList = z.infer<typeof ZStoreOrderList>;

export const ZStoreOrderDetail = ZOrderDetail.omit({ deliveryOtp: true }).extend({
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  fulfilmentDueAt: z.iso.datetime({ offset: true }).nullable(),
  slaMissed: z.boolean(),
  /** Prescription verification state for Rx orders (the prescriptions feature fills it in) */
  prescriptionStatus: z.enum(['not_needed', 'missing', 'pending', 'approved', 'rejected']),
});
export type TStoreOrderDetail = z.infer<typeof ZStoreOrderDetail>;

/** What an order stream (Server-Sent Events) sends: the order changed; read it again. */
export const ZOrderChange = z.object({ orderId: z.uuid(), status: ZOrderStatus, storeId: z.uuid() });
export type TOrderChange = z.infer<typeof ZOrderChange>;
