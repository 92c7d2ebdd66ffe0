import { RotateCcw } from 'lucide-react';
import { ProductRow, ProductRowSkeleton } from '@/components/catalog/product-row';
import { ErrorState } from '@/components/ui/error-state';
import { useSelectedStore } from '@/lib/selected-store';
import { useMe } from '@/lib/session';
import { useOrderAgain } from '../api';
import { useHomeText } from '../text';

/**
 * "Order again" on the home page: what the signed-in customer ordered lately, at the selected store's price and
 * stock, each added in one tap. Nothing for a visitor, without a store, or before a first order: an empty
 * shelf would only push categories and best sellers down.
 */
export function OrderAgain() {
  const { t } = useHomeText();
  const store = useSelectedStore();
  const isSignedIn = Boolean(useMe().data);
  const ordered = useOrderAgain(store?.id ?? null, isSignedIn);
  if (!store || !isSignedIn) return null;
  if (ordered.isSuccess && ordered.data.length === 0) return null;
  return (
    <section aria-labelledby="order-again-heading">
      <div className="mb-3">
        <h2 id="order-again-heading" className="flex items-center gap-2 text-xl font-semibold">
          <RotateCcw className="h-5 w-5 text-brand-700" aria-hidden="true" /> {t('orderAgain.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('orderAgain.intro', { store: store.name })}</p>
      </div>
      {ordered.isPending ? (
        <ProductRowSkeleton label={t('orderAgain.loading')} />
      ) : ordered.isError ? (
        <ErrorState message={t('orderAgain.loadFailed')} onRetry={() => void ordered.refetch()} />
      ) : (
        <ProductRow products={ordered.data} label={t('orderAgain.heading')} />
      )}
    </section>
  );
}
