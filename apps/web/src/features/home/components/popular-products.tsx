import { LocationPrompt } from '@/components/catalog/location-prompt';
import { ProductRow, ProductRowSkeleton } from '@/components/catalog/product-row';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsLocatingStore, useSelectedStore } from '@/lib/selected-store';
import { POPULAR_LIMIT, usePopularProducts } from '../api';
import { useHomeText } from '../text';

/** "Popular near you": best sellers the selected store can deliver now, or everywhere with a location prompt. */
export function PopularProducts() {
  const { t } = useHomeText();
  const store = useSelectedStore();
  // While the nearest store is being found, the shelf keeps the shape of the store's own (its line and cards)
  const isLocating = useIsLocatingStore();
  const popular = usePopularProducts(store?.id ?? null, !isLocating);
  const title = store || isLocating ? t('popular.nearYou') : t('popular.medicines');

  return (
    <section aria-labelledby="popular-heading">
      <div className="mb-4">
        <h2 id="popular-heading" className="text-xl font-semibold">
          {title}
        </h2>
        {store && <p className="text-sm text-slate-700">{t('popular.inStockAt', { store: store.name })}</p>}
        {isLocating && <Skeleton className="mt-1 h-4 w-48" />}
      </div>
      {!store && !isLocating && (
        <div className="mb-4">
          <LocationPrompt />
        </div>
      )}
      {popular.isPending ? (
        <ProductRowSkeleton label={t('popular.loading')} />
      ) : popular.isError ? (
        <ErrorState message={t('popular.loadFailed')} onRetry={() => void popular.refetch()} />
      ) : popular.data.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {store ? t('popular.noneAtStore', { store: store.name }) : t('popular.comingSoon')}
        </p>
      ) : (
        <ProductRow products={popular.data.slice(0, POPULAR_LIMIT)} label={title} />
      )}
    </section>
  );
}
