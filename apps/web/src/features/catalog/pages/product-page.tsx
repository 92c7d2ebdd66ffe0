import { ZProductRef } from '@dawanow/shared/products';
import { Receipt, RotateCcw } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ColdChainNote } from '@/components/catalog/cold-chain-note';
import { ProductImage } from '@/components/catalog/product-image';
import { RxBadge } from '@/components/catalog/rx-badge';
import { useCatalogText } from '@/components/catalog/text';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isOutOfReach } from '@/lib/api-client';
import { useIsLocatingStore } from '@/lib/selected-store';
import { usePageTitle } from '@/lib/use-page-title';
import { useProduct } from '../api';
import { categoryPath } from '../category-path';
import { Breadcrumbs } from '../components/breadcrumbs';
import { NotFoundState } from '../components/not-found-state';
import { ProductInfoSections } from '../components/product-info-sections';
import { ProductPurchase } from '../components/product-purchase';
import { SubstitutesList } from '../components/substitutes-list';

function ProductNotFound() {
  const { t } = useCatalogText();
  return <NotFoundState title={t('product.notFoundTitle')} text={t('product.notFoundText')} />;
}

function ProductSkeleton() {
  const { t } = useCatalogText();
  return (
    <div role="status" aria-label={t('product.loading')} className="grid gap-6 md:grid-cols-[2fr_3fr]">
      <Skeleton className="aspect-square w-full rounded-xl" />
      <div className="space-y-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** /product/:id and /medicines/:id (SPEC §2): one medicine by id or slug. */
export function ProductPage() {
  const ref = useParams().id ?? '';
  if (!ZProductRef.safeParse(ref).success) return <ProductNotFound />;
  return <ProductDetails key={ref} productRef={ref} />;
}

function ProductDetails({ productRef }: { productRef: string }) {
  const { t } = useCatalogText();
  const result = useProduct(productRef);
  const isLocating = useIsLocatingStore();
  usePageTitle(result.data?.name ?? null);

  if (result.isPending) return <ProductSkeleton />;
  if (result.isError) {
    if (isOutOfReach(result.error)) {
      return <ProductNotFound />;
    }
    return <ErrorState message={t('product.loadFailed')} onRetry={() => void result.refetch()} />;
  }

  const product = result.data;
  const image = product.images[0] ?? product.imageUrl;
  // The API sends the schedule's caution in English (SPEC); the schedule picks the same words in the reader's language
  const scheduleNotice =
    product.scheduleNotice && product.schedule !== 'OTC' ? t(`scheduleNotice.${product.schedule}`) : null;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.medicines'), to: '/medicines' },
          ...product.categoryPath.map((category) => ({ label: category.name, to: categoryPath(category.slug) })),
          { label: product.name },
        ]}
      />
      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <ProductImage
          main
          src={image}
          pack={product}
          className="h-48 w-full rounded-xl ring-1 ring-slate-200 md:h-auto md:max-w-sm md:aspect-square"
        />
        <div className="space-y-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{product.name}</h1>
            <p className="mt-1 text-sm text-slate-700">
              {product.brand ? `${product.brand} · ` : ''}
              {product.manufacturer}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {product.compositionLabel && (
              <>
                <dt className="text-slate-600">{t('product.composition')}</dt>
                <dd className="font-medium text-slate-900">{product.compositionLabel}</dd>
              </>
            )}
            <dt className="text-slate-600">{t('product.pack')}</dt>
            <dd className="text-slate-900">{product.packLabel}</dd>
          </dl>
          {product.rxRequired && (
            <div className="space-y-2 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
              <RxBadge />
              {scheduleNotice && <p className="text-sm text-amber-900">{scheduleNotice}</p>}
              <p className="text-sm text-amber-900">{t('product.rxNote')}</p>
            </div>
          )}
          {!product.rxRequired && scheduleNotice && (
            <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{scheduleNotice}</p>
          )}
          {product.storage === 'cold_chain' && <ColdChainNote />}
          <ProductPurchase product={product} pricing={result.isPlaceholderData || (isLocating && !product.offer)} />
          <ul className="space-y-1 text-sm text-slate-700">
            <li className="flex items-start gap-2">
              <RotateCcw className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>
                <Trans
                  t={t}
                  i18nKey={product.isReturnable ? 'product.returnable' : 'product.notReturnable'}
                  components={{
                    policy: <Link to="/refund-policy" className="text-brand-700 underline underline-offset-2" />,
                  }}
                />
              </span>
            </li>
            <li className="flex items-start gap-2">
              <Receipt className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {t('product.tax', { hsn: product.hsnCode, rate: product.gstRate })}
            </li>
          </ul>
        </div>
      </div>
      <ProductInfoSections product={product} />
      {product.composition.length > 0 && (
        <SubstitutesList substitutes={product.substitutes} composition={product.compositionLabel} />
      )}
    </>
  );
}
