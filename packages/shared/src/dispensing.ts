/**
 * ARCHITECTURE §3: a prescription approval covers stated quantities and is used up by the orders
 * dispensed against it. These rules decide how much of an approval is left and whether an order fits.
 */
import { ORDER_STATUSES, type TOrderStatus } from './orders/status';

/** What a pharmacist approved a prescription for. */
export type TCoveredItem = { productId: string; name: string; quantity: number };
/** Packs of one medicine on orders that carry the prescription. */
export type TDispensedItem = { productId: string; quantity: number };

/**
 * Orders that hold part of an approval. Everything but a cancelled order: an unpaid or failed-payment
 * order can still be paid and dispensed, and a delivered or refunded one has left the pharmacy.
 */
export const APPROVAL_HOLDING_STATUSES: readonly TOrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'cancelled',
);

/**
 * Orders a pharmacy has committed to dispense (accepted or later). When a pharmacy accepts an order,
 * only these count against the approval: orders still waiting for a pharmacy do not block the first
 * one accepted, and the later ones are refused when their turn comes.
 */
const NOT_YET_ACCEPTED: readonly TOrderStatus[] = ['pending_payment', 'payment_failed', 'placed'];
export const APPROVAL_DISPENSED_STATUSES: readonly TOrderStatus[] = APPROVAL_HOLDING_STATUSES.filter(
  (status) => !NOT_YET_ACCEPTED.includes(status),
);

/** Packs of `productId` the approval still allows, never below zero. */
export function remainingPacks(covers: readonly TCoveredItem[], used: readonly TDispensedItem[], productId: string) {
  const covered = covers.find((item) => item.productId === productId)?.quantity ?? 0;
  const taken = used.filter((item) => item.productId === productId).reduce((sum, item) => sum + item.quantity, 0);
  return Math.max(0, covered - taken);
}

export type TApprovalShortfall = { name: string; covered: number; left: number; quantity: number };

/**
 * The first prescription medicine of an order that does not fit what is left of an approval, or null
 * when every one fits. `ordered` lists only the order's prescription medicines.
 */
export function approvalShortfall(
  covers: readonly TCoveredItem[],
  used: readonly TDispensedItem[],
  ordered: readonly { productId: string; name: string; quantity: number }[],
): TApprovalShortfall | null {
  for (const line of ordered) {
    const left = remainingPacks(covers, used, line.productId);
    if (line.quantity <= left) continue;
    const covered = covers.find((item) => item.productId === line.productId)?.quantity ?? 0;
    return { name: line.name, covered, left, quantity: line.quantity };
  }
  return null;
}

/**
 * A shortfall explained, with what to do about it: the customer uploads a new prescription, the
 * pharmacy declines the order or asks for one.
 */
export function shortfallMessage(
  { name, covered, left, quantity }: TApprovalShortfall,
  audience: 'customer' | 'pharmacy',
): string {
  const next =
    audience === 'customer'
      ? 'Upload a new prescription for more.'
      : 'Reject the order or ask the customer for a new prescription.';
  if (covered === 0) {
    return audience === 'customer'
      ? `The approved prescription does not cover ${name}. Upload a prescription for it.`
      : `The approved prescription does not cover ${name}. ${next}`;
  }
  if (left === 0) {
    return `The prescription's ${packs(covered)} of ${name} ${covered === 1 ? 'has' : 'have'} already been ${audience === 'customer' ? 'ordered' : 'dispensed'}. ${next}`;
  }
  return `Only ${packs(left)} of ${name} ${left === 1 ? 'is' : 'are'} left on the prescription (${packs(covered)} approved); this order has ${quantity}. ${next}`;
}

const packs = (count: number) => (count === 1 ? '1 pack' : `${count} packs`);
