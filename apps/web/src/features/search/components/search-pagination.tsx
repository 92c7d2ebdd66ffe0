import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSearchText } from '../text';

/** Previous and next as real links, so each results page has its own address. */
export function SearchPagination({
  page,
  pageCount,
  pageHref,
}: {
  page: number;
  pageCount: number;
  pageHref: (page: number) => string;
}) {
  const { t } = useSearchText();
  if (pageCount <= 1) return null;
  const disabled = 'pointer-events-none opacity-50';
  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageHref(page - 1)} className={buttonClasses('outline', 'md')}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> {t('pagination.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className={buttonClasses('outline', 'md', disabled)}>
          <ChevronLeft className="h-4 w-4" /> {t('pagination.previous')}
        </span>
      )}
      <p className="text-sm text-slate-700">{t('pagination.page', { page, pageCount })}</p>
      {page < pageCount ? (
        <Link to={pageHref(page + 1)} className={buttonClasses('outline', 'md')}>
          {t('pagination.next')} <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : (
        <span aria-hidden="true" className={buttonClasses('outline', 'md', disabled)}>
          {t('pagination.next')} <ChevronRight className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
