/** The number of units in the cart, for badges; follows this tab and other tabs (SPEC §4). */
import { cartItemCount } from '@dawanow/shared/cart';
import { useCartItems } from '@/lib/cart-store';

export function useCartCount(): number {
  return cartItemCount(useCartItems());
}
