import type { TProductDetail } from '@dawanow/shared/products';
import { AddToCartButton } from '@/components/catalog/add-to-cart-button';
import { LocationPrompt } from '@/components/catalog/location-prompt';
import { PriceBlock } from '@/components/catalog/price-block';
import { StockStatus } from '@/components/catalog/stock-status';
import { useCatalogText } from '@/components/catalog/text';
import { DeliveryPromise } from '@/components/delivery-promise';
import { Skeleton } from '@/components/ui/skeleton';
import { useSelectedStore } from '@/lib/selected-store';

/** The box's shape while the price at the store is not known yet, so the page below it does not move. */
function PricingPlaceholder() {
  const { t } = useCatalogText();
  return (
    <div role="status" aria-label={t('product.pricing')} className="space-y-3">
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-3 w-28" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-11 w-full sm:w-56" />
    </div>
  );
}

/**
 * Price at the selected store, its stock and the cart controls — or the prompt to choose a location. `pricing`:
 * the product shown is not priced at the selected store yet (the store is being found, or its answer is loading).
 */
export function ProductPurchase({ product, pricing }: { product: TProductDetail; pricing: boolean }) {
  const { t } = useCatalogText();
  const store = useSelectedStore();
  const { offer } = product;
  if (pricing) {
    return (
      <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <PricingPlaceholder />
      </div>
    );
  }
  return (
    <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div>
        <PriceBlock mrpPaise={product.mrpPaise} offer={offer} size="lg" />
        <p className="text-xs text-slate-600">{t('product.taxesIncluded')}</p>
      </div>
      {offer ? (
        <>
          <div>
            <StockStatus offer={offer} storeName={store?.name ?? null} />
            {store && offer.stockState !== 'out_of_stock' && (
              <p className="text-xs text-slate-600">{t('product.soldBy', { store: store.name })}</p>
            )}
          </div>
          {offer.stockState !== 'out_of_stock' && <DeliveryPromise />}
          <AddToCartButton product={product} size="lg" className="w-full sm:w-56" />
        </>
      ) : (
        <LocationPrompt />
      )}
    </div>
  );
}
