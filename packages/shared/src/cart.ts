/** SPEC §3: a cart item as kept in the browser — medicine id, unit price (paise) and quantity. */
import { z } from 'zod';

export const ZCartItem = z.object({
  medicine_id: z.string().min(1).max(64),
  price: z.int().nonnegative(),
  quantity: z.int().min(1).max(99),
});
export type TCartItem = z.infer<typeof ZCartItem>;

/** SPEC §5: a stored cart that is not an array is empty; entries that do not parse are dropped. */
export function parseStoredCart(value: unknown): TCartItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const item = ZCartItem.safeParse(entry);
    return item.success ? [item.data] : [];
  });
}

export function cartItemCount(items: readonly TCartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * What the cart comes to at the prices it was filled at, in paise: the floating cart bar's running total.
 * The bill on /cart re-prices at the store and adds delivery, so this is never what is charged.
 */
export function cartItemsTotalPaise(items: readonly TCartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}
