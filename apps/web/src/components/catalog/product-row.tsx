import type { TProductCard } from '@dawanow/shared/products';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

// A swipeable row on phones (no endless scrolling past the fold), a grid on wider screens unless `isRowOnly`.
// Its width comes from where it is placed, never from its cards: in a grid column (the cart's bill) a row of
// cards would otherwise widen the column, and the page, to the whole row.
const rowClasses = '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [contain:inline-size]';
const gridClasses = 'md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0';
const itemClasses = 'w-44 shrink-0 snap-start';

/** Product cards side by side: home's shelves and the cart's free-delivery suggestions. */
export function ProductRow({
  products,
  label,
  isRowOnly = false,
}: {
  products: readonly TProductCard[];
  label: string;
  /** Stays a scrolling row on wide screens too, where the row sits in a narrow column */
  isRowOnly?: boolean;
}) {
  return (
    <ul aria-label={label} className={cn(rowClasses, !isRowOnly && gridClasses)}>
      {products.map((product) => (
        <li key={product.id} className={cn(itemClasses, !isRowOnly && 'md:w-auto')}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

export function ProductRowSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={cn(rowClasses, gridClasses)}>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
        <Skeleton key={index} className={cn(itemClasses, 'h-72 rounded-xl md:w-auto')} />
      ))}
    </div>
  );
}
