import { formatRupees } from '@dawanow/shared/money';
import type { TStoreOffer } from '@dawanow/shared/products';
import { cn } from '@/lib/cn';
import { useCatalogText } from './text';

/**
 * The selected store's price with the MRP struck through and the discount; only the MRP when no store
 * is selected (a store's price is the only price a customer can pay).
 */
export function PriceBlock({
  mrpPaise,
  offer,
  size = 'md',
}: {
  mrpPaise: number;
  offer: TStoreOffer | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useCatalogText();
  const priceClass = cn('font-semibold text-slate-900', size === 'lg' ? 'text-2xl' : 'text-base');
  if (!offer || offer.pricePaise >= mrpPaise) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className={priceClass}>{formatRupees(offer?.pricePaise ?? mrpPaise)}</span>
        <span className="text-xs text-slate-600">{t('price.mrp')}</span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={priceClass}>{formatRupees(offer.pricePaise)}</span>
      <s className={cn('text-slate-600', size === 'lg' ? 'text-base' : 'text-xs')}>
        <span className="sr-only">{t('price.mrp')} </span>
        {formatRupees(mrpPaise)}
      </s>
      {offer.discountPercent > 0 && (
        <span className={cn('font-semibold text-brand-800', size === 'lg' ? 'text-base' : 'text-xs')}>
          {t('price.off', { percent: offer.discountPercent })}
        </span>
      )}
    </p>
  );
}
