/**
 * The money a delivered order moves between the customer, the pharmacy, the marketplace and the tax
 * authorities (partner agreement v1.0, SPEC §9, CGST Act s.52, Income-tax Act s.194-O), as ledger
 * entries in paise. Every rounding happens in `shareOf`, so the per-order figures, the monthly statements
 * and the settlements all agree to the paisa.
 */

import { COMMISSION_PERCENT, PAYMENT_DISPUTE_DAYS } from '../constants';
import { addDays } from '../dates';
import { COMMISSION_GST_RATE, computeBill, type TBillLine, type TSupply } from '../orders/bill';

/** TCS by the e-commerce operator (CGST Act s.52, notification 15/2024 from 10 July 2024): 0.5% in basis points. */
export const TCS_BASIS_POINTS = 50;
/** TDS by the e-commerce operator (Income-tax Act s.194-O, from 1 October 2024): 0.1%; 5% without a PAN (s.206AA). */
export const TDS_BASIS_POINTS = 10;
export const TDS_NO_PAN_BASIS_POINTS = 500;
/** A changed payout account holds the next payout this long (a common fraud path: hijack the account, redirect money). */
export const BANK_CHANGE_HOLD_HOURS = 24;
/** Settlements are made weekly on this ISO weekday (2 = Tuesday), in IST. */
export const SETTLEMENT_WEEKDAY = 2;

/** Every kind of ledger entry. Order entries are unique per (order, kind); payout entries per (payout, kind). */
export const ORDER_ENTRY_KINDS = [
  'sale',
  'commission',
  'commission_gst',
  'tcs',
  'tds',
  'cash_collected',
  'refund',
  'commission_reversal',
  'commission_gst_reversal',
  'tcs_reversal',
  'tds_reversal',
] as const;
export const PAYOUT_ENTRY_KINDS = ['payout', 'payout_return'] as const;
export const LEDGER_KINDS = [...ORDER_ENTRY_KINDS, ...PAYOUT_ENTRY_KINDS, 'adjustment'] as const;
export type TOrderEntryKind = (typeof ORDER_ENTRY_KINDS)[number];
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

export type TLedgerAmount<K extends TLedgerKind = TOrderEntryKind> = {
  kind: K;
  amountPaise: number;
  /** What a commission, TCS or TDS amount was worked out on, for the tax statements */
  basePaise?: number;
};

/**
 * `amount × numerator / denominator` rounded to the nearest paisa, halves away from zero (the rounding
 * an Indian tax invoice uses). The one place money is divided.
 */
export function shareOf(amountPaise: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(amountPaise) || denominator <= 0) throw new RangeError('Money must be whole paise');
  if (!Number.isSafeInteger(numerator) || numerator < 0 || !Number.isSafeInteger(denominator)) {
    throw new RangeError('A share is a whole, non-negative fraction');
  }
  // Exact integer maths: a refund's proportion multiplies two amounts, which can pass 2^53.
  const product = BigInt(Math.abs(amountPaise)) * BigInt(numerator);
  const big = BigInt(denominator);
  const whole = product / big;
  const rounded = Number((product - whole * big) * 2n >= big ? whole + 1n : whole);
  return amountPaise < 0 ? -rounded : rounded;
}

/** TCS on a taxable value, split the way GSTR-8 reports it. */
export function tcsOn(
  taxablePaise: number,
  supply: TSupply,
): { cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (supply === 'inter_state') {
    return { cgstPaise: 0, sgstPaise: 0, igstPaise: shareOf(taxablePaise, TCS_BASIS_POINTS, 10_000) };
  }
  const half = shareOf(taxablePaise, TCS_BASIS_POINTS / 2, 10_000);
  return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

export type TOrderMoney = {
  /** The sale the store is paid for (items at its prices and delivery, GST inside), before any coupon */
  totalPaise: number;
  /** What the customer paid: the sale less the coupon, which the marketplace funds (docs/decisions.md, issue 17) */
  customerPaidPaise: number;
  couponDiscountPaise: number;
  /** The items' value without GST: the commission's base */
  itemsTaxablePaise: number;
  /** The whole supply's value without GST (items and delivery): the base of TCS and TDS */
  taxablePaise: number;
  commissionPaise: number;
  commissionGstPaise: number;
  tcs: { cgstPaise: number; sgstPaise: number; igstPaise: number };
  tcsPaise: number;
  tdsPaise: number;
};

/**
 * The figures of one order, before any refund. A coupon is the marketplace's: the store's sale, its
 * commission, TCS and TDS are on the undiscounted lines, and the marketplace makes up the difference.
 */
export function orderMoney(input: {
  /** With each line's coupon share, if any */
  lines: readonly TBillLine[];
  deliveryFeePaise: number;
  supply: TSupply;
  /** The store gave its PAN (inside its GSTIN); without one, TDS is 5% */
  panGiven: boolean;
}): TOrderMoney {
  const couponDiscountPaise = input.lines.reduce((sum, line) => sum + (line.couponDiscountPaise ?? 0), 0);
  const bill = computeBill(
    input.lines.map((line) => ({ ...line, couponDiscountPaise: 0 })),
    input.deliveryFeePaise,
    input.supply,
  );
  let itemsTaxablePaise = 0;
  let taxablePaise = 0;
  for (const row of bill.taxes) {
    taxablePaise += row.taxablePaise;
    if (!row.forDelivery) itemsTaxablePaise += row.taxablePaise;
  }
  const commissionPaise = shareOf(itemsTaxablePaise, COMMISSION_PERCENT, 100);
  const tcs = tcsOn(taxablePaise, input.supply);
  return {
    totalPaise: bill.totalPaise,
    customerPaidPaise: bill.totalPaise - couponDiscountPaise,
    couponDiscountPaise,
    itemsTaxablePaise,
    taxablePaise,
    commissionPaise,
    commissionGstPaise: shareOf(commissionPaise, COMMISSION_GST_RATE, 100),
    tcs,
    tcsPaise: tcs.cgstPaise + tcs.sgstPaise + tcs.igstPaise,
    tdsPaise: shareOf(taxablePaise, input.panGiven ? TDS_BASIS_POINTS : TDS_NO_PAN_BASIS_POINTS, 10_000),
  };
}

/**
 * The entries a delivered order writes. Positive is owed to the store, negative owed by it. Paid in
 * cash, the store already holds what the customer paid, so `cash_collected` takes it back out of the
 * balance and what is left is the deductions it owes the marketplace, less any coupon the marketplace funds.
 */
export function deliveredEntries(money: TOrderMoney, paidInCash: boolean): TLedgerAmount[] {
  const entries: TLedgerAmount[] = [
    { kind: 'sale', amountPaise: money.totalPaise },
    { kind: 'commission', amountPaise: -money.commissionPaise, basePaise: money.itemsTaxablePaise },
    { kind: 'commission_gst', amountPaise: -money.commissionGstPaise, basePaise: money.commissionPaise },
    { kind: 'tcs', amountPaise: -money.tcsPaise, basePaise: money.taxablePaise },
    { kind: 'tds', amountPaise: -money.tdsPaise, basePaise: money.taxablePaise },
  ];
  if (paidInCash) entries.push({ kind: 'cash_collected', amountPaise: -money.customerPaidPaise });
  return entries.filter((entry) => entry.amountPaise !== 0);
}

/**
 * A refund after delivery: the customer gets `refundPaise` back (from the store's share), and the order
 * is that much less successful, so the sale (with the coupon the marketplace funded), commission, its GST,
 * TCS and TDS come back in the same proportion — all of them for a full refund.
 */
export function refundEntries(money: TOrderMoney, refundPaise: number): TLedgerAmount[] {
  if (!Number.isSafeInteger(refundPaise) || refundPaise <= 0 || refundPaise > money.customerPaidPaise) {
    throw new RangeError('A refund is between one paisa and what the customer paid');
  }
  const back = (amount: number) => shareOf(amount, refundPaise, money.customerPaidPaise);
  const entries: TLedgerAmount[] = [
    { kind: 'refund', amountPaise: -back(money.totalPaise) },
    { kind: 'commission_reversal', amountPaise: back(money.commissionPaise), basePaise: back(money.itemsTaxablePaise) },
    {
      kind: 'commission_gst_reversal',
      amountPaise: back(money.commissionGstPaise),
      basePaise: back(money.commissionPaise),
    },
    { kind: 'tcs_reversal', amountPaise: back(money.tcsPaise), basePaise: back(money.taxablePaise) },
    { kind: 'tds_reversal', amountPaise: back(money.tdsPaise), basePaise: back(money.taxablePaise) },
  ];
  return entries.filter((entry) => entry.amountPaise !== 0);
}

/** Which side of the marketplace's books an entry's amount sits on, for the reconciliation and statements. */
export const ENTRY_GROUP: Record<
  TLedgerKind,
  'sales' | 'commission' | 'commissionGst' | 'tcs' | 'tds' | 'refunds' | 'cash' | 'adjustments' | 'payouts'
> = {
  sale: 'sales',
  commission: 'commission',
  commission_reversal: 'commission',
  commission_gst: 'commissionGst',
  commission_gst_reversal: 'commissionGst',
  tcs: 'tcs',
  tcs_reversal: 'tcs',
  tds: 'tds',
  tds_reversal: 'tds',
  refund: 'refunds',
  cash_collected: 'cash',
  adjustment: 'adjustments',
  payout: 'payouts',
  payout_return: 'payouts',
};

/**
 * What a settlement pays: the store's settled balance, when it is positive. A balance at or below zero
 * pays nothing and carries forward (its entries stay unsettled), so a payout is never negative.
 */
export function payoutAmount(balancePaise: number): number {
  return balancePaise > 0 ? balancePaise : 0;
}

/** The settlement day (IST date) on or after `today`. */
export function nextSettlementDate(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  return addDays(today, (SETTLEMENT_WEEKDAY - weekday + 7) % 7);
}

/** A settlement on `date` pays orders delivered before this IST day began: at least the dispute window earlier. */
export function deliveredBeforeDate(settlementDate: string): string {
  return addDays(settlementDate, -PAYMENT_DISPUTE_DAYS);
}
