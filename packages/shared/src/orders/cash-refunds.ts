/** Refunds of cash-on-delivery orders, sent by bank transfer: the customer's details and the administrator's payout. */

import { z } from 'zod';
import { plainText } from '../text';

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
  amountPaise: z.int(),
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

/** Where a cash-on-delivery refund has got. */
export const ZCashRefund = z.object({
  status: ZCashRefundStatus,
  amountPaise: z.int(),
  /** Masked: "A/c ••••4321 · HDFC0001234" or "UPI asha@okicici"; null until given */
  destination: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** The bank's transfer reference (UTR) once sent */
  reference: z.string().nullable(),
});
export type TCashRefund = z.infer<typeof ZCashRefund>;
