import type { TCategory } from '@dawanow/shared/catalog';
import { Link } from 'react-router';
import { useCatalogText } from '@/components/catalog/text';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useCategories } from '@/lib/categories';
import { categoryPath } from '../category-path';
import { CategoryIcon } from './category-icon';

/** Every category: top-level ones with their subcategories, each with its product count (/medicines). */
export function CategoryTree() {
  const { t } = useCatalogText();
  const categories = useCategories();

  if (categories.isPending) {
    return (
      <div role="status" aria-label={t('categories.loading')} className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        <SkeletonList count={9} className="h-36 rounded-xl" />
      </div>
    );
  }
  if (categories.isError) {
    return <ErrorState message={t('categories.loadFailed')} onRetry={() => void categories.refetch()} />;
  }
  const childrenOf = new Map<string, TCategory[]>();
  for (const category of categories.data) {
    if (category.parentId) childrenOf.set(category.parentId, [...(childrenOf.get(category.parentId) ?? []), category]);
  }
  const topLevel = categories.data.filter((category) => category.parentId === null);
  if (topLevel.length === 0) {
    return <p className="text-slate-700">{t('categories.none')}</p>;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
      {topLevel.map((category) => {
        const children = childrenOf.get(category.id) ?? [];
        return (
          <li key={category.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <Link to={categoryPath(category.slug)} className="group flex items-start gap-3">
              <CategoryIcon name={category.icon} imageUrl={category.imageUrl} className="h-11 w-11" />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900 group-hover:text-brand-700 group-hover:underline">
                  {category.name}
                </span>
                <span className="block text-sm text-slate-600">
                  {t('categories.productCount', { count: category.productCount })}
                </span>
              </span>
            </Link>
            <p className="mt-2 text-sm text-slate-700">{category.description}</p>
            {children.length > 0 && (
              <ul
                aria-label={t('categories.subcategoriesOf', { name: category.name })}
                className="mt-3 flex flex-wrap gap-2"
              >
                {children.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={categoryPath(child.slug)}
                      className="inline-flex min-h-9 items-center gap-1 rounded-full bg-slate-100 px-3 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                    >
                      {child.name}
                      <span className="text-xs text-slate-600">({child.productCount})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
