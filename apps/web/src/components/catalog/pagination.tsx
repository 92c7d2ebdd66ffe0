import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useCatalogText } from './text';

/** Page numbers to offer: the first, the last and two either side of the current one, with gaps. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, index) => (index > 0 && n - (pages[index - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

const itemClasses = 'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium';

/** Links, not buttons, so every page has an address to share and the back button walks through pages. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useCatalogText();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev" className={cn(itemClasses, 'text-brand-700 hover:bg-brand-50')}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> {t('pagination.previous')}
        </Link>
      )}
      {pageWindow(page, pageCount).map((n, index) =>
        n === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity beyond their position
          <span key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={hrefFor(n)}
            aria-label={t('pagination.page', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            className={cn(
              itemClasses,
              n === page ? 'bg-brand-700 text-white' : 'text-slate-800 ring-1 ring-slate-200 hover:bg-slate-100',
            )}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} rel="next" className={cn(itemClasses, 'text-brand-700 hover:bg-brand-50')}>
          {t('pagination.next')} <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
