import { catalogApi } from '@dawanow/shared/api/catalog';
import { formatIndianDate } from '@dawanow/shared/dates';
import type { TProductRequest } from '@dawanow/shared/inventory';
import { formatRupees } from '@dawanow/shared/money';
import type { TProductCard } from '@dawanow/shared/products';
import { storeCan } from '@dawanow/shared/store-permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { apiQueryOptions } from '@/lib/api-query';
import { cn } from '@/lib/cn';
import { useCurrentStore } from '@/lib/current-store';
import { useProductRequests } from '../api';
import { ProductRequestForm } from '../components/product-request-form';
import { ShelveDialog } from '../components/shelve-dialog';

const REQUEST_STATE_CLASSES: Record<TProductRequest['status'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  changes_requested: 'bg-sky-50 text-sky-900',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
};

function CatalogueSearch({ storeId, canShelve }: { storeId: string; canShelve: boolean }) {
  const { t } = useStorePanelText();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const [chosen, setChosen] = useState<TProductCard | null>(null);
  const results = useQuery({
    ...apiQueryOptions(catalogApi.search, { query: { q, storeId, pageSize: 20 } }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="catalogue-heading" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="catalogue-heading" className="font-semibold text-slate-900">
        {t('inventory.add.catalogue')}
      </h2>
      <label className="mt-3 block">
        <span className="sr-only">{t('inventory.add.searchLabel')}</span>
        <span className="relative block">
          <Search className="absolute top-3 left-3 h-5 w-5 text-slate-500" aria-hidden="true" />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
            placeholder={t('inventory.add.placeholder')}
            className="h-11 w-full rounded-lg border border-slate-300 pr-3 pl-10 text-base"
          />
        </span>
      </label>
      {!canShelve && <p className="mt-2 text-sm text-slate-700">{t('inventory.add.cannotShelve')}</p>}
      <div className="mt-3">
        {q.length < 2 ? (
          <p className="text-sm text-slate-700">{t('inventory.add.typeMore')}</p>
        ) : results.isPending ? (
          <div role="status" aria-label={t('inventory.add.searching')} className="space-y-2">
            <SkeletonList count={3} className="h-16 w-full" />
          </div>
        ) : results.isError ? (
          <ErrorState message={t('inventory.add.searchFailed')} onRetry={() => void results.refetch()} />
        ) : results.data.results.length === 0 ? (
          <p className="text-sm text-slate-700">{t('inventory.add.nothing', { query: q })}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-busy={results.isPlaceholderData}>
            {results.data.results.map((product) => (
              <li key={product.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {product.name}
                    {product.rxRequired && (
                      <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                        {t('inventory.add.rx')}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('inventory.add.details', {
                      pack: product.packLabel,
                      manufacturer: product.manufacturer,
                      mrp: formatRupees(product.mrpPaise),
                    })}
                  </p>
                  {product.compositionLabel && <p className="text-xs text-slate-500">{product.compositionLabel}</p>}
                </div>
                <Button size="sm" disabled={!canShelve} onClick={() => setChosen(product)}>
                  {t('inventory.add.addToStock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ShelveDialog storeId={storeId} product={chosen} onClose={() => setChosen(null)} />
    </section>
  );
}

function Requests({ storeId }: { storeId: string }) {
  const { t } = useStorePanelText();
  const requests = useProductRequests(storeId);
  const [isAsking, setAsking] = useState(false);
  return (
    <section aria-labelledby="requests-heading" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="requests-heading" className="font-semibold text-slate-900">
        {t('inventory.add.cantFind')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('inventory.add.cantFindBody')}</p>
      <div className="mt-3">
        {isAsking ? (
          <ProductRequestForm storeId={storeId} onSent={() => setAsking(false)} />
        ) : (
          <Button variant="outline" onClick={() => setAsking(true)}>
            {t('inventory.add.requestNew')}
          </Button>
        )}
      </div>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('inventory.add.yourRequests')}</h3>
      {requests.isPending ? (
        <SkeletonList count={2} className="mt-2 h-12 w-full" />
      ) : requests.isError ? (
        <ErrorState message={t('inventory.add.requestsError')} onRetry={() => void requests.refetch()} />
      ) : requests.data.requests.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('inventory.add.noRequests')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {requests.data.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-medium text-slate-900">{request.name}</p>
                <p className="text-xs text-slate-600">
                  {t('inventory.add.requestDetails', {
                    pack: request.packLabel,
                    mrp: formatRupees(request.mrpPaise),
                    date: formatIndianDate(request.createdAt),
                  })}
                </p>
                {request.reviewNote && <p className="text-xs text-slate-700">“{request.reviewNote}”</p>}
              </div>
              <span
                className={cn('rounded-full px-2 py-0.5 text-xs font-medium', REQUEST_STATE_CLASSES[request.status])}
              >
                {t(`inventory.add.states.${request.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /store/inventory/add: put catalogue products on sale, or ask for ones the catalogue lacks. */
export function StoreInventoryAddPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  if (!store) return null;
  return (
    <div className="space-y-4">
      <Link to="/store/inventory" className="inline-flex min-h-11 items-center gap-1 text-sm text-brand-800">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('inventory.add.back')}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('inventory.add.title')}</h1>
      <CatalogueSearch storeId={store.storeId} canShelve={storeCan(store.role, 'prices')} />
      <Requests storeId={store.storeId} />
    </div>
  );
}
