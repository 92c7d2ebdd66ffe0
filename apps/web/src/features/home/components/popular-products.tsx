import { LocationPrompt } from '@/components/catalog/location-prompt';
import { ProductRow, ProductRowSkeleton } from '@/components/catalog/product-row';
import { ErrorState } from '@/components/ui/error-state';
import { useSelectedStore } from '@/lib/selected-store';
import { POPULAR_LIMIT, usePopularProducts } from '../api';

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
        <ProductRowSkeleton label="Loading popular medicines" />
      ) : popular.isError ? (
        <ErrorState message="We could not load popular medicines." onRetry={() => void popular.refetch()} />
      ) : popular.data.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {store
            ? `${store.name} has none of our best sellers in stock right now. Browse categories below.`
            : 'Popular medicines will appear here soon.'}
        </p>
      ) : (
        <ProductRow products={popular.data.slice(0, POPULAR_LIMIT)} label={title} />
      )}
    </section>
  );
}
