/**
 * A store's earnings, payouts and payout account, and the administrator's settlement screens (issue 16):
 * the shapes the API answers with and the forms it accepts.
 */

import { z } from 'zod';
import { ANALYTICS_MAX_DAYS, ZAnalyticsRange } from '../analytics';
import { timeCursor } from '../keyset';
import { ZRefundBankDetails } from '../orders/cash-refunds';
import { plainText } from '../text';

/**
 * The e-commerce operator that collects TCS and deducts TDS: its GSTIN and TAN are what a store matches in
 * GSTR-2X and Form 26AS.
 */
export const MARKETPLACE_OPERATOR = {
  legalName: 'DawaNow Health Technologies Private Limited',
  gstin: '29AAKCD4821M1Z7',
  tan: 'BLRD04821E',
} as const;

export const PAYOUT_STATUSES = ['scheduled', 'processing', 'paid', 'failed', 'reversed'] as const;
export const ZPayoutStatus = z.enum(PAYOUT_STATUSES);
export type TPayoutStatus = z.infer<typeof ZPayoutStatus>;
export const PAYOUT_STATUS_LABELS: Record<TPayoutStatus, string> = {
  scheduled: 'Scheduled',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
};

/** How payouts reach the bank: an administrator's transfer (recording the UTR) or RazorpayX's Payouts API. */
export const PAYOUT_PROVIDERS = ['manual', 'razorpayx'] as const;
export type TPayoutProvider = (typeof PAYOUT_PROVIDERS)[number];

export const BANK_VERIFICATIONS = ['unverified', 'verified', 'failed'] as const;
export type TBankVerification = (typeof BANK_VERIFICATIONS)[number];

const isoTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();

/** Where a store's payouts go, as the store and administrators see it: masked. */
export const ZBankAccountView = z.object({
  method: z.enum(['bank', 'upi']),
  /** "A/c ••••4321 · HDFC0001234" or "UPI asha@okicici" */
  destination: z.string(),
  holderName: z.string().nullable(),
  verification: z.enum(BANK_VERIFICATIONS),
  /** The name the bank gave for a penny drop, to compare with the holder */
  verifiedName: z.string().nullable(),
  verificationNote: z.string().nullable(),
  changedAt: isoTime,
  /** Payouts wait until then after a change */
  holdUntil: isoTime.nullable(),
});
export type TBankAccountView = z.infer<typeof ZBankAccountView>;

/** A new payout account: the details, and the owner's password again (a changed account is how money is stolen). */
export const ZBankAccountChange = z.object({
  details: ZRefundBankDetails,
  password: z.string().min(1, 'Enter your password to confirm').max(256, 'At most 256 characters'),
});
export type TBankAccountChange = z.infer<typeof ZBankAccountChange>;

/** What the deductions of a period or an order add up to; positive amounts are what was taken or given. */
export const ZEarningsTotals = z.object({
  salesPaise: z.int(),
  commissionPaise: z.int(),
  commissionGstPaise: z.int(),
  tcsPaise: z.int(),
  tdsPaise: z.int(),
  refundsPaise: z.int(),
  /** Cash the store took at the door: already with it, so out of what is paid out */
  cashCollectedPaise: z.int(),
  /** Administrators' corrections, signed: positive in the store's favour */
  adjustmentsPaise: z.int(),
  /** What the period adds to the store's balance */
  netPaise: z.int(),
});
export type TEarningsTotals = z.infer<typeof ZEarningsTotals>;

/** Where an order's money stands in the settlements. */
export const ZOrderSettlement = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending'), settlesOn: isoDate }),
  z.object({ state: z.literal('held'), reason: z.string() }),
  z.object({ state: z.literal('settled'), payoutId: z.uuid(), settlementDate: isoDate, status: ZPayoutStatus }),
]);

export const ZEarningsOrder = ZEarningsTotals.omit({ adjustmentsPaise: true }).extend({
  orderId: z.uuid(),
  orderNumber: z.string(),
  deliveredAt: isoTime.nullable(),
  paymentMethod: z.enum(['cod', 'online']),
  settlement: ZOrderSettlement,
});
export type TEarningsOrder = z.infer<typeof ZEarningsOrder>;

/** One month's figures for GSTR-2X (TCS) and Form 26AS (TDS). */
export const ZMonthlyTaxStatement = z.object({
  /** "2026-11" */
  month: z.string(),
  /** Taxable value of supplies made through the marketplace (without GST) */
  suppliesTaxablePaise: z.int(),
  /** Taxable value of supplies returned (refunds), taken off */
  returnsTaxablePaise: z.int(),
  netTaxablePaise: z.int(),
  tcsCgstPaise: z.int(),
  tcsSgstPaise: z.int(),
  tcsIgstPaise: z.int(),
  tcsPaise: z.int(),
  /**
   * The sales TDS was worked out on, and the TDS: the "gross amount" of s.194-O, without the GST shown separately
   * on the invoice (CBDT circular 17/2020)
   */
  tdsBasePaise: z.int(),
  tdsPaise: z.int(),
  commissionPaise: z.int(),
  commissionGstPaise: z.int(),
});
export type TMonthlyTaxStatement = z.infer<typeof ZMonthlyTaxStatement>;

const ZParties = z.object({
  marketplace: z.object({ legalName: z.string(), gstin: z.string(), tan: z.string() }),
  store: z.object({ name: z.string(), gstin: z.string(), pan: z.string().nullable() }),
});

export const ZEarningsQuery = z.intersection(
  ZAnalyticsRange,
  z.object({ cursor: timeCursor('Not a page of this list').optional() }),
);
export const EARNINGS_MAX_DAYS = ANALYTICS_MAX_DAYS;

export const ZEarnings = ZParties.extend({
  from: isoDate,
  to: isoDate,
  totals: ZEarningsTotals,
  /** Administrators' corrections in the period, with the reason they gave */
  adjustments: z.array(z.object({ createdAt: isoTime, amountPaise: z.int(), reason: z.string() })),
  months: z.array(ZMonthlyTaxStatement),
  orders: z.array(ZEarningsOrder),
  /** The next page of orders, newest first */
  nextCursor: z.string().nullable(),
});
export type TEarnings = z.infer<typeof ZEarnings>;

export const ZStatementFormat = z.object({ format: z.enum(['csv', 'pdf']).default('csv') });
export const ZEarningsExportQuery = z.intersection(ZAnalyticsRange, ZStatementFormat);

export const ZPayout = z.object({
  id: z.uuid(),
  settlementDate: isoDate,
  deliveredBefore: isoDate,
  amountPaise: z.int(),
  status: ZPayoutStatus,
  provider: z.enum(PAYOUT_PROVIDERS),
  utr: z.string().nullable(),
  destination: z.string().nullable(),
  failureReason: z.string().nullable(),
  holdUntil: isoTime.nullable(),
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
});
export type TPayout = z.infer<typeof ZPayout>;

export const ZStorePayouts = z.object({
  /** What the store is owed (negative: owes) and no payout has taken yet */
  balancePaise: z.int(),
  /** Payouts made and not yet in the bank (scheduled or being sent) */
  inTransferPaise: z.int(),
  next: z.object({
    settlementDate: isoDate,
    deliveredBefore: isoDate,
    /** What it would pay if it ran now; zero when the store owes (carried forward) */
    amountPaise: z.int(),
    /** The settled balance, negative when the store owes */
    balancePaise: z.int(),
    /** Orders held out by an open dispute */
    heldOrders: z.int(),
  }),
  bankAccount: ZBankAccountView.nullable(),
  payouts: z.array(ZPayout),
  nextCursor: z.string().nullable(),
});
export type TStorePayouts = z.infer<typeof ZStorePayouts>;
export const ZStorePayoutsQuery = z.object({ cursor: timeCursor('Not a page of this list').optional() });

// —— Administrators ——

export const ZAdminPayout = ZPayout.extend({
  storeId: z.uuid(),
  storeName: z.string(),
  city: z.string(),
  bankVerification: z.enum(BANK_VERIFICATIONS).nullable(),
  /** What an administrator may do with it now */
  actions: z.object({
    /** Scheduled, with an account and no hold */
    approve: z.boolean(),
    /** Sent for a manual transfer: the UTR is recorded */
    markPaid: z.boolean(),
    /** Sent (failed) or paid (returned by the bank) */
    markFailed: z.boolean(),
  }),
});
export type TAdminPayout = z.infer<typeof ZAdminPayout>;

export const ZAdminPayoutsQuery = z.object({
  status: ZPayoutStatus.optional(),
  settlementDate: isoDate.optional(),
  storeId: z.uuid().optional(),
  cursor: timeCursor('Not a page of this list').optional(),
});
export const ZAdminPayouts = z.object({
  payouts: z.array(ZAdminPayout),
  nextCursor: z.string().nullable(),
  /** How much waits in each state, over all pages */
  summary: z.array(z.object({ status: ZPayoutStatus, count: z.int(), amountPaise: z.int() })),
  nextSettlement: z.object({ settlementDate: isoDate, deliveredBefore: isoDate }),
  lastRun: z
    .object({
      settlementDate: isoDate,
      finishedAt: isoTime.nullable(),
      payoutCount: z.int(),
      totalPaise: z.int(),
    })
    .nullable(),
  provider: z.enum(PAYOUT_PROVIDERS),
});
export type TAdminPayouts = z.infer<typeof ZAdminPayouts>;

/** A pharmacy's payout account in full, for the administrator making a manual transfer. */
export const ZPayoutAccount = z.object({
  details: ZRefundBankDetails,
  verification: z.enum(BANK_VERIFICATIONS),
  verifiedName: z.string().nullable(),
});

export const ZSettlementRunResult = z.object({
  settlementDate: isoDate,
  deliveredBefore: isoDate,
  payoutCount: z.int(),
  totalPaise: z.int(),
});
export type TSettlementRunResult = z.infer<typeof ZSettlementRunResult>;

export const ZApprovePayouts = z.object({
  payoutIds: z.array(z.uuid()).min(1, 'Choose at least one payout').max(500, 'At most 500 payouts at a time'),
});
export const ZApprovePayoutsResult = z.object({
  sent: z.int(),
  /** Payouts that could not go, with why (no account, on hold, already sent) */
  skipped: z.array(z.object({ payoutId: z.uuid(), storeName: z.string().nullable(), reason: z.string() })),
});

/** The bank's unique transaction reference of a transfer (NEFT/RTGS/IMPS/UPI): letters and digits. */
export const ZPayoutPaid = z.object({
  utr: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{12,22}$/, 'Enter the UTR the bank gave: 12 to 22 letters and digits'),
});
export const ZPayoutFailed = z.object({
  reason: plainText({
    label: 'The reason',
    required: 'Say why the payout failed',
    min: 3,
    max: 300,
    tooLong: 'At most 300 characters',
  }),
});

/** Rupees with at most two decimals, as typed: converted to paise exactly, never rounded. */
export const ZAdjustment = z.object({
  storeId: z.uuid('Choose a pharmacy'),
  amountPaise: z
    .number()
    .int('An amount is whole paise')
    .refine((value) => value !== 0, 'An adjustment cannot be zero')
    .refine((value) => Math.abs(value) <= 10_000_000, 'At most ₹1,00,000 at a time'),
  reason: plainText({
    label: 'The reason',
    required: 'Say why (the store sees it)',
    min: 5,
    max: 300,
    tooLong: 'At most 300 characters',
  }),
  /** The form's key: sending the same form twice adds one entry */
  requestKey: z.uuid(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;

export const ZReconciliationRow = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  city: z.string(),
  salesPaise: z.int(),
  /** Commission, its GST, TCS and TDS, net of reversals */
  deductionsPaise: z.int(),
  refundsPaise: z.int(),
  cashCollectedPaise: z.int(),
  adjustmentsPaise: z.int(),
  /** Paid out, net of returned payouts */
  payoutsPaise: z.int(),
  /** Σ of the ledger */
  balancePaise: z.int(),
  /** sales − deductions − refunds − cash ± adjustments − payouts = balance */
  balanced: z.boolean(),
  /** What the next weekly settlement would pay now (nothing while the store owes) */
  nextPayoutPaise: z.int(),
});
export const ZReconciliation = z.object({
  rows: z.array(ZReconciliationRow),
  totals: ZReconciliationRow.omit({ storeId: true, storeName: true, city: true }),
  nextCursor: z.string().nullable(),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;
export const ZReconciliationQuery = z.object({
  city: z.string().trim().max(80).optional(),
  /** The last store of the page before: stores go by name */
  cursor: z.uuid('Not a page of this list').optional(),
});
