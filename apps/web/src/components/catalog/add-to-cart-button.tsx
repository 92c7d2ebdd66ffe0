import type { TProductCard } from '@dawanow/shared/products';
import { ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { addToCart } from '@/lib/cart-store';

/**
 * Adds packs at the selected store's price. Renders nothing without a store offer: there is no price
 * to charge, and the caller shows the prompt to choose a delivery location instead.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  size = 'md',
  className,
}: {
  product: TProductCard;
  quantity?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { offer } = product;
  if (!offer) return null;
  if (offer.stockState === 'out_of_stock' || offer.maxQuantity < 1) {
    return (
      <Button size={size} disabled className={className}>
        Out of stock
      </Button>
    );
  }

  const onAdd = () => {
    const result = addToCart({
      medicineId: product.id,
      pricePaise: offer.pricePaise,
      quantity,
      maxQuantity: offer.maxQuantity,
    });
    if (result.added === 0) {
      toast.info(`Your cart already has ${result.quantity} of ${product.name}`, {
        description: 'That is the most one order can have.',
      });
    } else if (result.added < quantity) {
      toast.success('Added to cart', {
        description: `${result.added} added — one order can have at most ${result.quantity} of ${product.name}.`,
      });
    } else {
      toast.success('Added to cart', { description: `${quantity} × ${product.name}` });
    }
  };

  return (
    <Button size={size} onClick={onAdd} className={className}>
      <ShoppingCart className="h-4 w-4" aria-hidden="true" /> Add to cart
      <span className="sr-only">: {product.name}</span>
    </Button>
  );
}
