import { MAX_PACKS_PER_PRODUCT, type TProductCard } from '@dawanow/shared/products';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { addToCart, setCartQuantity, useCartItems } from '@/lib/cart-store';
import { cn } from '@/lib/cn';
import { useCatalogText } from './text';

const heights = { sm: 'h-9', md: 'h-11', lg: 'h-12' } as const;

/**
 * "Add" at the selected store's price, which turns in place into a − / n / + stepper once the medicine is in
 * the cart, as quick-commerce apps do: the count and the cart bar are the feedback, so no toast covers the
 * page. + stops at what the store lets one order have; − at one takes the medicine out. Renders nothing
 * without a store offer: there is no price to charge, and the caller shows the location prompt instead.
 */
export function AddToCartButton({
  product,
  size = 'md',
  className,
}: {
  product: TProductCard;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { t } = useCatalogText();
  const items = useCartItems();
  const inCart = items.find((item) => item.medicine_id === product.id)?.quantity ?? 0;
  // The control that replaces the one just pressed takes the focus, so a keyboard user is not thrown to the top.
  const focusAfterChange = useRef<'more' | 'add' | null>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const hasItems = inCart > 0;
  useEffect(() => {
    const pending = focusAfterChange.current;
    focusAfterChange.current = null;
    if (pending === 'more' && hasItems) moreRef.current?.focus();
    if (pending === 'add' && !hasItems) addRef.current?.focus();
  }, [hasItems]);

  const { offer } = product;
  if (!offer) return null;
  const cap = Math.min(offer.maxQuantity, MAX_PACKS_PER_PRODUCT);
  const isSoldOut = offer.stockState === 'out_of_stock' || cap < 1;

  const addOne = () =>
    addToCart({ medicineId: product.id, pricePaise: offer.pricePaise, quantity: 1, maxQuantity: offer.maxQuantity });

  if (!hasItems) {
    return isSoldOut ? (
      <Button size={size} disabled className={className}>
        {t('addToCart.outOfStock')}
      </Button>
    ) : (
      <button
        ref={addRef}
        type="button"
        aria-label={t('addToCart.addLabel', { name: product.name })}
        className={buttonClasses('primary', size, className)}
        onClick={() => {
          focusAfterChange.current = 'more';
          addOne();
        }}
      >
        <ShoppingCart className="h-4 w-4" aria-hidden="true" /> {t('addToCart.add')}
      </button>
    );
  }

  const atCap = inCart >= cap;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would wrap a form field; this is a group of two buttons
    <div
      role="group"
      aria-label={t('addToCart.inCartLabel', { name: product.name })}
      className={cn(
        'inline-flex items-stretch justify-between overflow-hidden rounded-lg bg-brand-700 text-white',
        heights[size],
        className,
      )}
    >
      <button
        type="button"
        aria-label={t('addToCart.removeOne', { name: product.name })}
        className="flex min-w-11 items-center justify-center hover:bg-brand-800"
        onClick={() => {
          if (inCart === 1) focusAfterChange.current = 'add';
          setCartQuantity(product.id, inCart - 1);
        }}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" aria-atomic="true" className="flex items-center px-1 font-semibold tabular-nums">
        {inCart}
        <span className="sr-only"> {t('addToCart.inCart')}</span>
      </output>
      <button
        ref={moreRef}
        type="button"
        aria-label={t('addToCart.addOneMore', { name: product.name })}
        title={atCap ? t('addToCart.atCap', { max: cap }) : undefined}
        disabled={atCap}
        className="flex min-w-11 items-center justify-center hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        onClick={addOne}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
