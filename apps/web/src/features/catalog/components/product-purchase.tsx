import type { TProductDetail, TStoreOffer } from '@dawanow/shared/products';
import { useState } from 'react';
import { AddToCartButton } from '@/components/catalog/add-to-cart-button';
import { LocationPrompt } from '@/components/catalog/location-prompt';
import { PriceBlock } from '@/components/catalog/price-block';
import { QuantityPicker } from '@/components/catalog/quantity-picker';
import { StockStatus } from '@/components/catalog/stock-status';
import { useSelectedStore } from '@/lib/selected-store';

function OfferActions({ product, offer }: { product: TProductDetail; offer: TStoreOffer }) {
  const [picked, setPicked] = useState(1);
  // A refetch can lower the stock below what was picked.
  const quantity = Math.min(picked, offer.maxQuantity);
  const canBuy = offer.stockState !== 'out_of_stock' && offer.maxQuantity > 0;
  return canBuy ? (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityPicker value={quantity} max={offer.maxQuantity} onChange={setPicked} />
      <AddToCartButton product={product} quantity={quantity} size="lg" className="flex-1 sm:flex-none" />
    </div>
  ) : (
    <AddToCartButton product={product} size="lg" />
  );
}

/** Price at the selected store, its stock and the cart controls — or the prompt to choose a location. */
export function ProductPurchase({ product }: { product: TProductDetail }) {
  const store = useSelectedStore();
  const { offer } = product;
  return (
    <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div>
        <PriceBlock mrpPaise={product.mrpPaise} offer={offer} size="lg" />
        <p className="text-xs text-slate-600">Inclusive of all taxes</p>
      </div>
      {offer ? (
        <>
          <div>
            <StockStatus offer={offer} storeName={store?.name ?? null} />
            {store && offer.stockState !== 'out_of_stock' && (
              <p className="text-xs text-slate-600">Sold by {store.name}, a licensed pharmacy</p>
            )}
          </div>
          <OfferActions key={offer.storeId} product={product} offer={offer} />
        </>
      ) : (
        <LocationPrompt />
      )}
    </div>
  );
}
