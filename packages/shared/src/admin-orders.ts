/**
 * The admin panel's orders (issue 15): every order on the platform, found by number, customer phone or e-mail
 * and filtered by state, pharmacy, city, payment and days; one order's full record; and the interventions an
 * administrator makes, each with a reason that the audit log keeps.
 */
import { z } from 'zod';
import { calendarDate } from './dates';
import { normaliseIndianPhone } from './india';
import { timeCursor } from './keyset';
import { ZDeliveryMode } from './orders/delivery-options';
import { ZOrderParams } from './orders/order-id';
import { ZPaymentMethod, ZPaymentStatus, ZRefundKind, ZRefundStatus } from './orders/payment';
import { ORDER_STATUSES, ZOrderStatus } from './orders/status';
import { REFUND_DECISIONS, ZStoreOrderDetail } from './orders/store';
import { optionalText, plainText } from './text';

export const ADMIN_ORDER_PAGE_SIZE = 50;
export const ADMIN_ORDER_EXPORT_MAX_ROWS = 10_000;

/** The list is read by time only: any other order over a million rows would sort them all for each page. */
export const ADMIN_ORDER_SORTS = ['newest', 'oldest'] as const;

export const ZAdminOrderCursor = timeCursor('Not a page of the order list');

/** Who a search names: one order by its number, or the orders of the customer with that mobile or e-mail. */
export type TOrderSearch = { orderNumber: string } | { phone: string } | { email: string };

// The running number has six digits or more (formatOrderNumber pads to six; the millionth order has seven)
const ORDER_NUMBER = /^(?:DN-)?(\d{4})-(\d{6,9})$/i;

/**
 * What the search box holds: an order number (with or without "DN-", any case), a mobile number as people type
 * it, or an e-mail address; null when empty, false when it is none of these.
 */
export function parseOrderSearch(text: string | null | undefined): TOrderSearch | null | false {
  const q = text?.trim();
  if (!q) return null;
  const number = ORDER_NUMBER.exec(q);
  if (number) return { orderNumber: `DN-${number[1]}-${number[2]}` };
  if (q.includes('@')) return { email: q.toLowerCase() };
  const phone = normaliseIndianPhone(q);
  return phone ? { phone } : false;
}

/** What the list and its CSV filter by; days are Indian calendar days, both included. */
export const ZAdminOrderFilters = z
  .object({
    /** An order number ("DN-2611-000123"), the customer's mobile number or e-mail address */
    q: optionalText({ label: 'The search', max: 100 }),
    status: z.enum(ORDER_STATUSES, { error: 'Unknown order state' }).optional(),
    storeId: z.uuid({ error: 'Choose a pharmacy from the list' }).optional(),
    /** The pharmacy's city, as the store list names it */
    city: optionalText({ label: 'The city', max: 60 }),
    paymentMethod: ZPaymentMethod.optional(),
    paymentStatus: ZPaymentStatus.optional(),
    /** Orders with a refund the gateway failed every automatic attempt at (the one refund state worth a list) */
    refundStatus: z.enum(['failed'], { error: 'Unknown refund state' }).optional(),
    from: calendarDate('Enter a start date').optional(),
    to: calendarDate('Enter an end date').optional(),
    sort: z.enum(ADMIN_ORDER_SORTS).default('newest'),
  })
  .check((ctx) => {
    const { from, to } = ctx.value;
    if (from && to && from > to) {
      ctx.issues.push({
        code: 'custom',
        message: 'The start date must not be after the end date',
        input: ctx.value,
        path: ['from'],
      });
    }
  });
export type TAdminOrderFilters = z.input<typeof ZAdminOrderFilters>;

export const ZAdminOrderQuery = ZAdminOrderFilters.safeExtend({
  cursor: ZAdminOrderCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_ORDER_PAGE_SIZE),
});
export type TAdminOrderQuery = z.input<typeof ZAdminOrderQuery>;

export const ZAdminOrderRow = z.object({
  id: z.uuid(),
  number: z.string(),
  status: ZOrderStatus,
  statusLabel: z.string(),
  placedAt: z.iso.datetime({ offset: true }),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  storeId: z.uuid(),
  storeName: z.string(),
  storeCity: z.string(),
  totalPaise: z.int(),
  paymentMethod: ZPaymentMethod,
  paymentStatus: ZPaymentStatus,
  deliveryMode: ZDeliveryMode,
  rxRequired: z.boolean(),
});
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;

export const ZAdminOrderPage = z.object({
  orders: z.array(ZAdminOrderRow),
  nextCursor: ZAdminOrderCursor.nullable(),
});
export type TAdminOrderPage = z.infer<typeof ZAdminOrderPage>;

/** How each pharmacy the order was offered to answered. */
export const ZAdminOrderOffer = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  offeredAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  outcome: z.enum(['pending', 'accepted', 'rejected', 'expired', 'withdrawn']),
  reason: z.string().nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** A refund to the original method, as the gateway has it: its id there, state, attempts and last failure. */
export const ZAdminOrderRefund = z.object({
  id: z.uuid(),
  kind: ZRefundKind,
  amountPaise: z.int(),
  reason: z.string(),
  status: ZRefundStatus,
  providerRefundId: z.string().nullable(),
  /** Times the gateway was asked for this refund */
  attempts: z.int(),
  /** The gateway's reason for the last failed attempt (kept while a later attempt runs) */
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  refundedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** One attempt to pay online, with the refunds taken from it. */
export const ZAdminOrderPayment = z.object({
  id: z.uuid(),
  provider: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  amountPaise: z.int(),
  status: z.string(),
  methodDetail: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  refunds: z.array(ZAdminOrderRefund),
});

/** What an administrator may do to the order now; the server checks again on each request. */
export const ZAdminOrderActions = z.object({
  canCancel: z.boolean(),
  canReassign: z.boolean(),
  refundDecisions: z.array(z.enum(REFUND_DECISIONS)),
  canMarkCashRefundSent: z.boolean(),
  /** Refunds the gateway failed after every automatic attempt, which an administrator may send again */
  retryRefundIds: z.array(z.uuid()),
});

export const ZAdminOrderDetail = ZStoreOrderDetail.extend({
  storeId: z.uuid(),
  customer: z.object({ userId: z.string().nullable(), email: z.string().nullable() }),
  offers: z.array(ZAdminOrderOffer),
  payments: z.array(ZAdminOrderPayment),
  invoiceNumber: z.string(),
  actions: ZAdminOrderActions,
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

/** Why an administrator intervened: the customer reads it on their order, the audit log keeps it. */
export const ZAdminReason = plainText({
  label: 'The reason',
  required: 'Give a reason of at least 5 characters',
  min: 5,
  max: 300,
  isMultiline: true,
});

export const ZAdminCancelOrder = z.object({ reason: ZAdminReason });
export const ZAdminReassignOrder = z.object({
  storeId: z.uuid({ error: 'Choose a pharmacy' }),
  reason: ZAdminReason,
});
export const ZAdminRefundDecision = z.object({
  decision: z.enum(REFUND_DECISIONS, { error: 'Choose a decision' }),
  reason: ZAdminReason,
});

export const ZAdminRetryRefund = z.object({ reason: ZAdminReason });
export const ZAdminRefundParams = ZOrderParams.extend({ refundId: z.uuid({ error: 'Not a refund id' }) });

/** A pharmacy the order could move to: near enough, open, taking orders, and whether it has every item. */
export const ZReassignCandidate = z.object({
  storeId: z.uuid(),
  name: z.string(),
  city: z.string(),
  distanceKm: z.number(),
  hasEveryItem: z.boolean(),
  /** Express orders: whether this pharmacy is within express range of the address */
  keepsExpress: z.boolean(),
});
export const ZReassignCandidates = z.object({ stores: z.array(ZReassignCandidate) });
export type TReassignCandidates = z.infer<typeof ZReassignCandidates>;

/** Pharmacies by name, for the filters that take a pharmacy (never a raw id). */
export const ZStoreLookupQuery = z.object({ q: optionalText({ label: 'The search', max: 100 }) });
export const ZStoreLookup = z.object({
  stores: z.array(z.object({ id: z.uuid(), name: z.string(), city: z.string() })),
  cities: z.array(z.string()),
});
export type TStoreLookup = z.infer<typeof ZStoreLookup>;
