import type { TProductCard } from '@dawanow/shared/products';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard } from './product-card';
import { useCatalogText } from './text';

const gridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** Product cards in a responsive grid: two across on a phone, four on a desktop. */
export function ProductGrid({ products, label }: { products: readonly TProductCard[]; label?: string }) {
  return (
    <ul aria-label={label} className={gridClasses}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const { t } = useCatalogText();
  return (
    <div role="status" aria-label={label ?? t('productGrid.loading')} className={gridClasses}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
        <div key={index} className="space-y-2 rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}
