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
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { apiQueryOptions } from '@/lib/api-query';
import { cn } from '@/lib/cn';
import { useCurrentStore } from '@/lib/current-store';
import { useProductRequests } from '../api';
import { ProductRequestForm } from '../components/product-request-form';
import { ShelveDialog } from '../components/shelve-dialog';

const REQUEST_STATES: Record<TProductRequest['status'], { text: string; className: string }> = {
  pending: { text: 'Being checked', className: 'bg-amber-50 text-amber-900' },
  changes_requested: { text: 'Changes asked: send it again', className: 'bg-sky-50 text-sky-900' },
  approved: { text: 'Added to the catalogue', className: 'bg-emerald-50 text-emerald-800' },
  rejected: { text: 'Not added', className: 'bg-red-50 text-red-800' },
};

function CatalogueSearch({ storeId, canShelve }: { storeId: string; canShelve: boolean }) {
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
        Find it in the DawaNow catalogue
      </h2>
      <label className="mt-3 block">
        <span className="sr-only">Search the catalogue by name, brand or salt</span>
        <span className="relative block">
          <Search className="absolute top-3 left-3 h-5 w-5 text-slate-500" aria-hidden="true" />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
            placeholder="Name, brand or salt, e.g. Dolo 650"
            className="h-11 w-full rounded-lg border border-slate-300 pr-3 pl-10 text-base"
          />
        </span>
      </label>
      {!canShelve && (
        <p className="mt-2 text-sm text-slate-700">Owners and managers set prices, so they add products to sale.</p>
      )}
      <div className="mt-3">
        {q.length < 2 ? (
          <p className="text-sm text-slate-700">Type at least two letters.</p>
        ) : results.isPending ? (
          <div role="status" aria-label="Searching" className="space-y-2">
            <SkeletonList count={3} className="h-16 w-full" />
          </div>
        ) : results.isError ? (
          <ErrorState message="The search failed." onRetry={() => void results.refetch()} />
        ) : results.data.results.length === 0 ? (
          <p className="text-sm text-slate-700">Nothing in the catalogue matches “{q}”. Ask for it below.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-busy={results.isPlaceholderData}>
            {results.data.results.map((product) => (
              <li key={product.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {product.name}
                    {product.rxRequired && (
                      <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                        Rx
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-slate-600">
                    {product.packLabel} · {product.manufacturer} · MRP {formatRupees(product.mrpPaise)}
                  </p>
                  {product.compositionLabel && <p className="text-xs text-slate-500">{product.compositionLabel}</p>}
                </div>
                <Button size="sm" disabled={!canShelve} onClick={() => setChosen(product)}>
                  Add to stock
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
  const requests = useProductRequests(storeId);
  const [isAsking, setAsking] = useState(false);
  return (
    <section aria-labelledby="requests-heading" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="requests-heading" className="font-semibold text-slate-900">
        Can’t find it?
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Tell us what the label says. Our catalogue team checks it and adds it; you can then put it on sale.
      </p>
      <div className="mt-3">
        {isAsking ? (
          <ProductRequestForm storeId={storeId} onSent={() => setAsking(false)} />
        ) : (
          <Button variant="outline" onClick={() => setAsking(true)}>
            Request a new product
          </Button>
        )}
      </div>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Your requests</h3>
      {requests.isPending ? (
        <SkeletonList count={2} className="mt-2 h-12 w-full" />
      ) : requests.isError ? (
        <ErrorState message="We could not load your requests." onRetry={() => void requests.refetch()} />
      ) : requests.data.requests.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No requests yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {requests.data.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-medium text-slate-900">{request.name}</p>
                <p className="text-xs text-slate-600">
                  {request.packLabel} · MRP {formatRupees(request.mrpPaise)} · asked{' '}
                  {formatIndianDate(request.createdAt)}
                </p>
                {request.reviewNote && <p className="text-xs text-slate-700">“{request.reviewNote}”</p>}
              </div>
              <span
                className={cn('rounded-full px-2 py-0.5 text-xs font-medium', REQUEST_STATES[request.status].className)}
              >
                {REQUEST_STATES[request.status].text}
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
  const { store } = useCurrentStore();
  if (!store) return null;
  return (
    <div className="space-y-4">
      <Link to="/store/inventory" className="inline-flex min-h-11 items-center gap-1 text-sm text-brand-800">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Inventory
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Add products</h1>
      <CatalogueSearch storeId={store.storeId} canShelve={storeCan(store.role, 'prices')} />
      <Requests storeId={store.storeId} />
    </div>
  );
}
