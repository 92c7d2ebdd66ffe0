import { SEARCH_SORTS, type TSearchSort } from '@dawanow/shared/search';
import { Info } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProductCard } from '@/components/catalog/product-card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { isRefusal } from '@/lib/api-client';
import { useCategories } from '@/lib/categories';
import { cn } from '@/lib/cn';
import { useIsLocatingStore, useSelectedStore } from '@/lib/selected-store';
import { searchErrorMessage, useSearchResults } from '../api';
import { NoResults } from '../components/no-results';
import { activeFilterCount, FiltersToggle, SearchFilters, selectClasses } from '../components/search-filters';
import { SearchPagination } from '../components/search-pagination';
import { SearchPrompt } from '../components/search-prompt';
import { noticeText } from '../notice-text';
import { NO_FILTERS, readSearchState, searchStateParams, type TSearchState, withFilters } from '../search-state';
import { useSearchText } from '../text';

const resultsGrid = 'grid grid-cols-2 gap-3 lg:grid-cols-3';

/** /search (SPEC §2): the URL holds the query, filters, sort and page; this page only reads and rewrites it. */
export function SearchPage() {
  const { t } = useSearchText();
  const [params, setParams] = useSearchParams();
  const store = useSelectedStore();
  const urlState = readSearchState(params);
  // "In stock" means at the selected store; without one the filter cannot apply.
  const state: TSearchState = { ...urlState, inStock: urlState.inStock && store !== null };
  // Results wait for the store being found, so they arrive once, in the store's order and prices, instead of
  // being re-sorted under the reader's eyes
  const results = useSearchResults(state, store?.id ?? null, !useIsLocatingStore());
  const categories = useCategories();
  const filtersId = useId();
  const resultsHeadingId = useId();
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);

  // A new results page starts at its top (the layout scrolls only when the path changes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page number is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [state.page]);

  function update(changes: Parameters<typeof withFilters>[1]) {
    setParams(searchStateParams(withFilters(urlState, changes)));
  }
  const pageHref = (page: number) => `?${searchStateParams({ ...urlState, page })}`;

  if (state.q === '') {
    return (
      <>
        <PageHeader title={t('page.title')} description={t('page.description')} />
        <SearchPrompt />
      </>
    );
  }

  const data = results.data;
  const activeCount = activeFilterCount(state);
  return (
    <>
      <PageHeader title={t('page.title')} />
      {/* Phones: count, then [Filters][Sort], the folding panel, results. From md: filters sidebar on the left. */}
      <div className="grid gap-4 [grid-template-areas:'toolbar'_'filters'_'results'] md:grid-cols-[15rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:items-start md:gap-x-6 md:[grid-template-areas:'filters_toolbar'_'filters_results']">
        <div className="flex flex-wrap items-center justify-between gap-3 [grid-area:toolbar]">
          <p role="status" className="w-full text-slate-800 sm:w-auto">
            {data ? (
              <Trans
                t={t}
                i18nKey={data.totalIsCapped ? 'page.resultsCapped' : 'page.results'}
                count={data.total}
                values={{ query: state.q }}
                components={{ bold: <span className="font-semibold" /> }}
              />
            ) : (
              results.isPending && t('page.searching')
            )}
          </p>
          <div className="flex w-full gap-3 sm:w-auto">
            <FiltersToggle
              panelId={filtersId}
              isOpen={isFiltersOpen}
              activeCount={activeCount}
              onToggle={() => setIsFiltersOpen((open) => !open)}
            />
            <label className="flex flex-1 items-center gap-2 text-sm font-medium text-slate-800">
              <span className="sr-only md:not-sr-only md:shrink-0">{t('page.sortBy')}</span>
              <select
                value={state.sort}
                onChange={(event) => update({ sort: event.target.value as TSearchSort })}
                className={cn(selectClasses, 'text-sm md:w-auto')}
              >
                {SEARCH_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sort.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
        <SearchFilters
          id={filtersId}
          isOpen={isFiltersOpen}
          className="[grid-area:filters]"
          state={state}
          categories={categories.data}
          storeName={store?.name ?? null}
          onChange={update}
        />
        <section aria-labelledby={resultsHeadingId} className="[grid-area:results]">
          {/* The cards' headings are h3: this keeps the outline whole for screen-reader users who jump by heading */}
          <h2 id={resultsHeadingId} className="sr-only">
            {t('page.resultsLabel')}
          </h2>
          {data?.notice && (
            <p className="mb-4 flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200">
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {noticeText(t, data.notice)}
            </p>
          )}

          {results.isError ? (
            <ErrorState
              message={searchErrorMessage(results.error)}
              // A refused query (too long, unknown category) fails again however often it is retried.
              onRetry={isRefusal(results.error) ? undefined : () => void results.refetch()}
            />
          ) : !data ? (
            <div role="status" aria-label={t('page.loading')} className={resultsGrid}>
              <SkeletonList count={6} className="h-72 rounded-xl" />
            </div>
          ) : data.total === 0 ? (
            <NoResults query={state.q} onClearFilters={activeCount > 0 ? () => update(NO_FILTERS) : undefined} />
          ) : data.results.length === 0 ? (
            <PastLastPage href={pageHref(1)} />
          ) : (
            <>
              <ul
                aria-busy={results.isPlaceholderData}
                className={cn(resultsGrid, results.isPlaceholderData && 'opacity-60 transition-opacity')}
              >
                {data.results.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
              <SearchPagination
                page={data.page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                pageHref={pageHref}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}

/** A hand-edited or outdated page number past the last results. */
function PastLastPage({ href }: { href: string }) {
  const { t } = useSearchText();
  return (
    <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-slate-800">{t('page.noMore')}</p>
      <Link to={href} className="mt-2 inline-block font-medium text-brand-800 underline">
        {t('page.firstPage')}
      </Link>
    </div>
  );
}
