import { searchPath } from '@dawanow/shared/search';
import { LayoutGrid, Search } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { useSearchText } from '../text';

// Everyday medicines customers look for most; each chip runs that search.
const POPULAR_SEARCHES = ['Dolo 650', 'Pan 40', 'Vitamin D3', 'Azithromycin', 'Cetirizine', 'ORS'];

/** /search without a query: what can be searched for, and a way to browse instead. */
export function SearchPrompt() {
  const { t } = useSearchText();
  return (
    <section aria-labelledby="search-prompt-heading" className="space-y-6">
      <div className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <Search className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="search-prompt-heading" className="font-semibold text-slate-900">
            {t('prompt.heading')}
          </h2>
          <p className="text-sm text-slate-700">{t('prompt.text')}</p>
        </div>
      </div>
      <div>
        <h2 className="mb-3 text-sm font-semibold text-slate-800">{t('prompt.popular')}</h2>
        <ul className="flex flex-wrap gap-2">
          {POPULAR_SEARCHES.map((term) => (
            <li key={term}>
              <Link
                to={searchPath(term)}
                className="inline-flex h-10 items-center rounded-full bg-white px-4 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50 hover:ring-brand-500"
              >
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink to="/medicines" variant="outline">
        <LayoutGrid className="h-4 w-4" aria-hidden="true" /> {t('prompt.browse')}
      </ButtonLink>
    </section>
  );
}
