import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS, searchPath, type TSuggestions } from '@dawanow/shared/search';
import { LayoutGrid, Loader2, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ProductImage } from '@/components/catalog/product-image';
import { productPath } from '@/components/catalog/product-path';
import { RxBadge } from '@/components/catalog/rx-badge';
import { cn } from '@/lib/cn';
import { useSelectedStore } from '@/lib/selected-store';
import { useCombobox } from '@/lib/use-combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSuggestions } from './api';
import { useSearchText } from './text';

type TSuggestedProduct = TSuggestions['products'][number];

type TOption =
  | { kind: 'product'; key: string; to: string; product: TSuggestedProduct }
  | { kind: 'category'; key: string; to: string; name: string }
  | { kind: 'all'; key: string; to: string; query: string };

function suggestionOptions(suggestions: TSuggestions | undefined, query: string): TOption[] {
  const products = (suggestions?.products ?? []).map(
    (product): TOption => ({ kind: 'product', key: `p:${product.id}`, to: productPath(product), product }),
  );
  const categories = (suggestions?.categories ?? []).map(
    (category): TOption => ({
      kind: 'category',
      key: `c:${category.slug}`,
      to: `/medicines?category=${encodeURIComponent(category.slug)}`,
      name: category.name,
    }),
  );
  return [...products, ...categories, { kind: 'all', key: 'all', to: searchPath(query), query }];
}

/**
 * Header search (SPEC §2): Enter goes to /search with the trimmed query. While typing it suggests
 * medicines and categories in an ARIA 1.2 combobox (WAI-ARIA APG "combobox with listbox popup"):
 * focus stays in the input and the arrow keys move aria-activedescendant through the options.
 */
export function SearchBox({ className, id }: { className?: string; id: string }) {
  const { t } = useSearchText();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const currentQuery = location.pathname === '/search' ? (params.get('q') ?? '') : '';
  const [query, setQuery] = useState(currentQuery);
  const [isOpen, setIsOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const store = useSelectedStore();

  useEffect(() => {
    setQuery(currentQuery);
  }, [currentQuery]);

  const trimmed = query.trim();
  const hasEnoughText = trimmed.length >= SUGGEST_MIN_CHARS;
  const debounced = useDebouncedValue(trimmed, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced, store?.id ?? null, isOpen);
  const data = hasEnoughText ? suggestions.data : undefined;
  const isExpanded = isOpen && hasEnoughText;
  const options = suggestionOptions(data, trimmed);
  const combobox = useCombobox({
    id,
    options,
    isExpanded,
    canOpen: hasEnoughText,
    onOpen: () => setIsOpen(true),
    onClose: () => setIsOpen(false),
    onChoose: choose,
    listLabel: t('box.suggestions'),
  });

  function close() {
    setIsOpen(false);
    combobox.resetActive();
  }

  function go(to: string, nextQuery: string) {
    close();
    setQuery(nextQuery);
    // Hides the phone keyboard so the page the visitor chose is visible.
    inputRef.current?.blur();
    void navigate(to);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(searchPath(query), trimmed);
  }

  function choose(option: TOption) {
    go(option.to, option.kind === 'all' ? option.query : '');
  }

  return (
    // role="search" rather than <search>: older Android browsers give the new element no meaning
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('box.label')}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        type="search"
        {...combobox.inputProps}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsOpen(true);
          combobox.resetActive();
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={close}
        placeholder={t('box.placeholder')}
        enterKeyHint="search"
        maxLength={100}
        className="h-11 w-full rounded-lg border border-slate-300 bg-slate-50 pr-3 pl-10 text-base placeholder:text-slate-500 focus:border-brand-700 focus:bg-white"
      />
      <div
        hidden={!isExpanded}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
      >
        <SuggestionsStatus
          query={trimmed}
          suggestions={data}
          // Older suggestions stay visible while the newer text is on its way; they are not "no match" yet.
          isStale={debounced !== trimmed || suggestions.isPlaceholderData}
          isError={suggestions.isError}
        />
        <div
          {...combobox.listboxProps}
          className="max-h-[min(65vh,28rem)] scroll-pb-12 overflow-y-auto overscroll-contain pt-1"
        >
          {isExpanded && <SuggestionGroups idPrefix={id} options={options} optionProps={combobox.optionProps} />}
        </div>
      </div>
    </form>
  );
}

function SuggestionsStatus({
  query,
  suggestions,
  isStale,
  isError,
}: {
  query: string;
  suggestions: TSuggestions | undefined;
  isStale: boolean;
  isError: boolean;
}) {
  const { t } = useSearchText();
  const count = (suggestions?.products.length ?? 0) + (suggestions?.categories.length ?? 0);
  let message: ReactNode = null;
  if (isError) {
    message = t('box.unavailable');
  } else if (count === 0 && (isStale || !suggestions)) {
    message = (
      <span className="flex items-center gap-2">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t('box.searching')}
      </span>
    );
  } else if (count === 0) {
    message = t('box.noMatch', { query });
  }
  return (
    <div role="status" className={cn(message ? 'px-3 pt-3 pb-1 text-sm text-slate-700' : 'sr-only')}>
      {message ?? (count > 0 && t('box.count', { count }))}
    </div>
  );
}

// Each group's heading is a key of the search strings
const groupLabels = { product: 'box.medicines', category: 'box.categories' } as const;

function SuggestionGroups({
  idPrefix,
  options,
  optionProps,
}: {
  idPrefix: string;
  options: TOption[];
  optionProps: ReturnType<typeof useCombobox>['optionProps'];
}) {
  const { t } = useSearchText();
  const renderOption = (option: TOption) => {
    const index = options.indexOf(option);
    return (
      <div
        key={option.key}
        {...optionProps(index)}
        className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-100 aria-selected:bg-brand-50"
      >
        <OptionContent option={option} />
      </div>
    );
  };
  const groups = (['product', 'category'] as const)
    .map((kind) => ({ kind, items: options.filter((option) => option.kind === kind) }))
    .filter((group) => group.items.length > 0);
  return (
    <>
      {groups.map(({ kind, items }) => (
        // A listbox may only own options and groups of options; <fieldset> is for form controls.
        // biome-ignore lint/a11y/useSemanticElements: see above
        <div key={kind} role="group" aria-labelledby={`${idPrefix}-group-${kind}`}>
          <div
            id={`${idPrefix}-group-${kind}`}
            role="presentation"
            className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {t(groupLabels[kind])}
          </div>
          {items.map(renderOption)}
        </div>
      ))}
      {/* Stays in view at the bottom of a long list, so the full search is always one tap away. */}
      <div className="sticky bottom-0 mt-1 border-t border-slate-100 bg-white">
        {options.filter((option) => option.kind === 'all').map(renderOption)}
      </div>
    </>
  );
}

function OptionContent({ option }: { option: TOption }) {
  const { t } = useSearchText();
  switch (option.kind) {
    case 'product':
      return (
        <>
          <ProductImage
            src={option.product.imageUrl}
            pack={option.product}
            alt=""
            sizes="48px"
            className="h-9 w-12 shrink-0 rounded"
          />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium text-slate-900">{option.product.name}</span>
              {option.product.rxRequired && <RxBadge />}
            </span>
            <span className="block truncate text-xs text-slate-600">
              {[option.product.compositionLabel, option.product.packLabel].filter(Boolean).join(' · ')}
            </span>
          </span>
        </>
      );
    case 'category':
      return (
        <>
          <LayoutGrid className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="font-medium text-slate-900">{option.name}</span>
        </>
      );
    case 'all':
      return (
        <>
          <Search className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="min-w-0 break-words text-brand-800">
            <Trans
              t={t}
              i18nKey="box.seeAll"
              values={{ query: option.query }}
              components={{ bold: <span className="font-semibold" /> }}
            />
          </span>
        </>
      );
  }
}
