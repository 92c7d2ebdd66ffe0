/** What a store sends and sees of its orders (the store panel's payloads). */

import { z } from 'zod';
import { PRESCRIPTION_STATUSES } from '../prescriptions';
import { optionalText } from '../text';
import { ZOrderDetail, ZOrderSummary } from './customer';
import { ZCourierInput, ZStoreCourier } from './tracking';

export const REJECT_REASONS = [
  'Items out of stock',
  'Store closing',
  'Too many orders right now',
  'Cannot deliver to this address',
  'Prescription problem',
] as const;
export const ZRejectOrderRequest = z.object({ reason: z.enum(REJECT_REASONS, { error: 'Choose a reason' }) });

/**
 * Packed, or out for delivery with who is taking it (issue 17). Without `courier` the member making the change is
 * recorded as delivering (a one-person pharmacy, or an older client).
 */
export const ZStoreStatusUpdate = z
  .object({ status: z.enum(['packed', 'out_for_delivery']), courier: ZCourierInput.optional() })
  .refine((update) => update.status === 'out_for_delivery' || update.courier === undefined, {
    message: 'A delivery person is named only when the order goes out for delivery',
    path: ['courier'],
  });
export type TStoreStatusUpdate = z.input<typeof ZStoreStatusUpdate>;
export const ZDeliveryOtp = z.string().regex(/^\d{4}$/, 'The delivery code is 4 digits');
export const ZDeliverRequest = z.object({ otp: ZDeliveryOtp });
export const REFUND_DECISIONS = ['approve', 'reject', 'complete'] as const;
export type TRefundDecision = (typeof REFUND_DECISIONS)[number];
export const ZRefundDecision = z.object({
  decision: z.enum(REFUND_DECISIONS),
  note: optionalText({ label: 'The note', max: 300, isMultiline: true }),
});
export const STORE_ORDER_VIEWS = ['incoming', 'active', 'completed'] as const;
export const ZStoreOrderListQuery = z.object({
  view: z.enum(STORE_ORDER_VIEWS).default('incoming'),
  page: z.coerce.number().int().min(1).max(500).default(1),
});

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
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type TStoreOrderList = z.infer<typeof ZStoreOrderList>;

export const ZStoreOrderDetail = ZOrderDetail.omit({ deliveryOtp: true }).extend({
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  fulfilmentDueAt: z.iso.datetime({ offset: true }).nullable(),
  slaMissed: z.boolean(),
  /** Prescription verification state for Rx orders: not needed, none attached, or the prescription's own status */
  prescriptionStatus: z.enum(['not_needed', 'missing', ...PRESCRIPTION_STATUSES]),
  /** Who took the order out, with their number (the customer sees only the name) */
  courier: ZStoreCourier.nullable(),
});
export type TStoreOrderDetail = z.infer<typeof ZStoreOrderDetail>;
