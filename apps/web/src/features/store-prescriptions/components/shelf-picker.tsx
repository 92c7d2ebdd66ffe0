import { formatRupees } from '@dawanow/shared/money';
import type { TProductCard } from '@dawanow/shared/products';
import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { useShelfSearch } from '../api';

/**
 * Finds medicines at this store's prices (GET /api/search with the store): the pharmacist types what the
 * prescription says and adds the match. Searching on submit keeps a slow counter connection quiet.
 */
export function ShelfPicker({
  storeId,
  addedIds,
  requireShelf,
  onAdd,
}: {
  storeId: string;
  addedIds: ReadonlySet<string>;
  /** A quote can only hold what the store sells; a covered item can be any medicine. */
  requireShelf: boolean;
  onAdd: (product: TProductCard) => void;
}) {
  const { t } = useStorePanelText();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useShelfSearch(storeId, query);

  const onSearch = () => setQuery(text.trim());

  return (
    <div className="space-y-2">
      {/* No <form> inside: this picker sits inside the approve form and forms cannot nest. */}
      <search className="flex gap-2">
        <label className="sr-only" htmlFor={`shelf-search-${storeId}`}>
          {t('prescriptions.shelf.label')}
        </label>
        <input
          id={`shelf-search-${storeId}`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the approve form around the picker.
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearch();
            }
          }}
          placeholder={t('prescriptions.shelf.placeholder')}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base"
        />
        <Button variant="outline" onClick={onSearch}>
          <Search className="h-4 w-4" aria-hidden="true" /> {t('prescriptions.shelf.search')}
        </Button>
      </search>
      {query !== '' &&
        (results.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('prescriptions.shelf.searching')}
          </p>
        ) : results.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {results.error.message}
          </p>
        ) : results.data.results.length === 0 ? (
          <p className="text-sm text-slate-700">{results.data.notice ?? t('prescriptions.shelf.nothing', { query })}</p>
        ) : (
          <ul
            aria-label={t('prescriptions.shelf.results')}
            className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
          >
            {results.data.results.map((product) => {
              const isOnShelf = product.offer !== null && product.offer.stockState !== 'out_of_stock';
              const isAdded = addedIds.has(product.id);
              return (
                <li key={product.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{product.name}</p>
                    <p className="text-xs text-slate-600">
                      {product.packLabel} · {t('prescriptions.shelf.schedule', { schedule: product.schedule })} ·{' '}
                      {isOnShelf && product.offer
                        ? t('prescriptions.shelf.inStock', {
                            price: formatRupees(product.offer.pricePaise),
                            count: product.offer.maxQuantity,
                          })
                        : t('prescriptions.shelf.notInStock')}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    disabled={isAdded || (requireShelf && !isOnShelf)}
                    onClick={() => onAdd(product)}
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" />{' '}
                    {isAdded ? t('prescriptions.shelf.added') : t('prescriptions.shelf.add')}
                    <span className="sr-only"> {product.name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}
