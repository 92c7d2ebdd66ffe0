import { formatIndianDate } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { CUSTOMER_SORTS, type TCustomerSort, type TStoreCustomer } from '@dawanow/shared/store-customers';
import { storeCan } from '@dawanow/shared/store-permissions';
import { ChevronRight, Search, Users } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Pagination } from '@/components/catalog/pagination';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { NotPermitted } from '@/components/ui/not-permitted';
import { SkeletonList } from '@/components/ui/skeleton';
import { useCurrentStore } from '@/lib/current-store';
import { useStoreCustomers } from '../api';

/** The list's orderings as one choice: what a pharmacist asks for, each with its natural direction. */
const ORDERINGS = [
  'lastOrder-desc',
  'lastOrder-asc',
  'name-asc',
  'name-desc',
  'orders-desc',
  'totalSpent-desc',
] as const;

/** The list's state lives in the address: search, ordering and page survive a reload and can be shared. */
function readQuery(params: URLSearchParams): {
  q: string;
  sort: TCustomerSort;
  direction: 'asc' | 'desc';
  page: number;
} {
  const sort = CUSTOMER_SORTS.find((value) => value === params.get('sort')) ?? 'lastOrder';
  const direction = params.get('direction') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { q: params.get('q')?.slice(0, 60) ?? '', sort, direction, page };
}

const customerPath = (customer: TStoreCustomer) => `/store/customers/${customer.id}`;

function CustomerCard({ customer }: { customer: TStoreCustomer }) {
  const { t } = useStorePanelText();
  return (
    <li>
      <Link
        to={customerPath(customer)}
        className="flex items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-600"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{customer.name}</p>
          <p className="text-sm text-slate-700 tabular-nums">{customer.maskedPhone ?? t('customers.list.noPhone')}</p>
          <p className="mt-1 text-sm text-slate-700">
            {t('customers.list.orders', { count: customer.orders, date: formatIndianDate(customer.lastOrderAt) })}
          </p>
        </div>
        <span className="font-semibold text-slate-900 tabular-nums">{formatRupees(customer.totalSpentPaise)}</span>
        <ChevronRight className="h-4 w-4 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}

function CustomerTable({
  customers,
  sort,
  direction,
}: {
  customers: TStoreCustomer[];
  sort: TCustomerSort;
  direction: string;
}) {
  const { t } = useStorePanelText();
  const ariaSort = (column: TCustomerSort) =>
    column === sort ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const header = 'px-4 py-3 font-medium';
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('customers.list.caption')}</caption>
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          <th scope="col" className={header} aria-sort={ariaSort('name')}>
            {t('customers.list.columns.name')}
          </th>
          <th scope="col" className={header}>
            {t('customers.list.columns.phone')}
          </th>
          <th scope="col" className={`${header} text-right`} aria-sort={ariaSort('orders')}>
            {t('customers.list.columns.orders')}
          </th>
          <th scope="col" className={header} aria-sort={ariaSort('lastOrder')}>
            {t('customers.list.columns.lastOrder')}
          </th>
          <th scope="col" className={`${header} text-right`} aria-sort={ariaSort('totalSpent')}>
            {t('customers.list.columns.totalSpent')}
          </th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id} className="border-t border-slate-100 hover:bg-slate-50">
            <th scope="row" className="px-4 py-3 font-medium">
              <Link to={customerPath(customer)} className="text-brand-800 underline-offset-2 hover:underline">
                {customer.name}
              </Link>
            </th>
            <td className="px-4 py-3 text-slate-700 tabular-nums">{customer.maskedPhone ?? '—'}</td>
            <td className="px-4 py-3 text-right tabular-nums">{customer.orders}</td>
            <td className="px-4 py-3 text-slate-700">{formatIndianDate(customer.lastOrderAt)}</td>
            <td className="px-4 py-3 text-right font-medium tabular-nums">{formatRupees(customer.totalSpentPaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CustomersForStore({ storeId }: { storeId: string }) {
  const { t } = useStorePanelText();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuery(searchParams);
  const customers = useStoreCustomers(storeId, { ...query, q: query.q || undefined });
  const searchId = useId();
  // What is typed, following the address when it changes (back button, a link) without losing focus on search.
  const [text, setText] = useState(query.q);
  useEffect(() => setText(query.q), [query.q]);
  const sortId = useId();

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new search or ordering starts again at the first page.
    next.delete('page');
    setSearchParams(next);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: text.trim() });
  };
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    return `?${next.toString()}`;
  };

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form aria-label={t('customers.list.searchForm')} onSubmit={onSearch} className="flex flex-1 items-end gap-2">
          <div className="flex-1 space-y-1.5">
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              {t('customers.list.searchLabel')}
            </label>
            <input
              id={searchId}
              name="q"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={60}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-700"
            />
          </div>
          <Button type="submit" aria-label={t('customers.list.searchForm')}>
            <Search className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('customers.list.search')}</span>
          </Button>
        </form>
        <div className="space-y-1.5">
          <label htmlFor={sortId} className="block text-sm font-medium text-slate-800">
            {t('customers.list.orderBy')}
          </label>
          <select
            id={sortId}
            value={`${query.sort}-${query.direction}`}
            onChange={(event) => {
              const [sort = 'lastOrder', direction = 'desc'] = event.target.value.split('-');
              update({ sort, direction });
            }}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 sm:w-56"
          >
            {ORDERINGS.map((ordering) => (
              <option key={ordering} value={ordering}>
                {t(`customers.list.orderings.${ordering}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-4">
        {customers.isPending ? (
          <div role="status" aria-label={t('customers.list.loading')} className="space-y-3">
            <SkeletonList count={4} className="h-20 w-full rounded-xl" />
          </div>
        ) : customers.isError ? (
          <ErrorState message={t('customers.list.loadError')} onRetry={() => void customers.refetch()} />
        ) : customers.data.customers.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <Users className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="text-sm text-slate-700">
              {query.q ? t('customers.list.noMatch', { query: query.q }) : t('customers.list.empty')}
            </p>
          </div>
        ) : (
          <div aria-busy={customers.isPlaceholderData}>
            <p className="mb-2 text-sm text-slate-700" aria-live="polite">
              {t('customers.list.count', { count: customers.data.total })}
            </p>
            <ul className="grid gap-3 md:hidden">
              {customers.data.customers.map((customer) => (
                <CustomerCard key={customer.id} customer={customer} />
              ))}
            </ul>
            <div className="hidden overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 md:block">
              <CustomerTable customers={customers.data.customers} sort={query.sort} direction={query.direction} />
            </div>
            <Pagination
              page={query.page}
              pageCount={Math.ceil(customers.data.total / customers.data.pageSize)}
              hrefFor={hrefFor}
            />
          </div>
        )}
      </div>
    </>
  );
}

/** /store/customers: who ordered from this pharmacy, and what they spent here — nothing from other stores. */
export function StoreCustomersPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-slate-900">{t('customers.list.title')}</h1>
      <p className="mb-4 text-sm text-slate-700">{t('customers.list.intro', { store: store.storeName })}</p>
      {storeCan(store.role, 'customers') ? (
        <CustomersForStore storeId={store.storeId} />
      ) : (
        <NotPermitted message={t('customers.notPermitted')} />
      )}
    </div>
  );
}
