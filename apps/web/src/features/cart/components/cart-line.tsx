import { formatRupees } from '@dawanow/shared/money';
import type { TQuotedLine } from '@dawanow/shared/orders/customer';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/catalog/product-image';
import { productPath } from '@/components/catalog/product-path';
import { QuantityPicker } from '@/components/catalog/quantity-picker';
import { RxBadge } from '@/components/catalog/rx-badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { removeFromCart, setCartQuantity } from '@/lib/cart-store';
import { useCartText } from '../text';
import { LineProblem } from './line-problem';

const rowClasses = 'rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4';

/**
 * One medicine in the cart at the store's price. The quantity comes from the cart itself so the
 * picker answers at once while the new bill loads.
 */
export function CartLine({ line, quantity }: { line: TQuotedLine; quantity: number }) {
  const { t } = useCartText();
  const { product } = line;
  const name = product?.name ?? t('line.gone');
  const canChangeQuantity =
    product !== null && line.unitPricePaise !== null && line.problem !== 'out_of_stock' && line.availableQuantity > 0;
  return (
    <li aria-label={name} className={rowClasses}>
      <div className="flex gap-3">
        <ProductImage
          src={product?.imageUrl ?? null}
          pack={product ?? undefined}
          className="h-16 w-16 shrink-0 rounded-lg sm:h-20 sm:w-20"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="font-semibold leading-snug text-slate-900">
                {product ? (
                  <Link to={productPath(product)} className="hover:underline">
                    {product.name}
                  </Link>
                ) : (
                  name
                )}
              </h2>
              {product && <p className="text-xs text-slate-600">{product.packLabel}</p>}
              {product?.rxRequired && (
                <p className="mt-1">
                  <RxBadge />
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="-mt-2 -mr-2 shrink-0 text-slate-600"
              aria-label={t('line.remove', { name })}
              onClick={() => removeFromCart([line.medicineId])}
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </Button>
          </div>
          <div className="mt-2 flex flex-wrap items-end justify-between gap-2">
            {canChangeQuantity ? (
              <QuantityPicker
                value={quantity}
                max={Math.max(line.availableQuantity, 1)}
                onChange={(next) => setCartQuantity(line.medicineId, next)}
                label={t('line.packs', { name })}
              />
            ) : (
              <p className="text-sm text-slate-700">{t('line.quantity', { quantity })}</p>
            )}
            {line.unitPricePaise !== null && product && (
              <p className="text-right">
                <span className="block font-semibold text-slate-900">
                  {formatRupees(line.unitPricePaise * quantity)}
                </span>
                {product.mrpPaise > line.unitPricePaise && (
                  <s className="text-xs text-slate-600">
                    <span className="sr-only">{t('line.mrp')}</span>
                    {formatRupees(product.mrpPaise * quantity)}
                  </s>
                )}
                {quantity > 1 && (
                  <span className="block text-xs text-slate-600">
                    {t('line.each', { price: formatRupees(line.unitPricePaise) })}
                  </span>
                )}
              </p>
            )}
          </div>
        </div>
      </div>
      <LineProblem line={line} />
    </li>
  );
}

export function CartLineSkeleton() {
  return (
    <li aria-hidden="true" className={rowClasses}>
      <div className="flex gap-3">
        <Skeleton className="h-16 w-16 shrink-0 rounded-lg sm:h-20 sm:w-20" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="mt-3 h-11 w-36" />
        </div>
      </div>
    </li>
  );
}
