import type { TCategory } from '@dawanow/shared/catalog';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { NO_FILTERS, type TRxFilter, type TSearchState } from '../search-state';
import { useSearchText } from '../text';

type TFilterChanges = Partial<Pick<TSearchState, 'category' | 'inStock' | 'rx'>>;

// Labels are keys of the search strings
const RX_CHOICES = [
  { value: null, label: 'filters.rxAll' },
  { value: 'rx', label: 'filters.rxOnly' },
  { value: 'otc', label: 'filters.otcOnly' },
] as const satisfies readonly { value: TRxFilter | null; label: string }[];

export const selectClasses =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-700';

/** Each top-level category followed by its subcategories (the list arrives parents first). */
function categoryOptions(categories: TCategory[]): { category: TCategory; isChild: boolean }[] {
  return categories
    .filter((category) => category.parentId === null)
    .flatMap((parent) => [
      { category: parent, isChild: false },
      ...categories.filter((child) => child.parentId === parent.id).map((category) => ({ category, isChild: true })),
    ]);
}

export function activeFilterCount(state: TSearchState): number {
  return [state.category, state.inStock, state.rx].filter(Boolean).length;
}

/**
 * The phone-only button that folds the filters panel in and out; from md up the panel is a sidebar
 * that is always shown.
 */
export function FiltersToggle({
  panelId,
  isOpen,
  activeCount,
  onToggle,
}: {
  panelId: string;
  isOpen: boolean;
  activeCount: number;
  onToggle: () => void;
}) {
  const { t } = useSearchText();
  return (
    <Button
      variant="outline"
      className="flex-1 md:hidden"
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
      {t('filters.label')}
      {activeCount > 0 && (
        <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
          {activeCount}
          <span className="sr-only"> {t('filters.active')}</span>
        </span>
      )}
      <ChevronDown className={cn('h-4 w-4 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
    </Button>
  );
}

/** Category, stock at the selected store, and prescription need. */
export function SearchFilters({
  id,
  isOpen,
  className,
  state,
  categories,
  storeName,
  onChange,
}: {
  id: string;
  isOpen: boolean;
  className?: string;
  state: TSearchState;
  categories: TCategory[] | undefined;
  storeName: string | null;
  onChange: (changes: TFilterChanges) => void;
}) {
  const { t } = useSearchText();
  const count = activeFilterCount(state);
  return (
    <section
      id={id}
      aria-label={t('filters.label')}
      className={cn(
        'space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:block',
        !isOpen && 'hidden',
        className,
      )}
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-800">
          {t('filters.category')}
        </label>
        <select
          id={`${id}-category`}
          value={state.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value || null })}
          className={selectClasses}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categoryOptions(categories ?? []).map(({ category, isChild }) => (
            <option key={category.id} value={category.slug}>
              {isChild ? `\u00a0\u00a0\u00a0${category.name}` : category.name}
            </option>
          ))}
        </select>
      </div>

      <div className="space-y-1.5">
        <label
          className={cn(
            'flex items-start gap-2 text-sm font-medium',
            storeName ? 'text-slate-800' : 'cursor-not-allowed text-slate-500',
          )}
        >
          <input
            type="checkbox"
            checked={state.inStock}
            disabled={!storeName}
            aria-describedby={storeName ? undefined : `${id}-stock-hint`}
            onChange={(event) => onChange({ inStock: event.target.checked })}
            className="mt-px h-5 w-5 shrink-0 accent-brand-700"
          />
          {storeName ? t('filters.inStockAt', { store: storeName }) : t('filters.inStockNear')}
        </label>
        {!storeName && (
          <p id={`${id}-stock-hint`} className="text-xs text-slate-600">
            {t('filters.stockHint')}
          </p>
        )}
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('filters.prescription')}</legend>
        {RX_CHOICES.map((choice) => (
          <label key={choice.label} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-rx`}
              checked={state.rx === choice.value}
              onChange={() => onChange({ rx: choice.value })}
              className="h-5 w-5 accent-brand-700"
            />
            {t(choice.label)}
          </label>
        ))}
      </fieldset>

      {count > 0 && (
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
      )}
    </section>
  );
}
