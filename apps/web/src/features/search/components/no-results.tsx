import { FileUp, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { useSearchText } from '../text';

/** Nothing matched: suggest what usually helps, and the prescription route for what we could not find. */
export function NoResults({ query, onClearFilters }: { query: string; onClearFilters?: () => void }) {
  const { t } = useSearchText();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-10">
      <SearchX className="h-10 w-10 text-slate-500" aria-hidden="true" />
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('noResults.heading', { query })}</h2>
        <p className="text-sm text-slate-700">{t('noResults.text')}</p>
      </div>
      {onClearFilters && (
        <Button variant="outline" size="sm" onClick={onClearFilters}>
          {t('noResults.withoutFilters')}
        </Button>
      )}
      <div className="w-full max-w-md space-y-3 rounded-lg bg-brand-50 p-4">
        <p className="text-sm text-slate-800">{t('noResults.prescription')}</p>
        <ButtonLink to="/upload-prescription" variant="primary">
          <FileUp className="h-4 w-4" aria-hidden="true" /> {t('noResults.upload')}
        </ButtonLink>
      </div>
    </div>
  );
}
