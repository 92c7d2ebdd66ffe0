import { LocationPrompt } from '@/components/catalog/location-prompt';
import { ProductCard } from '@/components/catalog/product-card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSelectedStore } from '@/lib/selected-store';
import { POPULAR_LIMIT, usePopularProducts } from '../api';

// A swipeable row on phones (no endless scrolling past the fold), a grid on wider screens.
const rowClasses =
  '-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0';
const itemClasses = 'w-44 shrink-0 snap-start md:w-auto';

/** "Popular near you": best sellers the selected store can deliver now, or everywhere with a location prompt. */
export function PopularProducts() {
  const store = useSelectedStore();
  const popular = usePopularProducts(store?.id ?? null);
  const title = store ? 'Popular near you' : 'Popular medicines';

  return (
    <section aria-labelledby="popular-heading">
      <div className="mb-4">
        <h2 id="popular-heading" className="text-xl font-semibold">
          {title}
        </h2>
        {store && <p className="text-sm text-slate-700">In stock at {store.name}</p>}
      </div>
      {!store && (
        <div className="mb-4">
          <LocationPrompt />
        </div>
      )}
      {popular.isPending ? (
        <div role="status" aria-label="Loading popular medicines" className={rowClasses}>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
            <Skeleton key={index} className={`${itemClasses} h-72 rounded-xl`} />
          ))}
        </div>
      ) : popular.isError ? (
        <ErrorState message="We could not load popular medicines." onRetry={() => void popular.refetch()} />
      ) : popular.data.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {store
            ? `${store.name} has none of our best sellers in stock right now. Browse categories below.`
            : 'Popular medicines will appear here soon.'}
        </p>
      ) : (
        <ul aria-label={title} className={rowClasses}>
          {popular.data.slice(0, POPULAR_LIMIT).map((product) => (
            <li key={product.id} className={itemClasses}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
