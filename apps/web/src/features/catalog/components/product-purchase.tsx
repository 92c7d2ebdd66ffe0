import type { TProductDetail } from '@dawanow/shared/products';
import { AddToCartButton } from '@/components/catalog/add-to-cart-button';
import { LocationPrompt } from '@/components/catalog/location-prompt';
import { PriceBlock } from '@/components/catalog/price-block';
import { StockStatus } from '@/components/catalog/stock-status';
import { useCatalogText } from '@/components/catalog/text';
import { DeliveryPromise } from '@/components/delivery-promise';
import { useSelectedStore } from '@/lib/selected-store';

/** Price at the selected store, its stock and the cart controls — or the prompt to choose a location. */
export function ProductPurchase({ product }: { product: TProductDetail }) {
  const { t } = useCatalogText();
  const store = useSelectedStore();
  const { offer } = product;
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
