import { storeInventoryApi } from '@dawanow/shared/api/store-inventory';
import {
  INVENTORY_FILTERS,
  type TInventoryItem,
  type TInventoryQuery,
  type TInventorySort,
  ZInventoryQuery,
} from '@dawanow/shared/inventory';
import { storeCan } from '@dawanow/shared/store-permissions';
import { Download, PackageSearch, Plus, SlidersHorizontal, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Pagination } from '@/components/catalog/pagination';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { apiUrl } from '@/lib/api-client';
import { useCategories } from '@/lib/categories';
import { cn } from '@/lib/cn';
import { useCurrentStore } from '@/lib/current-store';
import { useInventory } from '../api';
import { BatchDrawer } from '../components/batch-drawer';
import { ImportDialog } from '../components/import-dialog';
import { InventoryTable } from '../components/inventory-table';

/** The list's state lives in the address, so a dashboard link or a shared URL opens the same view. */
function readQuery(params: URLSearchParams): z.output<typeof ZInventoryQuery> {
  const parsed = ZInventoryQuery.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : ZInventoryQuery.parse({});
}

const SEARCH_DELAY_MS = 300;

const SORT_OPTIONS = ['name:asc', 'units:asc', 'units:desc', 'expiry:asc', 'price:asc', 'price:desc'] as const;

function InventoryForStore({ storeId, canSetPrices }: { storeId: string; canSetPrices: boolean }) {
  const { t } = useStorePanelText();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const inventory = useInventory(storeId, query);
  const categories = useCategories();
  const [search, setSearch] = useState(query.q);
  const [open, setOpen] = useState<TInventoryItem | null>(null);
  const [isImporting, setImporting] = useState(false);
  // On a phone the three menus fold away behind one button; the filter chips stay in view
  const [showMenus, setShowMenus] = useState(false);

  function update(change: Partial<Record<keyof TInventoryQuery, string | undefined>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // Any change of view starts again at the first page
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: true });
  }

  // Search as the pharmacist types, once they pause
  useEffect(() => {
    if (search.trim() === query.q) return;
    const timer = setTimeout(() => update({ q: search.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  function sortBy(sort: TInventorySort) {
    const dir = query.sort === sort && query.dir === 'asc' ? 'desc' : 'asc';
    update({ sort, dir });
  }

  const pageCount = inventory.data ? Math.ceil(inventory.data.total / inventory.data.pageSize) : 1;
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next}`;
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/store/inventory/add">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('inventory.page.addProducts')}
        </ButtonLink>
        {canSetPrices && (
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            {t('inventory.page.import')}
          </Button>
        )}
        <a
          href={apiUrl(storeInventoryApi.exportStock, { params: { storeId } })}
          download
          className={buttonClasses('outline')}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('inventory.page.export')}
        </a>
      </div>

      <div className="mt-4 space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <label className="block">
          <span className="text-sm font-medium text-slate-800">{t('inventory.page.search')}</span>
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
            placeholder={t('inventory.page.searchPlaceholder')}
            className="mt-1.5 h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
          />
        </label>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('inventory.page.show')}</legend>
          {[undefined, ...INVENTORY_FILTERS].map((filter) => (
            <button
              key={filter ?? 'all'}
              type="button"
              aria-pressed={query.filter === filter}
              onClick={() => update({ filter })}
              className={cn(
                'h-9 rounded-full px-3 text-sm font-medium ring-1',
                query.filter === filter
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {filter ? t(`inventory.page.filters.${filter}`) : t('inventory.page.all')}
            </button>
          ))}
        </fieldset>
        <Button
          variant="ghost"
          size="sm"
          className="md:hidden"
          aria-expanded={showMenus}
          aria-controls="inventory-menus"
          onClick={() => setShowMenus(!showMenus)}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          {showMenus ? t('inventory.page.fewer') : t('inventory.page.more')}
        </Button>
        <div id="inventory-menus" className={cn('gap-3 sm:grid-cols-3 md:grid', showMenus ? 'grid' : 'hidden')}>
          <label className="text-sm font-medium text-slate-800">
            {t('inventory.page.rx')}
            <select
              value={query.rx ?? ''}
              onChange={(event) => update({ rx: event.target.value || undefined })}
              className="mt-1.5 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base font-normal"
            >
              <option value="">{t('inventory.page.rxAll')}</option>
              <option value="true">{t('inventory.page.rxOnly')}</option>
              <option value="false">{t('inventory.page.rxNone')}</option>
            </select>
          </label>
          <label className="text-sm font-medium text-slate-800">
            {t('inventory.page.category')}
            <select
              value={query.category ?? ''}
              onChange={(event) => update({ category: event.target.value || undefined })}
              className="mt-1.5 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base font-normal"
            >
              <option value="">{t('inventory.page.allCategories')}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.slug}>
                  {category.parentId ? `— ${category.name}` : category.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-800">
            {t('inventory.page.sort')}
            <select
              value={`${query.sort}:${query.dir}`}
              onChange={(event) => {
                const [sort, dir] = event.target.value.split(':');
                update({ sort, dir });
              }}
              className="mt-1.5 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base font-normal"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`inventory.page.sorts.${option}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className="mt-4">
        {inventory.isPending ? (
          <div role="status" aria-label={t('inventory.page.loading')} className="space-y-3">
            <SkeletonList count={5} className="h-20 w-full rounded-xl" />
          </div>
        ) : inventory.isError ? (
          <ErrorState message={t('inventory.page.loadError')} onRetry={() => void inventory.refetch()} />
        ) : inventory.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <PackageSearch className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="text-sm text-slate-700">
              {params.size > 0 ? t('inventory.page.noMatch') : t('inventory.page.empty')}
            </p>
          </div>
        ) : (
          <div aria-busy={inventory.isPlaceholderData}>
            <p className="mb-2 text-sm text-slate-700" aria-live="polite">
              {t('inventory.page.count', { count: inventory.data.total })}
            </p>
            <InventoryTable
              storeId={storeId}
              items={inventory.data.items}
              canSetPrices={canSetPrices}
              sorting={{ sort: query.sort, dir: query.dir }}
              onSort={sortBy}
              onOpenBatches={setOpen}
            />
            <Pagination page={query.page} pageCount={pageCount} hrefFor={hrefFor} />
          </div>
        )}
      </div>

      <BatchDrawer
        storeId={storeId}
        productId={open?.productId ?? null}
        productName={open?.name ?? ''}
        onClose={() => setOpen(null)}
      />
      <ImportDialog storeId={storeId} open={isImporting} onClose={() => setImporting(false)} />
    </>
  );
}

/** /store/inventory: the pharmacy's stock, batch by batch, with prices, switches and stock files. */
export function StoreInventoryPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('inventory.page.title')}</h1>
      <InventoryForStore storeId={store.storeId} canSetPrices={storeCan(store.role, 'prices')} />
    </div>
  );
}
