/** The bill: GST per line and on delivery, rounding, and the GST a delivered order's commission carries. */

import { z } from 'zod';
import { gstBreakdown, type TGstRate } from '../products';

/** Delivery is a service taxed at 18%, inside the fee. */
export const DELIVERY_GST_RATE: TGstRate = 18;
/** GST on the platform's commission (a service). */
export const COMMISSION_GST_RATE = 18;

export type TBillLine = {
  unitPricePaise: number;
  mrpPaise: number;
  quantity: number;
  gstRate: TGstRate;
  /** A coupon's share of this line (coupons.ts): the line's GST is on what is left */
  couponDiscountPaise?: number;
};
export type TSupply = 'intra_state' | 'inter_state';

/** GST: a sale within the store's state is intra-state (CGST + SGST), else inter-state (IGST). */
export function supplyBetween(storeState: string, destinationState: string | null): TSupply {
  if (!destinationState) return 'intra_state';
  return storeState.trim().toLowerCase() === destinationState.trim().toLowerCase() ? 'intra_state' : 'inter_state';
}

export const ZTaxRow = z.object({
  ratePercent: z.int(),
  taxablePaise: z.int(),
  cgstPaise: z.int(),
  sgstPaise: z.int(),
  igstPaise: z.int(),
  /** The row of the delivery fee's GST (a service at 18%), not of the medicines */
  forDelivery: z.boolean(),
});
export type TTaxRow = z.infer<typeof ZTaxRow>;

export const ZBill = z.object({
  /** Sum of MRP × quantity */
  mrpTotalPaise: z.int(),
  /** Sum of the store's price × quantity (what the items cost) */
  itemsTotalPaise: z.int(),
  discountPaise: z.int(),
  /** Taken off the items by a coupon (issue 17); the taxes are on the items after it */
  couponDiscountPaise: z.int(),
  deliveryFeePaise: z.int(),
  totalPaise: z.int(),
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
  let couponDiscountPaise = 0;
  for (const line of lines) {
    const coupon = line.couponDiscountPaise ?? 0;
    mrpTotalPaise += line.mrpPaise * line.quantity;
    itemsTotalPaise += line.unitPricePaise * line.quantity;
    couponDiscountPaise += coupon;
    // A discount on the invoice lowers the value GST is charged on (CGST Act s.15(3)(a))
    addTax(line.unitPricePaise * line.quantity - coupon, line.gstRate, false);
  }
  const itemTaxes = [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent);
  byRate.clear();
  if (deliveryFee > 0) addTax(deliveryFee, DELIVERY_GST_RATE, true);
  return {
    mrpTotalPaise,
    itemsTotalPaise,
    discountPaise: mrpTotalPaise - itemsTotalPaise,
    couponDiscountPaise,
    deliveryFeePaise: deliveryFee,
    totalPaise: itemsTotalPaise - couponDiscountPaise + deliveryFee,
    taxes: [...itemTaxes, ...byRate.values()],
    supply,
  };
}
