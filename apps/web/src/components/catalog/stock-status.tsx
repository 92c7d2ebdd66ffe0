import type { TStoreOffer } from '@dawanow/shared/products';
import { useCatalogText } from './text';

const tones: Record<TStoreOffer['stockState'], string> = {
  in_stock: 'text-brand-800',
  low_stock: 'text-amber-800',
  out_of_stock: 'text-red-700',
};

/** What the selected store can supply: in stock, only a few packs left, or none. */
export function StockStatus({ offer, storeName }: { offer: TStoreOffer; storeName: string | null }) {
  const { t } = useCatalogText();
  const text =
    offer.stockState === 'in_stock'
      ? t('stock.inStock')
      : offer.stockState === 'low_stock'
        ? t('stock.fewLeft', { count: offer.maxQuantity })
        : storeName
          ? t('stock.outOfStockAt', { store: storeName })
          : t('stock.outOfStock');
  return <p className={`text-sm font-medium ${tones[offer.stockState]}`}>{text}</p>;
}
