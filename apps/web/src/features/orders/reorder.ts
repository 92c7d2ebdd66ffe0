import type { TOrderItem } from '@dawanow/shared/orders/customer';
import { MAX_PACKS_PER_PRODUCT } from '@dawanow/shared/products';
import { addToCart } from '@/lib/cart-store';

/**
 * Puts an old order's items back in the cart at the price paid then; the cart page re-prices them at
 * today's store (`ordersApi.cartQuote`) and says what changed. Returns how many packs went in.
 */
export function reorder(items: readonly Pick<TOrderItem, 'productId' | 'unitPricePaise' | 'quantity'>[]): number {
  return items.reduce(
    (added, item) =>
      added +
      addToCart({
        medicineId: item.productId,
        pricePaise: item.unitPricePaise,
        quantity: item.quantity,
        maxQuantity: MAX_PACKS_PER_PRODUCT,
      }).added,
    0,
  );
}
