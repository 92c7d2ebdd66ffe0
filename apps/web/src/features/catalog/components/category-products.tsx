import { ZCategorySlug } from '@dawanow/shared/catalog';
import { Link } from 'react-router';
import { LocationPrompt } from '@/components/catalog/location-prompt';
import { Pagination } from '@/components/catalog/pagination';
import { ProductGrid, ProductGridSkeleton } from '@/components/catalog/product-grid';
import { useCatalogText } from '@/components/catalog/text';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isOutOfReach } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSelectedStore } from '@/lib/selected-store';
import { usePageTitle } from '@/lib/use-page-title';
import { useCategoryPage } from '../api';
import { categoryPath } from '../category-path';
import { Breadcrumbs } from './breadcrumbs';
import { NotFoundState } from './not-found-state';

const chipClasses = 'inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium';

function CategoryNotFound() {
  const { t } = useCatalogText();
  return <NotFoundState title={t('category.notFoundTitle')} text={t('category.notFoundText')} />;
}

/** /medicines?category=…&page=…: one category's medicines at the selected store's prices. */
export function CategoryProducts({ slug, page }: { slug: string; page: number }) {
  if (!ZCategorySlug.safeParse(slug).success) return <CategoryNotFound />;
  return <CategoryProductsPage slug={slug} page={page} />;
}

function CategoryProductsPage({ slug, page }: { slug: string; page: number }) {
  const { t } = useCatalogText();
  const store = useSelectedStore();
  const result = useCategoryPage(slug, page);
  usePageTitle(result.data?.category.name ?? null);

  if (result.isError) {
    if (isOutOfReach(result.error)) {
      return <CategoryNotFound />;
    }
    return <ErrorState message={t('category.loadFailed')} onRetry={() => void result.refetch()} />;
  }
  if (result.isPending) {
    return (
      <>
        <Skeleton className="mb-6 h-9 w-64" />
        <ProductGridSkeleton />
      </>
    );
  }

  const { category, parent, children, products, total, pageSize } = result.data;
  const pageCount = Math.ceil(total / pageSize);
  const chips = parent ? [{ ...parent, name: t('category.allOf', { name: parent.name }) }] : children;
  return (
    <div aria-busy={result.isPlaceholderData}>
      <Breadcrumbs
        items={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.medicines'), to: '/medicines' },
          ...(parent ? [{ label: parent.name, to: categoryPath(parent.slug) }] : []),
          { label: category.name },
        ]}
      />
      <PageHeader
        title={category.name}
        description={t('category.description', { description: category.description, count: total })}
      />
      {chips.length > 0 && (
        <ul
          aria-label={parent ? t('category.related') : t('category.subcategories')}
          className="mb-5 flex flex-wrap gap-2"
        >
          {chips.map((chip) => (
            <li key={chip.id}>
              <Link
                to={categoryPath(chip.slug)}
                className={cn(chipClasses, 'bg-white text-slate-800 ring-1 ring-slate-300 hover:ring-brand-500')}
              >
                {chip.name}
                {!parent && <span className="ml-1 text-xs text-slate-600">({chip.productCount})</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!store && (
        <div className="mb-5">
          <LocationPrompt text={t('category.locationPrompt')} />
        </div>
      )}
      {products.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">{total === 0 ? t('category.empty') : t('category.pastLastPage')}</p>
          <Link
            to={total === 0 ? '/medicines' : categoryPath(slug)}
            className="mt-2 inline-block text-sm text-brand-700 underline"
          >
            {total === 0 ? t('category.browseOther') : t('category.firstPage')}
          </Link>
        </div>
      ) : (
        <>
          <ProductGrid products={products} label={t('category.products', { name: category.name })} />
          <Pagination page={page} pageCount={pageCount} hrefFor={(n) => categoryPath(slug, n)} />
        </>
      )}
    </div>
  );
}
