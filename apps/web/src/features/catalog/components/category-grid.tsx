import { Link } from 'react-router';
import { useCatalogText } from '@/components/catalog/text';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useCategories } from '@/lib/categories';
import { categoryPath } from '../category-path';
import { CategoryIcon } from './category-icon';

/** Top-level categories as tiles (home page, medicines page without a category). */
export function CategoryGrid({ limit }: { limit?: number }) {
  const { t } = useCatalogText();
  const categories = useCategories();

  // Tiles are at least as tall as these placeholders, so the rows below stay put when the names arrive
  if (categories.isPending) {
    return (
      <div role="status" aria-label={t('categories.loading')} className="grid grid-cols-3 gap-3 md:grid-cols-6">
        <SkeletonList count={limit ?? 12} className="h-28" />
      </div>
    );
  }
  if (categories.isError) {
    return <ErrorState message={t('categories.loadFailed')} onRetry={() => void categories.refetch()} />;
  }
  const topLevel = categories.data.filter((category) => category.parentId === null);
  if (topLevel.length === 0) {
    return <p className="text-slate-700">{t('categories.none')}</p>;
  }
  return (
    <ul className="grid grid-cols-3 gap-3 md:grid-cols-6">
      {topLevel.slice(0, limit).map((category) => (
        <li key={category.id}>
          <Link
            to={categoryPath(category.slug)}
            title={category.description}
            className="flex h-full min-h-28 flex-col items-center gap-2 rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200 hover:ring-brand-500"
          >
            <CategoryIcon name={category.icon} imageUrl={category.imageUrl} className="h-11 w-11" />
            <span className="text-xs font-medium text-slate-900 md:text-sm">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
