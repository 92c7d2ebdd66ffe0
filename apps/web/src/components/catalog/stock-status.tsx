import type { TStoreOffer } from '@dawanow/shared/products';

/** What the selected store can supply: in stock, only a few packs left, or none. */
export function stockStatusText(offer: TStoreOffer, storeName: string | null): string {
  switch (offer.stockState) {
    case 'in_stock':
      return 'In stock';
    case 'low_stock':
      return `Only ${offer.maxQuantity} left`;
    case 'out_of_stock':
      return storeName ? `Out of stock at ${storeName}` : 'Out of stock';
  }
}

const tones: Record<TStoreOffer['stockState'], string> = {
  in_stock: 'text-brand-800',
  low_stock: 'text-amber-800',
  out_of_stock: 'text-red-700',
};

export function StockStatus({ offer, storeName }: { offer: TStoreOffer; storeName: string | null }) {
  return <p className={`text-sm font-medium ${tones[offer.stockState]}`}>{stockStatusText(offer, storeName)}</p>;
}
