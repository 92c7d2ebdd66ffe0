import type { TProductCard } from '@dawanow/shared/products';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useSelectedStore } from '@/lib/selected-store';
import { AddToCartButton } from './add-to-cart-button';
import { ColdChainNote } from './cold-chain-note';
import { PriceBlock } from './price-block';
import { ProductImage } from './product-image';
import { productPath } from './product-path';
import { RxBadge } from './rx-badge';
import { StockStatus } from './stock-status';
import { useCatalogText } from './text';

/**
 * One medicine in a grid or list: the whole card opens the product page, and the cart button sits
 * above that link so it stays its own target. Meant to be placed in an <li>.
 */
export function ProductCard({ product }: { product: TProductCard }) {
  const { t } = useCatalogText();
  const store = useSelectedStore();
  return (
    <article
      aria-label={product.name}
      className="relative flex h-full flex-col rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 focus-within:ring-brand-500 hover:ring-brand-500"
    >
      <ProductImage src={product.imageUrl} pack={product} className="mb-3 h-28 w-full rounded-lg" />
      <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900 md:text-base">
        <Link to={productPath(product)} className="after:absolute after:inset-0 after:rounded-xl after:content-['']">
          {product.name}
        </Link>
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">{product.packLabel}</p>
      {product.compositionLabel && (
        <p className="mt-1 line-clamp-2 text-xs text-slate-700">{product.compositionLabel}</p>
      )}
      {(product.rxRequired || product.storage === 'cold_chain') && (
        <p className="mt-2 flex flex-wrap gap-1">
          {product.rxRequired && <RxBadge />}
          {product.storage === 'cold_chain' && <ColdChainNote compact />}
        </p>
      )}
      <div className="mt-auto space-y-2 pt-3">
        <PriceBlock mrpPaise={product.mrpPaise} offer={product.offer} />
        {product.offer ? (
          <>
            <StockStatus offer={product.offer} storeName={store?.name ?? null} />
            <AddToCartButton product={product} size="sm" className="relative z-10 w-full" />
          </>
        ) : (
          <p className="flex items-start gap-1 text-xs text-slate-700">
            <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {t('locationPrompt.text')}
          </p>
        )}
      </div>
    </article>
  );
}
